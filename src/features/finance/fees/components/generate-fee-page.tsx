import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { feeRunInput, formatMoney, type FeePreview, type FeePreviewRow, type FeeRunInput, type Profile, monthLabel } from '@contract';
import { classOptionsQueryOptions } from '@/api/classes';
import { feePreviewQueryOptions } from '@/api/finance';
import { QueryProblem } from '@/components/overlays/query-state';
import { ReasonedButton } from '@/components/ui/reasoned-button';
import { NeedsFirst } from '@/components/ui/needs-first';
import { can } from '@/lib/can';
import { HttpError, errorMessage } from '@/lib/http-error';
import { firstIssuePerField } from '@/lib/field-issues';
import { useOnline } from '@/lib/online';
import { todayIn } from '@/lib/today';
import { submissionKeys } from '@/lib/submission-keys';
import { FeeRunStateCell, feeRunRowClass } from '@/components/ledger/fee-run-state-cell';
import { useGenerateFees } from '../api/fees';
import { FeeRunForm, type FeeRunChoice } from '../forms/fee-run-form';
import { changedNote, postLabel, postState, STATE_LABELS, totalsLine } from '../lib/fee-run';
import { TableFrame } from '@/components/data-table/table-frame';

export interface GenerateFeePageProps {
  user: Profile;
  /** For tests: how a submission's key is made. */
  makeKey?: () => string;
}

type Errors = Partial<Record<'month' | 'class_ids', string>>;

const sameRun = (a: FeeRunInput | null, b: FeeRunChoice) =>
  !!a && a.month === b.month && a.class_ids.length === b.class_ids.length && a.class_ids.every((x, i) => x === b.class_ids[i]);

/** The form's errors: the contract's own check, field by field. */
function check(choice: FeeRunChoice): { input: FeeRunInput | null; errors: Errors } {
  const parsed = v.safeParse(feeRunInput, choice);
  if (parsed.success) return { input: parsed.output, errors: {} };
  const { month, class_ids } = firstIssuePerField(parsed.issues);
  const errors: Errors = {};
  if (month) errors.month = month;
  if (class_ids) errors.class_ids = choice.class_ids.length === 0 ? 'Choose at least one class.' : class_ids;
  return { input: null, errors };
}

/** The server's refusal at the form's fields, where it names them. */
function serverErrors(error: unknown): Errors {
  if (!(error instanceof HttpError)) return {};
  const errors: Errors = {};
  for (const issue of error.issues) {
    const key = String(issue.path ?? '').split('.')[0];
    if (key === 'month' || key === 'class_ids' || key === 'date') errors[key === 'class_ids' ? 'class_ids' : 'month'] ??= issue.message;
  }
  return errors;
}

