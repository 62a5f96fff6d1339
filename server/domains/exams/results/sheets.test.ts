import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MARKS_CONFLICT_MESSAGE, MARKS_LOCKED_MESSAGE, MARKS_PENDING_MESSAGE, type MarkSheet, type MarkSheetConflict, type MarkSheetSaved } from '@contract';
import * as v from 'valibot';
import { readRows } from '../../../db/client';
import { twoSchools } from '../../../test/schools';
import { marksLockedByDatabase } from './locks';
import { countRows, seedResultsSchool, setExamStatus, userToken } from './results-data';

const t = twoSchools();
let s: Awaited<ReturnType<typeof seedResultsSchool>>;

const url = (paper: number, section: number) => `/api/results/sheets/${paper}/${section}`;
const open = (paper: number, section: number, token = t.adminA) => t.api.get<MarkSheet>(url(paper, section), { token });
const put = (paper: number, section: number, body: object, token = t.adminA) => t.api.put<MarkSheetSaved>(url(paper, section), { token, body });
const stored = (paper: number) =>
  readRows(
    t.ctx.database.db,
    v.object({ student_id: v.number(), state: v.string(), marks: v.nullable(v.number()), remark: v.nullable(v.string()), section_id: v.number() }),
    sql`select student_id::int, state, marks::float8 as marks, remark, section_id::int from exam_results where exam_subject_id = ${paper} order by student_id`,
  );
const audits = () => countRows(t, 'audit_log');

beforeAll(async () => {
  s = await seedResultsSchool(t);
});

