import { Hono } from 'hono';
import * as v from 'valibot';
import { roleIdField, roleInput, roleListQuery, roleModuleInput } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { jsonBody, parseOrThrow, queryParams } from '../../../lib/validate';
import { createRole, deleteRole, getRole, listModules, listRoles, setModule, updateRole } from './roles.service';

const roleParam = v.object({ id: roleIdField });
/** A path role id: a positive id or -100, the built-in Admin. */
const roleId = (raw: string) => parseOrThrow(roleParam, { id: raw }).id;

export function roleRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    // The user form picks a role from this list, so whoever may add or edit users may read it.
    .get('/', requiresAny('list-role', 'add-user', 'update-user'), queryParams(roleListQuery), async (c) => c.json(await listRoles(db, c.get('actor'), c.req.valid('query'))))
    .get('/modules', requires('list-role'), (c) => c.json(listModules()))
    .post('/modules', requires('update-role'), jsonBody(roleModuleInput), async (c) => {
      const role = await setModule(db, c.get('actor'), c.req.valid('json'), true);
      return c.json({ message: 'The module has been granted', ...role });
    })
    .delete('/modules', requires('update-role'), queryParams(roleModuleInput), async (c) => {
      const role = await setModule(db, c.get('actor'), c.req.valid('query'), false);
      return c.json({ message: 'The module has been revoked', ...role });
    })
    .get('/:id', requires('view-role'), async (c) => c.json(await getRole(db, c.get('actor'), roleId(c.req.param('id')))))
    .post('/', requires('add-role'), jsonBody(roleInput), async (c) => {
      const row = await createRole(db, c.get('actor'), c.req.valid('json'));
      return c.json({ message: 'The role has been added', id: row.id }, 201);
    })
    .put('/:id', requires('update-role'), jsonBody(roleInput), async (c) => {
      await updateRole(db, c.get('actor'), roleId(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: 'The role has been saved' });
    })
    .delete('/:id', requires('update-role'), async (c) => {
      await deleteRole(db, c.get('actor'), roleId(c.req.param('id')));
      return c.json({ message: 'The role has been deleted' });
    });
}
