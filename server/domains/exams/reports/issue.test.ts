import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, CARD_TREATMENT, type IssueCardsResult, type IssuedCard, type IssuedCardSummary } from '@contract';
import { auditLog } from '../../../db/schema';
import { addDays } from '../../../lib/days';
import { seedExam, seedExamSubject, seedExamType, seedGradingSystem, seedResults, seedSubject } from '../../../test/exams-data';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection, seedStudent } from '../../../test/students-data';

/**
 * Issue 16, issued report cards (`/results/cards`): frozen snapshots. Issuing stores a version
 * only for a card that changed since its last; a correction makes a new version and the old one
 * stays readable as it was.
 */
const t = twoSchools();
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

const path = `/api/${API.resultCards}`;
const issue = (body: object, token = t.adminA) => t.api.post(path, { token, body });
const list = (token = t.adminA) => t.api.get(`${path}?examId=${ids.exam}&sectionId=${ids.blue}`, { token });
const listed = async () => {
  const res = await list();
  expect(res.status).toBe(200);
  return (res.body as IssuedCardSummary[]).map((c) => [c.fullname, c.version, c.latest]);
};
const mathsOf = (card: IssuedCard) => card.card.subjects.find((s) => s.subject_name === 'Maths')!.marks;

beforeAll(async () => {
  const school = t.schoolA.schoolId;
  const year = await activeYear(t.ctx, school);
  ids.g5 = await seedClass(t.ctx, school, 'Grade 5');
  ids.g6 = await seedClass(t.ctx, school, 'Grade 6');
  ids.blue = await seedSection(t.ctx, school, year.id, ids.g5, 'Blue');
  ids.red = await seedSection(t.ctx, school, year.id, ids.g5, 'Red');
  ids.amy = await seedStudent(t.ctx, school, { sectionId: ids.blue, firstName: 'Amy', lastName: 'Blue' });
  ids.ben = await seedStudent(t.ctx, school, { sectionId: ids.blue, firstName: 'Ben', lastName: 'Blue' });
  ids.cal = await seedStudent(t.ctx, school, { sectionId: ids.red, firstName: 'Cal', lastName: 'Red' });
  const grading = await seedGradingSystem(t.ctx, school);
  ids.exam = await seedExam(t.ctx, school, {
    academicYearId: year.id,
    examTypeId: await seedExamType(t.ctx, school),
    gradingSystemId: grading,
    startDate: addDays(year.startDate, 40),
    endDate: addDays(year.startDate, 42),
  });
  ids.maths = (await seedExamSubject(t.ctx, school, { examId: ids.exam, classId: ids.g5, subjectId: await seedSubject(t.ctx, school, 'Maths') })).id;
  ids.english = (await seedExamSubject(t.ctx, school, { examId: ids.exam, classId: ids.g5, subjectId: await seedSubject(t.ctx, school, 'English') })).id;
  const enteredBy = t.schoolA.adminId;
  await seedResults(t.ctx, school, { examSubjectId: ids.maths, sectionId: ids.blue, enteredBy, results: { [ids.amy]: 70, [ids.ben]: 90 } });
  await seedResults(t.ctx, school, { examSubjectId: ids.english, sectionId: ids.blue, enteredBy, results: { [ids.amy]: 'absent', [ids.ben]: 85 } });
  await seedResults(t.ctx, school, { examSubjectId: ids.maths, sectionId: ids.red, enteredBy, results: { [ids.cal]: 50 } });

  const as = async (privileges: Parameters<typeof seedUser>[2], classIds: number[]) => {
    const u = await seedUser(t.ctx, school, privileges, { classIds });
    return t.api.login(u.username, u.password);
  };
  tokens.reader = await as(['exam-subject-report'], [ids.g5]);
  tokens.g6 = await as(['exam-student-report'], [ids.g6]);
});

