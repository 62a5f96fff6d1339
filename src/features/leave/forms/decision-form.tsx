import * as v from 'valibot';
import { daysLabel, leaveApproveInput, leaveRefuseInput, type LeaveRequest } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { filled } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { datesText } from '../lib/words';

const approveSchema = v.object({ note: leaveApproveInput.entries.note });
const refuseSchema = v.object({ note: filled(leaveRefuseInput.entries.note, 'Say why the leave is refused.') });

export interface DecisionFormProps {
  kind: 'approve' | 'refuse';
  request: LeaveRequest;
  pending: boolean;
  onSubmit: (note: string) => void;
  onCancel: () => void;
}

/** What is being decided, in a line the approver reads before pressing. */
export function RequestSummary({ request }: { request: LeaveRequest }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200">
      <dt className="text-slate-600">Employee</dt>
      <dd className="font-medium text-slate-900">{request.employee_name}</dd>
      <dt className="text-slate-600">Leave</dt>
      <dd className="text-slate-900">
        {request.leave_type}, {daysLabel(request.days)}
      </dd>
      <dt className="text-slate-600">Dates</dt>
      <dd className="text-slate-900">{datesText(request)}</dd>
      {request.reason ? (
        <>
          <dt className="text-slate-600">Reason</dt>
          <dd className="text-slate-900">{request.reason}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** Approve a request (a note, if any, goes to the employee) or refuse it (the reason is required and told to them). */
export function DecisionForm({ kind, request, pending, onSubmit, onCancel }: DecisionFormProps) {
  const refusing = kind === 'refuse';
  const { Form, TextareaInput, valid, read } = useSchemaForm(refusing ? refuseSchema : approveSchema, { note: '' }, { row: request });
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit((read(values) as { note?: string | null }).note ?? '')}>
      <RequestSummary request={request} />
      <TextareaInput
        name="note"
        label={refusing ? 'Reason' : 'Note (optional)'}
        required={refusing}
        rows={3}
        maxLength={500}
        placeholder={refusing ? 'Exams week: no leave can be given' : 'Enjoy the break'}
      />
      <p className="text-xs text-slate-600">{refusing ? `${request.employee_name} sees the reason with the request.` : `${request.employee_name} sees the note with the request.`}</p>
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel={refusing ? 'Refuse leave' : 'Approve leave'} danger={refusing} />
    </Form>
  );
}
