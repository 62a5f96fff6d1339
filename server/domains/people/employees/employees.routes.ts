import { Hono } from 'hono';
import { dateRangeQuery, employeeInput, employeeListQuery, employeeStatusInput } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idParam, jsonBody, queryParams } from '../../../lib/validate';
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

export function employeeRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', requires('list-employee'), queryParams(employeeListQuery), async (c) => c.json(await listEmployees(db, c.get('actor'), c.req.valid('query'))))
    // A picker for the section and timetable forms, so their privileges may read it too.
    .get('/teachers', requiresAny('list-employee', 'list-section', 'add-section', 'update-section', 'list-timetable', 'add-timetable', 'update-timetable'), async (c) =>
      c.json(await listTeachers(db, c.get('actor'))),
    )
    .get('/date', requires('list-employee'), queryParams(dateRangeQuery), async (c) => {
      const { start, end } = c.req.valid('query');
      return c.json(await employeesCreatedBetween(db, c.get('actor'), start, end));
    })
    .get('/next-number', requires('add-employee'), async (c) => c.json({ number: await nextEmployeeNumber(db, c.get('actor').schoolId) }))
    .get('/:id', requires('view-employee'), async (c) => c.json(await getEmployee(db, c.get('actor'), idParam(c.req.param('id')))))
    .post('/', requires('add-employee'), jsonBody(employeeInput), async (c) => {
      const row = await createEmployee(db, c.get('actor'), c.req.valid('json'));
      return c.json({ message: 'The employee has been added', id: row.id, number: row.number }, 201);
    })
    .put('/:id', requires('update-employee'), jsonBody(employeeInput), async (c) => {
      await updateEmployee(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: 'The employee has been saved' });
    })
    // The `{reason}` is optional: a request with no JSON body counts as `{}`.
    .post('/:id/deactivate', requires('deactivate-employee'), jsonBody(employeeStatusInput), async (c) => {
      const id = idParam(c.req.param('id'));
      const input = c.req.valid('json');
      await setEmployeeStatus(db, c.get('actor'), id, 'Inactive', input.reason, input.left_on);
      return c.json({ message: 'The employee has been deactivated' });
    })
    .post('/:id/activate', requires('deactivate-employee'), jsonBody(employeeStatusInput), async (c) => {
      const id = idParam(c.req.param('id'));
      await setEmployeeStatus(db, c.get('actor'), id, 'Active', c.req.valid('json').reason);
      return c.json({ message: 'The employee has been activated' });
    });
}
