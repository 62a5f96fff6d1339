import { API, employeeEndpoints as employees } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { saveRecord } from '../../../lib/record-routes';
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
  return endpointRouter(deps, API.employees)
    .on(employees.list, requires('list-employee'), (c, { query }) => listEmployees(db, c.get('actor'), query))
    // A picker for the section and timetable forms, so their privileges may read it too.
    .on(
      employees.teachers,
      requiresAny('list-employee', 'list-section', 'add-section', 'update-section', 'list-timetable', 'add-timetable', 'update-timetable'),
      (c) => listTeachers(db, c.get('actor')),
    )
    .on(employees.createdBetween, requires('list-employee'), (c, { query }) => employeesCreatedBetween(db, c.get('actor'), query.start, query.end))
    .on(employees.nextNumber, requires('add-employee'), async (c) => ({ number: await nextEmployeeNumber(db, c.get('actor').schoolId) }))
    .on(employees.get, requires('view-employee'), (c, { params }) => getEmployee(db, c.get('actor'), params.id))
    .on(employees.create, requires('add-employee'), async (c, { body }) => {
      const row = await createEmployee(db, c.get('actor'), body);
      return { message: 'The employee has been added', id: row.id, number: row.number };
    })
    .on(employees.update, requires('update-employee'), saveRecord(db, 'employee', updateEmployee))
    // The `{reason}` is optional: a request with no JSON body counts as `{}`.
    .on(employees.deactivate, requires('deactivate-employee'), async (c, { params, body }) => {
      await setEmployeeStatus(db, c.get('actor'), params.id, 'Inactive', body.reason, body.left_on);
      return { message: 'The employee has been deactivated' };
    })
    .on(employees.activate, requires('deactivate-employee'), async (c, { params, body }) => {
      await setEmployeeStatus(db, c.get('actor'), params.id, 'Active', body.reason);
      return { message: 'The employee has been activated' };
    }).app;
}
