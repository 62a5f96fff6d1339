import { API, parentEndpoints as parents, parentPortalEndpoints, type ParentResetInput } from '@contract';
import { requires } from '../../../lib/access';
import type { Actor } from '../../../lib/actor';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { saveRecord } from '../../../lib/record-routes';
import { setParentPortal } from './portal.service';
import { createParent, getParent, listParents, parentsCreatedBetween, resetParentPassword, updateParent } from './parents.service';

export function parentRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const resetPassword = async (actor: Actor, { id, password }: ParentResetInput) => {
    await resetParentPassword(db, actor, id, password);
    return { message: 'The portal password has been set' };
  };
  return endpointRouter(deps, API.parents)
    .on(parents.list, requires('list-parents'), (c, { query }) => listParents(db, c.get('actor'), query))
    .on(parents.createdBetween, requires('list-parents'), (c, { query }) => parentsCreatedBetween(db, c.get('actor'), query.start, query.end))
    // `parents/reset` is both POST and PUT in the spec.
    .on(parents.resetPassword, requires('update-parent'), (c, { body }) => resetPassword(c.get('actor'), body))
    .on(parents.resetPasswordPut, requires('update-parent'), (c, { body }) => resetPassword(c.get('actor'), body))
    .on(parents.get, requires('list-parents'), (c, { params }) => getParent(db, c.get('actor'), params.id))
    .on(parents.create, requires('add-parent'), async (c, { body }) => {
      const row = await createParent(db, c.get('actor'), body);
      return { message: 'The parent has been added', id: row.id };
    })
    // The spec lists `PUT parents`: the id may come in the body as well as in the path.
    .on(parents.updateByBody, requires('update-parent'), async (c, { body: { id, ...input } }) => {
      await updateParent(db, c.get('actor'), id, input);
      return { message: 'The parent has been saved' };
    })
    .on(parents.update, requires('update-parent'), saveRecord(db, 'parent', updateParent)).app;
}

/** `parents/portal` (issue 33): a family's portal on or off, and the parent's sign-in name. */
export function parentPortalRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.parentPortal).on(parentPortalEndpoints.update, requires('update-parent'), async (c, { body }) => {
    await setParentPortal(db, c.get('actor'), body);
    return { message: body.enabled ? 'Family portal saved' : 'Family portal turned off; the family has been signed out' };
  }).app;
}
