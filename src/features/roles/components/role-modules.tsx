import { PRIVILEGE_MODULE_LABELS, type RoleModule, type RoleRow } from '@contract';
import { ColumnHeads } from '@/components/data-table/column-heads';
import { CloseFooter } from '@/components/dialogs/close-footer';
import { Button } from '@/components/ui/button';
import { useSetModule } from '../api/roles';

export interface RoleModulesProps {
  role: RoleRow;
  modules: RoleModule[] | undefined;
  onClose: () => void;
}

/** Whole-module grant and revoke on a saved role, applied at once through the modules endpoints. */
export function RoleModules({ role, modules, onClose }: RoleModulesProps) {
  const setModule = useSetModule();
  const held = new Set(role.privileges);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Each button changes <strong>{role.name}</strong> straight away. Users holding the role see the change at their next sign-in or page load.
      </p>
      {!modules ? (
        <p className="text-sm text-slate-600">Loading the privilege catalogue...</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Modules of {role.name}</caption>
          <ColumnHeads
            row="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600"
            cell="py-2"
            heads={[{ label: 'Module', className: 'pr-2' }, { label: 'Granted', numeric: true, className: 'px-2' }, { label: <span className="sr-only">Actions</span>, numeric: true, className: 'pl-2' }]}
          />
          <tbody>
            {modules.map((m) => {
              const count = m.privileges.filter((p) => held.has(p)).length;
              const heading = PRIVILEGE_MODULE_LABELS[m.module];
              return (
                <tr key={m.module} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-2 pr-2 font-medium text-slate-900">{heading}</th>
                  <td className="px-2 py-2 text-right tabular-nums text-slate-800">
                    {count} of {m.privileges.length}
                  </td>
                  <td className="py-2 pl-2">
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="secondary"
                        className="px-2 py-1 text-xs"
                        disabled={setModule.isPending || count === m.privileges.length}
                        onClick={() => setModule.mutate({ role_id: role.id, module: m.module, grant: true })}
                      >
                        Grant all<span className="sr-only"> {heading}</span>
                      </Button>
                      <Button
                        variant="secondary"
                        className="px-2 py-1 text-xs"
                        disabled={setModule.isPending || count === 0}
                        onClick={() => setModule.mutate({ role_id: role.id, module: m.module, grant: false })}
                      >
                        Revoke all<span className="sr-only"> {heading}</span>
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <CloseFooter onClose={onClose} label="Done" />
    </div>
  );
}
