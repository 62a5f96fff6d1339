import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS } from '@contract';
import { auditLog, enrolments, parents, students } from '../../../db/schema';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedParent, seedSection, seedStudent, seedYear } from '../../../test/students-data';

const t = twoSchools();
let yearId: number;
let g1a: number;
let g1b: number;
let knownParent: number;

const KNOWN_PHONE = '+254711000001';

function row(admission: string, over: Record<string, string> = {}): Record<string, string> {
  return {
    admission_no: admission,
    first_name: 'Imani',
    middle_name: '',
    last_name: `Row ${admission}`,
    gender: 'Female',
    date_of_birth: '2016-05-01',
    admission_date: '2024-01-08',
    class: 'grade 1',
    section: 'b',
    house: '',
    address: '',
    fee_discount: '',
    parent_name: 'Parent Person',
    parent_phone: `+2547220${admission.replace(/\D/g, '').padStart(5, '0')}`,
    parent_email: '',
    ...over,
  };
}

const count = async (table: typeof students | typeof parents | typeof enrolments) =>
  (await t.ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table).where(eq(table.schoolId, t.schoolA.schoolId)))[0]!.n;

beforeAll(async () => {
  yearId = (await activeYear(t.ctx, t.schoolA.schoolId)).id;
  const other = await seedYear(t.ctx, t.schoolA.schoolId, 'Old year', '2001-09-01', '2002-08-31');
  const g1 = await seedClass(t.ctx, t.schoolA.schoolId, 'Grade 1');
  const g2 = await seedClass(t.ctx, t.schoolA.schoolId, 'Grade 2');
  g1a = await seedSection(t.ctx, t.schoolA.schoolId, yearId, g1, 'A', 2);
  g1b = await seedSection(t.ctx, t.schoolA.schoolId, yearId, g1, 'B', 100);
  await seedSection(t.ctx, t.schoolA.schoolId, other, g2, 'Old');
  knownParent = await seedParent(t.ctx, t.schoolA.schoolId, KNOWN_PHONE, 'Known Parent');
  // Grade 1 A holds one student already: one seat left.
  await seedStudent(t.ctx, t.schoolA.schoolId, { sectionId: g1a, admissionNo: 'EX-1', parentId: knownParent });
});

