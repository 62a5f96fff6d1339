import type { RecoveryReversalInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { reversalFormSchema } from './opening-schema';

export interface ReverseFormProps {
  noun: 'advance' | 'loan';
  /** Today, in the school's time zone: the reversal's default date. */
  today: string;
  pending: boolean;
  onSubmit: (input: RecoveryReversalInput) => void;
  onCancel: () => void;
}

/**
 * Reverse a brought-forward advance or loan: the opposite entry on the date given, and its
 * schedule cancelled, so payroll recovers nothing more of it.
 */
export function ReverseForm({ noun, today, pending, onSubmit, onCancel }: ReverseFormProps) {
  const { Form, DateInput, TextareaInput, valid, read } = useSchemaForm(reversalFormSchema, { date: today, reason: '' });
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <p className="text-sm text-slate-700">
        The balance brought forward is undone by an opposite entry, and the planned instalments are cancelled. No cash moves.
      </p>
      <DateInput name="date" label="Reversal date" required />
      <TextareaInput name="reason" label="Reason" required rows={2} maxLength={200} placeholder={`The ${noun} was entered twice`} />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel={`Reverse ${noun}`} />
    </Form>
  );
}
