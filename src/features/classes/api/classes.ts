import type * as v from 'valibot';
import { classEndpoints, classListQuery } from '@contract';
import { CLASS_FIELDS, classKeys } from '@/api/classes';
import { pagedList, useSaveRecord } from '@/api/records';
import { sectionKeys } from '@/api/sections';
import { searchSchemaOf } from '@/components/data-table/list-state';

export const classListSearch = searchSchemaOf(classListQuery);
export type ClassListState = v.InferOutput<typeof classListSearch>;

/** One page of Settings › Classes. Saved for offline. */
export const classPages = pagedList(classEndpoints.list, classKeys.list, CLASS_FIELDS);

/** Section rows name their class. */
export const useSaveClass = (onDone: () => void) => useSaveRecord(classEndpoints, [classKeys.all, sectionKeys.all], onDone);
