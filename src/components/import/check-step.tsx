import { Button } from '@/components/ui/button';
import { IssuesTable } from './issues-table';
import type { Mapping, RowIssue } from './column-mapping';
import type { ImportSpec } from './import-spec';
import type { LoadedFile } from './loaded-file';
import { RowsPreview } from './rows-preview';
import { StepSection } from './step-section';

export interface CheckStepProps<C extends string> {
  spec: ImportSpec<C>;
  file: LoadedFile;
  mapping: Mapping<C>;
  /** The check's counts, each with its label. */
  counts: readonly (readonly [label: string, n: number])[];
  issues: RowIssue<C>[];
  /** The rows changed since this check. */
  stale: boolean;
  canCheck: boolean;
  onCell: (rowIndex: number, colIndex: number, value: string) => void;
  onCheck: () => void;
}

/** Step 3: what the server found: the counts, and every problem with its cell to fix. */
export function CheckStep<C extends string>({ spec, file, mapping, counts, issues, stale, canCheck, onCell, onCheck }: CheckStepProps<C>) {
  const issueRows = [...new Set(issues.map((i) => i.row))].sort((a, b) => a - b);
  return (
    <StepSection id="step-check" n={3} done={issues.length === 0 && !stale} title="Check">
      <dl className={`mb-4 grid gap-3 ${counts.length > 3 ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}>
        {counts.map(([label, n]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums text-slate-900">{n}</dd>
          </div>
        ))}
      </dl>
      {stale ? (
        <p role="status" className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
          The rows changed since this check. Check them again before importing.
        </p>
      ) : null}
      {issues.length === 0 ? (
        <p role="status" className="text-sm font-medium text-emerald-800">
          No problems found.
        </p>
      ) : (
        <>
          <p role="alert" className="mb-2 text-sm font-medium text-red-700">
            {issues.length} problem{issues.length === 1 ? '' : 's'} in {issueRows.length} row{issueRows.length === 1 ? '' : 's'}. Fix the cells below
            and check again, or fix the file and choose it again. Nothing is imported while any row has a problem.
          </p>
          <IssuesTable spec={spec} file={file} mapping={mapping} issues={issues} onCell={onCell} />
          <div className="mt-3 flex justify-end">
            <Button variant="secondary" disabled={!canCheck} onClick={onCheck}>
              Check again
            </Button>
          </div>
        </>
      )}
      <RowsPreview spec={spec} file={file} mapping={mapping} issueRows={issueRows} />
    </StepSection>
  );
}
