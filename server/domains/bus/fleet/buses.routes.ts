import { Hono } from 'hono';
import * as v from 'valibot';
import { busInput, busListQuery, feeCategoryInput, intParam, ridersQuery, zoneInput } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idParam, jsonBody, queryParams } from '../../../lib/validate';
import { ridersList } from './assignment-reads';
import { createBus, getBus, listBuses, listDrivers, updateBus } from './buses.service';
import { createCategory, createZone, listCategories, listZones, updateCategory, updateZone } from './zones.service';

/** `/bus` (`list-bus`, `add-bus`, `update-bus`); the list also serves the assign dialog (`generate`). */
export function busRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', requiresAny('list-bus', 'generate'), queryParams(busListQuery), async (c) => c.json(await listBuses(db, c.get('user'), c.req.valid('query'))))
    .get('/:id/riders', requires('list-bus'), queryParams(ridersQuery), async (c) =>
      c.json(await ridersList(db, c.get('user'), idParam(c.req.param('id')), c.req.valid('query').date)),
    )
    .get('/:id', requires('list-bus'), async (c) => c.json(await getBus(db, c.get('user'), idParam(c.req.param('id')))))
    .post('/', requires('add-bus'), jsonBody(busInput), async (c) => {
      const id = await createBus(db, c.get('actor'), c.req.valid('json'));
      return c.json({ message: 'The bus has been added', id }, 201);
    })
    .put('/:id', requires('update-bus'), jsonBody(busInput), async (c) => {
      await updateBus(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: 'The bus has been saved' });
    });
}

/** `/bus/drivers`: the bus form's driver picker. */
export function busDriverRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/', requiresAny('add-bus', 'update-bus'), async (c) => c.json(await listDrivers(db, c.get('user'))));
}

/** `/bus/zones` (`fee-categories`). */
export function busZoneRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', requires('fee-categories'), async (c) => c.json(await listZones(db, c.get('user'))))
    .post('/', requires('fee-categories'), jsonBody(zoneInput), async (c) => {
      const id = await createZone(db, c.get('actor'), c.req.valid('json'));
      return c.json({ message: 'The zone has been added', id }, 201);
    })
    .put('/:id', requires('fee-categories'), jsonBody(zoneInput), async (c) => {
      await updateZone(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: 'The zone has been saved' });
    });
}

const categoryQuery = v.object({ zone_id: v.optional(intParam('Zone', 1, Number.MAX_SAFE_INTEGER)) });

/** `/bus/fee-categories` (`fee-categories`); the list also serves the assign dialog (`generate`). */
export function busCategoryRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', requiresAny('fee-categories', 'generate'), queryParams(categoryQuery), async (c) => c.json(await listCategories(db, c.get('user'), c.req.valid('query').zone_id)))
    .post('/', requires('fee-categories'), jsonBody(feeCategoryInput), async (c) => {
      const id = await createCategory(db, c.get('actor'), c.req.valid('json'));
      return c.json({ message: 'The fee category has been added', id }, 201);
    })
    .put('/:id', requires('fee-categories'), jsonBody(feeCategoryInput), async (c) => {
      await updateCategory(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: 'The fee category has been saved' });
    });
}
