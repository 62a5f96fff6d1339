import { useSignals } from '@preact/signals-react/runtime';
import * as v from 'valibot';
import { subjectInput, type SchoolClass, type Subject, type SubjectInput } from '@contract';
import type { FieldBindings, FieldState } from '@/components/form/field-types';
import { FormActions } from '@/components/form/form-actions';
import { formValues } from '@/components/form/form-values';
import { idList } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';

/** The checkboxes hold the class ids as text; the contract's list reads them as ids. */
const subjectFormSchema = v.object({ ...subjectInput.entries, class_ids: idList(subjectInput.entries.class_ids) });

export interface SubjectFormProps {
  initial?: Subject;
  classes: SchoolClass[];
  pending: boolean;
  onSubmit: (input: SubjectInput) => void;
  onCancel: () => void;
}

export function SubjectForm({ initial, classes, pending, onSubmit, onCancel }: SubjectFormProps) {
  const { Form, Field, TextInput, valid, read } = useSchemaForm(subjectFormSchema, formValues(subjectFormSchema, initial, { class_ids: [] }), { row: initial });

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextInput name="name" label="Name" required maxLength={80} placeholder="Mathematics" />
        <TextInput name="code" label="Code" required maxLength={20} placeholder="MATH" />
      </div>
      <Field name="class_ids" type="string[]">
        {(field, p) => <ClassChecklist classes={classes} field={field} bindings={p} />}
      </Field>
      <FormActions valid={valid} pending={pending} onCancel={onCancel} />
    </Form>
  );
}

/** One checkbox per class, all bound to the same string[] field. */
function ClassChecklist({ classes, field, bindings }: { classes: SchoolClass[]; field: FieldState<string[]>; bindings: FieldBindings }) {
  useSignals();
  const picked = field.value.value ?? [];
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-800">Classes taking this subject</legend>
      {classes.length === 0 ? (
        <p className="text-sm text-slate-600">No classes yet. Add classes under Settings › Classes first.</p>
      ) : (
        <div className="grid max-h-56 gap-x-4 gap-y-2 overflow-y-auto rounded-md border border-slate-200 p-3 sm:grid-cols-2">
          {classes.map((c) => (
            <label key={c.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                {...bindings}
                value={String(c.id)}
                checked={picked.includes(String(c.id))}
                className="size-4 rounded border-slate-400 text-brand-700 focus:ring-2 focus:ring-brand-600/40 focus:ring-offset-1"
              />
              {c.name}
            </label>
          ))}
        </div>
      )}
      <p className="mt-1 text-xs text-slate-600">{picked.length === 0 ? 'None picked yet.' : `${picked.length} picked.`}</p>
    </fieldset>
  );
}
