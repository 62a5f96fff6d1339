import { API, busDriverEndpoints as drivers, busEndpoints as buses, busFeeCategoryEndpoints as categories, busZoneEndpoints as zones } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { addRecord, saveRecord } from '../../../lib/record-routes';
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
    .on(buses.create, requires('add-bus'), addRecord(db, 'bus', createBus))
    .on(buses.update, requires('update-bus'), saveRecord(db, 'bus', updateBus)).app;
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
    .on(zones.create, requires('fee-categories'), addRecord(db, 'zone', createZone))
    .on(zones.update, requires('fee-categories'), saveRecord(db, 'zone', updateZone)).app;
}

/** `/bus/fee-categories` (`fee-categories`); the list also serves the assign dialog (`generate`). */
export function busCategoryRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.busFeeCategories)
    .on(categories.list, requiresAny('fee-categories', 'generate'), (c, { query }) => listCategories(db, c.get('user'), query.zone_id))
    .on(categories.create, requires('fee-categories'), addRecord(db, 'fee category', createCategory))
    .on(categories.update, requires('fee-categories'), saveRecord(db, 'fee category', updateCategory)).app;
}
