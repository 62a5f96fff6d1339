import { Hono } from 'hono';
import { userClassesInput, userInput, userListQuery, userPasswordInput, userUpdateInput } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idParam, jsonBody, queryParams } from '../../../lib/validate';
import { createUser, getUser, listStaffOptions, listUsers, resetUserPassword, revokeUserSessions, setUserClasses, updateUser } from './users.service';

export function userRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', requires('list-user'), queryParams(userListQuery), async (c) => c.json(await listUsers(db, c.get('actor'), c.req.valid('query'))))
    // The user form's "Staff record" select: whoever may add or edit a user may read it.
    .get('/staff', requiresAny('add-user', 'update-user'), async (c) => c.json(await listStaffOptions(db, c.get('actor'))))
    .get('/:id', requires('view-user'), async (c) => c.json(await getUser(db, c.get('actor'), idParam(c.req.param('id')))))
    .post('/', requires('add-user'), jsonBody(userInput), async (c) => {
      const row = await createUser(db, c.get('actor'), c.req.valid('json'));
      return c.json({ message: 'The user has been added', id: row.id }, 201);
    })
    .put('/:id', requires('update-user'), jsonBody(userUpdateInput), async (c) => {
      await updateUser(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: 'The user has been saved' });
    })
    .put('/:id/classes', requires('user-class'), jsonBody(userClassesInput), async (c) => {
      await setUserClasses(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json').class_ids);
      return c.json({ message: 'The classes have been assigned' });
    })
    .post('/:id/reset-password', requires('update-user'), jsonBody(userPasswordInput), async (c) => {
      await resetUserPassword(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json').password);
      return c.json({ message: 'The password has been reset; the user has been signed out everywhere' });
    })
    .post('/:id/revoke', requires('update-user'), async (c) => {
      await revokeUserSessions(db, c.get('actor'), idParam(c.req.param('id')));
      return c.json({ message: 'The user has been signed out everywhere' });
    });
}
