import * as v from 'valibot';
import { isoDate, type PayrollRun, monthLabel } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { filled } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { EntryLinesTable } from '@/components/ledger/entry-lines-table';
import { RefusalNote } from '../lib/dialog-refusal';
import { approvalLines, plural } from '../lib/run-rules';

const approveSchema = v.object({ date: filled(isoDate, 'Give the date to post the run on.') });

export interface ApproveFormProps {
  run: PayrollRun;
  /** The default date to post on (see approvalDay). */
  day: string;
  currency?: string;
  pending: boolean;
  refusal: string | null;
  onCancel: () => void;
  onSubmit: (input: { version?: number; date: string }) => void;
}

/**
 * Approve: the dialog is its own confirmation. It shows the entry to be posted, line by line,
 * and repeats the floor warnings' count, so the red-letter facts are read before the click.
 */
export function ApproveForm({ run, day, currency, pending, refusal, onCancel, onSubmit }: ApproveFormProps) {
  const { Form, DateInput, valid, read } = useSchemaForm(approveSchema, { date: day }, { row: run });
  const lines = approvalLines(run);
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <div className="space-y-2 text-sm text-slate-800">
        <p>
          Approving the {monthLabel(run.month)} payroll of {plural(run.employees, 'employee')} posts one entry on the date below. Its recoveries are then taken
          and its slips can be paid; a mistake afterwards is corrected by cancelling the run, which posts a reversal.
        </p>
        {run.warnings.length > 0 ? (
          <p className="rounded-md bg-amber-50 px-3 py-2 font-medium text-amber-950 ring-1 ring-amber-300">
            Net pay floor: {plural(run.warnings.length, 'employee')} will have instalments deferred to a later month, as listed on the page.
          </p>
        ) : null}
      </div>
      <EntryLinesTable caption="The entry" lines={lines} currency={currency} />
      <DateInput name="date" label="Post on" required />
      <RefusalNote message={refusal} />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel="Approve and post" />
    </Form>
  );
}
