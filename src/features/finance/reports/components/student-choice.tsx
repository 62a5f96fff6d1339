import { entityChoice, OptionLine } from '@/components/form/entity-combobox';
import { studentSearchQueryOptions, type FoundStudent, type StudentSource } from '../api/student-search';

const place = (s: FoundStudent) => [s.class_name, s.section_name].filter(Boolean).join(' ');

/** The statement's student: by name or admission number, or through the payer search a parent's phone too. */
export const statementStudentChoice = (source: StudentSource) =>
  entityChoice({
    label: 'Student',
    placeholder: source === 'payers' ? 'Name, admission number or parent phone' : 'Name or admission number',
    search: (text) => studentSearchQueryOptions(source, text),
    describe: (s) => `${s.name} · ${s.admission_no}`,
    renderOption: (s) => <OptionLine name={s.name} details={[s.admission_no, place(s)]} />,
    noMatch: (text: string) => `No student matches “${text}”.`,
  });
