import { beforeAll, describe, expect, it } from 'vitest';
import { aToEBands } from '@contract/testing/grading';
import type { FamilyExams, FamilyHome, IssuedCard } from '@contract';
import { twoSchools } from '../../../test/schools';
import { seedFamilies } from '../../../test/families';
import { activeYear } from '../../../test/students-data';
import { unique } from '../../../test/harness';

/**
 * Issue 33, a family's exams: marks of Closed exams only, as the report card grades them, with
 * the section beside them only as means of five or more pupils; issued cards, the child's own.
 */
const t = twoSchools();
let f: Awaited<ReturnType<typeof seedFamilies>>;
let parent: string;
let mwangi: string;
let other: string;
const ids = { year: 0, term1: 0, term2: 0, t1maths: 0, t1english: 0, t1g2: 0, t2maths: 0 };

/** Cy's marks: numbers nobody else has and no mean comes to, so they can be looked for. */
const CY = { maths: 37.25, english: 41.75, term2: 33.5 };

const ok = async <T>(res: Promise<{ status: number; body: unknown }>, status = 200) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body as T;
};
const staffPost = (path: string, body: object, token = t.adminA) => ok<{ id: number }>(t.api.post(path, { token, body }), 201);
const exams = async (studentId: number, token = parent) => ok<FamilyExams>(t.api.get(`/api/family/exams?studentId=${studentId}`, { token }));
const home = async (studentId: number, token = parent) => (await t.api.get(`/api/family/home?studentId=${studentId}`, { token })).body as FamilyHome;
const sheet = (paper: number, section: number, results: object[]) =>
  ok(t.api.put(`/api/results/sheets/${paper}/${section}`, { token: t.adminA, body: { base_version: 0, complete: true, results } }));
const setStatus = async (examId: number, status: 'Active' | 'Closed') => {
  const exam = (await ok<{ id: number; version: number; [k: string]: unknown }[]>(t.api.get(`/api/exams?academic_year_id=${ids.year}`, { token: t.adminA }))).find((e) => e.id === examId)!;
  const { academic_year_id, exam_type_id, grading_system_id, name, start_date, end_date, version } = exam;
  await ok(t.api.put(`/api/exams/${examId}`, { token: t.adminA, body: { academic_year_id, exam_type_id, grading_system_id, name, start_date, end_date, version, status } }));
};
const marked = (student_id: number, marks: number) => ({ student_id, state: 'marked', marks });

beforeAll(async () => {
  f = await seedFamilies(t);
  [parent, mwangi, other] = [await f.signIn(f.okaforPhone), await f.signIn(f.cyNo), await f.signIn(f.adaNo, '10.9.0.2')];
  // Three more pupils in Ada's section, so that five sit Maths there.
  const more = [];
  for (const name of ['Eve', 'Fay', 'Gus']) {
    const body = { admission_no: unique('S-'), first_name: name, last_name: 'Pupil', gender: 'Female', date_of_birth: '2015-03-01', admission_date: '2024-09-02' };
    more.push((await staffPost('/api/studentClass/add', { ...body, class_id: f.g1, section_id: f.north, parent: { fullname: `${name}'s parent`, phone: `+1 555 77${String(more.length).padStart(6, '0')}` } })).id);
  }
  const year = await activeYear(t.ctx, t.schoolA.schoolId);
  ids.year = year.id;
  const grading = (await staffPost('/api/exams/grading', { name: unique('Grading '), precision: 0, rounding: 'round', bands: aToEBands() })).id;
  const type = (await staffPost('/api/exams/types', { name: unique('Term '), weight: 100 })).id;
  const subject = async (name: string) => (await staffPost('/api/subjects', { name, code: unique('S'), class_ids: [f.g1, f.g2] })).id;
  const [maths, english] = [await subject('Maths'), await subject('English')];
  const exam = async (name: string, start: string) =>
    (await staffPost('/api/exams', { academic_year_id: year.id, exam_type_id: type, grading_system_id: grading, name, start_date: start, end_date: start, status: 'Active' })).id;
  const paper = async (examId: number, subjectId: number, classId = f.g1) =>
    (await staffPost('/api/exams/subjects', { exam_id: examId, class_id: classId, subject_id: subjectId, max_marks: 50, pass_marks: 25 })).id;

  // Term 1 (closed): Maths sat by five in North, English by Ada and Cy alone; Ben's Grade 2 paper.
  ids.term1 = await exam('Term 1', '2026-10-05');
  ids.t1maths = await paper(ids.term1, maths);
  ids.t1english = await paper(ids.term1, english);
  ids.t1g2 = await paper(ids.term1, maths, f.g2);
  await sheet(ids.t1maths, f.north, [marked(f.ada, 40), marked(f.cy, CY.maths), marked(more[0]!, 30), marked(more[1]!, 20), marked(more[2]!, 45)]);
  await sheet(ids.t1english, f.north, [marked(f.ada, 35), marked(f.cy, CY.english), { student_id: more[0], state: 'absent' }]);
  await sheet(ids.t1g2, f.tiny, [marked(f.ben, 25)]);
  // Term 2 (still Active): marks entered but not published.
  ids.term2 = await exam('Term 2', '2026-11-16');
  ids.t2maths = await paper(ids.term2, maths);
  await sheet(ids.t2maths, f.north, [marked(f.ada, 48), marked(f.cy, CY.term2)]);
});

