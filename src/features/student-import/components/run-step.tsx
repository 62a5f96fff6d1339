import type { ImportPreview } from '@contract';
import { Button, buttonClass } from '@/components/ui/button';
import type { ImportResult } from '../api/student-import';
import { StepSection } from './step-section';

export interface RunStepProps {
  preview: ImportPreview;
  /** What the import did, once it ran, beside the check it ran after. */
  result: { result: ImportResult; preview: ImportPreview } | null;
  canImport: boolean;
  hasIssues: boolean;
  canListStudents: boolean;
  onImport: () => void;
  onAnother: () => void;
}

/** Step 4: every checked row imported at once, then what was added. */
export function RunStep({ preview, result, canImport, hasIssues, canListStudents, onImport, onAnother }: RunStepProps) {
  return (
    <StepSection id="step-import" n={4} done={result !== null} title="Import">
      {result ? (
        <div role="status" className="rounded-md bg-emerald-50 p-4 text-sm text-emerald-950 ring-1 ring-emerald-200">
          <p className="font-semibold">{result.result.message || 'The students have been imported.'}</p>
          <p className="mt-1">
            {result.result.created ?? result.preview.new_students} new students, {result.result.parents_created ?? result.preview.new_parents} new parents,{' '}
            {result.result.existing ?? result.preview.existing} existing skipped.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {canListStudents ? (
              <a href="#/students/list" className={buttonClass('primary')}>
                Go to the students
              </a>
            ) : null}
            <Button variant="secondary" onClick={onAnother}>
              Import another file
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700">
            {canImport
              ? `${preview.new_students} new students and ${preview.new_parents} new parents will be added, all at once.`
              : hasIssues
                ? 'Import is available once no row has a problem.'
                : 'Check the rows again before importing.'}
          </p>
          <Button disabled={!canImport} onClick={onImport}>
            Import {preview.new_students} students
          </Button>
        </div>
      )}
    </StepSection>
  );
}
