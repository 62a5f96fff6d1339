import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { employeeRoutes } from './employees.routes';

export default [{ path: API.employees, routes: employeeRoutes }] satisfies ApiModule[];
