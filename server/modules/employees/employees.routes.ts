import { Hono } from 'hono';
import { dateRangeQuery, employeeInput, employeeListQuery, employeeStatusInput } from '@contract';
import { requires } from '../../lib/access';
import { requiresAny } from '../../lib/access-any';
import type { AppDeps, AppEnv } from '../../lib/context';
import { HttpError } from '../../lib/errors';
import { idParam, jsonBody, parseOrThrow, queryParams } from '../../lib/validate';
import {
  createEmployee,
  employeesCreatedBetween,
  getEmployee,
  listEmployees,
  listTeachers,
  nextEmployeeNumber,
  setEmployeeStatus,
  updateEmployee,
} from './employees.service';

/** The optional `{reason}` of deactivate/activate; an empty body is fine. */
async function statusBody(req: { text(): Promise<string> }) {
  const text = await req.text();
  let body: unknown = {};
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'The request body must be a JSON object.');
  return parseOrThrow(employeeStatusInput, body);
}

export function employeeRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', requires('list-employee'), queryParams(employeeListQuery), async (c) => c.json(await listEmployees(db, c.get('user'), c.req.valid('query'))))
    // A picker for the section and timetable forms, so their privileges may read it too.
    .get('/teachers', requiresAny('list-employee', 'list-section', 'add-section', 'update-section'), async (c) =>
      c.json(await listTeachers(db, c.get('user'))),
    )
    .get('/date', requires('list-employee'), queryParams(dateRangeQuery), async (c) => {
      const { start, end } = c.req.valid('query');
      return c.json(await employeesCreatedBetween(db, c.get('user'), start, end));
    })
    .get('/next-number', requires('add-employee'), async (c) => c.json({ number: await nextEmployeeNumber(db, c.get('user').schoolId) }))
    .get('/:id', requires('view-employee'), async (c) => c.json(await getEmployee(db, c.get('user'), idParam(c.req.param('id')))))
    .post('/', requires('add-employee'), jsonBody(employeeInput), async (c) => {
      const row = await createEmployee(db, c.get('user'), c.req.valid('json'), c.get('requestId'));
      return c.json({ message: 'The employee has been added', id: row.id, number: row.number }, 201);
    })
    .put('/:id', requires('update-employee'), jsonBody(employeeInput), async (c) => {
      await updateEmployee(db, c.get('user'), idParam(c.req.param('id')), c.req.valid('json'), c.get('requestId'));
      return c.json({ message: 'The employee has been saved' });
    })
    .post('/:id/deactivate', requires('deactivate-employee'), async (c) => {
      const id = idParam(c.req.param('id'));
      const { reason } = await statusBody(c.req);
      await setEmployeeStatus(db, c.get('user'), id, 'Inactive', reason, c.get('requestId'));
      return c.json({ message: 'The employee has been deactivated' });
    })
    .post('/:id/activate', requires('deactivate-employee'), async (c) => {
      const id = idParam(c.req.param('id'));
      const { reason } = await statusBody(c.req);
      await setEmployeeStatus(db, c.get('user'), id, 'Active', reason, c.get('requestId'));
      return c.json({ message: 'The employee has been activated' });
    });
}
