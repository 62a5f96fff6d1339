import { API, busDriverEndpoints as drivers, busEndpoints as buses, busFeeCategoryEndpoints as categories, busZoneEndpoints as zones } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { ridersList } from './assignment-reads';
import { createBus, getBus, listBuses, listDrivers, updateBus } from './buses.service';
import { createCategory, createZone, listCategories, listZones, updateCategory, updateZone } from './zones.service';

/** `/bus` (`list-bus`, `add-bus`, `update-bus`); the list also serves the assign dialog (`generate`). */
export function busRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.buses)
    .on(buses.list, requiresAny('list-bus', 'generate'), (c, { query }) => listBuses(db, c.get('user'), query))
    .on(buses.riders, requires('list-bus'), (c, { params, query }) => ridersList(db, c.get('user'), params.id, query.date))
    .on(buses.get, requires('list-bus'), (c, { params }) => getBus(db, c.get('user'), params.id))
    .on(buses.create, requires('add-bus'), async (c, { body }) => {
      const id = await createBus(db, c.get('actor'), body);
      return { message: 'The bus has been added', id };
    })
    .on(buses.update, requires('update-bus'), async (c, { params, body }) => {
      await updateBus(db, c.get('actor'), params.id, body);
      return { message: 'The bus has been saved' };
    }).app;
}

/** `/bus/drivers`: the bus form's driver picker. */
export function busDriverRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.busDrivers).on(drivers.list, requiresAny('add-bus', 'update-bus'), (c) => listDrivers(db, c.get('user'))).app;
}

/** `/bus/zones` (`fee-categories`). */
export function busZoneRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.busZones)
    .on(zones.list, requires('fee-categories'), (c) => listZones(db, c.get('user')))
    .on(zones.create, requires('fee-categories'), async (c, { body }) => {
      const id = await createZone(db, c.get('actor'), body);
      return { message: 'The zone has been added', id };
    })
    .on(zones.update, requires('fee-categories'), async (c, { params, body }) => {
      await updateZone(db, c.get('actor'), params.id, body);
      return { message: 'The zone has been saved' };
    }).app;
}

/** `/bus/fee-categories` (`fee-categories`); the list also serves the assign dialog (`generate`). */
export function busCategoryRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.busFeeCategories)
    .on(categories.list, requiresAny('fee-categories', 'generate'), (c, { query }) => listCategories(db, c.get('user'), query.zone_id))
    .on(categories.create, requires('fee-categories'), async (c, { body }) => {
      const id = await createCategory(db, c.get('actor'), body);
      return { message: 'The fee category has been added', id };
    })
    .on(categories.update, requires('fee-categories'), async (c, { params, body }) => {
      await updateCategory(db, c.get('actor'), params.id, body);
      return { message: 'The fee category has been saved' };
    }).app;
}
