import { useId, useState } from 'react';
import * as v from 'valibot';
import { describePrivilege, PRIVILEGE_MODULE_LABELS, roleInput, type RoleInput, type RoleModule, type RoleRow } from '@contract';
import { FormActions } from '@/components/form/form-actions';
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

interface ModuleGroupProps {
  module: RoleModule;
  granted: ReadonlySet<string>;
  showCodes: boolean;
  onSet: (privileges: readonly string[], on: boolean) => void;
}

/**
 * One module's privileges under its heading, each by its label. The stored code (the spec's
 * string, typos included) is the label's title, and shows under it when asked for.
 */
function ModuleGroup({ module: m, granted, showCodes, onSet }: ModuleGroupProps) {
  const id = useId();
  const heading = PRIVILEGE_MODULE_LABELS[m.module];
  const count = m.privileges.filter((p) => granted.has(p)).length;
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {heading} <span className="font-normal text-slate-600">({count} of {m.privileges.length})</span>
      </legend>
      <div className="mb-2 flex gap-2">
        <Button variant="secondary" className="px-2 py-1 text-xs" disabled={count === m.privileges.length} onClick={() => onSet(m.privileges, true)}>
          Grant all<span className="sr-only"> {heading}</span>
        </Button>
        <Button variant="secondary" className="px-2 py-1 text-xs" disabled={count === 0} onClick={() => onSet(m.privileges, false)}>
          Revoke all<span className="sr-only"> {heading}</span>
        </Button>
      </div>
      <div className="@container">
        <div className="grid gap-x-3 gap-y-1.5 @md:grid-cols-2">
          {m.privileges.map((code, i) => {
            const codeId = `${id}-${i}`;
            return (
              <div key={code} className="min-w-0">
                <label className="flex items-center gap-2 text-sm text-slate-800" title={code}>
                  <input
                    type="checkbox"
                    className={checkboxClass}
                    checked={granted.has(code)}
                    aria-describedby={showCodes ? codeId : undefined}
                    onChange={(e) => onSet([code], e.target.checked)}
                  />
                  {describePrivilege(code).label}
                </label>
                {showCodes ? (
                  <p id={codeId} className="ml-6 font-mono text-xs break-all text-slate-600">
                    {code}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      </div>
    </fieldset>
  );
}

/** A role's name and its privileges, module by module, with Grant all / Revoke all per module. */
export function RoleForm({ initial, modules, modulesProblem, pending, onSubmit, onCancel }: RoleFormProps) {
  const [granted, setGranted] = useState<Set<string>>(() => new Set(initial?.privileges ?? []));
  // The codes are what is stored; only those who read the spec want to see them.
  const [showCodes, setShowCodes] = useState(false);
  const headingId = useId();
  const { Form, TextInput, valid, read } = useSchemaForm(roleFormSchema, { name: initial?.name ?? '' }, { row: initial });

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
      <TextInput name="name" label="Role name" required maxLength={60} autoComplete="off" className="max-w-md" />
      <div>
        <div className="mb-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <p className="text-sm font-medium text-slate-800">
            <span id={headingId}>Privileges</span> ({granted.size} granted)
          </p>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className={checkboxClass} checked={showCodes} onChange={(e) => setShowCodes(e.target.checked)} />
            Show privilege codes
          </label>
        </div>
        {modulesProblem ? (
          <p role="alert" className="text-sm text-red-700">{modulesProblem}</p>
        ) : !modules ? (
          <p className="text-sm text-slate-600">Loading the privilege catalogue...</p>
        ) : (
          <div role="group" aria-labelledby={headingId} className="grid gap-3 md:grid-cols-2">
            {modules.map((m) => (
              <ModuleGroup key={m.module} module={m} granted={granted} showCodes={showCodes} onSet={set} />
            ))}
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
