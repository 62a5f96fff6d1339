import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PromotionPreview, PromotionProposal } from '@contract';
import { addDays } from '../../../lib/days';
import { seedExam, seedExamSubject, seedExamType, seedGradingSystem, seedResults, seedSubject } from '../../../test/exams-data';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection, seedStudent, seedYear } from '../../../test/students-data';

/**
 * Issue 16, results feed promotion: the preview shows each student's final exam report for the
 * section's year and proposes "repeated" for a student who failed it (into a section of the same
 * class next year, the same-name one first); the user still confirms, as before.
 */
const t = twoSchools();
const ids: Record<string, number> = {};
let nextYear = 0;

type Marks = Record<string, number | 'absent'>;

const preview = async (sectionId: number, token = t.adminA) => {
  const res = await t.api.post('/api/students/promotion/preview', { token, body: { section_id: sectionId, target_year_id: nextYear } });
  expect(res.status).toBe(200);
  return res.body as PromotionPreview;
};
const proposalOf = (p: PromotionPreview, name: string) => p.students.find((s) => s.student_id === ids[name])!;
const shape = (s: PromotionProposal) => ({ proposed: s.proposed, target_section_id: s.target_section_id, final_result: s.final_result });

beforeAll(async () => {
  const school = t.schoolA.schoolId;
  const year = await activeYear(t.ctx, school);
  const ys = year.startDate;
  const startYear = Number(ys.slice(0, 4)) + 1;
  nextYear = await seedYear(t.ctx, school, `${startYear}/${startYear + 1}`, `${startYear}-09-01`, `${startYear + 1}-08-31`);
  ids.top = await seedClass(t.ctx, school, 'Form 4', { sortOrder: 4 });
  ids.f3 = await seedClass(t.ctx, school, 'Form 3', { sortOrder: 3, nextClassId: ids.top });
  ids.from = await seedSection(t.ctx, school, year.id, ids.f3, 'Alpha');
  ids.leavers = await seedSection(t.ctx, school, year.id, ids.top, 'Alpha');
  ids.nextSame = await seedSection(t.ctx, school, nextYear, ids.top, 'Alpha');
  ids.repeatSame = await seedSection(t.ctx, school, nextYear, ids.f3, 'Alpha', 1);
  ids.repeatOther = await seedSection(t.ctx, school, nextYear, ids.f3, 'Beta');
  for (const name of ['Pat', 'Fin', 'Fio', 'Inc', 'Nor', 'Dec']) ids[name] = await seedStudent(t.ctx, school, { sectionId: ids.from, firstName: name, lastName: `${name}son` });
  for (const name of ['Lea', 'Lou']) ids[name] = await seedStudent(t.ctx, school, { sectionId: ids.leavers, firstName: name, lastName: `${name}son` });

  const grading = await seedGradingSystem(t.ctx, school);
  const types = { t1: await seedExamType(t.ctx, school, 40), t2: await seedExamType(t.ctx, school, 60) };
  const maths = await seedSubject(t.ctx, school, 'Maths');
  const english = await seedSubject(t.ctx, school, 'English');
  const exam = async (typeId: number, day: number, marks: { maths: Marks; english: Marks }, status?: 'Pending' | 'Closed') => {
    const examId = await seedExam(t.ctx, school, { academicYearId: year.id, examTypeId: typeId, gradingSystemId: grading, startDate: addDays(ys, day) });
    for (const [subjectId, results] of [
      [maths, marks.maths],
      [english, marks.english],
    ] as const) {
      const sittings: [number, number][] = [
        [ids.f3!, ids.from!],
        [ids.top!, ids.leavers!],
      ];
      for (const [classId, sectionId] of sittings) {
        const { id } = await seedExamSubject(t.ctx, school, { examId, classId, subjectId, maxMarks: 100, passMarks: 50 });
        const here = Object.entries(results).filter(([n]) => (n === 'Lea' || n === 'Lou') === (sectionId === ids.leavers));
        await seedResults(t.ctx, school, { examSubjectId: id, sectionId, enteredBy: t.schoolA.adminId, results: Object.fromEntries(here.map(([n, r]) => [ids[n]!, r])) });
      }
    }
    if (status) await t.ctx.database.db.execute(sql`update exams set status = ${status} where id = ${examId}`);
  };
  await exam(
    types.t1,
    30,
    { maths: { Pat: 70, Fin: 60, Fio: 60, Inc: 55, Dec: 50, Lea: 70, Lou: 70 }, english: { Pat: 60, Fin: 30, Fio: 20, Inc: 'absent', Dec: 10, Lea: 80, Lou: 20 } },
    'Closed',
  );
  await exam(types.t2, 90, { maths: { Pat: 80, Fin: 70, Fio: 70, Inc: 65, Dec: 50, Lea: 70, Lou: 70 }, english: { Pat: 70, Fin: 40, Fio: 30, Inc: 'absent', Dec: 10, Lea: 80, Lou: 20 } });
  // A Pending exam counts nothing, however it went.
  await exam(types.t2, 150, { maths: { Pat: 0 }, english: { Pat: 0 } }, 'Pending');

  // Dec was decided (promoted) before the marks were looked at: the decision stands.
  const decided = await t.api.post('/api/students/promotion', {
    token: t.adminA,
    body: { section_id: ids.from, target_year_id: nextYear, decisions: [{ student_id: ids.Dec, outcome: 'promoted', target_section_id: ids.nextSame }] },
  });
  expect(decided.status).toBe(200);
});

