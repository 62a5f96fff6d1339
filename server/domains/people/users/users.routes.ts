import { API, userEndpoints as users } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { saveRecord } from '../../../lib/record-routes';
import { createUser, getUser, listStaffOptions, listUsers, resetUserPassword, revokeUserSessions, setUserClasses, updateUser } from './users.service';

export function userRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.users)
    .on(users.list, requires('list-user'), (c, { query }) => listUsers(db, c.get('actor'), query))
    // The user form's "Staff record" select: whoever may add or edit a user may read it.
    .on(users.staff, requiresAny('add-user', 'update-user'), (c) => listStaffOptions(db, c.get('actor')))
    .on(users.get, requires('view-user'), (c, { params }) => getUser(db, c.get('actor'), params.id))
    .on(users.create, requires('add-user'), async (c, { body }) => {
      const row = await createUser(db, c.get('actor'), body);
      return { message: 'The user has been added', id: row.id };
    })
    .on(users.update, requires('update-user'), saveRecord(db, 'user', updateUser))
    .on(users.setClasses, requires('user-class'), async (c, { params, body }) => {
      await setUserClasses(db, c.get('actor'), params.id, body.class_ids);
      return { message: 'The classes have been assigned' };
    })
    .on(users.resetPassword, requires('update-user'), async (c, { params, body }) => {
      await resetUserPassword(db, c.get('actor'), params.id, body.password);
      return { message: 'The password has been reset; the user has been signed out everywhere' };
    })
    .on(users.revoke, requires('update-user'), async (c, { params }) => {
      await revokeUserSessions(db, c.get('actor'), params.id);
      return { message: 'The user has been signed out everywhere' };
    }).app;
}
