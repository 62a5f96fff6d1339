import type { StudentListRow } from '@contract';
import { entityChoice, OptionLine } from '@/components/form/entity-combobox';
import { studentSearchQueryOptions } from '../api/performance';

export interface PickedStudent {
  id: number;
  fullname: string;
  admission_no: string;
  class_name?: string | null;
  section_name?: string | null;
}

const place = (s: PickedStudent) => [s.class_name, s.section_name].filter(Boolean).join(' ');

/** The student a note is about: the first twenty matches of GET /students?search=. */
/** A listed student is a picked one; the search answers the whole row. */
const asPicked = (rows: StudentListRow[]): PickedStudent[] => rows;

export const noteStudentChoice = entityChoice({
  label: 'Student',
  placeholder: 'Type a name or admission number',
  search: (text: string) => ({
    ...studentSearchQueryOptions(text),
    select: asPicked,
  }),
  describe: (s) => `${s.fullname} · ${s.admission_no}`,
  renderOption: (s) => <OptionLine name={s.fullname} details={[s.admission_no, place(s)]} />,
  noMatch: (text) => `No student matches “${text}”.`,
});