describe('promotion preview with the final exam report', () => {
  it('shows each student’s final result and proposes repeating for a fail', async () => {
    const p = await preview(ids.from!);
    // Pat: Maths (40×70 + 60×80) / 100 = 76, English 66; overall (40×65 + 60×75) / 100 = 71.
    expect(shape(proposalOf(p, 'Pat'))).toEqual({ proposed: 'promoted', target_section_id: ids.nextSame, final_result: { outcome: 'pass', percent: 71, failed_subjects: [] } });
    // Fin: English (40×30 + 60×40) / 100 = 36, under 50: repeat, in the same-name section of Form 3 next year.
    expect(shape(proposalOf(p, 'Fin'))).toEqual({ proposed: 'repeated', target_section_id: ids.repeatSame, final_result: { outcome: 'fail', percent: 51, failed_subjects: ['English'] } });
    // Fio fails too; the same-name section holds one, so she is proposed the next with room.
    expect(shape(proposalOf(p, 'Fio'))).toMatchObject({ proposed: 'repeated', target_section_id: ids.repeatOther, final_result: { outcome: 'fail' } });
    // Absent from every English paper: incomplete, not failed, so promotion is still proposed.
    expect(shape(proposalOf(p, 'Inc'))).toEqual({ proposed: 'promoted', target_section_id: ids.nextSame, final_result: { outcome: 'incomplete', percent: 61, failed_subjects: [] } });
    // No result on any exam that counts: no final result.
    expect(shape(proposalOf(p, 'Nor'))).toEqual({ proposed: 'promoted', target_section_id: ids.nextSame, final_result: null });
    // Already decided: the decision is shown as it is, with the result beside it.
    expect(proposalOf(p, 'Dec')).toMatchObject({ proposed: 'promoted', already: { outcome: 'promoted', section_id: ids.nextSame }, final_result: { outcome: 'fail', failed_subjects: ['English'] } });
  });

  it('proposes repeating the top class instead of graduating for a fail', async () => {
    const p = await preview(ids.leavers!);
    expect(shape(proposalOf(p, 'Lea'))).toMatchObject({ proposed: 'graduated', target_section_id: null, final_result: { outcome: 'pass' } });
    expect(shape(proposalOf(p, 'Lou'))).toMatchObject({ proposed: 'repeated', target_section_id: expect.any(Number), final_result: { outcome: 'fail', failed_subjects: ['English'] } });
    expect(p.repeat_sections.map((s) => s.id)).toContain(proposalOf(p, 'Lou').target_section_id);
  });

  it('shows the results to anyone who may promote, and leaves the decision to the user', async () => {
    const teacher = await seedUser(t.ctx, t.schoolA.schoolId, ['pass-student'], { classIds: [ids.f3!] });
    const token = await t.api.login(teacher.username, teacher.password);
    const p = await preview(ids.from!, token);
    expect(proposalOf(p, 'Fin').final_result).toMatchObject({ outcome: 'fail' });
    // The user overrules the proposal: Fin is promoted after all.
    const res = await t.api.post('/api/students/promotion', {
      token,
      body: { section_id: ids.from, target_year_id: nextYear, decisions: [{ student_id: ids.Fin, outcome: 'promoted', target_section_id: ids.nextSame }] },
    });
    expect(res.status).toBe(200);
    expect(proposalOf(await preview(ids.from!), 'Fin')).toMatchObject({ proposed: 'promoted', already: { outcome: 'promoted' }, final_result: { outcome: 'fail' } });
  });
});
