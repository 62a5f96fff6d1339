import type { EmployeeListRow } from '@contract';
import { entityChoice, OptionLine } from '@/components/form/entity-combobox';
import { journalEmployeeQueryOptions } from '../api/journal';

/** An employee as a journal line names one: "Amina Odhiambo · EMP-0012". */
export interface LineEmployee {
  id: number;
  name: string;
  number: string;
}

const picked = (rows: EmployeeListRow[]): LineEmployee[] => rows.map((e) => ({ id: e.id, name: e.fullname, number: e.number }));

/** The employee a line is about (GET /employees?search=, `list-employee`): those who left too. */
export const lineEmployeeChoice = entityChoice({
  label: 'Employee',
  placeholder: 'Name or staff number',
  search: (text) => ({ ...journalEmployeeQueryOptions(text), select: picked }),
  describe: (e: LineEmployee) => `${e.name} · ${e.number}`,
  renderOption: (e: LineEmployee) => <OptionLine name={e.name} details={[e.number]} />,
  noMatch: (text: string) => `No employee matches “${text}”.`,
});
