import { sql } from 'drizzle-orm';
import { students } from '../db/schema';

/** A student's name as every page shows it: first, middle and last, blanks left out. */
export const studentFullname = sql<string>`concat_ws(' ', ${students.firstName}, ${students.middleName}, ${students.lastName})`;
