import { entityChoice, OptionLine } from '@/components/form/entity-combobox';
import { employeeSearchQueryOptions, type FoundEmployee } from '../api/reports';

/** The reports' employee picker: a name, employee number or phone; leavers included (their pay history still counts). */
export const reportEmployeeChoice = entityChoice({
  label: 'Employee',
  placeholder: 'Name, number or phone',
  search: employeeSearchQueryOptions,
  describe: (e: FoundEmployee) => `${e.name} · ${e.number}`,
  renderOption: (e) => <OptionLine name={e.name} details={[e.number, e.job_title]} />,
  noMatch: (text) => `No employee matches “${text}”.`,
});
