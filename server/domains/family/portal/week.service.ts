import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { timetableEntryRow, type FamilyChild, type TimetableWeek, type Weekday } from '@contract';
import { readRows, type Db } from '../../../db/client';
import type { FamilyViewer } from '../../../lib/family-session';
import { entryRowsSql, schoolPeriods } from '../../timetable/public';
import { familyChildren } from './children';

const sectionRow = v.object({ id: v.number(), name: v.string(), year_id: v.number(), year_name: v.string() });

/**
 * The week of the child's section this year, as the staff section week shows it (the
 * timetable domain's periods and lessons). A child with no section this year gets the bell
 * schedule and no lessons; the week is then "of" the child. `known`: the child, already read.
 */
export async function childWeek(db: Db, viewer: FamilyViewer, studentId: number, known?: FamilyChild): Promise<TimetableWeek> {
  const child = known ?? (await familyChildren(db, viewer, studentId))[0];
  const [section] = child?.section_id
    ? await readRows(
        db,
        sectionRow,
        sql`select sec.id::int, concat_ws(' ', cls.name, sec.name) as name, y.id::int as year_id, y.name as year_name
          from sections sec join classes cls on cls.id = sec.class_id and cls.school_id = sec.school_id
          join academic_years y on y.id = sec.academic_year_id and y.school_id = sec.school_id
          where sec.id = ${child.section_id} and sec.school_id = ${viewer.schoolId}`,
      )
    : [];
  const periods = await schoolPeriods(db, viewer.schoolId);
  const entries = section
    ? await readRows(
        db,
        timetableEntryRow,
        entryRowsSql(sql`e.school_id = ${viewer.schoolId} and e.academic_year_id = ${section.year_id} and e.section_id = ${section.id}`),
      )
    : [];
  const days = [...new Set(periods.flatMap((p) => p.weekdays))].sort() as Weekday[];
  return {
    of: section ? { kind: 'section', id: section.id, name: section.name } : { kind: 'section', id: 0, name: child?.fullname ?? '' },
    academic_year: section ? { id: section.year_id, name: section.year_name } : null,
    school_days: days.length ? days : [1, 2, 3, 4, 5],
    periods,
    entries,
    lessons: entries.length,
  };
}

/** `GET /family/week`: the child's section timetable, with rooms and teachers. */
export async function familyWeek(db: Db, viewer: FamilyViewer, studentId: number): Promise<TimetableWeek> {
  return childWeek(db, viewer, studentId);
}