function PreviewTable({ preview, user }: { preview: FeePreview; user: Profile }) {
  const currency = user.currency;
  const caption = `Fees for ${monthLabel(preview.month)}`;
  return (
    <TableFrame caption={caption} heads={['Student', 'Admission no', 'Class', { label: 'Amount', numeric: true }, 'State']}>
      <tbody>
        {preview.rows.map((r: FeePreviewRow) => (
          <tr key={r.student_id} className={feeRunRowClass(r.state)}>
            <th scope="row" className="px-3 py-2 font-medium text-slate-900">{r.student_name}</th>
            <td className="whitespace-nowrap px-3 py-2 text-slate-800">{r.admission_no}</td>
            <td className="px-3 py-2 text-slate-800">{r.class_name}</td>
            <td className="whitespace-nowrap px-3 py-2 text-right text-slate-900">{formatMoney(r.amount, currency)}</td>
            <FeeRunStateCell state={r.state} label={STATE_LABELS[r.state]} changedNote={changedNote(r, currency)} billedEntryId={r.billed_entry_id} user={user} />
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

/**
 * Finance › Generate fee: a month's tuition for the chosen classes. Preview shows who would be
 * charged what against what the ledger already holds; Post bills the new ones only, under one
 * Idempotency-Key per submission (a retry of the same run reuses it, so nobody is billed twice).
 */
export function GenerateFeePage({ user, makeKey }: GenerateFeePageProps) {
  const online = useOnline();
  const headingId = useId();
  const classes = useQuery(classOptionsQueryOptions());
  const active = (classes.data ?? []).filter((c) => c.status !== 'Inactive');
  const [choice, setChoice] = useState<FeeRunChoice>(() => ({ month: todayIn(user.time_zone).slice(0, 7), class_ids: [] }));
  const [errors, setErrors] = useState<Errors>({});
  /** The run last previewed: what Post sends. */
  const [run, setRun] = useState<FeeRunInput | null>(null);
  const preview = useQuery(feePreviewQueryOptions(run));
  const keys = useRef(submissionKeys(makeKey));
  const generate = useGenerateFees(() => keys.current.done());

  const change = (next: FeeRunChoice) => {
    setChoice(next);
    setErrors({});
  };
  const askPreview = () => {
    const { input, errors: found } = check(choice);
    setErrors(found);
    if (input) {
      setRun(input);
      if (sameRun(run, choice)) void preview.refetch();
    }
  };

  const shown = preview.data && run ? preview.data : undefined;
  const stale = !!run && !sameRun(run, choice);
  const post = postState(shown);
  const reason = stale ? 'The month or classes changed since the preview: preview again first.' : !online ? 'Posting needs a connection.' : post.reason;
  const fieldErrors = { ...serverErrors(preview.error), ...errors };

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      {!online ? <QueryProblem title="This needs a connection" message="Fees are previewed and posted on the server. Connect, then preview the run." /> : null}
      {classes.isError && !classes.data ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          The classes could not be read ({errorMessage(classes.error)}).
        </p>
      ) : null}
      <section aria-labelledby={`${headingId}-run`} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id={`${headingId}-run`} className="text-base font-semibold text-slate-900">
          Bill a month&apos;s tuition
        </h2>
        <p className="mb-4 mt-1 text-sm text-slate-600">
          Each student is charged the class fee less their discount. Preview first: students already billed for the month are left as they are.
        </p>
        {classes.data && !active.some((c) => c.monthly_fee > 0) ? (
          <div className="mb-4 rounded-md bg-amber-50 px-3 py-2 ring-1 ring-amber-200">
            <NeedsFirst href="#/settings/list-classes" link={active.length ? 'Set a class’s monthly fee first' : 'Add a class and its monthly fee first'} allowed={can(user, 'list-class')}>
              {active.length ? 'No class has a monthly fee yet, so there is nothing to bill.' : 'There are no classes yet. Tuition is billed by class, at its monthly fee.'}
            </NeedsFirst>
          </div>
        ) : null}
        <FeeRunForm classes={active} currency={user.currency} value={choice} onChange={change} errors={fieldErrors} pending={preview.isFetching} onPreview={askPreview} />
      </section>

      {run ? (
        <section aria-labelledby={`${headingId}-preview`} className="space-y-3 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id={`${headingId}-preview`} className="text-base font-semibold text-slate-900">
            Preview: {monthLabel(run.month)}
          </h2>
          {preview.isError && !Object.keys(serverErrors(preview.error)).length ? (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              The preview could not be read ({errorMessage(preview.error)}).
            </p>
          ) : null}
          {preview.isPending && !preview.isError ? <p className="text-sm text-slate-600">Reading the preview…</p> : null}
          {shown ? (
            <>
              <p className="text-sm font-medium text-slate-900" aria-live="polite">
                {totalsLine(shown, user.currency)}
              </p>
              {shown.rows.length > 0 ? (
                <PreviewTable preview={shown} user={user} />
              ) : (
                <p className="text-sm text-slate-600">No student of these classes has a fee for {monthLabel(shown.month)}.</p>
              )}
              <ReasonedButton
                reason={reason}
                disabled={post.count === 0 || stale || !online || generate.isPending}
                onClick={() => run && generate.mutate({ input: run, key: keys.current.keyFor(run) })}
              >
                {generate.isPending ? 'Posting…' : postLabel(post.count)}
              </ReasonedButton>
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
