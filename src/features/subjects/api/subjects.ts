import type * as v from 'valibot';
import { subjectEndpoints, subjectListQuery } from '@contract';
import { pagedList, useSaveRecord } from '@/api/records';
import { SUBJECT_FIELDS, subjectKeys } from '@/api/subjects';
import { searchSchemaOf } from '@/components/data-table/list-state';

export const subjectListSearch = searchSchemaOf(subjectListQuery);
export type SubjectListState = v.InferOutput<typeof subjectListSearch>;

/** One page of Settings › Subjects. Saved for offline. */
export const subjectPages = pagedList(subjectEndpoints.list, subjectKeys.list, SUBJECT_FIELDS);

export const useSaveSubject = (onDone: () => void) => useSaveRecord(subjectEndpoints, [subjectKeys.all], onDone);
