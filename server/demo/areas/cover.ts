import { and, eq, gte, lte } from 'drizzle-orm';
import { leaveDays, type CoverLesson } from '@contract';
import { leaveRequests } from '../../db/schema';
import { toActor } from '../../lib/actor';
import { addDays } from '../../lib/days';
import { loadSession } from '../../lib/session';
import { schoolCalendar } from '../../domains/leave/public';
import { assignCover } from '../../domains/leave/cover/cover-assign';
import { coverDay } from '../../domains/leave/cover/cover-day';
import type { DemoContext } from './types';

/**
 * Cover for the lessons of teachers on leave, as the office arranged it: every lesson of the
 * last four weeks' leave covered by the first teacher proposed (the same subject first, then
 * whoever covered least), so the covers spread over the staff room. On the next school day the
 * first lesson of each absent teacher is covered, one by the demo teacher (their My week shows
 * it), and the rest are left for the office to arrange. After the timetable and the attendance
 * area, whose holidays the day count keeps off.
 */
export async function seedCover(ctx: DemoContext): Promise<void> {
  const { tx, schoolId } = ctx;
  const head = ctx.userIds.head ?? ctx.adminId;
  const session = (await loadSession(tx, head))!;
  const actor = toActor(session, 'demo', 'cover');
  const from = addDays(ctx.today, -28);
  const to = addDays(ctx.today, 14);
  const calendar = await schoolCalendar(tx, schoolId, from, to);
  const approved = await tx
    .select({ start_date: leaveRequests.startDate, end_date: leaveRequests.endDate, half_first_day: leaveRequests.halfFirstDay, half_last_day: leaveRequests.halfLastDay })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.schoolId, schoolId), eq(leaveRequests.status, 'Approved'), lte(leaveRequests.startDate, to), gte(leaveRequests.endDate, from)));
  const dates = [...new Set(approved.flatMap((r) => leaveDays(r, calendar).map((d) => d.date)))].filter((d) => d >= from).sort();
  const upcoming = dates.find((d) => d > ctx.today);
  const demoTeacher = ctx.teacherIds[0]!;
  for (const date of dates) {
    if (date > ctx.today && date !== upcoming) continue;
    const day = await coverDay(tx, session, date);
    // The proposals were read before this day's first cover: a teacher given one lesson of a period is busy for the rest.
    const busy = new Set<string>();
    const give = async (lesson: CoverLesson, teacherId: number) => {
      await assignCover(tx, actor, { entry_id: lesson.entry_id, date, teacher_id: teacherId });
      busy.add(`${teacherId}:${lesson.period_id}`);
    };
    const free = (lesson: CoverLesson) => lesson.proposals.filter((p) => !busy.has(`${p.teacher_id}:${lesson.period_id}`));
    if (date !== upcoming) {
      for (const lesson of day.lessons) if (free(lesson)[0]) await give(lesson, free(lesson)[0]!.teacher_id);
      continue;
    }
    // The next school day: the demo teacher takes a lesson they are free for, then one lesson
    // of each absent teacher is arranged; the others wait for the office.
    const forDemo = day.lessons.find((l) => l.proposals.some((p) => p.teacher_id === demoTeacher));
    if (forDemo) await give(forDemo, demoTeacher);
    const arranged = new Set(forDemo ? [forDemo.absent_teacher_id] : []);
    for (const lesson of day.lessons) {
      if (arranged.has(lesson.absent_teacher_id) || lesson === forDemo) continue;
      arranged.add(lesson.absent_teacher_id);
      if (free(lesson)[0]) await give(lesson, free(lesson)[0]!.teacher_id);
    }
  }
}
