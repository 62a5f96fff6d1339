import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRemark, CardRemarksSaved, SectionResults } from '@contract';
import { seedResults } from '../../../test/exams-data';
import { twoSchools } from '../../../test/schools';
import { countRows, seedResultsSchool, setExamStatus, userToken } from './results-data';

const t = twoSchools();
let s: Awaited<ReturnType<typeof seedResultsSchool>>;

const broadsheet = (examId: number, sectionId: number, token = t.adminA) => t.api.get<SectionResults>(`/api/results?examId=${examId}&sectionId=${sectionId}`, { token });
const remarks = (examId: number, sectionId: number, token = t.adminA) => t.api.get<CardRemark[]>(`/api/results/remarks?examId=${examId}&sectionId=${sectionId}`, { token });
const putRemarks = (body: object, token = t.adminA) => t.api.put<CardRemarksSaved>('/api/results/remarks', { token, body });
const issuesOf = (body: unknown) => (body as { issues: { path: string }[] }).issues.map((i) => i.path);

beforeAll(async () => {
  s = await seedResultsSchool(t);
  const { schoolId, adminId } = t.schoolA;
  const [a, b, c, d] = s.kids.g1;
  await seedResults(t.ctx, schoolId, { examSubjectId: s.maths, sectionId: s.sections.g1, enteredBy: adminId, results: { [a!]: 40, [b!]: 'absent', [c!]: 'exempt' } });
  await seedResults(t.ctx, schoolId, { examSubjectId: s.english, sectionId: s.sections.g1, enteredBy: adminId, results: { [a!]: 71.5, [d!]: 0 } });
  await seedResults(t.ctx, schoolId, { examSubjectId: s.english, sectionId: s.sections.g1b, enteredBy: adminId, results: { [s.kids.g1b[0]!]: 55 } });
  await t.ctx.database.db.execute(sql`insert into exam_mark_sheets (school_id, exam_subject_id, section_id, complete, updated_by)
    values (${schoolId}, ${s.maths}, ${s.sections.g1}, true, ${adminId})`);
});

describe("a section's broadsheet (GET /api/results?examId&sectionId)", () => {
  it("lists its class's papers with progress, and each student's results by paper", async () => {
    const res = await broadsheet(s.examId, s.sections.g1);
    expect(res.status).toBe(200);
    expect(res.body.exam).toEqual({ id: s.examId, name: 'Term 1', status: 'Active' });
    expect(res.body.section).toEqual({ id: s.sections.g1, name: 'G1', class_id: s.grade1, class_name: 'Grade 1' });
    const papers = Object.fromEntries(res.body.subjects.map((p) => [p.exam_subject_id, p]));
    expect(Object.keys(papers).map(Number).sort()).toEqual([s.maths, s.english].sort());
    expect(papers[s.maths]).toMatchObject({ max_marks: 50, pass_marks: 25, complete: true, entered: 3 });
    // G1B's result on English is G1B's: it is not counted here.
    expect(papers[s.english]).toMatchObject({ max_marks: 100, complete: false, entered: 2 });
    expect(res.body.students.map((x) => x.student_id)).toEqual(s.kids.g1);
    const [a, b, , d, e] = res.body.students;
    expect(a!.results).toEqual({ [s.maths]: { state: 'marked', marks: 40 }, [s.english]: { state: 'marked', marks: 71.5 } });
    expect(b!.results).toEqual({ [s.maths]: { state: 'absent', marks: null } });
    expect(d!.results).toEqual({ [s.english]: { state: 'marked', marks: 0 } });
    expect(e!.results).toEqual({});
  });

  it('is read by mark entry and by the exam reports, within the class scope', async () => {
    const reader = await userToken(t, ['exam-subject-report'], [s.grade2]);
    expect((await broadsheet(s.examId, s.sections.g2, reader.token)).status).toBe(200);
    expect((await broadsheet(s.examId, s.sections.g1, reader.token)).status).toBe(404);
    expect((await broadsheet(s.examId, s.sections.g1, s.teacher.token)).status).toBe(404);
    const own = await broadsheet(s.examId, s.sections.g2, s.teacher.token);
    expect(own.status).toBe(200);
    expect(own.body.subjects.map((p) => p.exam_subject_id)).toEqual([s.g2paper]);
    for (const privilege of ['exam-student-report', 'exam-type-report', 'anual-exam-report'] as const) {
      expect((await broadsheet(s.examId, s.sections.g2, (await userToken(t, [privilege], [s.grade2])).token)).status).toBe(200);
    }
    const outsider = await userToken(t, ['list-exam', 'generate-attendance'], [s.grade2]);
    expect((await broadsheet(s.examId, s.sections.g2, outsider.token)).status).toBe(403);
  });

  it('answers another school as if the exam did not exist, and names bad query fields', async () => {
    const theirs = await broadsheet(s.examId, s.sections.g1, t.adminB);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ message: 'Exam not found' });
    const bad = await t.api.get('/api/results?examId=x', { token: t.adminA });
    expect(bad.status).toBe(400);
    expect(issuesOf(bad.body)).toEqual(expect.arrayContaining(['examId', 'sectionId']));
  });
});

