import { setValue, useForm, valiForm } from '@modular-forms/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { isoDate, messagesSetOne, optionalText, requiredText, type Student, type TransferInput } from '@contract';
import { DatePickerField } from '@/components/form/date-picker-field';
import type { FieldBindings } from '@/components/form/field-types';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useSchemaValid } from '@/components/form/use-schema-valid';
import { Button } from '@/components/ui/button';
import { classSectionsQueryOptions } from '../api/students';
import { today } from '../components/detail-item';

const leaveSchema = v.object({ date: isoDate, reason: requiredText('Reason', 500), destination: requiredText('Destination school', 160) });
const moveSchema = v.object({ date: isoDate, section_id: v.pipe(v.string(), v.nonEmpty(messagesSetOne.required)), reason: optionalText('Reason', 500) });
type Kind = 'leave' | 'move';
const bind = (p: unknown) => p as FieldBindings;

/** Transfer (transfer-student): the student leaves the school, or moves to another section of the same class. */
export function TransferForm({ student, pending, onSubmit, onCancel }: { student: Student; pending: boolean; onSubmit: (input: TransferInput) => void; onCancel: () => void }) {
  const [kind, setKind] = useState<Kind>('leave');
  return (
    <div className="space-y-4">
      <div role="radiogroup" aria-label="Kind of transfer" className="grid gap-2 sm:grid-cols-2">
        {(['leave', 'move'] as const).map((k) => (
          <label key={k} className={`flex cursor-pointer items-start gap-2 rounded-lg border p-3 text-sm ${kind === k ? 'border-brand-600 bg-brand-50' : 'border-slate-300'}`}>
            <input type="radio" name="transfer_kind" value={k} checked={kind === k} onChange={() => setKind(k)} className="mt-0.5 size-4 text-brand-700" />
            <span className="font-medium text-slate-900">
              {k === 'leave' ? 'Leaves the school' : 'Moves to another section'}
              <span className="block font-normal text-slate-700">{k === 'leave' ? 'Marked Transferred; a transfer certificate can be printed.' : `Another section of ${student.class_name ?? 'the same class'}.`}</span>
            </span>
          </label>
        ))}
      </div>
      {kind === 'leave' ? <LeaveForm pending={pending} onSubmit={onSubmit} onCancel={onCancel} /> : <MoveForm student={student} pending={pending} onSubmit={onSubmit} onCancel={onCancel} />}
    </div>
  );
}

function Actions({ valid, pending, onCancel, label }: { valid: boolean; pending: boolean; onCancel: () => void; label: string }) {
  return (
    <div className="flex justify-end gap-2 pt-2">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={!valid || pending}>
        {label}
      </Button>
    </div>
  );
}

function LeaveForm({ pending, onSubmit, onCancel }: { pending: boolean; onSubmit: (input: TransferInput) => void; onCancel: () => void }) {
  const [form, { Form, Field }] = useForm<{ date: string; reason: string; destination: string }>({
    initialValues: { date: today(), reason: '', destination: '' },
    validate: valiForm(leaveSchema),
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  const valid = useSchemaValid(form, leaveSchema);
  return (
    <Form className="space-y-4" onSubmit={(x) => onSubmit({ kind: 'leave', date: x.date, reason: x.reason.trim(), destination: x.destination.trim() })}>
      <Field name="date">{(field, p) => <DatePickerField label="Leaving date" required field={field} bindings={bind(p)} onPick={(d) => setValue(form, 'date', d)} />}</Field>
      <Field name="destination">{(field, p) => <TextField label="Destination school" required maxLength={160} field={field} bindings={bind(p)} />}</Field>
      <Field name="reason">{(field, p) => <TextareaField label="Reason" required rows={3} maxLength={500} field={field} bindings={bind(p)} />}</Field>
      <Actions valid={valid} pending={pending} onCancel={onCancel} label="Transfer out" />
    </Form>
  );
}

function MoveForm({ student, pending, onSubmit, onCancel }: { student: Student; pending: boolean; onSubmit: (input: TransferInput) => void; onCancel: () => void }) {
  const sections = useQuery(classSectionsQueryOptions(student.class_id));
  const options = (sections.data ?? [])
    .filter((s) => s.id !== student.section_id)
    .map((s) => ({ value: String(s.id), label: typeof s.enrolled === 'number' ? `${s.name} · ${s.enrolled}/${s.capacity}` : s.name }));
  const [form, { Form, Field }] = useForm<{ date: string; section_id: string; reason: string }>({
    initialValues: { date: today(), section_id: '', reason: '' },
    validate: valiForm(moveSchema),
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  const valid = useSchemaValid(form, moveSchema);
  return (
    <Form className="space-y-4" onSubmit={(x) => onSubmit({ kind: 'move', date: x.date, section_id: Number(x.section_id), reason: x.reason.trim() || null })}>
      <Field name="date">{(field, p) => <DatePickerField label="Moving date" required field={field} bindings={bind(p)} onPick={(d) => setValue(form, 'date', d)} />}</Field>
      <Field name="section_id">
        {(field, p) => (
          <SelectField
            label={`New section of ${student.class_name ?? 'the class'}`}
            required
            placeholder={sections.isPending ? 'Loading sections…' : options.length ? 'Pick a section' : 'No other section in this class'}
            options={options}
            field={field}
            bindings={bind(p)}
          />
        )}
      </Field>
      <Field name="reason">{(field, p) => <TextareaField label="Reason" rows={3} maxLength={500} field={field} bindings={bind(p)} />}</Field>
      <Actions valid={valid} pending={pending} onCancel={onCancel} label="Move student" />
    </Form>
  );
}
