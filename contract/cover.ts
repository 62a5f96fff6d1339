import * as v from 'valibot';
import { createdAnswer, messageAnswer } from './answers';
import { endpoint } from './endpoint';
import { idField, idParams, isoDate } from './fields';
import { intParam } from './lists';
import { API } from './paths';

/**
 * Lesson cover (issue 35, ADR 046): each lesson of a teacher on approved leave, on a date, and who
 * takes it. Proposals are teachers free in that period (no lesson of their own, no other cover,
 * not on leave, not marked unavailable), the same subject first, then those who covered fewest
 * lessons this academic year.
 */

export const coverProposalRow = v.object({
  teacher_id: v.number(),
  teacher_name: v.string(),
  /** Teaches the lesson's subject somewhere in the week. */
  same_subject: v.boolean(),
  /** Lessons covered this academic year. */
  covers: v.number(),
});
export type CoverProposal = v.InferOutput<typeof coverProposalRow>;

export const coverLessonRow = v.object({
  entry_id: v.number(),
  period_id: v.number(),
  period_name: v.string(),
  start_time: v.string(),
  end_time: v.string(),
  section_id: v.number(),
  section_name: v.string(),
  class_name: v.string(),
  subject_id: v.number(),
  subject_name: v.string(),
  room_name: v.nullable(v.string()),
  absent_teacher_id: v.number(),
  absent_teacher_name: v.string(),
  leave_request_id: v.number(),
  leave_type: v.string(),
  cover: v.nullable(v.object({ id: v.number(), teacher_id: v.number(), teacher_name: v.string() })),
  proposals: v.array(coverProposalRow),
});
export type CoverLesson = v.InferOutput<typeof coverLessonRow>;

/** `GET /timetable/cover?date=` (Admin, `update-timetable` or `approve-leave`): the day's lessons that need cover. */
export const coverDayQuery = v.object({ date: v.optional(isoDate) });
export const coverDayAnswer = v.object({
  date: v.string(),
  /** False on a weekend or holiday: nothing needs cover. */
  school_day: v.boolean(),
  lessons: v.array(coverLessonRow),
});
export type CoverDay = v.InferOutput<typeof coverDayAnswer>;

/** `POST /timetable/cover` (Admin or `update-timetable`): `teacher_id` takes lesson `entry_id` on `date`. */
export const coverInput = v.object({ entry_id: idField, date: isoDate, teacher_id: idField });
export type CoverInput = v.InferOutput<typeof coverInput>;

/** A lesson a teacher covers, as their week shows it. */
export const coverTaskRow = v.object({
  id: v.number(),
  date: v.string(),
  weekday: v.number(),
  period_id: v.number(),
  entry_id: v.number(),
  section_id: v.number(),
  section_name: v.string(),
  class_name: v.string(),
  subject_name: v.string(),
  room_name: v.nullable(v.string()),
  absent_teacher_name: v.string(),
});
export type CoverTask = v.InferOutput<typeof coverTaskRow>;

/**
 * `GET /timetable/cover/week?teacher_id&date` (the teacher themself, or `list-timetable`): the
 * lessons a teacher covers in the week (Monday to Sunday) holding `date`, today by default.
 */
export const coverWeekQuery = v.object({ teacher_id: intParam('Teacher', 1, Number.MAX_SAFE_INTEGER), date: v.optional(isoDate) });
export const coverWeekAnswer = v.object({ week_start: v.string(), week_end: v.string(), covers: v.array(coverTaskRow) });
export type CoverWeek = v.InferOutput<typeof coverWeekAnswer>;

export const coverEndpoints = {
  day: endpoint({ mount: API.cover, method: 'GET', path: '/', query: coverDayQuery, output: coverDayAnswer }),
  week: endpoint({ mount: API.cover, method: 'GET', path: '/week', query: coverWeekQuery, output: coverWeekAnswer }),
  assign: endpoint({ mount: API.cover, method: 'POST', path: '/', body: coverInput, output: createdAnswer, status: 201 }),
  remove: endpoint({ mount: API.cover, method: 'DELETE', path: '/:id', params: idParams, output: messageAnswer }),
};
