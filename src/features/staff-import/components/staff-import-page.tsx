import { IMPORT_MAX_ROWS, formatCount, type Profile, type StaffImportPreview } from '@contract';
import { ImportWizard } from '@/components/import/import-wizard';
import { can } from '@/lib/can';
import { downloadStaffTemplate, usePreviewStaffImport, useRunStaffImport } from '../api/staff-import';
import { STAFF_IMPORT } from '../lib/mapping';

const staff = (n: number) => `${n} ${n === 1 ? 'employee' : 'employees'}`;

/** The check's counts. */
export const staffCounts = (p: StaffImportPreview) =>
  [
    ['Rows', p.rows],
    ['New employees', p.new_employees],
    ['Numbered for you', p.numbered],
  ] as const;

/** Employees › Import staff: template, a CSV chosen here, its columns mapped, checked by the server, then imported whole. */
export function StaffImportPage({ user }: { user: Profile }) {
  return (
    <ImportWizard
      spec={STAFF_IMPORT}
      intro={`Start from the template: one employee per row, at most ${formatCount(IMPORT_MAX_ROWS)} rows. A row with no employee number gets the next EMP number; a number the school already has is refused.`}
      onTemplate={downloadStaffTemplate}
      usePreview={usePreviewStaffImport}
      useRun={useRunStaffImport}
      counts={staffCounts}
      ready={(p) => `${staff(p.new_employees)} will be added, all at once.`}
      importLabel={(p) => `Import ${staff(p.new_employees)}`}
      done={(r) => ({
        message: r.message || 'The employees have been imported.',
        detail: `${staff(r.created)} added, ${r.numbered} of them numbered for you.`,
      })}
      list={can(user, 'list-employee') ? { href: '#/employees/list', label: 'Go to the employees' } : null}
    />
  );
}
