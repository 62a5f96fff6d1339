import { useState } from 'react';
import * as v from 'valibot';
import { roleInput, type RoleInput, type RoleModule, type RoleRow } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Button } from '@/components/ui/button';

/** The privileges are ticked outside the form's fields, in the catalogue below the name. */
const roleFormSchema = v.pick(roleInput, ['name']);

export interface RoleFormProps {
  initial?: RoleRow;
  modules: RoleModule[] | undefined;
  modulesProblem?: string;
  pending: boolean;
  onSubmit: (input: RoleInput) => void;
  onCancel: () => void;
}

const checkboxClass = 'size-4 shrink-0 rounded border-slate-400 text-brand-700 focus:ring-2 focus:ring-brand-600/40 focus:ring-offset-1';

/** A role's name and its privileges, module by module, with Grant all / Revoke all per module. */
export function RoleForm({ initial, modules, modulesProblem, pending, onSubmit, onCancel }: RoleFormProps) {
  const [granted, setGranted] = useState<Set<string>>(() => new Set(initial?.privileges ?? []));
  const { Form, Field, valid, read } = useSchemaForm(roleFormSchema, { name: initial?.name ?? '' });

  const set = (privileges: readonly string[], on: boolean) =>
    setGranted((prev) => {
      const next = new Set(prev);
      for (const p of privileges) {
        if (on) next.add(p);
        else next.delete(p);
      }
      return next;
    });

  return (
    <Form
      className="space-y-4"
      onSubmit={(values) => {
        // Keep the catalogue's order; anything stored that the catalogue no longer lists is dropped.
        const known = (modules ?? []).flatMap((m) => m.privileges);
        onSubmit({ ...read(values), privileges: known.filter((p) => granted.has(p)) });
      }}
    >
      <Field name="name">{(field, p) => <TextField label="Role name" required maxLength={60} autoComplete="off" className="max-w-md" field={field} bindings={p} />}</Field>
      <div>
        <p className="mb-2 text-sm font-medium text-slate-800">Privileges ({granted.size} granted)</p>
        {modulesProblem ? (
          <p role="alert" className="text-sm text-red-700">{modulesProblem}</p>
        ) : !modules ? (
          <p className="text-sm text-slate-600">Loading the privilege catalogue...</p>
        ) : (
          <div className="grid gap-3 md:grid-cols-2">
            {modules.map((m) => {
              const count = m.privileges.filter((p) => granted.has(p)).length;
              return (
                <fieldset key={m.module} className="rounded-lg border border-slate-200 p-3">
                  <legend className="px-1 text-sm font-semibold text-slate-900">
                    {m.module} <span className="font-normal text-slate-600">({count}/{m.privileges.length})</span>
                  </legend>
                  <div className="mb-2 flex gap-2">
                    <Button variant="secondary" className="px-2 py-1 text-xs" disabled={count === m.privileges.length} onClick={() => set(m.privileges, true)}>
                      Grant all<span className="sr-only"> {m.module}</span>
                    </Button>
                    <Button variant="secondary" className="px-2 py-1 text-xs" disabled={count === 0} onClick={() => set(m.privileges, false)}>
                      Revoke all<span className="sr-only"> {m.module}</span>
                    </Button>
                  </div>
                  <div className="grid gap-1.5 sm:grid-cols-2">
                    {m.privileges.map((p) => (
                      <label key={p} className="flex items-center gap-2 font-mono text-xs text-slate-800">
                        <input type="checkbox" className={checkboxClass} checked={granted.has(p)} onChange={(e) => set([p], e.target.checked)} />
                        {p}
                      </label>
                    ))}
                  </div>
                </fieldset>
              );
            })}
          </div>
        )}
      </div>
      <FormActions
        valid={valid && modules !== undefined}
        pending={pending}
        onCancel={onCancel}
        className="sticky -bottom-6 -mx-6 -mb-6 flex justify-end gap-2 border-t border-slate-200 bg-white px-6 py-3"
      />
    </Form>
  );
}
