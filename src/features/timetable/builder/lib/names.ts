import type { LessonRequirement, Room, Subject, TeacherOption, TimetableEntry } from '@contract';
import type { Names } from './clashes';

export interface NameSources {
  teachers?: readonly TeacherOption[];
  rooms?: readonly Room[];
  subjects?: readonly Subject[];
  requirements?: readonly LessonRequirement[];
  entries?: readonly TimetableEntry[];
}

export interface BuilderNames extends Names {
  subject: (id: number) => string;
}

/**
 * Names of the teachers, rooms and subjects a week mentions: from the pickers' lists, else from
 * the lessons themselves (a teacher no longer active still has a name on their old lessons).
 */
export function namesFrom({ teachers = [], rooms = [], subjects = [], requirements = [], entries = [] }: NameSources): BuilderNames {
  const teacher = new Map<number, string>();
  const room = new Map<number, string>();
  const subject = new Map<number, string>();
  for (const e of entries) {
    if (e.teacher_id !== null && e.teacher_name) teacher.set(e.teacher_id, e.teacher_name);
    if (e.room_id !== null && e.room_name) room.set(e.room_id, e.room_name);
    subject.set(e.subject_id, e.subject_name);
  }
  for (const r of requirements) {
    if (r.teacher_id !== null && r.teacher_name) teacher.set(r.teacher_id, r.teacher_name);
    subject.set(r.subject_id, r.subject_name);
  }
  for (const t of teachers) teacher.set(t.id, t.fullname);
  for (const r of rooms) room.set(r.id, r.name);
  for (const s of subjects) subject.set(s.id, s.name);
  return {
    teacher: (id) => teacher.get(id) ?? `Teacher #${id}`,
    room: (id) => room.get(id) ?? `Room #${id}`,
    subject: (id) => subject.get(id) ?? `Subject #${id}`,
  };
}
