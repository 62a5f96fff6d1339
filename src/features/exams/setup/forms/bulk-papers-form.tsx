import { getValues, setValue } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type ReactNode } from 'react';
import * as v from 'valibot';
import { examSubjectsBulkInput, type Exam, type ExamSubjectsBulkInput, type GradingSystem, type Subject } from '@contract';
import { FieldLabel } from '@/components/form/field-label';
import { inputClass } from '@/components/form/field-types';
import { FormActions } from '@/components/form/form-actions';
import { filled, optional } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Button } from '@/components/ui/button';
import { ColumnHeads } from '@/components/data-table/column-heads';
import { decimalText } from '../lib/numbers';
import { CellInput, CellMessages, shownError } from './cell-input';
import { examsSystem, MARKS_MESSAGE, systemOptions } from './paper-form';

const bulk = examSubjectsBulkInput.entries;
const line = bulk.subjects.pipe[0].item.pipe[0].entries;
const PASS_ABOVE_MAX = 'Pass marks cannot exceed the maximum.';

/** The defaults every subject starts with, editable per row. */
export const DEFAULT_MAX = '100';
export const DEFAULT_PASS = '50';

/** A chosen subject's marks must read; one left unticked is not sent, whatever its boxes hold. */
const chosenRow = v.pipe(
  v.object({
    chosen: v.literal(true),
    subject_id: filled(line.subject_id),
    max_marks: filled(decimalText(line.max_marks, MARKS_MESSAGE), 'Type the maximum marks.'),
    pass_marks: filled(decimalText(line.pass_marks, MARKS_MESSAGE), 'Type the pass marks.'),
  }),
  v.forward(
    v.check((r) => r.pass_marks <= r.max_marks, PASS_ABOVE_MAX),
    ['pass_marks'],
  ),
);
const skippedRow = v.object({ chosen: v.literal(false), subject_id: v.string(), max_marks: v.string(), pass_marks: v.string() });

const bulkFormSchema = v.object({
  grading_system_id: optional(line.grading_system_id),
  rows: v.pipe(
    v.array(v.variant('chosen', [chosenRow, skippedRow])),
    v.check((rows) => rows.some((r) => r.chosen), 'Tick at least one subject.'),
  ),
});

export interface BulkPapersFormProps {
  exam: Exam;
  classId: number;
  className: string;
  /** The class's subjects with no paper in this exam yet. */
  subjects: Pick<Subject, 'id' | 'name'>[];
  systems: GradingSystem[];
  pending: boolean;
  /** The body, and for each subject sent the form row it came from (api/papers.ts: toFormRows). */
  onSubmit: (input: ExamSubjectsBulkInput, rows: number[]) => void;
  onCancel: () => void;
}

/**
 * "Add the class's subjects": every subject of the class not set yet, ticked, at 100 and 50
 * marks unless changed on its row, sent at once (all or none).
 */