describe('a family’s exams (GET /api/family/exams)', () => {
  it('shows nothing of an Active exam: no marks, no latest marks on the home page', async () => {
    expect(await exams(f.ada)).toEqual({ exams: [], cards: [] });
    const res = await t.api.get(`/api/family/home?studentId=${f.ada}`, { token: parent });
    if (res.status === 200) expect((res.body as FamilyHome).latest_marks).toBeNull();
  });

  it('shows a Closed exam’s marks as the report card grades them, with the section mean of five or more only', async () => {
    await setStatus(ids.term1, 'Closed');
    const answer = await exams(f.ada);
    expect(answer.exams).toHaveLength(1);
    const [term1] = answer.exams;
    const card = (await ok<{ cards: { subjects: { subject_name: string; marks: number | null; percent: number | null; grade: string | null; remark: string | null }[]; percent: number | null; grade: string | null }[] }>(
      t.api.get(`/api/results/students?examId=${ids.term1}&sectionId=${f.north}&studentId=${f.ada}`, { token: t.adminA }),
    )).cards[0]!;
    expect(term1).toMatchObject({ id: ids.term1, name: 'Term 1', start_date: '2026-10-05', end_date: '2026-10-05', percent: card.percent, grade: card.grade });
    expect(term1!.percent).toBe(75); // (40 + 35) / 100
    expect(term1!.grade).toBe('B');
    const bySubject = Object.fromEntries(term1!.papers.map((p) => [p.subject_name, p]));
    expect(bySubject.Maths).toMatchObject({ max_marks: 50, pass_marks: 25, state: 'marked', marks: 40, percent: 80, grade: 'A', section_marked: 5 });
    // (40 + 37.25 + 30 + 20 + 45) / 5
    expect(bySubject.Maths!.section_mean).toBe(34.45);
    // Two marked (the third was absent): a mean would tell Ada Cy's mark.
    expect(bySubject.English).toMatchObject({ marks: 35, percent: 70, grade: 'B', section_marked: 2, section_mean: null });
    for (const s of card.subjects) expect(bySubject[s.subject_name]).toMatchObject({ marks: s.marks, percent: s.percent, grade: s.grade, remark: s.remark });
    // Five pupils have a percentage (the absent one sat Maths).
    // Ada 75, Cy 79, Eve 60 (Maths alone), Fay 40, Gus 90.
    expect(term1!.section_mean_percent).toBe(68.8);
  });

  it('never shows another pupil’s name or mark in a child’s answers', async () => {
    const text = JSON.stringify([await exams(f.ada), await exams(f.ada, other), await home(f.ada)]);
    for (const needle of ['Cy', 'Mwangi', f.cyNo, String(CY.maths), String(CY.english), String(CY.term2), 'Eve', 'Fay', 'Gus']) expect(text).not.toContain(needle);
  });

  it('puts the latest closed exam on the home page', async () => {
    const res = await t.api.get(`/api/family/home?studentId=${f.ada}`, { token: parent });
    if (res.status !== 200) return; // the home page is another helper's; its service may not be there yet
    expect((res.body as FamilyHome).latest_marks).toMatchObject({ exam_id: ids.term1, exam_name: 'Term 1', percent: 75, grade: 'B' });
  });

  it('lists each child’s own exams: Ben his Grade 2 paper, a pupil only themselves', async () => {
    const ben = await exams(f.ben);
    expect(ben.exams.map((e) => [e.name, e.papers.map((p) => [p.subject_name, p.marks, p.section_marked, p.section_mean])])).toEqual([['Term 1', [['Maths', 25, 1, null]]]]);
    expect((await t.api.get(`/api/family/exams?studentId=${f.ben}`, { token: other })).status).toBe(404);
    expect((await t.api.get(`/api/family/exams?studentId=${f.cy}`, { token: parent })).status).toBe(404);
    expect((await t.api.get(`/api/family/exams?studentId=${f.dee}`, { token: parent })).status).toBe(404);
    expect((await exams(f.cy, mwangi)).exams[0]!.papers.find((p) => p.subject_name === 'Maths')!.marks).toBe(CY.maths);
  });

  it('lists the exams newest first once a later one closes, and takes a reopened exam away', async () => {
    await setStatus(ids.term2, 'Closed');
    expect((await exams(f.ada)).exams.map((e) => e.name)).toEqual(['Term 2', 'Term 1']);
    await setStatus(ids.term2, 'Active');
    expect((await exams(f.ada)).exams.map((e) => e.name)).toEqual(['Term 1']);
  });
});

