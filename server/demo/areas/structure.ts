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
 * What the demo teacher's staff record teaches, all inside the classes their account opens
 * (TEACHER_CLASSES.teacher): Mathematics in every section of those classes and Religious
 * Education in Grade 1, 36 lessons a week. Nobody else teaches those subjects there, and they
 * teach nothing elsewhere.
 */
export const DEMO_TEACHER_SUBJECTS: Record<string, string[]> = { 'Grade 1': ['MATH', 'RE'], 'Grade 2': ['MATH'] };

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
      // Monthly gross in KES (minor units): teachers 35,000 to 80,000, office staff 18,000 to 35,000, drivers 25,000 to 32,000.
      baseSalary: (type === 'teacher' ? rnd.int(35, 80) : type === 'staff' ? rnd.int(18, 35) : rnd.int(25, 32)) * 1_000_00,
    };
  });
  const staffRows = await tx.insert(employees).values(staff).returning({ id: employees.id, type: employees.type });
  const teacherIds = staffRows.filter((s) => s.type === 'teacher').map((s) => s.id);
  ctx.teacherIds = teacherIds;
  // The first teacher is the demo teacher's staff record; the others share the rest of the school.
  const demoTeacher = teacherIds[0]!;
  const others = teacherIds.slice(1);
  const userId = ctx.userIds.teacher;
  if (userId === undefined) throw new Error('demo structure: no teacher user');
  await tx.update(users).set({ employeeId: demoTeacher }).where(eq(users.id, userId));
  const ownClasses = new Map(Object.entries(DEMO_TEACHER_SUBJECTS).map(([name, codes]) => [ctx.classIds[name]!, codes]));
  const codeOf = new Map(subjectRows.map((row, i) => [row.id, SUBJECTS[i]![1]]));

  let t = 0;
  const sectionValues = [];
  for (const yearId of [previous!.id, ctx.academicYearId]) {
    let room = 0;
    for (const [i, name] of Object.keys(ctx.classIds).entries()) {
      const count = i % 3 === 0 ? 3 : 2;
      for (let k = 0; k < count; k++) {
        // The demo teacher is class teacher of this year's first Grade 1 section, and of none elsewhere.
        const own = yearId === ctx.academicYearId && name === TEACHER_CLASSES.teacher![0] && k === 0;
        sectionValues.push({
          schoolId,
          academicYearId: yearId,
          classId: ctx.classIds[name]!,
          name: ['North', 'South', 'East'][k]!,
          roomId: roomRows[room++ % CLASSROOMS]!.id,
          teacherId: own ? demoTeacher : others[t++ % others.length]!,
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
  const load = new Map(others.map((id) => [id, 0]));
  const lessonsOf = new Map(subjectRows.map((row, i) => [row.id, LESSONS_A_WEEK[SUBJECTS[i]![1]] ?? 2]));
  const assignments = [];
  for (const s of sectionRows.filter((r) => r.yearId === ctx.academicYearId)) {
    for (const take of takes.filter((x) => x.classId === s.classId)) {
      if (ownClasses.get(s.classId)?.includes(codeOf.get(take.subjectId)!)) {
        assignments.push({ schoolId, sectionId: s.id, subjectId: take.subjectId, teacherId: demoTeacher });
        continue;
      }
      const least = Math.min(...load.values());
      const candidates = others.filter((id) => load.get(id) === least);
      const teacherId = candidates[rnd.int(0, candidates.length - 1)]!;
      load.set(teacherId, least + lessonsOf.get(take.subjectId)!);
      assignments.push({ schoolId, sectionId: s.id, subjectId: take.subjectId, teacherId });
    }
  }
  await tx.insert(sectionSubjects).values(assignments);

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
