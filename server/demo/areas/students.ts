import { enrolments, performanceNotes, sections, students } from '../../db/schema';
import { FIRST_NAMES, GENDERS, LAST_NAMES, seeded } from './names';
import type { DemoContext } from './types';

const STUDENTS = 1_500;
const CATEGORIES = ['academic', 'behaviour', 'attendance', 'sport', 'other'] as const;
const REMARKS: Record<(typeof CATEGORIES)[number], string[]> = {
  academic: ['Strong test results this month', 'Struggles with fractions; extra practice agreed', 'Excellent project work', 'Reading has improved'],
  behaviour: ['Helpful to classmates', 'Disrupted the lesson twice', 'Shows good leadership', 'Late homework, parent informed'],
  attendance: ['Perfect attendance this month', 'Often late in the morning', 'Absent three days, no note'],
  sport: ['Selected for the football team', 'Won the 100 m race', 'Needs encouragement in PE'],
  other: ['Joined the debate club', 'Volunteered at the school fair'],
};

const chunks = <T>(items: T[], size = 500) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * 1,500 students spread over this year's sections, each with a parent (brothers and sisters
 * share one), last year's enrolment one class lower (Grade 1 pupils are new this year, but
 * for a few who repeat), and a few performance notes each.
 */
export async function seedStudents(ctx: DemoContext) {
  const { tx, schoolId } = ctx;
  const rnd = seeded(11);
  const all = await tx.select({ id: sections.id, classId: sections.classId, name: sections.name, yearId: sections.academicYearId }).from(sections);
  const current = all.filter((s) => s.yearId === ctx.academicYearId);
  const previous = all.filter((s) => s.yearId === ctx.previousYearId);
  const gradeOf = new Map(Object.entries(ctx.classIds).map(([name, id]) => [id, Number(name.replace('Grade ', ''))]));
  const classOfGrade = new Map(Object.entries(ctx.classIds).map(([name, id]) => [Number(name.replace('Grade ', '')), id]));
  const yearStart = Number(ctx.academicYearStart.slice(0, 4));

  const rows = Array.from({ length: STUDENTS }, (_, i) => {
    const section = current[i % current.length]!;
    const grade = gradeOf.get(section.classId)!;
    const gender = rnd.pick(GENDERS);
    const firstName = rnd.pick(FIRST_NAMES[gender]);
    // Never "Joy Joy Abdi": a middle name differs from the first.
    const middleName = rnd.next() < 0.3 ? rnd.pick(FIRST_NAMES[gender].filter((n) => n !== firstName)) : null;
    const newThisYear = grade === 1 && rnd.next() > 0.15;
    return {
      section,
      grade,
      newThisYear,
      student: {
        schoolId,
        admissionNo: `ADM-${String(i + 1).padStart(4, '0')}`,
        firstName,
        middleName,
        lastName: rnd.pick(LAST_NAMES),
        gender,
        dateOfBirth: `${yearStart - 5 - grade}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`,
        address: `${rnd.int(1, 400)} ${rnd.pick(['Moi Avenue', 'Kenyatta Road', 'Ngong Road', 'Mombasa Road', 'Thika Road'])}`,
        house: rnd.pick(['Red', 'Blue', 'Green', 'Yellow']),
        admissionDate: newThisYear ? ctx.academicYearStart : `${yearStart - 1 - Math.max(0, grade - 2)}-09-01`,
        feeDiscount: rnd.next() < 0.1 ? rnd.pick([150_00, 300_00, 500_00]) : 0,
        parentId: ctx.parentIds[Math.floor(rnd.next() * ctx.parentIds.length)]!,
      },
    };
  });

  const ids: number[] = [];
  for (const part of chunks(rows)) {
    const inserted = await tx.insert(students).values(part.map((r) => r.student)).returning({ id: students.id });
    ids.push(...inserted.map((s) => s.id));
  }

  const lastYearEnd = `${yearStart}-08-31`;
  const history = rows.flatMap((r, i) => {
    const studentId = ids[i]!;
    const now = { schoolId, studentId, academicYearId: ctx.academicYearId, classId: r.section.classId, sectionId: r.section.id, outcome: null, enrolledOn: ctx.academicYearStart };
    if (r.newThisYear) return [now];
    const lastGrade = r.grade === 1 ? 1 : r.grade - 1;
    const lastClass = classOfGrade.get(lastGrade)!;
    const lastSection = previous.find((s) => s.classId === lastClass && s.name === r.section.name) ?? previous.find((s) => s.classId === lastClass)!;
    return [
      {
        schoolId,
        studentId,
        academicYearId: ctx.previousYearId!,
        classId: lastClass,
        sectionId: lastSection.id,
        outcome: r.grade === 1 ? 'repeated' : 'promoted',
        enrolledOn: `${yearStart - 1}-09-01`,
        endedOn: lastYearEnd,
      },
      now,
    ];
  });
  for (const part of chunks(history)) await tx.insert(enrolments).values(part);

  const today = new Date(`${ctx.today}T00:00:00Z`);
  const start = new Date(`${ctx.academicYearStart}T00:00:00Z`);
  const span = Math.max(1, Math.floor((today.getTime() - start.getTime()) / 86_400_000));
  const notes = ids.flatMap((studentId) =>
    Array.from({ length: rnd.int(1, 5) }, () => {
      const category = rnd.pick(CATEGORIES);
      return {
        schoolId,
        studentId,
        date: iso(new Date(start.getTime() + rnd.int(0, span) * 86_400_000)),
        category,
        rating: rnd.int(1, 5),
        remark: rnd.pick(REMARKS[category]),
        authorId: ctx.userIds.teacher ?? ctx.adminId,
      };
    }),
  );
  for (const part of chunks(notes)) await tx.insert(performanceNotes).values(part);
}
