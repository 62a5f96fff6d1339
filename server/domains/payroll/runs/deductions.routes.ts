import { API, deductionEndpoints as deductions } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { createDeduction, getDeduction, listDeductions, updateDeduction } from './deductions.service';

/** `/employees/deductions` (`deductions`, `add-deductions`, `update-deductions`). */
export function deductionRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.deductions)
    .on(deductions.list, requires('deductions'), (c, { query }) => listDeductions(db, c.get('actor'), query))
    .on(deductions.get, requires('deductions'), (c, { params }) => getDeduction(db, c.get('actor'), params.id))
    .on(deductions.create, requires('add-deductions'), async (c, { body }) => {
      const id = await createDeduction(db, c.get('actor'), body);
      return { message: 'The deduction has been added', id };
    })
    .on(deductions.update, requires('update-deductions'), async (c, { params, body }) => {
      await updateDeduction(db, c.get('actor'), params.id, body);
      return { message: 'The deduction has been saved' };
    }).app;
}
