import { and, asc, eq, sql } from 'drizzle-orm';
import type { AttendanceCode, AttendanceConfig, Holiday, SchoolDaysInput, Weekday } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { academicYears, attendanceCodes, attendanceSettings, holidays } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { expectedVersion } from '../../../lib/rows';
import type { SessionRecord } from '../../../lib/session';

/** The school's active academic year, or undefined when it has none. */
async function activeYearOf(db: DbOrTx, schoolId: number) {
  const [year] = await db
    .select({ id: academicYears.id, name: academicYears.name, start_date: academicYears.startDate, end_date: academicYears.endDate })
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, schoolId), eq(academicYears.active, true)));
  return year;
}

/** Days of the holiday that fall on one of the school's weekdays: what it actually closes. */
const closedSchoolDays = sql<number>`(select count(*) from generate_series(${holidays.startDate}::timestamp, ${holidays.endDate}::timestamp, interval '1 day') as d(day)
  where extract(isodow from d.day)::smallint = any(${attendanceSettings.schoolDays}))`.mapWith(Number);

function listHolidays(db: DbOrTx, schoolId: number, yearId: number): Promise<Holiday[]> {
  return db
    .select({
      id: holidays.id,
      version: holidays.version,
      academic_year_id: holidays.academicYearId,
      name: holidays.name,
      start_date: holidays.startDate,
      end_date: holidays.endDate,
      school_days: closedSchoolDays,
    })
    .from(holidays)
    .innerJoin(attendanceSettings, eq(attendanceSettings.schoolId, holidays.schoolId))
    .where(and(eq(holidays.schoolId, schoolId), eq(holidays.academicYearId, yearId)))
    .orderBy(asc(holidays.startDate), asc(holidays.id));
}

function listCodes(db: DbOrTx, schoolId: number): Promise<AttendanceCode[]> {
  return db
    .select({
      id: attendanceCodes.id,
      version: attendanceCodes.version,
      code: attendanceCodes.code,
      name: attendanceCodes.name,
      counts: sql<AttendanceCode['counts']>`${attendanceCodes.counts}`,
      built_in: attendanceCodes.builtIn,
      status: sql<AttendanceCode['status']>`${attendanceCodes.status}`,
      sort_order: attendanceCodes.sortOrder,
    })
    .from(attendanceCodes)
    .where(eq(attendanceCodes.schoolId, schoolId))
    .orderBy(asc(attendanceCodes.sortOrder), asc(attendanceCodes.id));
}

/** Codes, school days, and the active year with its holidays: what registers, the grid and the settings page read. */
export async function readConfig(db: DbOrTx, user: SessionRecord): Promise<AttendanceConfig> {
  const [[settings], codes, year] = await Promise.all([
    db.select({ school_days: attendanceSettings.schoolDays, version: attendanceSettings.version }).from(attendanceSettings).where(eq(attendanceSettings.schoolId, user.schoolId)),
    listCodes(db, user.schoolId),
    activeYearOf(db, user.schoolId),
  ]);
  // The school's trigger makes the row; a missing one would mean a broken database, not a new school.
  if (!settings) throw notFound('Attendance settings');
  return {
    school_days: settings.school_days.map(Number).sort((a, b) => a - b) as Weekday[],
    version: settings.version,
    codes,
    year: year ?? null,
    holidays: year ? await listHolidays(db, user.schoolId, year.id) : [],
  };
}

/** The weekdays the school is open, from the version the page was filled from. */
export async function saveSchoolDays(db: DbOrTx, actor: Actor, input: SchoolDaysInput): Promise<void> {
  const days = [...input.school_days].sort((a, b) => a - b);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(attendanceSettings)
      .set({ schoolDays: days, ...expectedVersion(input) })
      .where(eq(attendanceSettings.schoolId, actor.schoolId))
      .returning({ schoolId: attendanceSettings.schoolId });
    if (!updated.length) throw notFound('Attendance settings');
    await audit(tx, actor, { action: 'update', entity: 'attendance-school-days', ids: [actor.schoolId], detail: { school_days: days } });
  });
}
