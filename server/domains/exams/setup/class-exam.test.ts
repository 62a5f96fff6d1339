import { beforeAll, describe, expect, it } from 'vitest';
import { API, type ExamClass } from '@contract';
import { enrolments, examMarkSheets, userClasses } from '../../../db/schema';
import { seedExam, seedExamSubject, seedExamType, seedGradingSystem, seedResults } from '../../../test/exams-data';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { seedClass, seedSection, seedStudent, seedYear } from '../../../test/students-data';

const t = twoSchools();
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

const url = `/api/${API.classExam}`;
const get = (examId: number | string, token = t.adminA) => t.api.get(`${url}?examId=${examId}`, { token });
const read = async (examId: number, token = t.adminA) => (await get(examId, token)).body as ExamClass[];

beforeAll(async () => {
  const { schoolId, adminId } = t.schoolA;
  const db = t.ctx.database.db;
  const year = await seedYear(t.ctx, schoolId, '2030/2031', '2030-09-01', '2031-08-31');
  const nextYear = await seedYear(t.ctx, schoolId, '2031/2032', '2031-09-01', '2032-08-31');
  const type = await seedExamType(t.ctx, schoolId);
  const grading = await seedGradingSystem(t.ctx, schoolId);
  ids.exam = await seedExam(t.ctx, schoolId, { academicYearId: year, examTypeId: type, gradingSystemId: grading, startDate: '2030-11-02', endDate: '2030-11-06' });
  ids.empty = await seedExam(t.ctx, schoolId, { academicYearId: year, examTypeId: type, gradingSystemId: grading });
  ids.grade8 = await seedClass(t.ctx, schoolId, 'Grade 8', { sortOrder: 2 });
  ids.grade7 = await seedClass(t.ctx, schoolId, 'Grade 7', { sortOrder: 1 });
  ids.grade9 = await seedClass(t.ctx, schoolId, 'Grade 9', { sortOrder: 3 });
  ids.north = await seedSection(t.ctx, schoolId, year, ids.grade7, 'North');
  ids.east = await seedSection(t.ctx, schoolId, year, ids.grade7, 'east');
  ids.south = await seedSection(t.ctx, schoolId, year, ids.grade8, 'South');
  await seedSection(t.ctx, schoolId, year, ids.grade9, 'West');
  await seedSection(t.ctx, schoolId, nextYear, ids.grade7, 'North');
  const bio = await seedExamSubject(t.ctx, schoolId, { examId: ids.exam, classId: ids.grade7 });
  const chem = await seedExamSubject(t.ctx, schoolId, { examId: ids.exam, classId: ids.grade7 });
  await seedExamSubject(t.ctx, schoolId, { examId: ids.exam, classId: ids.grade8 });

  // North: two seated all along; one gone before the exam, one come after it (neither sits);
  // one gone before it who has a result there all the same (sits). East: one.
  await seedStudent(t.ctx, schoolId, { sectionId: ids.north });
  await seedStudent(t.ctx, schoolId, { sectionId: ids.north });
  const enrol = async (sectionId: number, enrolledOn: string, endedOn: string | null) => {
    const studentId = await seedStudent(t.ctx, schoolId);
    await db.insert(enrolments).values({ schoolId, studentId, academicYearId: year, classId: ids.grade7!, sectionId, enrolledOn, endedOn, outcome: endedOn ? 'moved' : null });
    return studentId;
  };
  await enrol(ids.north, '2030-09-01', '2030-10-01');
  await enrol(ids.north, '2030-12-01', null);
  const eve = await enrol(ids.north, '2030-09-01', '2030-10-01');
  await seedResults(t.ctx, schoolId, { examSubjectId: bio.id, sectionId: ids.north, enteredBy: adminId, results: { [eve]: 'absent' } });
  await seedStudent(t.ctx, schoolId, { sectionId: ids.east });
  const sheet = (examSubjectId: number, sectionId: number, complete: boolean) => ({ schoolId, examSubjectId, sectionId, complete, updatedBy: adminId });
  await db.insert(examMarkSheets).values([sheet(bio.id, ids.north, true), sheet(chem.id, ids.north, false), sheet(bio.id, ids.east, true)]);

  const user = async (privileges: Parameters<typeof seedUser>[2], classIds?: number[]) => {
    const u = await seedUser(t.ctx, schoolId, privileges, { classIds });
    return t.api.login(u.username, u.password);
  };
  tokens.grade8 = await user(['exam-entry'], [ids.grade8]);
  tokens.reports = await user(['exam-type-report'], [ids.grade7, ids.grade9]);
  tokens.noClass = await user(['exam-entry']);
  tokens.none = await user(['list-class'], [ids.grade7]);
});

describe('classes sitting an exam (/api/class/exam)', () => {
  it('lists the classes with papers in class order, each with its sections of the exam’s year and their progress', async () => {
    const res = await get(ids.exam!);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        class_id: ids.grade7,
        class_name: 'Grade 7',
        subjects: 2,
        sections: [
          { id: ids.east, name: 'east', students: 1, own: false, complete: 1 },
          { id: ids.north, name: 'North', students: 3, own: false, complete: 1 },
        ],
      },
      { class_id: ids.grade8, class_name: 'Grade 8', subjects: 1, sections: [{ id: ids.south, name: 'South', students: 0, own: false, complete: 0 }] },
    ]);
    expect(await read(ids.empty!)).toEqual([]);
  });

  it('shows a teacher only their classes, marked as their own', async () => {
    expect(await read(ids.exam!, tokens.grade8)).toEqual([
      { class_id: ids.grade8, class_name: 'Grade 8', subjects: 1, sections: [{ id: ids.south, name: 'South', students: 0, own: true, complete: 0 }] },
    ]);
    expect((await read(ids.exam!, tokens.reports)).map((c) => [c.class_name, c.sections.map((s) => [s.name, s.own])])).toEqual([['Grade 7', [['east', true], ['North', true]]]]);
    expect(await read(ids.exam!, tokens.noClass)).toEqual([]);
  });

  it('marks an Admin’s assigned classes as their own', async () => {
    await t.ctx.database.db.insert(userClasses).values({ schoolId: t.schoolA.schoolId, userId: t.schoolA.adminId, classId: ids.grade8! });
    expect((await read(ids.exam!)).map((c) => [c.class_name, c.sections.every((s) => s.own)])).toEqual([['Grade 7', false], ['Grade 8', true]]);
  });

  it('needs an exam privilege, an exam id and the school’s exam', async () => {
    expect((await get(ids.exam!, tokens.none)).status).toBe(403);
    expect((await t.api.get(url, { token: t.adminA })).status).toBe(400);
    expect((await get('x')).status).toBe(400);
    expect((await get(999_999)).status).toBe(404);
    expect((await get(ids.exam!, t.adminB)).status).toBe(404);
  });
});
