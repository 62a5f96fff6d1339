import { getValue } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import * as v from 'valibot';
import { addMonths, formatMoney, moneyInput, recoveryUpdateInput, type RecoveryDetail, type RecoveryUpdateInput, monthLabel } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { filled, moneyText } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { loanPlan, repaymentText } from '../lib/plan';
import { plannedOf, sumOf } from '../lib/schedule';
import { AMOUNT_MESSAGE, amountOf, monthOfText } from './payout-schema';
import { PlanPreview } from './plan-preview';

const entries = recoveryUpdateInput.entries;

export const tooBigFor = (left: number) => `The monthly instalment cannot be more than what is still planned, ${formatMoney(left)}.`;

/** The first month a new plan may start in, and why no earlier: after the last month payroll recovered, and not before the payout. */
export function earliestStart(recovery: RecoveryDetail): { month: string; why: string } {
  const noun = recovery.kind === 'loan' ? 'loan' : 'advance';
  const lastRecovered = recovery.schedule.filter((i) => i.status === 'Recovered').reduce((last, i) => (i.month > last ? i.month : last), '');
  const paid = recovery.paid_on.slice(0, 7);
  if (lastRecovered && addMonths(lastRecovered, 1) > paid) return { month: addMonths(lastRecovered, 1), why: `Payroll has recovered up to ${monthLabel(lastRecovered)}: start the new plan after it.` };
  return { month: paid, why: `Recovery cannot start before the ${noun} was paid out (${monthLabel(recovery.paid_on)}).` };
}

/**
 * The contract's update: an instalment no bigger than what there is to re-plan, from a month
 * payroll has not passed. The fields check the same rules themselves: the form's schema stops
 * at the first failing field, so these would otherwise wait for the reason to be valid.
 */
export const changePlanSchema = (left: number, earliest: { month: string; why: string }) =>
  v.pipe(
    v.object({
      reason: entries.reason,
      instalment: filled(moneyText(entries.instalment, AMOUNT_MESSAGE), 'Enter the monthly instalment.'),
      first_month: filled(entries.first_month, 'Choose the month the new plan starts.'),
    }),
    v.forward(
      v.partialCheck([['instalment']], (t) => t.instalment <= left, tooBigFor(left)),
      ['instalment'],
    ),
    v.forward(
      v.partialCheck([['first_month']], (t) => t.first_month >= earliest.month, earliest.why),
      ['first_month'],
    ),
  );

export interface ChangePlanFormProps {
  recovery: RecoveryDetail;
  /** Where a new plan starts when nothing is planned any more. */
  fallbackMonth: string;
  pending: boolean;
  onSubmit: (input: RecoveryUpdateInput) => void;
  onCancel: () => void;
}

/**
 * Change plan: what is still planned is planned again at a new monthly instalment from a
 * month. What payroll recovered, or a pending run is recovering, stays as it is. The save
 * carries the version the form was filled from (ADR 017).
 */
export function ChangePlanForm({ recovery, fallbackMonth, pending, onSubmit, onCancel }: ChangePlanFormProps) {
  useSignals();
  const planned = plannedOf(recovery.schedule);
  const left = sumOf(planned);
  const earliest = earliestStart(recovery);
  const pendingTotal = sumOf(recovery.schedule.filter((i) => i.status === 'Pending'));
  const { form, Form, TextInput, TextareaInput, valid, read } = useSchemaForm(
    changePlanSchema(left, earliest),
    { reason: recovery.reason, instalment: moneyInput(Math.min(recovery.instalment, left)), first_month: planned[0]?.month ?? fallbackMonth },
    { row: recovery },
  );
  const plan = loanPlan(left, amountOf(getValue(form, 'instalment')), monthOfText(getValue(form, 'first_month')));
  const kept = [
    recovery.recovered ? `recovered so far ${formatMoney(recovery.recovered)}` : '',
    pendingTotal ? `in a pending payroll run ${formatMoney(pendingTotal)}` : '',
  ].filter(Boolean);

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values) as RecoveryUpdateInput)}>
      <p className="text-sm text-slate-800">
        Still planned: <span className="font-semibold">{formatMoney(left)}</span>
        {planned.length ? ` over ${planned.length} month${planned.length === 1 ? '' : 's'}, from ${monthLabel(planned[0]!.month)}` : ''}.
        {kept.length ? ` Unchanged: ${kept.join('; ')}.` : ''}
      </p>
      <TextareaInput name="reason" label="Reason" required rows={2} maxLength={200} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput name="instalment" label="New monthly instalment" required inputMode="decimal" autoComplete="off" validate={(value) => ((amountOf(value ?? '') ?? 0) > left ? tooBigFor(left) : '')} />
        <TextInput name="first_month" label="From month" type="month" required placeholder="YYYY-MM" validate={(value) => (value && value < earliest.month ? earliest.why : '')} />
      </div>
      <PlanPreview title="New plan" empty="Enter the instalment and the month to see the new plan." text={plan ? repaymentText(plan) : ''} />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel="Save plan" />
    </Form>
  );
}
