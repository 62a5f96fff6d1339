import { Hono } from 'hono';
import { deductionInput, deductionListQuery, deductionUpdateInput } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idParam, jsonBody, queryParams } from '../../../lib/validate';
import { createDeduction, getDeduction, listDeductions, updateDeduction } from './deductions.service';

/** `/employees/deductions` (`deductions`, `add-deductions`, `update-deductions`). */
export function deductionRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', requires('deductions'), queryParams(deductionListQuery), async (c) => c.json(await listDeductions(db, c.get('actor'), c.req.valid('query'))))
    .get('/:id', requires('deductions'), async (c) => c.json(await getDeduction(db, c.get('actor'), idParam(c.req.param('id')))))
    .post('/', requires('add-deductions'), jsonBody(deductionInput), async (c) => {
      const id = await createDeduction(db, c.get('actor'), c.req.valid('json'));
      return c.json({ message: 'The deduction has been added', id }, 201);
    })
    .put('/:id', requires('update-deductions'), jsonBody(deductionUpdateInput), async (c) => {
      await updateDeduction(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: 'The deduction has been saved' });
    });
}
