import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { assignmentListQuery, busEndpoints, busStudentEndpoints, type AssignmentInput, type Bus, type BulkAssignmentInput, type EndAssignmentInput } from '@contract';
import { busKeys } from '@/api/bus';
import { EVERY_ROW } from '@/api/rows';
import { searchSchemaOf, toListParams, type ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

export const assignmentListSearch = searchSchemaOf(assignmentListQuery);
export type AssignmentListState = v.InferOutput<typeof assignmentListSearch>;

const listKey = (state: ListState) => [...busKeys.assignments(), 'list', state] as const;

export const fetchAssignmentsPage = (state: ListState, signal?: AbortSignal) => http.call(busStudentEndpoints.list, { query: toListParams(state) }, { signal });

/** Bus › Bus Student: the assignments in force today, or every one with History. Fetched live (ADR 024). */
export const assignmentsQueryOptions = (state: ListState) =>
  queryOptions({ queryKey: listKey(state), queryFn: ({ signal }) => fetchAssignmentsPage(state, signal), placeholderData: keepPreviousData });

/**
 * The active buses with their riders counted on `date` (the day an assignment would start),
 * so each choice can say how many seats are left then. Only while a dialog is open.
 */
export const activeBusesQueryOptions = (date: string | undefined, enabled = true) =>
  queryOptions<Bus[]>({
    queryKey: busKeys.activeBuses(date),
    queryFn: ({ signal }) =>
      http.call(busEndpoints.list, { query: { ...EVERY_ROW, status: 'Active', date, sort: 'number', order: 'asc' } }, { signal }).then((p) => p.data),
    enabled,
    placeholderData: keepPreviousData,
  });

/** Every bus, inactive ones too (an ended assignment may name one), for the list's filter. */
export const allBusesQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: busKeys.allBuses(),
    queryFn: ({ signal }) => http.call(busEndpoints.list, { query: { ...EVERY_ROW, sort: 'number', order: 'asc' } }, { signal }).then((p) => p.data),
    enabled,
  });

/** A section's students on a day, each with the bus they ride then (if any): the bulk checklist. */
export const sectionRidersQueryOptions = (sectionId: number | null, date: string | undefined) =>
  queryOptions({
    queryKey: busKeys.sectionRiders(sectionId, date),
    queryFn: ({ signal }) => http.call(busStudentEndpoints.section, { params: { sectionId: sectionId ?? 0 }, query: { date } }, { signal }),
    enabled: sectionId !== null,
  });

/** `POST /bus/students`: a new dated assignment; the student's current one ends the day before. */
export function useAssignStudent(onDone: () => void) {
  return useAction({
    mutationFn: (input: AssignmentInput) => http.call(busStudentEndpoints.assign, { body: input }),
    // Seats, riders lists, billing previews and the report all follow assignments.
    invalidates: [busKeys.all],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

/** `POST /bus/students/bulk`: the ticked students of a section, all or none. */
export function useAssignSection(onDone: () => void) {
  return useAction({
    mutationFn: (input: BulkAssignmentInput) => http.call(busStudentEndpoints.assignMany, { body: input }),
    invalidates: [busKeys.all],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}

/** `POST /bus/students/{id}/end`: the student's last day on the bus. */
export function useEndAssignment(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: { id: number; input: EndAssignmentInput }) => http.call(busStudentEndpoints.end, { params: { id }, body: input }),
    invalidates: [busKeys.all],
    success: (data) => data.message,
    onSuccess: onDone,
  });
}
