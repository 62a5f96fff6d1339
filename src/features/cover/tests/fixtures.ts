import type { CoverDay, CoverLesson, CoverProposal } from '@contract';

/** What the cover page tests share: a Wednesday with Mr Otieno off sick. Imported by tests only. */
const proposal = (teacher_id: number, teacher_name: string, same_subject: boolean, covers: number): CoverProposal => ({ teacher_id, teacher_name, same_subject, covers });

const lesson = (entry_id: number, period: [number, string, string, string], section: [number, string], subject_name: string, room_name: string | null, extra: Partial<CoverLesson> = {}): CoverLesson => ({
  entry_id, period_id: period[0], period_name: period[1], start_time: period[2], end_time: period[3],
  section_id: section[0], section_name: section[1], class_name: 'Grade 7', subject_id: 31, subject_name, room_name,
  absent_teacher_id: 21, absent_teacher_name: 'Mr Otieno', leave_request_id: 7, leave_type: 'Sick leave', cover: null, proposals: [], ...extra,
});

const PERIOD_1: [number, string, string, string] = [11, 'Period 1', '08:00', '08:40'];
const PERIOD_2: [number, string, string, string] = [12, 'Period 2', '08:45', '09:25'];

/** In the server's order: the same subject first, then fewest covers, then name. */
export const PROPOSALS = [
  proposal(22, 'Ms Wanjiku', true, 2),
  proposal(24, 'Mr Kamau', false, 0),
  proposal(23, 'Mrs Achieng', false, 1),
  proposal(25, 'Mr Njoroge', false, 4),
];

/** Period 2 comes first from the server: the page puts the day in order. */
export const COVER_DAY: CoverDay = {
  date: '2026-11-25',
  school_day: true,
  lessons: [
    lesson(102, PERIOD_2, [10, 'South'], 'Mathematics', null, { cover: { id: 55, teacher_id: 22, teacher_name: 'Ms Wanjiku' }, proposals: PROPOSALS.slice(0, 3) }),
    lesson(101, PERIOD_1, [9, 'North'], 'Mathematics', 'Room 4', { proposals: PROPOSALS }),
  ],
};
