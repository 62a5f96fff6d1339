import { and, eq } from 'drizzle-orm';
import { attendanceCodes, attendanceMarks, attendanceSheets, holidays } from '../db/schema';
import type { TestContext } from './harness';

/**
 * Registers written straight to the tables, for tests that need attendance as a given rather
 * than as what the register endpoints made (the reports, the dashboard, the student page).
 */

/** The school's codes by letter: P, A, L, E and any it added. */
export async function codeIds(ctx: TestContext, schoolId: number): Promise<Record<string, number>> {
  const rows = await ctx.database.db.select({ id: attendanceCodes.id, code: attendanceCodes.code }).from(attendanceCodes).where(eq(attendanceCodes.schoolId, schoolId));
  return Object.fromEntries(rows.map((r) => [r.code, r.id]));
}

export interface SheetSeed {
  sectionId: number;
  date: string;
  /** The user who took the register. */
  takenBy: number;
  /** Each student's code letter ('P', 'A', …) and optional note. */
  marks: Record<number, string | { code: string; note?: string; override?: string; overrideBy?: number }>;
}

/** A saved register with its marks (no change log: that is the register endpoint's to write). */
export async function seedSheet(ctx: TestContext, schoolId: number, seed: SheetSeed): Promise<number> {
  const db = ctx.database.db;
  const codes = await codeIds(ctx, schoolId);
  const [sheet] = await db
    .insert(attendanceSheets)
    .values({ schoolId, sectionId: seed.sectionId, date: seed.date, takenBy: seed.takenBy, updatedBy: seed.takenBy })
    .returning({ id: attendanceSheets.id });
  const rows = Object.entries(seed.marks).map(([studentId, m]) => {
    const mark = typeof m === 'string' ? { code: m } : m;
    return {
      schoolId,
      sheetId: sheet!.id,
      studentId: Number(studentId),
      date: seed.date,
      codeId: codes[mark.code]!,
      note: mark.note ?? null,
      overrideCodeId: mark.override ? codes[mark.override]! : null,
      overrideBy: mark.override ? (mark.overrideBy ?? seed.takenBy) : null,
      overrideAt: mark.override ? new Date() : null,
    };
  });
  if (rows.length) await db.insert(attendanceMarks).values(rows);
  return sheet!.id;
}

export async function seedHoliday(ctx: TestContext, schoolId: number, academicYearId: number, startDate: string, endDate = startDate, name = 'Holiday') {
  const [row] = await ctx.database.db.insert(holidays).values({ schoolId, academicYearId, name, startDate, endDate }).returning({ id: holidays.id });
  return row!.id;
}

/** Adds a school code (e.g. 'S', 'Sick', 'excused'). */
export async function seedCode(ctx: TestContext, schoolId: number, code: string, name: string, counts: 'present' | 'absent' | 'excused') {
  const [row] = await ctx.database.db.insert(attendanceCodes).values({ schoolId, code, name, counts }).returning({ id: attendanceCodes.id });
  return row!.id;
}

/** The sheet's id for a section and day, or undefined. */
export async function sheetId(ctx: TestContext, schoolId: number, sectionId: number, date: string) {
  const [row] = await ctx.database.db
    .select({ id: attendanceSheets.id })
    .from(attendanceSheets)
    .where(and(eq(attendanceSheets.schoolId, schoolId), eq(attendanceSheets.sectionId, sectionId), eq(attendanceSheets.date, date)));
  return row?.id;
}
