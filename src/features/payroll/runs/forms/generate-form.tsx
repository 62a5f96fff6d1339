import { getValue } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import * as v from 'valibot';
import { generatePayrollInput, type PayrollRunRow, monthLabel } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { filled } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';

const generateSchema = v.object({ month: filled(generatePayrollInput.entries.month, 'Choose the month to pay.') });

export interface GenerateFormProps {
  /** This month, YYYY-MM, in the school's time zone: where the form starts. */
  initial: string;
  /** The month's live (not cancelled) run, when the list holds one. */
  runFor: (month: string) => PayrollRunRow | undefined;
  pending: boolean;
  onSubmit: (month: string) => void;
}

/** What Generate will do for the chosen month, in the bursar's words. */
function Outlook({ month, run }: { month: string; run: PayrollRunRow | undefined }) {
  const name = monthLabel(month);
  if (!/^\d{4}-\d{2}$/.test(month)) return null;
  if (!run) return <p className="text-sm text-slate-700">Computes each active employee&apos;s pay for {name}. Nothing is posted until the run is approved.</p>;
  const open = (
    <a href={`#/employees/payroll-run/${run.id}`} className="font-semibold text-brand-800 underline underline-offset-2">
      Open the {name} run
    </a>
  );
  if (run.status === 'Pending') {
    return (
      <p className="text-sm text-amber-950">
        {name} has a pending run. Regenerating replaces it with today&apos;s salaries, advances, loans and deductions. {open}
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-800">
      {name} is already {run.status.toLowerCase()}: cancel that run before generating the month again. {open}
    </p>
  );
}

/** The month to pay; Generate makes its run (Regenerate replaces a pending one). */
export function GenerateForm({ initial, runFor, pending, onSubmit }: GenerateFormProps) {
  const { form, Form, TextInput, valid, read } = useSchemaForm(generateSchema, { month: initial });
  useSignals();
  const month = getValue(form, 'month') ?? '';
  const run = runFor(month);
  const blocked = !!run && run.status !== 'Pending';
  return (
    <Form className="space-y-3" onSubmit={(values) => onSubmit(read(values).month)}>
      <TextInput name="month" label="Month" type="month" required placeholder="YYYY-MM" className="max-w-xs" />
      <div aria-live="polite">
        <Outlook month={month} run={run} />
      </div>
      <FormActions valid={valid && !blocked} pending={pending} submitLabel={pending ? 'Generating…' : run?.status === 'Pending' ? 'Regenerate' : 'Generate'} className="flex justify-start gap-2 pt-1" />
    </Form>
  );
}