describe('entering a section’s marks (PUT /api/results/sheets/{paper}/{section})', () => {
  it('opens with every student who sat, nothing entered and nothing saved', async () => {
    const sheet = await open(s.maths, s.sections.g1);
    expect(sheet.status).toBe(200);
    expect(sheet.body.exam).toMatchObject({ id: s.examId, name: 'Term 1', status: 'Active' });
    expect(sheet.body.exam_subject).toMatchObject({ id: s.maths, class_id: s.grade1, class_name: 'Grade 1', max_marks: 50, pass_marks: 25, results: 0, grading_system_id: null });
    expect(sheet.body.exam_subject.grading_system_name).toMatch(/^Grading /);
    expect(sheet.body.section).toEqual({ id: s.sections.g1, name: 'G1', class_id: s.grade1, class_name: 'Grade 1' });
    expect(sheet.body.saved).toBeNull();
    expect(sheet.body.lock).toBeNull();
    expect(sheet.body.students.map((x) => x.student_id)).toEqual(s.kids.g1);
    expect(sheet.body.students.every((x) => x.result === null)).toBe(true);
  });

  it('saves marks, Absent and Exempt (stored without marks, never 0) and the complete flag', async () => {
    const [a, b, c, d] = s.kids.g1;
    const res = await put(s.maths, s.sections.g1, {
      base_version: 0,
      complete: false,
      results: [
        { student_id: a, state: 'marked', marks: 40 },
        { student_id: b, state: 'marked', marks: 45.5, remark: '  Neat work ' },
        { student_id: c, state: 'absent' },
        { student_id: d, state: 'exempt', marks: null, remark: 'Medical' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The marks have been saved');
    expect(res.body.changed).toBe(4);
    expect(res.body.sheet.saved).toMatchObject({ version: 1, complete: false, updated_by_name: expect.any(String) });
    expect(res.body.sheet.exam_subject.results).toBe(4);
    const byId = Object.fromEntries(res.body.sheet.students.map((x) => [x.student_id, x.result]));
    expect(byId[b!]).toEqual({ state: 'marked', marks: 45.5, remark: 'Neat work' });
    expect(byId[c!]).toEqual({ state: 'absent', marks: null, remark: null });
    expect(byId[s.kids.g1[5]!]).toBeNull();
    expect((await stored(s.maths)).filter((r) => r.state !== 'marked').map((r) => [r.state, r.marks])).toEqual([
      ['absent', null],
      ['exempt', null],
    ]);
  });

  it('answers a repeated save with nothing changed: no write, no audit row, replay header', async () => {
    const before = await open(s.maths, s.sections.g1);
    const rows = await audits();
    const again = await put(s.maths, s.sections.g1, {
      base_version: 0,
      complete: false,
      results: [{ student_id: s.kids.g1[1], state: 'marked', marks: 45.5, remark: 'Neat work' }, { student_id: s.kids.g1[2], state: 'absent' }],
    });
    expect(again.status).toBe(200);
    expect(again.body.changed).toBe(0);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.sheet.saved).toEqual(before.body.saved);
    expect(await audits()).toBe(rows);
  });

  it('keeps the results of students left out, and counts the complete flag as a change', async () => {
    const done = await put(s.maths, s.sections.g1, { base_version: 1, complete: true, results: [{ student_id: s.kids.g1[4], state: 'marked', marks: 0 }] });
    expect(done.status).toBe(200);
    expect(done.body.changed).toBe(2);
    expect(done.body.sheet.saved).toMatchObject({ version: 2, complete: true });
    expect((await stored(s.maths)).map((r) => r.marks)).toEqual([40, 45.5, null, null, 0]);
    // A mark of 0 is a mark: the student sat the paper.
    expect(done.body.sheet.students[4]!.result).toEqual({ state: 'marked', marks: 0, remark: null });
  });

  it('refuses a different sheet saved since the sender opened it, answering with the saved one', async () => {
    const rows = await audits();
    const stale = await t.api.put<MarkSheetConflict>(url(s.maths, s.sections.g1), {
      token: t.adminA,
      body: { base_version: 1, complete: true, results: [{ student_id: s.kids.g1[0], state: 'marked', marks: 12 }] },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(MARKS_CONFLICT_MESSAGE);
    expect(stale.body.sheet.saved!.version).toBe(2);
    expect(stale.body.sheet.students[0]!.result!.marks).toBe(40);
    expect(await audits()).toBe(rows);
    // The same content from a stale copy is no conflict: it is already saved.
    const same = await put(s.maths, s.sections.g1, { base_version: 1, complete: true, results: [{ student_id: s.kids.g1[0], state: 'marked', marks: 40 }] });
    expect(same.status).toBe(200);
    expect(same.body.changed).toBe(0);
    const fresh = await put(s.maths, s.sections.g1, { base_version: 2, complete: true, results: [{ student_id: s.kids.g1[0], state: 'absent' }] });
    expect(fresh.status).toBe(200);
    expect(fresh.body.changed).toBe(1);
    expect(fresh.body.sheet.saved!.version).toBe(3);
    expect((await stored(s.maths))[0]).toMatchObject({ state: 'absent', marks: null });
  });

  it('makes one sheet from ten concurrent identical submits', async () => {
    const body = {
      base_version: 0,
      complete: true,
      results: s.kids.g1b.map((id, i) => ({ student_id: id, state: 'marked', marks: 20 + i })),
    };
    const replies = await Promise.all(Array.from({ length: 10 }, () => put(s.english, s.sections.g1b, body)));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(replies.reduce((sum, r) => sum + r.body.changed, 0)).toBe(4);
    expect(replies.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
    expect(await countRows(t, 'exam_mark_sheets', sql`exam_subject_id = ${s.english} and section_id = ${s.sections.g1b}`)).toBe(1);
    expect((await stored(s.english)).map((r) => r.marks)).toEqual([20, 21, 22]);
    expect(replies.every((r) => r.body.sheet.saved!.version === 1)).toBe(true);
  });
});

describe('marks a sheet refuses, writing nothing', () => {
  it("refuses marks above the paper's maximum at the cell", async () => {
    const before = await stored(s.maths);
    const res = await put(s.maths, s.sections.g1, {
      base_version: 3,
      complete: true,
      results: [{ student_id: s.kids.g1[5], state: 'marked', marks: 30 }, { student_id: s.kids.g1[3], state: 'marked', marks: 50.5 }],
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("Marks cannot be more than the paper's maximum, 50.");
    expect((res.body as unknown as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual(['results.1.marks']);
    expect(await stored(s.maths)).toEqual(before);
  });

  it('refuses a student who did not sit the exam in the section', async () => {
    const res = await put(s.maths, s.sections.g1, { base_version: 3, complete: true, results: [{ student_id: s.kids.g1b[0], state: 'absent' }] });
    expect(res.status).toBe(422);
    expect((res.body as unknown as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual(['results.0.student_id']);
    expect(await countRows(t, 'exam_results', sql`student_id = ${s.kids.g1b[0]} and exam_subject_id = ${s.maths}`)).toBe(0);
  });

  it('names the field of bad input (400)', async () => {
    const before = await countRows(t, 'exam_results');
    const kid = s.kids.g1[5];
    const cases: [object, string][] = [
      [{ base_version: 3, results: [] }, 'complete'],
      [{ complete: true, results: [] }, 'base_version'],
      [{ base_version: 3, complete: true }, 'results'],
      [{ base_version: 3, complete: 'yes', results: [] }, 'complete'],
      [{ base_version: 3, complete: true, results: [{ student_id: kid, state: 'marked', marks: '40' }] }, 'results.0.marks'],
      [{ base_version: 3, complete: true, results: [{ student_id: kid, state: 'marked', marks: 40.125 }] }, 'results.0.marks'],
      [{ base_version: 3, complete: true, results: [{ student_id: kid, state: 'marked', marks: -1 }] }, 'results.0.marks'],
      [{ base_version: 3, complete: true, results: [{ student_id: kid, state: 'marked' }] }, 'results.0.marks'],
      [{ base_version: 3, complete: true, results: [{ student_id: kid, state: 'absent', marks: 0 }] }, 'results.0.marks'],
      [{ base_version: 3, complete: true, results: [{ student_id: kid, state: 'sick' }] }, 'results.0.state'],
      [{ base_version: 3, complete: true, results: [{ student_id: kid, state: 'marked', marks: 4, remark: 'ok\u0000' }] }, 'results.0.remark'],
      [{ base_version: 3, complete: true, results: [{ student_id: kid, state: 'marked', marks: 4, remark: 'x'.repeat(201) }] }, 'results.0.remark'],
      [{ base_version: 3, complete: true, results: [{ student_id: 'one', state: 'absent' }] }, 'results.0.student_id'],
      [{ base_version: 3, complete: true, results: [{ student_id: kid, state: 'absent' }, { student_id: kid, state: 'exempt' }] }, 'results'],
      [{ base_version: 3, complete: true, results: Array.from({ length: 501 }, (_, i) => ({ student_id: i + 1, state: 'absent' })) }, 'results'],
    ];
    for (const [body, path] of cases) {
      const res = await put(s.maths, s.sections.g1, body);
      expect(res.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect((res.body as unknown as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain(path);
    }
    expect((await t.api.get(url(0, s.sections.g1), { token: t.adminA })).status).toBe(400);
    expect((await t.api.get(`/api/results/sheets/${s.maths}/x`, { token: t.adminA })).status).toBe(400);
    expect(await countRows(t, 'exam_results')).toBe(before);
  });
});

describe('when marks are locked', () => {
  it('shows why and refuses every save while the exam is Pending or Closed; reopened, it saves again', async () => {
    const body = { base_version: 3, complete: true, results: [{ student_id: s.kids.g1[5], state: 'marked', marks: 33 }] };
    const before = await stored(s.maths);
    for (const [status, reason] of [['Pending', MARKS_PENDING_MESSAGE], ['Closed', MARKS_LOCKED_MESSAGE]] as const) {
      await setExamStatus(t, s.examId, status);
      const sheet = await open(s.maths, s.sections.g1);
      expect(sheet.body.lock).toEqual({ reason });
      expect(sheet.body.exam.status).toBe(status);
      const refused = await put(s.maths, s.sections.g1, body);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(reason);
      // Even a save of what is saved: a locked sheet takes nothing.
      expect((await put(s.maths, s.sections.g1, { base_version: 3, complete: true, results: [] })).status).toBe(409);
    }
    expect(await stored(s.maths)).toEqual(before);
    expect((await open(s.maths, s.sections.g1)).body.saved!.version).toBe(3);

    await setExamStatus(t, s.examId, 'Active');
    const reopened = await put(s.maths, s.sections.g1, body);
    expect(reopened.status).toBe(200);
    expect(reopened.body.changed).toBe(1);
    expect(reopened.body.sheet.lock).toBeNull();
  });

  it('is held by the database too: a write to a closed exam’s marks is refused (SD423), answered as 409', async () => {
    await setExamStatus(t, s.examId, 'Closed');
    try {
      const err = await t.ctx.database.db
        .execute(sql`update exam_results set marks = 1 where exam_subject_id = ${s.maths} and state = 'marked'`)
        .then(() => null, (e: unknown) => e);
      expect(err).not.toBeNull();
      const answer = marksLockedByDatabase(err);
      expect(answer).toMatchObject({ status: 409, message: MARKS_LOCKED_MESSAGE });
      expect(marksLockedByDatabase(new Error('other'))).toBeNull();
    } finally {
      await setExamStatus(t, s.examId, 'Active');
    }
  });
});

describe('who may open and save a sheet', () => {
  it("limits a teacher to their classes' sections (404 otherwise), and a section to its class's papers", async () => {
    const { token } = s.teacher;
    expect((await open(s.maths, s.sections.g1, token)).status).toBe(404);
    expect((await put(s.maths, s.sections.g1, { base_version: 0, complete: false, results: [] }, token)).status).toBe(404);
    const own = await open(s.g2paper, s.sections.g2, token);
    expect(own.status).toBe(200);
    expect(own.body.students).toHaveLength(4);
    const saved = await put(s.g2paper, s.sections.g2, { base_version: 0, complete: false, results: [{ student_id: s.kids.g2[0], state: 'marked', marks: 88 }] }, token);
    expect(saved.status).toBe(200);
    expect(saved.body.sheet.saved!.updated_by_name).toBe('Test User');
    // Grade 1's paper is not sat in Grade 2's section, whoever asks.
    const wrong = await open(s.maths, s.sections.g2);
    expect(wrong.status).toBe(404);
    expect(wrong.body).toMatchObject({ message: 'Section not found' });
  });

  it('answers another school as if the paper did not exist, and refuses a user without exam-entry', async () => {
    const theirs = await open(s.maths, s.sections.g1, t.adminB);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ message: 'Exam subject not found' });
    expect((await put(s.maths, s.sections.g1, { base_version: 0, complete: false, results: [] }, t.adminB)).status).toBe(404);
    const reader = await userToken(t, ['exam-subject-report', 'exam-student-report'], [s.grade1]);
    expect((await open(s.maths, s.sections.g1, reader.token)).status).toBe(403);
    expect((await put(s.maths, s.sections.g1, { base_version: 0, complete: false, results: [] }, reader.token)).status).toBe(403);
    expect((await t.api.get(url(s.maths, s.sections.g1))).status).toBe(401);
  });
});
