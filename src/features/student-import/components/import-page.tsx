import { IMPORT_MAX_ROWS, formatCount, type Profile } from '@contract';
import { ImportWizard } from '@/components/import/import-wizard';
import { can } from '@/lib/can';
import { downloadTemplate, usePreviewImport, useRunImport } from '../api/student-import';
import { STUDENT_IMPORT } from '../lib/mapping';

/** Students › Import: template, a CSV chosen here, its columns mapped, checked by the server, then imported whole. */
export function ImportPage({ user }: { user: Profile }) {
  return (
    <ImportWizard
      spec={STUDENT_IMPORT}
      intro={`Start from the template: one student per row, at most ${formatCount(IMPORT_MAX_ROWS)} rows. Rows whose admission number already exists are skipped.`}
      onTemplate={downloadTemplate}
      usePreview={usePreviewImport}
      useRun={useRunImport}
      counts={(p) => [
        ['Rows', p.rows],
        ['New students', p.new_students],
        ['Existing, skipped', p.existing],
        ['New parents', p.new_parents],
      ]}
      ready={(p) => `${p.new_students} new students and ${p.new_parents} new parents will be added, all at once.`}
      importLabel={(p) => `Import ${p.new_students} students`}
      done={(r, p) => ({
        message: r.message || 'The students have been imported.',
        detail: `${r.created ?? p.new_students} new students, ${r.parents_created ?? p.new_parents} new parents, ${r.existing ?? p.existing} existing skipped.`,
      })}
      list={can(user, 'list-student') ? { href: '#/students/list', label: 'Go to the students' } : null}
    />
  );
}
