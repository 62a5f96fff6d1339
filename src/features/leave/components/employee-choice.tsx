import type { EmployeeListRow } from '@contract';
import { leaveEmployeeSearchQueryOptions } from '@/api/leave';
import { entityChoice, OptionLine } from '@/components/form/entity-combobox';

/** An employee as the leave pages name one: "Amina Odhiambo · EMP-0012". */
export interface PickedEmployee {
  id: number;
  name: string;
  number: string;
}

export const employeeLabel = (e: PickedEmployee) => (e.number ? `${e.name} · ${e.number}` : e.name);

/**
 * The employee picker of the leave pages (GET /employees?search=). Recording leave keeps to
 * those still working here; a list filter finds those who left too.
 */
export const employeeChoice = (activeOnly: boolean) =>
  entityChoice({
    label: 'Employee',
    placeholder: 'Name or staff number',
    search: (text) => ({ ...leaveEmployeeSearchQueryOptions(text, activeOnly), select: (rows: EmployeeListRow[]) => rows.map((e) => ({ id: e.id, name: e.fullname, number: e.number })) }),
    describe: employeeLabel,
    renderOption: (e: PickedEmployee) => <OptionLine name={e.name} details={[e.number]} />,
    noMatch: (text: string) => `No employee matches “${text}”.`,
  });
