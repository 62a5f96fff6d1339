import type { RosterStudent } from '@contract';
import type { ListState } from '@/components/data-table/list-state';
import { fieldsOf } from './rows';

/**
 * Students and their section rosters. Only the roster is saved for offline (RosterStudent
 * fields, no contacts); it sits under `students` so any change to a student refreshes it.
 */
const all = ['students'] as const;
export const studentKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (state: ListState) => [...all, 'list', state] as const,
  details: () => [...all, 'detail'] as const,
  detail: (id: number) => [...all, 'detail', id] as const,
  nextAdmissionNo: () => [...all, 'next-admission-no'] as const,
  transferCertificate: (id: number) => [...all, 'transfer-certificate', id] as const,
  pick: (search: string) => [...all, 'pick', search] as const,
  rosters: () => [...all, 'roster'] as const,
  roster: (sectionId: number) => [...all, 'roster', sectionId] as const,
};

/** What a saved roster may hold: names, numbers, photo, class and section; no parent, no contacts. */
export const ROSTER_FIELDS = fieldsOf<RosterStudent>()({
  id: true, admission_no: true, first_name: true, middle_name: true, last_name: true, fullname: true, gender: true,
  photo: true, status: true, class_id: true, class_name: true, section_id: true, section_name: true,
});
