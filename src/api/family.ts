import { queryOptions } from '@tanstack/react-query';
import { familyEndpoints, type FamilyAttendance, type FamilyChild, type FamilyHome, type FamilyLesson, type FamilyMe } from '@contract';
import { keepWeek } from '@/api/timetable-week';
import { http } from '@/lib/http';
import { freshAfterReload } from '@/lib/query-client';
import { fieldsOf, keepFields } from './rows';

/**
 * The family portal's reads (issue 33): who is signed in, and one child's day, month and week.
 * Each child's copy has a key of its own. All four are saved on the phone, so after one visit
 * the portal opens offline with a "saved at" note; sign-out removes them (forgetClientState).
 * Exams and fees are src/api/family-records.ts's.
 */
export const familyKeys = {
  all: ['family'] as const,
  me: () => ['family', 'me'] as const,
  home: (childId: number) => ['family', 'home', childId] as const,
  attendance: (childId: number, month: string) => ['family', 'attendance', childId, month] as const,
  week: (childId: number) => ['family', 'week', childId] as const,
};

const CHILD_FIELDS = fieldsOf<FamilyChild>()({
  id: true, fullname: true, first_name: true, admission_no: true, class_name: true, section_id: true, section_name: true,
});
const keepChild = (child: FamilyChild): FamilyChild => keepFields(child, CHILD_FIELDS);

type School = FamilyMe['school'];
const SCHOOL_FIELDS = fieldsOf<School>()({ name: true, logo: true, currency: true, time_zone: true });

/** What the phone keeps of `GET /family`: names and the school, nothing else the server may add. */
export const keepMe = (me: FamilyMe): FamilyMe => ({
  kind: me.kind,
  id: me.id,
  name: me.name,
  must_change: me.must_change,
  school: keepFields(me.school, SCHOOL_FIELDS),
  children: me.children.map(keepChild),
});

type DayMark = NonNullable<FamilyHome['attendance_today']>;
const MARK_FIELDS = fieldsOf<DayMark>()({ code: true, name: true, counts: true, note: true });
const keepMark = (mark: DayMark | null): DayMark | null => mark && keepFields(mark, MARK_FIELDS);

const LESSON_FIELDS = fieldsOf<FamilyLesson>()({ period_name: true, starts: true, ends: true, subject_name: true, teacher_name: true, room_name: true });

type ExamMarks = NonNullable<FamilyHome['latest_marks']>;
type SubjectMarks = ExamMarks['subjects'][number];
const SUBJECT_FIELDS = fieldsOf<SubjectMarks>()({ subject_name: true, state: true, marks: true, max_marks: true, grade: true });
type News = FamilyHome['news'][number];
const NEWS_FIELDS = fieldsOf<News>()({ kind: true, date: true, text: true });

/** What the phone keeps of a child's home page. */
export const keepHome = (home: FamilyHome): FamilyHome => ({
  as_of: home.as_of,
  today: home.today,
  child: keepChild(home.child),
  school_day: { open: home.school_day.open, reason: home.school_day.reason },
  attendance_today: keepMark(home.attendance_today),
  lessons_today: home.lessons_today.map((l) => keepFields(l, LESSON_FIELDS)),
  balance: home.balance,
  currency: home.currency,
  latest_marks: home.latest_marks && {
    exam_id: home.latest_marks.exam_id,
    exam_name: home.latest_marks.exam_name,
    percent: home.latest_marks.percent,
    grade: home.latest_marks.grade,
    subjects: home.latest_marks.subjects.map((s) => keepFields(s, SUBJECT_FIELDS)),
  },
  since: home.since,
  news: home.news.map((n) => keepFields(n, NEWS_FIELDS)),
});

type CalendarDay = FamilyAttendance['days'][number];

/** What the phone keeps of a child's month. */
export const keepAttendance = (a: FamilyAttendance): FamilyAttendance => ({
  month: a.month,
  days: a.days.map((d: CalendarDay) => ({ date: d.date, open: d.open, reason: d.reason, mark: keepMark(d.mark) })),
  period: { name: a.period.name, from: a.period.from, to: a.period.to },
  totals: { marked: a.totals.marked, present: a.totals.present, absent: a.totals.absent, excused: a.totals.excused },
  rate: a.rate,
  absent_days: [...a.absent_days],
  late_days: [...a.late_days],
});

/** `GET /family`: who is signed in, their school and their children. Read by the portal's guard on every page. */
export const familyMeQueryOptions = () =>
  queryOptions({
    queryKey: familyKeys.me(),
    queryFn: ({ signal }) => http.call(familyEndpoints.me, undefined, { signal }).then(keepMe),
    meta: { persist: true },
  });

/**
 * `GET /family/home`: one child's day at a glance. A copy restored by a reload is fetched again
 * at once when online (today's register may have been taken since).
 */
export const familyHomeQueryOptions = (childId: number) =>
  queryOptions({
    queryKey: familyKeys.home(childId),
    queryFn: ({ signal }) => http.call(familyEndpoints.home, { query: { studentId: childId } }, { signal }).then(keepHome),
    staleTime: freshAfterReload,
    meta: { persist: true },
  });

/** `GET /family/attendance`: one child's month (YYYY-MM) as a calendar, and the year's rate. */
export const familyAttendanceQueryOptions = (childId: number, month: string) =>
  queryOptions({
    queryKey: familyKeys.attendance(childId, month),
    queryFn: ({ signal }) => http.call(familyEndpoints.attendance, { query: { studentId: childId, month } }, { signal }).then(keepAttendance),
    staleTime: freshAfterReload,
    meta: { persist: true },
  });

/** `GET /family/week`: the child's section timetable, kept as a staff week is (ADR 026). */
export const familyWeekQueryOptions = (childId: number) =>
  queryOptions({
    queryKey: familyKeys.week(childId),
    queryFn: ({ signal }) => http.call(familyEndpoints.week, { query: { studentId: childId } }, { signal }).then(keepWeek),
    meta: { persist: true },
  });
