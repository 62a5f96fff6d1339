import { eq } from 'drizzle-orm';
import { academicYears, employees, parents, rooms, sectionSubjects, sections, subjectClasses, subjects, users } from '../../db/schema';
import { TEACHER_CLASSES } from './classes';
import { FIRST_NAMES, GENDERS, LAST_NAMES, seeded } from './names';
import type { DemoContext } from './types';

const SUBJECTS: [name: string, code: string, fromGrade: number, toGrade: number][] = [
  ['Mathematics', 'MATH', 1, 12], ['English', 'ENG', 1, 12], ['Kiswahili', 'KIS', 1, 12],
  ['Science', 'SCI', 1, 8], ['Social Studies', 'SST', 1, 8], ['Religious Education', 'RE', 1, 12],
  ['Art and Craft', 'ART', 1, 6], ['Music', 'MUS', 1, 6], ['Physical Education', 'PE', 1, 12],
  ['Biology', 'BIO', 9, 12], ['Chemistry', 'CHEM', 9, 12], ['Physics', 'PHY', 9, 12],
  ['History', 'HIST', 9, 12], ['Geography', 'GEO', 9, 12], ['Computer Studies', 'COMP', 5, 12],
];

/** Lessons a week per subject (demo timetable): 29 to 37 a section, in 8 periods a day for 5 days. */
export const LESSONS_A_WEEK: Record<string, number> = {
  MATH: 6, ENG: 5, KIS: 5, SCI: 4, SST: 3, RE: 2, ART: 2, MUS: 2, PE: 2, BIO: 3, CHEM: 3, PHY: 3, HIST: 3, GEO: 3, COMP: 2,
};
/** A classroom for every section of a year, so each section's lessons take its own room. */
const CLASSROOMS = 30;

const JOBS = { teacher: 'Teacher', staff: 'Office staff', driver: 'Bus driver' } as const;

/**
 * The demo teacher's staff record: the teacher with the most lessons in the demo teacher's own
 * classes this year, so their "my week" is full and inside the classes they may see.
 */
async function linkDemoTeacher(ctx: DemoContext, sectionRows: { id: number; classId: number }[], assignments: { sectionId: number; teacherId: number }[]) {
  const userId = ctx.userIds.teacher;
  if (userId === undefined) throw new Error('demo structure: no teacher user');
  const own = new Set(TEACHER_CLASSES.teacher!.map((name) => ctx.classIds[name]));
  const ownSections = new Set(sectionRows.filter((s) => own.has(s.classId)).map((s) => s.id));
  const lessons = new Map<number, number>();
  for (const a of assignments) if (ownSections.has(a.sectionId)) lessons.set(a.teacherId, (lessons.get(a.teacherId) ?? 0) + 1);
  if (!lessons.size) throw new Error("demo structure: nobody teaches in the demo teacher's classes");
  const [employeeId] = [...lessons].reduce((best, next) => (next[1] > best[1] ? next : best));
  await ctx.tx.update(users).set({ employeeId }).where(eq(users.id, userId));
}

/**
 * Last year and this one, rooms, subjects, 60 staff (40 teachers), two or three sections a
 * class in both years with a room and a class teacher, and 800 parents.
 */