describe("the class teacher's remarks (PUT /api/results/remarks)", () => {
  const body = (rows: { student_id: number | undefined; remark?: string | null }[]) => ({ exam_id: s.examId, section_id: s.sections.g1, remarks: rows });

  it('saves remarks, lists them in the section order, and answers a repeat with nothing changed', async () => {
    const [a, b] = s.kids.g1;
    const saved = await putRemarks(body([{ student_id: b, remark: ' A steady term. ' }, { student_id: a, remark: 'Keep it up.' }]));
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('The remarks have been saved');
    expect(saved.body.changed).toBe(2);
    expect(saved.body.remarks).toEqual([
      { student_id: a, remark: 'Keep it up.' },
      { student_id: b, remark: 'A steady term.' },
    ]);
    expect((await remarks(s.examId, s.sections.g1)).body).toEqual(saved.body.remarks);

    const audits = await countRows(t, 'audit_log');
    const again = await putRemarks(body([{ student_id: a, remark: 'Keep it up.' }]));
    expect(again.status).toBe(200);
    expect(again.body.changed).toBe(0);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await countRows(t, 'audit_log')).toBe(audits);
  });

  it('keeps the remarks of students left out, and removes a blank or null one', async () => {
    const [a, b, c] = s.kids.g1;
    const res = await putRemarks(body([{ student_id: a, remark: '   ' }, { student_id: c, remark: 'Much improved.' }]));
    expect(res.status).toBe(200);
    expect(res.body.changed).toBe(2);
    expect(res.body.remarks).toEqual([
      { student_id: b, remark: 'A steady term.' },
      { student_id: c, remark: 'Much improved.' },
    ]);
    expect((await putRemarks(body([{ student_id: c, remark: null }]))).body.remarks).toEqual([{ student_id: b, remark: 'A steady term.' }]);
    expect(await countRows(t, 'exam_card_remarks', sql`exam_id = ${s.examId}`)).toBe(1);
  });

  it('may be written after the exam closes (remarks are not marks)', async () => {
    await setExamStatus(t, s.examId, 'Closed');
    try {
      const res = await putRemarks(body([{ student_id: s.kids.g1[4], remark: 'Sat every paper.' }]));
      expect(res.status).toBe(200);
      expect(res.body.changed).toBe(1);
    } finally {
      await setExamStatus(t, s.examId, 'Active');
    }
  });

  it('makes one remark from concurrent identical saves', async () => {
    const one = body([{ student_id: s.kids.g1[5], remark: 'Quiet but able.' }]);
    const replies = await Promise.all(Array.from({ length: 6 }, () => putRemarks(one)));
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(replies.reduce((sum, r) => sum + r.body.changed, 0)).toBe(1);
  });

  it('refuses a student who did not sit the exam in the section, and bad input, writing nothing', async () => {
    const before = await countRows(t, 'exam_card_remarks');
    const stranger = await putRemarks(body([{ student_id: s.kids.g1[0], remark: 'Fine.' }, { student_id: s.kids.g2[0], remark: 'Fine.' }]));
    expect(stranger.status).toBe(422);
    expect(issuesOf(stranger.body)).toEqual(['remarks.1.student_id']);
    const cases: [object, string][] = [
      [body([{ student_id: s.kids.g1[0], remark: 'x'.repeat(301) }]), 'remarks.0.remark'],
      [body([{ student_id: s.kids.g1[0], remark: 'bad\u0000' }]), 'remarks.0.remark'],
      [body([{ student_id: s.kids.g1[0], remark: 7 }] as never), 'remarks.0.remark'],
      [body([{ student_id: s.kids.g1[0] }, { student_id: s.kids.g1[0], remark: 'Twice.' }]), 'remarks'],
      [{ exam_id: s.examId, remarks: [] }, 'section_id'],
      [{ exam_id: s.examId, section_id: s.sections.g1 }, 'remarks'],
      [body(Array.from({ length: 501 }, (_, i) => ({ student_id: i + 1, remark: 'x' }))), 'remarks'],
    ];
    for (const [payload, path] of cases) {
      const res = await putRemarks(payload);
      expect(res.status, JSON.stringify(payload).slice(0, 100)).toBe(400);
      expect(issuesOf(res.body)).toContain(path);
    }
    expect(await countRows(t, 'exam_card_remarks')).toBe(before);
  });

  it('keeps to the class scope and the school, and needs exam-entry to write', async () => {
    const mine = { exam_id: s.examId, section_id: s.sections.g2, remarks: [{ student_id: s.kids.g2[0], remark: 'Good.' }] };
    expect((await putRemarks(body([{ student_id: s.kids.g1[0], remark: 'Hi.' }]), s.teacher.token)).status).toBe(404);
    expect((await remarks(s.examId, s.sections.g1, s.teacher.token)).status).toBe(404);
    expect((await putRemarks(mine, s.teacher.token)).status).toBe(200);
    expect((await remarks(s.examId, s.sections.g2, s.teacher.token)).body).toEqual([{ student_id: s.kids.g2[0], remark: 'Good.' }]);
    expect((await putRemarks(mine, t.adminB)).status).toBe(404);
    expect((await remarks(s.examId, s.sections.g2, t.adminB)).status).toBe(404);
    const reader = await userToken(t, ['exam-student-report'], [s.grade2]);
    expect((await remarks(s.examId, s.sections.g2, reader.token)).status).toBe(200);
    expect((await putRemarks(mine, reader.token)).status).toBe(403);
  });
});
