import type { UnplacedLesson, Weekday } from '@contract';
import type { Problem } from './problem';
import type { Week } from './week';

const SHORT: Record<Weekday, string> = { 1: 'Mon', 2: 'Tue', 3: 'Wed', 4: 'Thu', 5: 'Fri', 6: 'Sat', 7: 'Sun' };

/** "Tue–Thu", "Mon, Wed, Fri", "Mon, Tue": runs of three or more days read as a range. */
export function dayRange(days: Iterable<Weekday>): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    if (j - i >= 2) parts.push(`${SHORT[sorted[i]!]}–${SHORT[sorted[j]!]}`);
    else for (let k = i; k <= j; k++) parts.push(SHORT[sorted[k]!]);
    i = j + 1;
  }
  return parts.join(', ');
}

/**
 * "Ada Otieno is asked for 38 lessons a week in a week of 32 lesson periods, and", when the
 * teacher is asked for more than the week holds. The periods are the week's (or those the
 * teacher is available for), never the teacher's free ones, which the proposal has used up.
 */
function overload(p: Problem, teacherId: number, name: string): string | null {
  const fixed = p.teacherFixed.get(teacherId)?.reduce((n, v) => n + v, 0) ?? 0;
  const off = p.teacherOff.get(teacherId)?.reduce((n, v, c) => n + (v && !p.teacherFixed.get(teacherId)?.[c] ? 1 : 0), 0) ?? 0;
  const lessons = fixed + p.reqs.reduce((n, q) => n + (q.teacherId === teacherId ? q.need : 0), 0);
  const periods = p.cells.length;
  if (lessons <= periods - off) return null;
  const held = off ? `is available for only ${periods - off} of the week's ${periods} lesson periods` : `the week has ${periods} lesson periods`;
  return `${name} is asked for ${lessons} lessons a week and ${held}`;
}

/**
 * Why the week has no cell left for a lesson, read from the finished week: the section is
 * full, or its teacher is teaching or unavailable whenever it is free, or its room is taken.
 */
function why(p: Problem, week: Week, r: number, names: { section: string; teacher: string | null; room: string | null }): string {
  const req = p.reqs[r]!;
  const daysOf = (cells: number[]) => dayRange(cells.map((c) => p.cells[c]!.weekday));
  const sectionFree = p.cells.map((_, c) => c).filter((c) => week.state('section', req.section, c) === 'free');
  if (!sectionFree.length) {
    const asked = p.reqs.reduce((n, q) => n + (q.section === req.section ? q.lessons : 0), 0);
    const over = asked > p.cells.length ? `: its subjects ask for ${asked} lessons a week and its week has ${p.cells.length} lesson periods` : '';
    return `${names.section} has no free period left${over}`;
  }
  let free = sectionFree;
  if (req.teacherId !== null) {
    const off = p.teacherOff.get(req.teacherId);
    free = sectionFree.filter((c) => week.state('teacher', req.teacherId!, c) === 'free');
    if (!free.length) {
      if (sectionFree.every((c) => off?.[c])) return `${names.teacher} is unavailable whenever ${names.section} has a free period (${daysOf(sectionFree)})`;
      const busy = `${sectionFree.some((c) => off?.[c]) ? 'teaches or is unavailable' : 'teaches'} whenever ${names.section} has a free period (${daysOf(sectionFree)})`;
      const over = overload(p, req.teacherId, names.teacher!);
      return over ? `${over}, and ${busy}` : `${names.teacher} ${busy}`;
    }
  }
  if (req.roomId !== null && free.every((c) => week.state('room', req.roomId!, c) !== 'free')) {
    const who = names.teacher ? `${names.section} and ${names.teacher} are both free` : `${names.section} is free`;
    return `${names.room} is taken or unavailable whenever ${who} (${daysOf(free)})`;
  }
  return 'No place was found for it in the time the generator had; run it again or place it by hand';
}

export function explain(p: Problem, week: Week): UnplacedLesson[] {
  const { names } = p.input;
  const out: UnplacedLesson[] = [];
  p.reqs.forEach((req, r) => {
    const missing = p.unitsOf[r]!.filter((u) => week.cellOf[u]! < 0).length;
    if (!missing) return;
    const section = p.sections[req.section]!.name;
    const subject = names.subjects[req.subjectId] ?? 'A subject';
    const teacher = req.teacherId === null ? null : (names.teachers[req.teacherId] ?? 'The teacher');
    const room = req.roomId === null ? null : (names.rooms[req.roomId] ?? 'The room');
    out.push({
      section_id: req.sectionId,
      section_name: section,
      subject_id: req.subjectId,
      subject_name: subject,
      teacher_id: req.teacherId,
      teacher_name: teacher,
      missing,
      reason: `${why(p, week, r, { section, teacher, room })}.`,
    });
  });
  return out;
}
