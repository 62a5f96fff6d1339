import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { transferLeaveInput, transferMoveInput, type Student, type TransferInput } from '@contract';
import { classSectionsQueryOptions } from '@/api/sections';
import { FormActions } from '@/components/form/form-actions';
import { filled } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { today } from '../components/detail-item';

/** The kind is the radio above the form, not a field. */
const leaveSchema = v.omit(transferLeaveInput, ['kind']);
const moveSchema = v.object({ ...v.omit(transferMoveInput, ['kind']).entries, section_id: filled(transferMoveInput.entries.section_id) });
type Kind = 'leave' | 'move';

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

function LeaveForm({ pending, onSubmit, onCancel }: { pending: boolean; onSubmit: (input: TransferInput) => void; onCancel: () => void }) {
  const { Form, TextInput, DateInput, TextareaInput, valid, read } = useSchemaForm(leaveSchema, { date: today(), reason: '', destination: '' });
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit({ kind: 'leave', ...read(values) })}>
      <DateInput name="date" label="Leaving date" required />
      <TextInput name="destination" label="Destination school" required maxLength={160} />
      <TextareaInput name="reason" label="Reason" required rows={3} maxLength={500} />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel="Transfer out" />
    </Form>
  );
}

function MoveForm({ student, pending, onSubmit, onCancel }: { student: Student; pending: boolean; onSubmit: (input: TransferInput) => void; onCancel: () => void }) {
  const sections = useQuery(classSectionsQueryOptions(student.class_id));
  const options = (sections.data ?? [])
    .filter((s) => s.id !== student.section_id)
    .map((s) => ({ value: String(s.id), label: typeof s.enrolled === 'number' ? `${s.name} · ${s.enrolled}/${s.capacity}` : s.name }));
  const { Form, SelectInput, DateInput, TextareaInput, valid, read } = useSchemaForm(moveSchema, { date: today(), section_id: '', reason: '' });
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit({ kind: 'move', ...read(values) })}>
      <DateInput name="date" label="Moving date" required />
      <SelectInput
        name="section_id"
        label={`New section of ${student.class_name ?? 'the class'}`}
        required
        placeholder={sections.isPending ? 'Loading sections…' : options.length ? 'Pick a section' : 'No other section in this class'}
        options={options}
      />
      <TextareaInput name="reason" label="Reason" rows={3} maxLength={500} />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel="Move student" />
    </Form>
  );
}
