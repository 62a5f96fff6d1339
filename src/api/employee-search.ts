import { employeeEndpoints, type EmployeeListRow } from '@contract';
import { http } from '@/lib/http';

/** How a picker narrows the search: leavers left out, and names in alphabetical order. */
export interface EmployeeSearchFilter {
  activeOnly?: boolean;
  byFirstName?: boolean;
}

/**
 * The first twenty employees matching a name or number (`GET /employees?search=`), the one
 * search behind every employee picker (payroll reports, advances and loans).
 */
export async function searchEmployees(search: string, signal: AbortSignal, filter: EmployeeSearchFilter = {}): Promise<EmployeeListRow[]> {
  const order = filter.byFirstName ? { sort: 'first_name', order: 'asc' } : {};
  const page = await http.call(
    employeeEndpoints.list,
    { query: { page: 1, limit: 20, search, ...order, status: filter.activeOnly ? 'Active' : undefined } },
    { signal },
  );
  return page.data;
}
