import { Hono } from 'hono';
import { dateRangeQuery, parentInput, parentListQuery, parentResetInput, parentUpdateInput } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idParam, jsonBody, queryParams } from '../../../lib/validate';
import { createParent, getParent, listParents, parentsCreatedBetween, resetParentPassword, updateParent } from './parents.service';

export function parentRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', requires('list-parents'), queryParams(parentListQuery), async (c) => c.json(await listParents(db, c.get('actor'), c.req.valid('query'))))
    .get('/date', requires('list-parents'), queryParams(dateRangeQuery), async (c) => {
      const { start, end } = c.req.valid('query');
      return c.json(await parentsCreatedBetween(db, c.get('actor'), start, end));
    })
    // `parents/reset` is both POST and PUT in the spec.
    .on(['POST', 'PUT'], '/reset', requires('update-parent'), jsonBody(parentResetInput), async (c) => {
      const { id, password } = c.req.valid('json');
      await resetParentPassword(db, c.get('actor'), id, password);
      return c.json({ message: 'The portal password has been set' });
    })
    .get('/:id', requires('list-parents'), async (c) => c.json(await getParent(db, c.get('actor'), idParam(c.req.param('id')))))
    .post('/', requires('add-parent'), jsonBody(parentInput), async (c) => {
      const row = await createParent(db, c.get('actor'), c.req.valid('json'));
      return c.json({ message: 'The parent has been added', id: row.id }, 201);
    })
    // The spec lists `PUT parents`: the id may come in the body as well as in the path.
    .put('/', requires('update-parent'), jsonBody(parentUpdateInput), async (c) => {
      const { id, ...input } = c.req.valid('json');
      await updateParent(db, c.get('actor'), id, input);
      return c.json({ message: 'The parent has been saved' });
    })
    .put('/:id', requires('update-parent'), jsonBody(parentInput), async (c) => {
      await updateParent(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: 'The parent has been saved' });
    });
}
