import * as v from 'valibot';
import { endAssignmentInput, type Assignment, type EndAssignmentInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { filled } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { formatDate } from '@/lib/format-date';

const endSchema = v.object({ to: filled(endAssignmentInput.entries.to, 'Give the last day on the bus.') });

export interface EndFormProps {
  assignment: Assignment;
  today: string;
  pending: boolean;
  onSubmit: (input: EndAssignmentInput) => void;
  onCancel: () => void;
}

/** Stop riding: the last day the student rides. Days after it are not billed; the assignment stays in the history. */
export function EndForm({ assignment: a, today, pending, onSubmit, onCancel }: EndFormProps) {
  // A ride that starts later than today ends no earlier than its first day.
  const initial = a.from > today ? a.from : today;
  const { Form, DateInput, valid, read } = useSchemaForm(endSchema, { to: initial });
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <p className="text-sm text-slate-800">
        {a.student_name} rides {a.bus_number} ({a.zone_name} · {a.category_name}) from {formatDate(a.from)}. After the last day below the student is no longer on
        the bus: later days are not billed, and the assignment stays in the history.
      </p>
      <DateInput name="to" label="Last day on the bus" required />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel="Stop riding" danger />
    </Form>
  );
}
