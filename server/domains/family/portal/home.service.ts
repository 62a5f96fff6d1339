import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { weekdayOf, type FamilyChild, type FamilyHome, type FamilyLesson } from '@contract';
import { readRows, type Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { FamilyViewer } from '../../../lib/family-session';
import { childMarks, dayMark, schoolCalendar } from './attendance-days';
import { familyChildren } from './children';
import { latestPublishedMarks } from './exams.service';
import { childNews } from './home-news';
import { childWeek } from './week.service';

const factsRow = v.object({ now: v.string(), today: v.string(), since: v.nullable(v.string()), balance: v.union([v.number(), v.string()]) });

/**
 * In one statement: the server's time, today in the school's zone, when this family member last
 * looked at the child's home page, and what the child owes today (the Student statement's
 * closing balance: every asset line of the child's to date).
 */
async function homeFacts(db: Db, viewer: FamilyViewer, studentId: number) {
  const [row] = await readRows(
    db,
    factsRow,
    sql`select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now, to_char(t.today, 'YYYY-MM-DD') as today,
        (select to_char(ps.seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from portal_seen ps
          where ps.school_id = ${viewer.schoolId} and ps.kind = ${viewer.kind} and ps.person_id = ${viewer.id} and ps.student_id = ${studentId}) as since,
        (select coalesce(sum(l.debit - l.credit), 0) from journal_lines l
          join accounts a on a.id = l.account_id and a.school_id = l.school_id and a.type = 'asset'
          where l.school_id = ${viewer.schoolId} and l.student_id = ${studentId} and l.entry_date <= t.today) as balance
      from (select (now() at time zone ${viewer.timeZone})::date as today) t`,
  );
  return { ...row!, balance: Number(row!.balance) };
}

/** Today's lessons of the child's section, in the bell schedule's order; none on a closed day. */
async function lessonsOn(db: Db, viewer: FamilyViewer, child: FamilyChild, day: string): Promise<FamilyLesson[]> {
  const week = await childWeek(db, viewer, child.id, child);
  const weekday = weekdayOf(day);
  const order = new Map(week.periods.map((p, i) => [p.id, i]));
  return week.entries
    .filter((e) => e.weekday === weekday && order.has(e.period_id))
    .sort((a, b) => order.get(a.period_id)! - order.get(b.period_id)!)
    .map((e) => {
      const p = week.periods[order.get(e.period_id)!]!;
      return { period_name: p.name, starts: p.start_time, ends: p.end_time, subject_name: e.subject_name, teacher_name: e.teacher_name, room_name: e.room_name };
    });
}

/**
 * `GET /family/home`: one child's day at a glance: whether school is open today (in the
 * school's time zone), today's mark, today's lessons, the balance, the latest published marks
 * and what is new since this family member last looked.
 */
export async function familyHome(db: Db, viewer: FamilyViewer, studentId: number): Promise<FamilyHome> {
  const [[child], facts, latest] = await Promise.all([familyChildren(db, viewer, studentId), homeFacts(db, viewer, studentId), latestPublishedMarks(db, viewer, studentId)]);
  if (!child) throw notFound('Student');
  const { today, now, since, balance } = facts;
  const [[day], marks, news] = await Promise.all([
    schoolCalendar(db, viewer.schoolId, today, today),
    childMarks(db, viewer.schoolId, studentId, today, today),
    childNews(db, viewer, studentId, since),
  ]);
  const open = day?.open ?? false;
  return {
    as_of: now,
    today,
    child,
    school_day: { open, reason: day?.reason ?? null },
    attendance_today: dayMark(marks.get(today)),
    lessons_today: open ? await lessonsOn(db, viewer, child, today) : [],
    balance,
    currency: viewer.currency,
    latest_marks: latest,
    since,
    news,
  };
}

/**
 * `POST /family/seen`: the family member has looked at the child's home page up to `at` (the
 * answer's `as_of`). The mark never moves backwards, and never past now.
 */
export async function markSeen(db: Db, viewer: FamilyViewer, studentId: number, at: string): Promise<void> {
  await db.execute(
    sql`insert into portal_seen (school_id, kind, person_id, student_id, seen_at)
      select st.school_id, ${viewer.kind}, ${viewer.id}, st.id, least(${at}::timestamptz, now())
      from students st where st.id = ${studentId} and st.school_id = ${viewer.schoolId}
      on conflict (school_id, kind, person_id, student_id) do update set seen_at = greatest(portal_seen.seen_at, excluded.seen_at)`,
  );
}
