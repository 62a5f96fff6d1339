import * as v from 'valibot';
import { ATTENDANCE_COUNT_LABELS, ATTENDANCE_COUNTS, CODE_STATES, codeInput, type AttendanceCode, type CodeInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { formValues } from '@/components/form/form-values';
import { filled } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';
import type { RecordFormProps } from '@/components/form/record-form-props';

const entries = codeInput.entries;

const codeFormSchema = v.object({
  code: entries.code,
  name: entries.name,
  counts: filled(entries.counts, 'Choose how the code counts.'),
  status: filled(entries.status, 'Choose the status.'),
});

const COUNT_OPTIONS = ATTENDANCE_COUNTS.map((c) => ({ value: c, label: ATTENDANCE_COUNT_LABELS[c] }));
const STATUS_OPTIONS = CODE_STATES.map((s) => ({ value: s, label: s }));

export type CodeFormProps = RecordFormProps<AttendanceCode, CodeInput>;

/** Why a field is fixed, or what changing it does: shown under the counting and status. */
function countsHint(initial?: AttendanceCode): string {
  if (initial?.built_in) return `${initial.name} is built in: its letter, how it counts and its status are fixed. Only its name can change.`;
  if (initial) return 'Changing how this code counts re-counts every register that used it, in the grid and the reports.';
  return 'Present and Late count as present; Excused absences are kept apart from unexcused ones in the absent report.';
}

/** A code of the register: a letter teachers tap, its name, and how it counts in rates and reports. */
export function CodeForm({ initial, pending, onSubmit, onCancel }: CodeFormProps) {
  const fixed = initial?.built_in ?? false;
  const { Form, TextInput, SelectInput, valid, read } = useSchemaForm(codeFormSchema, formValues(codeFormSchema, initial, { status: 'Active' }), { row: initial });
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <TextInput
          name="code"
          label="Code"
          required
          maxLength={3}
          autoComplete="off"
          placeholder="S"
          disabled={fixed}
          className="[&_input]:font-mono [&_input]:uppercase"
        />
        <TextInput name="name" label="Name" required maxLength={40} autoComplete="off" placeholder="Sick" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput name="counts" label="Counts as" required disabled={fixed} placeholder="Choose how it counts" options={COUNT_OPTIONS} />
        <SelectInput name="status" label="Status" required disabled={fixed} placeholder="Choose a status" options={STATUS_OPTIONS} />
      </div>
      <p className="text-xs text-slate-600">{countsHint(initial)}</p>
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel={initial ? 'Save' : 'Add code'} />
    </Form>
  );
}
