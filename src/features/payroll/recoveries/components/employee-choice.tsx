import type { EmployeeListRow } from '@contract';
import { entityChoice, OptionLine } from '@/components/form/entity-combobox';
import { employeeSearchQueryOptions } from '../api/employee-search';

/** An employee as the payroll pages name one: "Amina Odhiambo · EMP-0012". */
export interface PickedEmployee {
  id: number;
  name: string;
  number: string;
}

export const employeeLabel = (e: PickedEmployee) => `${e.name} · ${e.number}`;

const picked = (rows: EmployeeListRow[]): PickedEmployee[] => rows.map((e) => ({ id: e.id, name: e.fullname, number: e.number }));

/**
 * The employee picker of the payroll pages (GET /employees?search=). `activeOnly` keeps to
 * those still working here (a payout); a list filter finds those who left too.
 */
export const employeeChoice = (activeOnly: boolean) =>
  entityChoice({
    label: 'Employee',
    placeholder: 'Name or staff number',
    search: (text) => ({
      ...employeeSearchQueryOptions(text, activeOnly),
      select: picked,
    }),
    describe: employeeLabel,
    renderOption: (e) => <OptionLine name={e.name} details={[e.number]} />,
    noMatch: (text: string) => `No employee matches “${text}”.`,
  });
