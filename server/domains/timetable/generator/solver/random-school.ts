import type { Weekday } from '@contract';
import { seededRandom } from './random';
import type { SolveInput } from './types';

/**
 * Seeded schools for the generator's tests and bench: subjects with their lessons a week,
 * teachers given requirements up to a load, a home room per section, some teachers with a day
 * off. The same seed always gives the same school.
 */
export interface SchoolShape {
  seed: number;
  teachers: number;
  sections: number;
  /** Lesson periods a day. */
  periods: number;
  days: number;
  /** About how many lessons a section has a week. */
  lessons: number;
  /** The most lessons a teacher is given a week. */
  maxLoad: number;
  /** Share of teachers with one weekday off. */
  dayOff?: number;
  /** Home rooms, when fewer than sections: section i is in room i mod rooms, as the demo school's are. */
  rooms?: number;
}

const SUBJECTS: [name: string, lessons: number][] = [
  ['Mathematics', 5], ['English', 5], ['Kiswahili', 4], ['Science', 4], ['Social Studies', 3],
  ['Religious Education', 2], ['Physical Education', 2], ['Art and Craft', 2], ['Music', 1],
  ['Computer Studies', 2], ['Biology', 3], ['Chemistry', 3], ['Physics', 3], ['History', 2], ['Geography', 2],
];

export function randomSchool(shape: SchoolShape): SolveInput {
  const rnd = seededRandom(shape.seed);
  const weekdays = Array.from({ length: shape.days }, (_, i) => (i + 1) as Weekday);
  const periods = Array.from({ length: shape.periods }, (_, i) => ({ id: 100 + i, name: `Period ${i + 1}`, weekdays }));
  const sections = Array.from({ length: shape.sections }, (_, i) => ({
    id: 1 + i,
    name: `Grade ${1 + Math.floor(i / 3)} ${['North', 'South', 'East'][i % 3]}`,
    room_id: 500 + (i % (shape.rooms ?? shape.sections)),
  }));
  const teacherIds = Array.from({ length: shape.teachers }, (_, i) => 200 + i);
  const load = new Map(teacherIds.map((t) => [t, 0]));
  const requirements: SolveInput['requirements'] = [];
  for (const s of sections) {
    let total = 0;
    const order = SUBJECTS.map((_, i) => i).sort(() => rnd.next() - 0.5);
    for (const k of order) {
      const lessons = SUBJECTS[k]![1];
      if (total + lessons > shape.lessons) continue;
      total += lessons;
      // One of the three least loaded teachers who can still take it, so loads stay even but not uniform.
      const able = teacherIds.filter((t) => load.get(t)! + lessons <= shape.maxLoad).sort((a, b) => load.get(a)! - load.get(b)!);
      const teacher = able.length ? able[rnd.int(0, Math.min(2, able.length - 1))]! : null;
      if (teacher !== null) load.set(teacher, load.get(teacher)! + lessons);
      requirements.push({ section_id: s.id, subject_id: 300 + k, teacher_id: teacher, lessons });
    }
  }
  const unavailable: SolveInput['unavailable'] = [];
  for (const t of teacherIds) {
    if (rnd.next() >= (shape.dayOff ?? 0)) continue;
    const weekday = weekdays[rnd.int(0, weekdays.length - 1)]!;
    for (const p of periods) unavailable.push({ teacher_id: t, room_id: null, weekday, period_id: p.id });
  }
  return {
    weekdays,
    periods,
    sections,
    requirements,
    fixed: [],
    unavailable,
    names: {
      subjects: Object.fromEntries(SUBJECTS.map(([name], k) => [300 + k, name])),
      teachers: Object.fromEntries(teacherIds.map((t) => [t, `Teacher ${t - 199}`])),
      rooms: Object.fromEntries(sections.map((s) => [s.room_id, `Room ${s.room_id - 499}`])),
    },
  };
}
