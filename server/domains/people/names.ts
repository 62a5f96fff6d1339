import { sql } from 'drizzle-orm';
import { students } from '../../db/schema';

/** A student's name as every page shows it: first, middle and last, blanks left out. */
export const studentFullname = sql<string>`concat_ws(' ', ${students.firstName}, ${students.middleName}, ${students.lastName})`;

/**
 * An employee's name ("Ada Otieno") and a section's ("Grade 7 North") as a sub-select on a
 * column, for hand-written SQL. Aliases of their own, so they never capture the outer query's.
 */
export const employeeName = (column: string) =>
  sql.raw(`(select concat_ws(' ', nm_emp.first_name, nm_emp.last_name) from employees nm_emp where nm_emp.id = ${column})`);
export const sectionName = (column: string) =>
  sql.raw(`(select concat_ws(' ', nm_cls.name, nm_sec.name) from sections nm_sec join classes nm_cls on nm_cls.id = nm_sec.class_id where nm_sec.id = ${column})`);