describe('issuing report cards (POST /api/results/cards)', () => {
  it('freezes each card as version 1, with one audit row', async () => {
    const res = await issue({ exam_id: ids.exam, section_id: ids.blue });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: '2 report cards issued', issued: 2, unchanged: 0 } satisfies IssueCardsResult);
    const [row] = await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.requestId, res.headers.get('x-request-id')!));
    expect(row).toMatchObject({ action: 'issue', entity: 'report-card', detail: expect.objectContaining({ exam_id: ids.exam, section_id: ids.blue, issued: 2 }) });
    expect(row!.entityIds).toHaveLength(2);
    expect(await listed()).toEqual([
      ['Amy Blue', 1, true],
      ['Ben Blue', 1, true],
    ]);
  });

  it('issues nothing again while the cards are unchanged (an idempotent replay)', async () => {
    const res = await issue({ exam_id: ids.exam, section_id: ids.blue });
    expect(res.status).toBe(200);
    expect(res.headers.get('idempotent-replayed')).toBe('true');
    expect(res.body).toMatchObject({ issued: 0, unchanged: 2 });
    expect(await listed()).toEqual([
      ['Amy Blue', 1, true],
      ['Ben Blue', 1, true],
    ]);
  });

  it('issues a new version after a correction; the old one stays readable as it was', async () => {
    const [v1] = (await list()).body as IssuedCardSummary[];
    await t.ctx.database.db.execute(sql`update exam_results set marks = 75 where exam_subject_id = ${ids.maths} and student_id = ${ids.amy}`);
    const res = await issue({ exam_id: ids.exam, section_id: ids.blue });
    expect(res.body).toEqual({ message: '1 report card issued; 1 unchanged since last issued', issued: 1, unchanged: 1 });
    const now = (await list()).body as IssuedCardSummary[];
    expect(now.map((c) => [c.fullname, c.version, c.latest])).toEqual([
      ['Amy Blue', 2, true],
      ['Amy Blue', 1, false],
      ['Ben Blue', 1, true],
    ]);
    expect(now[0]).toMatchObject({ student_id: ids.amy, issued_by_name: expect.any(String), issued_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) });

    const old = (await t.api.get(`${path}/${v1!.id}`, { token: t.adminA })).body as IssuedCard;
    const fresh = (await t.api.get(`${path}/${now[0]!.id}`, { token: t.adminA })).body as IssuedCard;
    expect(old).toMatchObject({ id: v1!.id, version: 1, latest: false, exam_id: ids.exam, section_id: ids.blue, treatment: CARD_TREATMENT });
    expect([mathsOf(old), old.card.percent, old.card.total_max]).toEqual([70, 70, 100]);
    expect([mathsOf(fresh), fresh.card.percent, fresh.latest]).toEqual([75, 75, true]);
    expect(old.grading.map((g) => g.bands.length)).toEqual([5]);
    // The database refuses to change an issued card, whatever path tries.
    await expect(t.ctx.database.db.execute(sql`update report_cards set version = 9 where id = ${v1!.id}`)).rejects.toThrow();
  });

  it('issues the named students only, who must sit the exam in the section', async () => {
    await t.ctx.database.db.execute(sql`update exam_results set marks = 60 where exam_subject_id = ${ids.english} and student_id = ${ids.ben}`);
    const one = await issue({ exam_id: ids.exam, section_id: ids.blue, student_ids: [ids.ben] });
    expect(one.body).toMatchObject({ issued: 1, unchanged: 0 });
    expect(await listed()).toEqual([
      ['Amy Blue', 2, true],
      ['Amy Blue', 1, false],
      ['Ben Blue', 2, true],
      ['Ben Blue', 1, false],
    ]);
    const stranger = await issue({ exam_id: ids.exam, section_id: ids.blue, student_ids: [ids.ben, ids.cal] });
    expect([stranger.status, stranger.body.issues]).toEqual([422, [{ path: 'student_ids.1', message: 'This student did not sit the exam in this section.' }]]);
  });

  it('refuses bad input naming the field', async () => {
    const cases: [object, string[]][] = [
      [{ section_id: ids.blue }, ['exam_id']],
      [{ exam_id: ids.exam, section_id: 'x' }, ['section_id']],
      [{ exam_id: ids.exam, section_id: ids.blue, student_ids: [] }, ['student_ids']],
    ];
    for (const [body, fields] of cases) {
      const res = await issue(body);
      expect([res.status, res.body.issues?.map((i: { path: string }) => i.path)]).toEqual([400, fields]);
    }
  });

  it('keeps to the user’s classes and school; issuing needs exam-student-report', async () => {
    const [card] = (await list()).body as IssuedCardSummary[];
    expect((await issue({ exam_id: ids.exam, section_id: ids.blue }, tokens.reader)).status).toBe(403);
    expect((await list(tokens.reader)).status).toBe(200);
    expect((await t.api.get(`${path}/${card!.id}`, { token: tokens.reader })).status).toBe(200);
    expect((await issue({ exam_id: ids.exam, section_id: ids.blue }, tokens.g6)).status).toBe(404);
    expect((await list(tokens.g6)).status).toBe(404);
    expect((await t.api.get(`${path}/${card!.id}`, { token: tokens.g6 })).status).toBe(404);
    expect((await issue({ exam_id: ids.exam, section_id: ids.blue }, t.adminB)).status).toBe(404);
    expect((await t.api.get(`${path}/${card!.id}`, { token: t.adminB })).status).toBe(404);
    expect((await t.api.get(`${path}/abc`, { token: t.adminA })).status).toBe(400);
    const issues = await t.ctx.database.db.select().from(auditLog).where(and(eq(auditLog.schoolId, t.schoolA.schoolId), eq(auditLog.action, 'issue')));
    expect(issues).toHaveLength(3);
  });
});
