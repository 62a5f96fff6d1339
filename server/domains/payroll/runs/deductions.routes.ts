import { API, deductionEndpoints as deductions } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { addRecord, saveRecord } from '../../../lib/record-routes';
import { createDeduction, getDeduction, listDeductions, updateDeduction } from './deductions.service';

/** `/employees/deductions` (`deductions`, `add-deductions`, `update-deductions`). */
export function deductionRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.deductions)
    .on(deductions.list, requires('deductions'), (c, { query }) => listDeductions(db, c.get('actor'), query))
    .on(deductions.get, requires('deductions'), (c, { params }) => getDeduction(db, c.get('actor'), params.id))
    .on(deductions.create, requires('add-deductions'), addRecord(db, 'deduction', createDeduction))
    .on(deductions.update, requires('update-deductions'), saveRecord(db, 'deduction', updateDeduction)).app;
}
