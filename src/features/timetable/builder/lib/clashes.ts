import { WEEKDAY_NAMES, type ClashKind, type Period, type TimetableEntry, type Unavailability, type Weekday } from '@contract';
import { cellName, runsOn } from '../../setup/lib/periods';

/**
 * The week the builder holds, indexed by cell, so each clash check is a few look-ups and the
 * whole grid is checked live on every change (ADR 026: the server holds the same rules with
 * unique indexes; this is what lets the builder show them before a save).
 */
export interface WeekIndex {
  periods: Map<number, Period>;
  section: Map<string, TimetableEntry>;
  teacher: Map<string, TimetableEntry>;
  room: Map<string, TimetableEntry>;
  teacherOff: Map<string, Unavailability>;
  roomOff: Map<string, Unavailability>;
}

/** A clash the builder sees before the server would: what, in the server's own words (server/domains/timetable/week/clashes.ts). */
export interface LiveClash {
  kind: ClashKind;
  /** "Mr Otieno already teaches Grade 7 North Maths on Tuesday, Period 3." */
  message: string;
  /** The same, short enough for a picker's option or a cell: "teaches Grade 7 North then". */
  brief: string;
  entry_id: number | null;
}

export interface Names {
  teacher: (id: number) => string;
  room: (id: number) => string;
}

/** Where a lesson would go, and with whom. `entry_id` is the lesson being moved or edited: it never clashes with itself. */
export interface Placement {
  section_id: number;
  weekday: Weekday;
  period_id: number;
  teacher_id: number | null;
  room_id: number | null;
  entry_id?: number | null;
}

/** One cell of one section's, teacher's or room's week. */
export const slotKey = (id: number, day: Weekday, periodId: number) => `${id}:${day}:${periodId}`;
const key = slotKey;

export function indexWeek(entries: readonly TimetableEntry[], unavailable: readonly Unavailability[], periods: readonly Period[]): WeekIndex {
  const index: WeekIndex = { periods: new Map(periods.map((p) => [p.id, p])), section: new Map(), teacher: new Map(), room: new Map(), teacherOff: new Map(), roomOff: new Map() };
  for (const e of entries) {
    index.section.set(key(e.section_id, e.weekday, e.period_id), e);
    if (e.teacher_id !== null) index.teacher.set(key(e.teacher_id, e.weekday, e.period_id), e);
    if (e.room_id !== null) index.room.set(key(e.room_id, e.weekday, e.period_id), e);
  }
  for (const u of unavailable) {
    if (u.teacher_id !== null) index.teacherOff.set(key(u.teacher_id, u.weekday, u.period_id), u);
    if (u.room_id !== null) index.roomOff.set(key(u.room_id, u.weekday, u.period_id), u);
  }
  return index;
}

/** "Grade 7 North Maths". */
export const lessonName = (e: Pick<TimetableEntry, 'class_name' | 'section_name' | 'subject_name'>) => `${e.class_name} ${e.section_name} ${e.subject_name}`;
const sectionOf = (e: Pick<TimetableEntry, 'class_name' | 'section_name'>) => `${e.class_name} ${e.section_name}`;
const because = (u: Unavailability) => (u.reason ? ` (${u.reason})` : '');

const other = (e: TimetableEntry | undefined, except: number | null | undefined) => (e && e.id !== except ? e : undefined);

function where(index: WeekIndex, day: Weekday, periodId: number) {
  const period = index.periods.get(periodId);
  return period ? cellName(day, period) : cellName(day, { name: 'that period' });
}

/** The cell itself: a break, a period that does not run that day, or the section's own lesson already there. */
export function cellClashes(index: WeekIndex, p: Pick<Placement, 'section_id' | 'weekday' | 'period_id' | 'entry_id'>): LiveClash[] {
  const period = index.periods.get(p.period_id);
  if (period && period.kind === 'break') {
    return [{ kind: 'not-a-lesson', message: `No lesson can go there: ${period.name} is a break.`, brief: 'a break', entry_id: null }];
  }
  if (period && !runsOn(period, p.weekday)) {
    return [{ kind: 'not-a-lesson', message: `No lesson can go there: ${period.name} does not run on ${WEEKDAY_NAMES[p.weekday]}.`, brief: 'does not run that day', entry_id: null }];
  }
  const taken = other(index.section.get(key(p.section_id, p.weekday, p.period_id)), p.entry_id);
  if (!taken) return [];
  return [{ kind: 'section', message: `${sectionOf(taken)} already has ${taken.subject_name} on ${where(index, p.weekday, p.period_id)}.`, brief: `${taken.subject_name} is there`, entry_id: taken.id }];
}

/** The teacher teaching elsewhere then, or unavailable then. */
export function teacherClashes(index: WeekIndex, p: Omit<Placement, 'room_id' | 'section_id'>, names: Names): LiveClash[] {
  if (p.teacher_id === null) return [];
  const found: LiveClash[] = [];
  const name = names.teacher(p.teacher_id);
  const busy = other(index.teacher.get(key(p.teacher_id, p.weekday, p.period_id)), p.entry_id);
  if (busy) found.push({ kind: 'teacher', message: `${name} already teaches ${lessonName(busy)} on ${where(index, p.weekday, p.period_id)}.`, brief: `teaches ${sectionOf(busy)} then`, entry_id: busy.id });
  const off = index.teacherOff.get(key(p.teacher_id, p.weekday, p.period_id));
  if (off) found.push({ kind: 'teacher-unavailable', message: `${name} is not available on ${where(index, p.weekday, p.period_id)}${because(off)}.`, brief: 'not available then', entry_id: null });
  return found;
}

/** The room used by another lesson then, or unavailable then. */
export function roomClashes(index: WeekIndex, p: Omit<Placement, 'teacher_id' | 'section_id'>, names: Names): LiveClash[] {
  if (p.room_id === null) return [];
  const found: LiveClash[] = [];
  const name = names.room(p.room_id);
  const used = other(index.room.get(key(p.room_id, p.weekday, p.period_id)), p.entry_id);
  if (used) found.push({ kind: 'room', message: `${name} is already used by ${lessonName(used)} on ${where(index, p.weekday, p.period_id)}.`, brief: `used by ${sectionOf(used)} then`, entry_id: used.id });
  const off = index.roomOff.get(key(p.room_id, p.weekday, p.period_id));
  if (off) found.push({ kind: 'room-unavailable', message: `${name} is not available on ${where(index, p.weekday, p.period_id)}${because(off)}.`, brief: 'not available then', entry_id: null });
  return found;
}

/** Every clash a lesson would make in a cell, all at once, as the server would name them. */
export const clashesAt = (index: WeekIndex, p: Placement, names: Names): LiveClash[] => [
  ...cellClashes(index, p),
  ...teacherClashes(index, p, names),
  ...roomClashes(index, p, names),
];

/** A lesson already in the week: what it clashes with where it stands (only ever data older than the rules). */
export const entryClashes = (index: WeekIndex, e: TimetableEntry, names: Names): LiveClash[] => clashesAt(index, { ...e, entry_id: e.id }, names);

/**
 * "teaches Grade 7 South then; not available then": a few clashes in one line. A lesson already
 * named (the section's own lesson in that cell) is not named again for its teacher or room.
 */
export function briefly(clashes: readonly LiveClash[]): string {
  const named = new Set<number>();
  const shown: string[] = [];
  for (const c of clashes) {
    if (c.entry_id !== null && named.has(c.entry_id)) continue;
    if (c.entry_id !== null) named.add(c.entry_id);
    shown.push(c.brief);
  }
  return shown.join('; ');
}
