import { sql } from 'drizzle-orm';
import type { DashCounts } from '@contract';
import { queryRows, type DbOrTx } from '../../db/client';
import type { SessionRecord } from '../../lib/session';

/** Counts for the dashboard cards, in one round trip. Sections count the active year. */
export async function dashCounts(db: DbOrTx, user: SessionRecord): Promise<DashCounts> {
  const s = user.schoolId;
  const [row] = await queryRows<Record<string, string | number>>(
    db,
    sql`select
      (select count(*) from classes where school_id = ${s} and status = 'Active') as classes,
      (select count(*) from sections where school_id = ${s} and academic_year_id = ${user.academicId ?? 0}) as sections,
      (select count(*) from rooms where school_id = ${s}) as rooms,
      (select count(*) from subjects where school_id = ${s}) as subjects,
      (select count(*) from parents where school_id = ${s} and status = 'Active') as parents,
      (select count(*) from employees where school_id = ${s} and status = 'Active' and type = 'teacher') as teachers,
      (select count(*) from employees where school_id = ${s} and status = 'Active' and type = 'staff') as staff,
      (select count(*) from employees where school_id = ${s} and status = 'Active' and type = 'driver') as drivers`,
  );
  const n = (k: string) => Number(row?.[k] ?? 0);
  return {
    classes: n('classes'),
    sections: n('sections'),
    rooms: n('rooms'),
    subjects: n('subjects'),
    parents: n('parents'),
    employees: { teacher: n('teachers'), staff: n('staff'), driver: n('drivers'), total: n('teachers') + n('staff') + n('drivers') },
  };
}