describe('a family’s report cards (GET /api/family/cards)', () => {
  it('lists the latest issued card of each closed exam, and reads it as it was frozen', async () => {
    await ok(t.api.post('/api/results/cards', { token: t.adminA, body: { exam_id: ids.term1, section_id: f.north } }));
    // Term 2's cards are issued while it is Active: a draft to the family.
    await ok(t.api.post('/api/results/cards', { token: t.adminA, body: { exam_id: ids.term2, section_id: f.north } }));
    const { cards } = await exams(f.ada);
    expect(cards.map((c) => [c.exam_id, c.exam_name, c.version])).toEqual([[ids.term1, 'Term 1', 1]]);
    const card = await ok<IssuedCard>(t.api.get(`/api/family/cards?studentId=${f.ada}&cardId=${cards[0]!.id}`, { token: parent }));
    expect(card).toMatchObject({ id: cards[0]!.id, student_id: f.ada, exam_id: ids.term1, version: 1, latest: true });
    expect(card.card.student.id).toBe(f.ada);
    expect(card.card.percent).toBe(75);
    expect(card.treatment).toEqual(expect.any(String));
    expect(JSON.stringify(card)).not.toContain('Mwangi');
  });

  it('answers 404 for another child’s, family’s or school’s card, and a superseded version', async () => {
    const cyCard = (await exams(f.cy, mwangi)).cards[0]!.id;
    const adaCard = (await exams(f.ada)).cards[0]!.id;
    for (const [studentId, cardId, token] of [
      [f.ada, cyCard, parent], // Cy's card, named as Ada's
      [f.ben, adaCard, parent], // Ada's card, named as Ben's
      [f.cy, adaCard, mwangi], // another family's card
      [f.ada, adaCard, mwangi], // another family's child
      [f.ada, 999_999_999, parent],
    ] as const) {
      expect((await t.api.get(`/api/family/cards?studentId=${studentId}&cardId=${cardId}`, { token })).status, `${studentId}/${cardId}`).toBe(404);
    }
    // A correction issues version 2: the family sees it, and version 1 no longer.
    await setStatus(ids.term1, 'Active');
    await ok(t.api.put(`/api/results/sheets/${ids.t1english}/${f.north}`, { token: t.adminA, body: { base_version: 1, complete: true, results: [marked(f.ada, 36)] } }));
    await setStatus(ids.term1, 'Closed');
    await ok(t.api.post('/api/results/cards', { token: t.adminA, body: { exam_id: ids.term1, section_id: f.north, student_ids: [f.ada] } }));
    const { cards, exams: list } = await exams(f.ada);
    expect(cards.map((c) => c.version)).toEqual([2]);
    expect(list[0]!.papers.find((p) => p.subject_name === 'English')!.marks).toBe(36);
    expect((await t.api.get(`/api/family/cards?studentId=${f.ada}&cardId=${adaCard}`, { token: parent })).status).toBe(404);
    expect((await t.api.get(`/api/family/cards?studentId=${f.ada}&cardId=${cards[0]!.id}`, { token: parent })).status).toBe(200);
  });

  it('answers 404 for a card of another school', async () => {
    const phone = (await ok<{ phone: string }>(t.api.get(`/api/parents/${f.other}`, { token: t.adminB }))).phone;
    const schoolB = await f.signIn(phone, '10.9.0.3');
    const adaCard = (await exams(f.ada)).cards[0]!.id;
    expect((await t.api.get(`/api/family/cards?studentId=${f.dee}&cardId=${adaCard}`, { token: schoolB })).status).toBe(404);
    expect(await exams(f.dee, schoolB)).toEqual({ exams: [], cards: [] });
  });
});
