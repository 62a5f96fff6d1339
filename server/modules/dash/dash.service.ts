import { sql } from 'drizzle-orm';
import type { DashCounts } from '@contract';
import { queryRows, type DbOrTx } from '../../db/client';
import type { SessionRecord } from '../../lib/session';

/** Counts for the dashboard cards, in two round trips. Sections and students count the active year. */
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
  const byClass = await queryRows<{ class_id: number | string; class_name: string; count: number | string; male: number | string; female: number | string }>(
    db,
    sql`select c.id as class_id, c.name as class_name, count(*) as count,
        count(*) filter (where s.gender = 'Male') as male, count(*) filter (where s.gender = 'Female') as female
      from enrolments e
      join students s on s.id = e.student_id and s.school_id = e.school_id
      join classes c on c.id = e.class_id
      where e.school_id = ${s} and e.academic_year_id = ${user.academicId ?? 0} and e.outcome is null and s.status = 'Active'
      group by c.id, c.name, c.sort_order
      order by c.sort_order, c.name`,
  );
  const sum = (k: 'count' | 'male' | 'female') => byClass.reduce((t, r) => t + Number(r[k]), 0);
  return {
    classes: n('classes'),
    sections: n('sections'),
    rooms: n('rooms'),
    subjects: n('subjects'),
    parents: n('parents'),
    employees: { teacher: n('teachers'), staff: n('staff'), driver: n('drivers'), total: n('teachers') + n('staff') + n('drivers') },
    students: {
      total: sum('count'),
      male: sum('male'),
      female: sum('female'),
      by_class: byClass.map((r) => ({ class_id: Number(r.class_id), class_name: r.class_name, count: Number(r.count) })),
    },
  };
}
