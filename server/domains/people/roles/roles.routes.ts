import { API, roleEndpoints as roles } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { saveRecord } from '../../../lib/record-routes';
import { createRole, deleteRole, getRole, listModules, listRoles, setModule, updateRole } from './roles.service';

export function roleRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.roles)
    // The user form picks a role from this list, so whoever may add or edit users may read it.
    .on(roles.list, requiresAny('list-role', 'add-user', 'update-user'), (c, { query }) => listRoles(db, c.get('actor'), query))
    .on(roles.modules, requires('list-role'), () => listModules())
    .on(roles.grantModule, requires('update-role'), async (c, { body }) => {
      const role = await setModule(db, c.get('actor'), body, true);
      return { message: 'The module has been granted', ...role };
    })
    .on(roles.revokeModule, requires('update-role'), async (c, { query }) => {
      const role = await setModule(db, c.get('actor'), query, false);
      return { message: 'The module has been revoked', ...role };
    })
    .on(roles.get, requires('view-role'), (c, { params }) => getRole(db, c.get('actor'), params.id))
    .on(roles.create, requires('add-role'), async (c, { body }) => {
      const row = await createRole(db, c.get('actor'), body);
      return { message: 'The role has been added', id: row.id };
    })
    .on(roles.update, requires('update-role'), saveRecord(db, 'role', updateRole))
    .on(roles.delete, requires('update-role'), async (c, { params }) => {
      await deleteRole(db, c.get('actor'), params.id);
      return { message: 'The role has been deleted' };
    }).app;
}