export async function seedStructure(ctx: DemoContext) {
  const { tx, schoolId } = ctx;
  const rnd = seeded(7);
  const [current] = await tx.select({ start: academicYears.startDate }).from(academicYears);
  const startYear = Number(current!.start.slice(0, 4)) - 1;
  const [previous] = await tx
    .insert(academicYears)
    .values({ schoolId, name: `${startYear}/${startYear + 1}`, startDate: `${startYear}-09-01`, endDate: `${startYear + 1}-08-31` })
    .returning({ id: academicYears.id });
  ctx.previousYearId = previous!.id;

  const roomRows = await tx
    .insert(rooms)
    .values(
      Array.from({ length: CLASSROOMS + 4 }, (_, i) => ({
        schoolId,
        name: i < CLASSROOMS ? `Room ${101 + i}` : ['Science Lab', 'Computer Lab', 'Library', 'Hall'][i - CLASSROOMS]!,
        capacity: i < CLASSROOMS ? 40 : 60,
      })),
    )
    .returning({ id: rooms.id });

  const subjectRows = await tx
    .insert(subjects)
    .values(SUBJECTS.map(([name, code]) => ({ schoolId, name, code })))
    .returning({ id: subjects.id });
  const takes: { schoolId: number; subjectId: number; classId: number }[] = [];
  SUBJECTS.forEach(([, , from, to], i) => {
    for (let g = from; g <= to; g++) takes.push({ schoolId, subjectId: subjectRows[i]!.id, classId: ctx.classIds[`Grade ${g}`]! });
  });
  await tx.insert(subjectClasses).values(takes);

  const staff = Array.from({ length: 60 }, (_, i) => {
    const type = i < 40 ? 'teacher' : i < 55 ? 'staff' : 'driver';
    const gender = rnd.pick(GENDERS);
    return {
      schoolId,
      number: `EMP-${String(i + 1).padStart(4, '0')}`,
      firstName: rnd.pick(FIRST_NAMES[gender]),
      lastName: rnd.pick(LAST_NAMES),
      gender,
      phone: `+254 7${String(rnd.int(10_000_000, 99_999_999))}`,
      jobTitle: JOBS[type],
      type,
      hireDate: `${rnd.int(2008, 2024)}-${String(rnd.int(1, 12)).padStart(2, '0')}-01`,
      baseSalary: type === 'teacher' ? rnd.int(45, 90) * 1_000_00 : rnd.int(20, 40) * 1_000_00,
    };
  });
  const staffRows = await tx.insert(employees).values(staff).returning({ id: employees.id, type: employees.type });
  const teacherIds = staffRows.filter((s) => s.type === 'teacher').map((s) => s.id);
  ctx.teacherIds = teacherIds;

  let t = 0;
  const sectionValues = [];
  for (const yearId of [previous!.id, ctx.academicYearId]) {
    let room = 0;
    for (const [i, name] of Object.keys(ctx.classIds).entries()) {
      const count = i % 3 === 0 ? 3 : 2;
      for (let k = 0; k < count; k++) {
        sectionValues.push({
          schoolId,
          academicYearId: yearId,
          classId: ctx.classIds[name]!,
          name: ['North', 'South', 'East'][k]!,
          roomId: roomRows[room++ % CLASSROOMS]!.id,
          teacherId: teacherIds[t++ % teacherIds.length]!,
          capacity: 60,
        });
      }
    }
  }
  const sectionRows = await tx.insert(sections).values(sectionValues).returning({ id: sections.id, classId: sections.classId, yearId: sections.academicYearId });
  ctx.sectionIds = sectionRows.filter((s) => s.yearId === ctx.academicYearId).map((s) => s.id);
  ctx.previousSectionIds = sectionRows.filter((s) => s.yearId === previous!.id).map((s) => s.id);

  // Each subject of a section goes to the teacher with the fewest lessons so far, so no one is
  // given more lessons than a week has periods and the demo timetable can place them all.
  const load = new Map(teacherIds.map((id) => [id, 0]));
  const lessonsOf = new Map(subjectRows.map((row, i) => [row.id, LESSONS_A_WEEK[SUBJECTS[i]![1]] ?? 2]));
  const assignments = [];
  for (const s of sectionRows.filter((r) => r.yearId === ctx.academicYearId)) {
    for (const take of takes.filter((x) => x.classId === s.classId)) {
      const least = Math.min(...load.values());
      const candidates = teacherIds.filter((id) => load.get(id) === least);
      const teacherId = candidates[rnd.int(0, candidates.length - 1)]!;
      load.set(teacherId, least + lessonsOf.get(take.subjectId)!);
      assignments.push({ schoolId, sectionId: s.id, subjectId: take.subjectId, teacherId });
    }
  }
  await tx.insert(sectionSubjects).values(assignments);
  await linkDemoTeacher(ctx, sectionRows, assignments);

  const parentValues = Array.from({ length: 800 }, (_, i) => {
    const gender = rnd.pick(GENDERS);
    const first = rnd.pick(FIRST_NAMES[gender]);
    const last = rnd.pick(LAST_NAMES);
    return {
      schoolId,
      fullname: `${first} ${last}`,
      phone: `+254 722 ${String(100_000 + i).padStart(6, '0')}`,
      email: i % 3 === 0 ? `${first}.${last}${i}@example.com`.toLowerCase() : null,
      address: `${rnd.int(1, 400)} ${rnd.pick(['Moi Avenue', 'Kenyatta Road', 'Ngong Road', 'Mombasa Road', 'Thika Road'])}`,
      occupation: rnd.pick(['Farmer', 'Nurse', 'Trader', 'Engineer', 'Teacher', 'Driver', 'Accountant', null]),
    };
  });
  for (let i = 0; i < parentValues.length; i += 400) {
    const rows = await tx.insert(parents).values(parentValues.slice(i, i + 400)).returning({ id: parents.id });
    ctx.parentIds.push(...rows.map((r) => r.id));
  }
}