export function BulkPapersForm({ exam, classId, className, subjects, systems, pending, onSubmit, onCancel }: BulkPapersFormProps) {
  useSignals();
  const id = useId();
  const { form, Form, Field, FieldArray, SelectInput, valid, read } = useSchemaForm(bulkFormSchema, {
    grading_system_id: '',
    rows: subjects.map((s) => ({ chosen: true, subject_id: String(s.id), max_marks: DEFAULT_MAX, pass_marks: DEFAULT_PASS })),
  });
  const rows = getValues(form, { shouldActive: false }).rows ?? [];
  const chosen = rows.filter((r) => r?.chosen).length;
  const [shared, setShared] = useState({ max: DEFAULT_MAX, pass: DEFAULT_PASS });
  const applyShared = () =>
    rows.forEach((r, i) => {
      if (!r?.chosen) return;
      setValue(form, `rows.${i}.max_marks`, shared.max.trim());
      setValue(form, `rows.${i}.pass_marks`, shared.pass.trim());
    });

  const submit = (out: v.InferOutput<typeof bulkFormSchema>) => {
    const sent = out.rows.flatMap((r, i) => (r.chosen ? [{ row: i, r }] : []));
    onSubmit(
      {
        exam_id: exam.id,
        class_id: classId,
        subjects: sent.map(({ r }) => ({ subject_id: r.subject_id, max_marks: r.max_marks, pass_marks: r.pass_marks, date: null, grading_system_id: out.grading_system_id })),
      },
      sent.map(({ row }) => row),
    );
  };

  return (
    <Form className="space-y-4" onSubmit={(values) => submit(read(values))}>
      <p className="text-sm text-slate-700">
        {`The subjects ${className} takes that have no paper in ${exam.name} yet. Untick any it does not sit; change a row's marks where they differ.`}
      </p>
      <div className="flex flex-wrap items-end gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
        <div className="w-32">
          <FieldLabel htmlFor={`${id}-max`} label="Maximum for all" />
          <input id={`${id}-max`} inputMode="decimal" autoComplete="off" maxLength={7} value={shared.max} onChange={(e) => setShared({ ...shared, max: e.target.value })} className={inputClass} />
        </div>
        <div className="w-32">
          <FieldLabel htmlFor={`${id}-pass`} label="Pass for all" />
          <input id={`${id}-pass`} inputMode="decimal" autoComplete="off" maxLength={7} value={shared.pass} onChange={(e) => setShared({ ...shared, pass: e.target.value })} className={inputClass} />
        </div>
        <Button variant="secondary" disabled={chosen === 0} onClick={applyShared}>
          Use for every ticked subject
        </Button>
      </div>
      <div className="overflow-x-auto rounded-md ring-1 ring-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{`Subjects of ${className} to add to ${exam.name}`}</caption>
          <ColumnHeads className="bg-slate-50" row="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600" cell="py-2" heads={[{ label: 'Subject', className: 'px-3' }, { label: 'Maximum', className: 'w-32 px-1.5' }, { label: 'Pass', className: 'w-32 px-1.5' }]} />
          <tbody>
            <FieldArray name="rows">
              {(array) => (
                <>
                  {array.items.value.map((item, index) => {
                    const subject = subjects[index]?.name ?? 'Subject';
                    const ticked = !!rows[index]?.chosen;
                    const messageId = (f: string) => `${id}-${index}-${f}`;
                    const messages = (['subject_id', 'max_marks', 'pass_marks'] as const).flatMap((f) => {
                      const text = ticked ? shownError(form, `rows.${index}.${f}`) : '';
                      return text ? [{ id: messageId(f), text: `${subject}: ${text}` }] : [];
                    });
                    return (
                      <RowFragment key={item} messages={messages}>
                        <td className="px-3 py-1.5 align-top">
                          <Field name={`rows.${index}.chosen`} type="boolean">
                            {(field, p) => (
                              <label className="flex items-center gap-2 pt-2 text-sm text-slate-900">
                                <input type="checkbox" {...p} checked={field.value.value ?? false} className="size-4 rounded border-slate-400 text-brand-700 focus:ring-2 focus:ring-brand-600/40 focus:ring-offset-1" />
                                {subject}
                              </label>
                            )}
                          </Field>
                          <Field name={`rows.${index}.subject_id`}>{(field, p) => <input type="hidden" {...p} value={field.value.value ?? ''} />}</Field>
                        </td>
                        {(['max_marks', 'pass_marks'] as const).map((f) => (
                          <td key={f} className="px-1.5 py-1.5 align-top">
                            <Field name={`rows.${index}.${f}`}>
                              {(field, p) => (
                                <CellInput
                                  field={field}
                                  bindings={p}
                                  messageId={messageId(f)}
                                  disabled={!ticked}
                                  aria-label={`${f === 'max_marks' ? 'Maximum marks' : 'Pass marks'}, ${subject}`}
                                  inputMode="decimal"
                                  maxLength={7}
                                />
                              )}
                            </Field>
                          </td>
                        ))}
                      </RowFragment>
                    );
                  })}
                </>
              )}
            </FieldArray>
          </tbody>
        </table>
      </div>
      {chosen === 0 ? <p className="text-xs font-medium text-amber-900">Tick at least one subject to add.</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput name="grading_system_id" label="Grading system for these papers" placeholder={examsSystem(exam)} options={systemOptions(systems)} />
      </div>
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel={chosen === 0 ? 'Add papers' : chosen === 1 ? 'Add 1 paper' : `Add ${chosen} papers`} />
    </Form>
  );
}

/** A subject's row, then its messages on a row of their own. */
function RowFragment({ children, messages }: { children: ReactNode; messages: { id: string; text: string }[] }) {
  return (
    <>
      <tr className={messages.length ? '' : 'border-b border-slate-100 last:border-0'}>{children}</tr>
      <CellMessages messages={messages} columns={3} />
    </>
  );
}