describe('student import', () => {
  it('downloads the CSV template', async () => {
    const res = await t.api.get('/api/students/import/template', { token: t.adminA });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="students-template.csv"');
    const lines = (res.body as string).trim().split('\r\n');
    expect(lines[0]).toBe(IMPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"12 Market Road, Kisumu"');
    const clerk = await seedUser(t.ctx, t.schoolA.schoolId, ['list-student']);
    expect((await t.api.get('/api/students/import/template', { token: await t.api.login(clerk.username, clerk.password) })).status).toBe(403);
  });

  it('previews: new students, existing admission numbers skipped, parents matched by phone', async () => {
    const rows = [
      row('N-1', { parent_phone: KNOWN_PHONE }),
      row('N-2', { parent_phone: '+254733000001' }),
      row('N-3', { parent_phone: '+254733000001', fee_discount: '1,250.5' }),
      row('ex-1', { first_name: '' }),
    ];
    const res = await t.api.post('/api/students/import/preview', { token: t.adminA, body: { rows } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ rows: 4, new_students: 3, existing: 1, new_parents: 1, issues: [] });
    expect(await count(students)).toBe(1);
  });

  it('reports every bad row with its row number and column', async () => {
    const rows = [
      row('B-1'),
      row('B-2', { first_name: '', date_of_birth: '2016-02-30' }),
      row('B-3', { gender: 'x', class: 'Grade 9' }),
      row('B-4', { section: 'Z' }),
      row('b-1'),
      row('B-6', { fee_discount: '12.345' }),
      row('B-7', { class: 'Grade 2', section: 'Old' }),
      row('B-8', { section: 'A' }),
      row('B-9', { section: 'A' }),
      Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, ' '])),
      row('B 11', { parent_phone: 'call me', parent_email: 'nope' }),
    ];
    const res = await t.api.post('/api/students/import/preview', { token: t.adminA, body: { rows } });
    expect(res.status).toBe(200);
    expect(res.body.issues.map((i: { row: number; column: string }) => [i.row, i.column])).toEqual([
      [2, 'first_name'],
      [2, 'date_of_birth'],
      [3, 'gender'],
      [3, 'class'],
      [4, 'section'],
      [5, 'admission_no'],
      [6, 'fee_discount'],
      [7, 'section'],
      [9, 'section'],
      [10, 'row'],
      [11, 'admission_no'],
      [11, 'parent_phone'],
      [11, 'parent_email'],
    ]);
    const messages = Object.fromEntries(res.body.issues.map((i: { row: number; column: string; message: string }) => [`${i.row}.${i.column}`, i.message]));
    expect(messages['2.first_name']).toBe('Field is required.');
    expect(messages['5.admission_no']).toBe('Admission number b-1 is also on row 1.');
    expect(messages['9.section']).toBe('Section A of Grade 1 is full (capacity 2).');
    expect(messages['7.section']).toMatch(/no section named Old in the active year/);
  });

  it('says why a swapped day and month is no date', async () => {
    const res = await t.api.post('/api/students/import', { token: t.adminA, body: { rows: [row('D-1', { admission_date: '2017-31-02' })] } });
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual([{ path: 'rows.0.admission_date', message: 'There is no such date: there is no month 31 (dates are YYYY-MM-DD).' }]);
  });

  it('imports nothing when one row is bad, and says which row and column', async () => {
    const before = [await count(students), await count(parents), await count(enrolments)];
    const rows = [row('C-1'), row('C-2', { admission_date: '08/01/2024' }), row('C-3')];
    const res = await t.api.post('/api/students/import', { token: t.adminA, body: { rows } });
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual([{ path: 'rows.1.admission_date', message: 'Use a date as YYYY-MM-DD.' }]);
    expect(res.body.preview).toMatchObject({ rows: 3, new_students: 3, existing: 0, issues: [{ row: 2, column: 'admission_date' }] });
    expect(res.body.message).toMatch(/nothing was imported/);
    expect([await count(students), await count(parents), await count(enrolments)]).toEqual(before);
  });

  it('imports in one go, and a second run of the same file creates nothing', async () => {
    const rows = [
      row('D-1', { parent_phone: KNOWN_PHONE, fee_discount: '500.50', middle_name: 'Wambui', house: 'Red', address: 'Hill Road' }),
      row('D-2', { parent_phone: '+254744000001', parent_name: 'New Parent', parent_email: 'np@example.com' }),
      row('D-3', { parent_phone: '+254744000001', gender: 'm', section: 'A' }),
      row('EX-1'),
    ];
    const before = [await count(students), await count(parents), await count(enrolments)];
    const res = await t.api.post('/api/students/import', { token: t.adminA, body: { rows } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 3, existing: 1, parents_created: 1 });
    expect([await count(students), await count(parents), await count(enrolments)]).toEqual([before[0]! + 3, before[1]! + 1, before[2]! + 3]);

    const [d1] = await t.ctx.database.db.select().from(students).where(and(eq(students.schoolId, t.schoolA.schoolId), eq(students.admissionNo, 'D-1')));
    expect(d1).toMatchObject({ parentId: knownParent, feeDiscount: 50050, middleName: 'Wambui', house: 'Red', address: 'Hill Road', gender: 'Female', status: 'Active' });
    const [d3] = await t.ctx.database.db.select().from(students).where(and(eq(students.schoolId, t.schoolA.schoolId), eq(students.admissionNo, 'D-3')));
    const [d2] = await t.ctx.database.db.select().from(students).where(and(eq(students.schoolId, t.schoolA.schoolId), eq(students.admissionNo, 'D-2')));
    expect(d3!.gender).toBe('Male');
    expect(d3!.parentId).toBe(d2!.parentId);
    const [parent] = await t.ctx.database.db.select().from(parents).where(eq(parents.id, d2!.parentId));
    expect(parent).toMatchObject({ fullname: 'New Parent', phone: '+254744000001', email: 'np@example.com' });
    const [enrolment] = await t.ctx.database.db.select().from(enrolments).where(eq(enrolments.studentId, d3!.id));
    expect(enrolment).toMatchObject({ academicYearId: yearId, sectionId: g1a, outcome: null });
    const audits = await t.ctx.database.db.select().from(auditLog).where(and(eq(auditLog.schoolId, t.schoolA.schoolId), eq(auditLog.action, 'import')));
    expect(audits.at(-1)!.entityIds).toHaveLength(3);

    const again = await t.api.post('/api/students/import', { token: t.adminA, body: { rows } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: 0, existing: 4, parents_created: 0 });
    expect([await count(students), await count(parents), await count(enrolments)]).toEqual([before[0]! + 3, before[1]! + 1, before[2]! + 3]);
    // Grade 1 A is now full: one more row there is refused.
    const full = await t.api.post('/api/students/import/preview', { token: t.adminA, body: { rows: [row('D-4', { section: 'A' })] } });
    expect(full.body.issues[0]).toMatchObject({ row: 1, column: 'section' });
    void g1b;
  });

  it('validates the body and needs add-student', async () => {
    for (const body of [{ rows: 'x' }, { rows: [] }, { rows: [{ admission_no: 5 }] }, { rows: [{ admission_no: 'x'.repeat(501) }] }]) {
      const res = await t.api.post('/api/students/import/preview', { token: t.adminA, body });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body.issues[0].path).toMatch(/^rows/);
    }
    expect((await t.api.post('/api/students/import', { token: t.adminA, body: { rows: Array.from({ length: 5001 }, () => ({})) } })).status).toBe(400);
    const clerk = await seedUser(t.ctx, t.schoolA.schoolId, ['list-student', 'view-student']);
    const token = await t.api.login(clerk.username, clerk.password);
    expect((await t.api.post('/api/students/import/preview', { token, body: { rows: [row('E-1')] } })).status).toBe(403);
    expect((await t.api.post('/api/students/import', { token, body: { rows: [row('E-1')] } })).status).toBe(403);
    const adder = await seedUser(t.ctx, t.schoolA.schoolId, ['add-student']);
    expect((await t.api.post('/api/students/import/preview', { token: await t.api.login(adder.username, adder.password), body: { rows: [row('E-1')] } })).status).toBe(200);
  });

  it("keeps a non-admin to their classes, as admission does: a row for another class is a 422 on that row", async () => {
    // The report: a teacher limited to class 14 imported a student into class 13.
    const c13 = await seedClass(t.ctx, t.schoolA.schoolId, 'Grade 13');
    const c14 = await seedClass(t.ctx, t.schoolA.schoolId, 'Grade 14');
    await seedSection(t.ctx, t.schoolA.schoolId, yearId, c13, 'A');
    await seedSection(t.ctx, t.schoolA.schoolId, yearId, c14, 'A');
    const teacher = await seedUser(t.ctx, t.schoolA.schoolId, ['add-student'], { classIds: [c14] });
    const token = await t.api.login(teacher.username, teacher.password);
    const before = [await count(students), await count(parents), await count(enrolments)];

    const rows = [row('S-14', { class: 'Grade 14', section: 'A' }), row('S-13', { class: 'Grade 13', section: 'A' })];
    const res = await t.api.post('/api/students/import', { token, body: { rows } });
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual([{ path: 'rows.1.class', message: 'Grade 13 is not one of the classes assigned to you.' }]);
    expect(res.body.preview.issues).toEqual([{ row: 2, column: 'class', message: 'Grade 13 is not one of the classes assigned to you.' }]);
    expect([await count(students), await count(parents), await count(enrolments)]).toEqual(before);

    // Their own class alone goes in.
    const own = await t.api.post('/api/students/import', { token, body: { rows: [rows[0]!] } });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ created: 1 });
  });

  it("keeps schools apart: another school sees neither these classes nor these admission numbers", async () => {
    const res = await t.api.post('/api/students/import/preview', { token: t.adminB, body: { rows: [row('D-1')] } });
    expect(res.body).toMatchObject({ new_students: 1, existing: 0 });
    expect(res.body.issues).toEqual([{ row: 1, column: 'class', message: 'There is no class named grade 1.' }]);
    const write = await t.api.post('/api/students/import', { token: t.adminB, body: { rows: [row('D-1')] } });
    expect(write.status).toBe(422);
    expect(write.body.issues[0].path).toBe('rows.0.class');
  });
});
