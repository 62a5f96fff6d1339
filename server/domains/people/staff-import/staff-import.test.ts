import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_IMPORT_COLUMNS } from '@contract';
import { auditLog, employees } from '../../../db/schema';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';

const t = twoSchools();

function row(number: string, over: Record<string, string> = {}): Record<string, string> {
  return {
    number,
    first_name: 'Wanjiru',
    last_name: `Row ${number}`,
    gender: 'Female',
    type: 'teacher',
    job_title: 'Class teacher',
    hire_date: '2024-01-08',
    base_salary: '45,000.50',
    bank_name: 'Equity Bank',
    bank_account: '0123456789',
    phone: '+254 700 000 001',
    email: '',
    national_id: '',
    address: '',
    ...over,
  };
}

const schoolCount = async (schoolId: number) =>
  (await t.ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(employees).where(eq(employees.schoolId, schoolId)))[0]!.n;
const count = () => schoolCount(t.schoolA.schoolId);
const byNumber = async (schoolId: number, number: string) =>
  (await t.ctx.database.db.select().from(employees).where(and(eq(employees.schoolId, schoolId), eq(employees.number, number))))[0];
const imports = async (schoolId: number) =>
  t.ctx.database.db.select().from(auditLog).where(and(eq(auditLog.schoolId, schoolId), eq(auditLog.action, 'import'), eq(auditLog.entity, 'employee')));
const pairs = (issues: { path: string }[]) => issues.map((i) => i.path);

beforeAll(async () => {
  // One employee of school A made through the employee form: the number the file must not take again.
  const res = await t.api.post('/api/employees', {
    token: t.adminA,
    body: { number: 'T-100', first_name: 'Existing', last_name: 'Teacher', gender: 'Male', job_title: 'Teacher', type: 'teacher', hire_date: '2020-01-01' },
  });
  expect(res.status).toBe(201);
});

describe('staff import', () => {
  it('downloads the CSV template (add-employee)', async () => {
    const res = await t.api.get('/api/employees/import/template', { token: t.adminA });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="staff-template.csv"');
    const lines = (res.body as string).trim().split('\r\n');
    expect(lines[0]).toBe(STAFF_IMPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"45,000.00"');
  });

  it('previews a good file without writing anything', async () => {
    const before = await count();
    const res = await t.api.post('/api/employees/import/preview', { token: t.adminA, body: { rows: [row('P-1'), row(''), row('', { type: 'Driver' })] } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ rows: 3, new_employees: 3, numbered: 2, issues: [] });
    expect(await count()).toBe(before);
  });

  it('imports every row of a good file, mapped to the employee fields, and audits it', async () => {
    const before = await count();
    const rows = [
      row('G-1', { type: 'Teacher', gender: 'f', email: 'g1@example.com', national_id: '12345678', address: '4 Lake View' }),
      row('G-2', { type: 'DRIVER', gender: 'Male', job_title: 'Bus driver', base_salary: '30000', bank_name: '', bank_account: '', phone: '' }),
      row('', { type: 'staff', job_title: 'Bursar', base_salary: '' }),
      // A blank number takes the next EMP number, past any the file itself names.
      row('EMP-0002', { type: 'staff' }),
    ];
    const res = await t.api.post('/api/employees/import', { token: t.adminA, body: { rows } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: '4 employees have been imported', created: 4, numbered: 1 });
    expect(await count()).toBe(before + 4);

    expect(await byNumber(t.schoolA.schoolId, 'G-1')).toMatchObject({
      firstName: 'Wanjiru',
      lastName: 'Row G-1',
      gender: 'Female',
      type: 'teacher',
      jobTitle: 'Class teacher',
      hireDate: '2024-01-08',
      baseSalary: 4500050,
      bankName: 'Equity Bank',
      bankAccount: '0123456789',
      phone: '+254 700 000 001',
      email: 'g1@example.com',
      nationalId: '12345678',
      address: '4 Lake View',
      status: 'Active',
    });
    expect(await byNumber(t.schoolA.schoolId, 'G-2')).toMatchObject({ type: 'driver', gender: 'Male', baseSalary: 3000000, bankName: null, bankAccount: null, phone: null });
    const [auto] = await t.ctx.database.db.select().from(employees).where(and(eq(employees.schoolId, t.schoolA.schoolId), eq(employees.jobTitle, 'Bursar')));
    expect(auto).toMatchObject({ number: 'EMP-0001', baseSalary: 0, type: 'staff' });

    const audits = await imports(t.schoolA.schoolId);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.entityIds).toHaveLength(4);
    expect(audits[0]!.detail).toEqual({ created: 4, numbered: 1 });

    // The next blank number goes past both EMP-0001 and EMP-0002.
    const again = await t.api.post('/api/employees/import', { token: t.adminA, body: { rows: [row('', { job_title: 'Cook' })] } });
    expect(again.status).toBe(200);
    expect((await t.ctx.database.db.select().from(employees).where(and(eq(employees.schoolId, t.schoolA.schoolId), eq(employees.jobTitle, 'Cook'))))[0]!.number).toBe('EMP-0003');
  });

  it('refuses missing, wrong-typed, oversized and hostile cells with a 422 naming row and field, and writes nothing', async () => {
    const before = await count();
    const auditsBefore = (await imports(t.schoolA.schoolId)).length;
    const rows = [
      row('B-1'),
      row('B-2', { first_name: '', hire_date: '' }),
      row('B-3', { gender: 'x', type: 'manager', base_salary: 'ten thousand', hire_date: '08/01/2024' }),
      row('B-4', { job_title: 'x'.repeat(81), bank_name: 'b'.repeat(81), base_salary: '12,50' }),
      row('B-5', { last_name: 'Nul\u0000Byte', phone: "1'; drop table employees;--", email: '<script>alert(1)</script>' }),
      row("E1'; DROP TABLE employees;--"),
      row('B-7', { hire_date: '2024-02-30', base_salary: '-5' }),
      Object.fromEntries(STAFF_IMPORT_COLUMNS.map((c) => [c, ' '])),
      row('B-9', { base_salary: '99999999999999' }),
    ];
    const res = await t.api.post('/api/employees/import', { token: t.adminA, body: { rows } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The file has 17 problems: nothing was imported.');
    expect(pairs(res.body.issues)).toEqual([
      'rows.1.first_name',
      'rows.1.hire_date',
      'rows.2.gender',
      'rows.2.type',
      'rows.2.hire_date',
      'rows.2.base_salary',
      'rows.3.job_title',
      'rows.3.base_salary',
      'rows.3.bank_name',
      'rows.4.last_name',
      'rows.4.phone',
      'rows.4.email',
      'rows.5.number',
      'rows.6.hire_date',
      'rows.6.base_salary',
      'rows.7',
      'rows.8.base_salary',
    ]);
    const message = Object.fromEntries(res.body.issues.map((i: { path: string; message: string }) => [i.path, i.message]));
    expect(message['rows.1.first_name']).toBe('Field is required.');
    expect(message['rows.2.type']).toBe('Type is teacher, staff or driver.');
    expect(message['rows.2.hire_date']).toBe('Use a date as YYYY-MM-DD.');
    expect(message['rows.2.base_salary']).toMatch(/an amount such as/);
    expect(message['rows.3.job_title']).toMatch(/80/);
    expect(message['rows.3.base_salary']).toMatch(/point for decimals/);
    expect(message['rows.4.last_name']).toMatch(/NUL/);
    expect(message['rows.4.phone']).toMatch(/digits, spaces/);
    expect(message['rows.5.number']).toMatch(/letters, digits/);
    expect(message['rows.6.hire_date']).toMatch(/no day 30/);
    expect(message['rows.7']).toBe('This row is empty.');
    expect(message['rows.8.base_salary']).toMatch(/too large/);
    // The refusal carries the preview, so the page lists every problem row by row.
    expect(res.body.preview).toMatchObject({ rows: 9, new_employees: 8, issues: expect.arrayContaining([{ row: 2, column: 'first_name', message: 'Field is required.' }]) });
    expect(await count()).toBe(before);
    expect(await imports(t.schoolA.schoolId)).toHaveLength(auditsBefore);

    // The preview names the same cells.
    const preview = await t.api.post('/api/employees/import/preview', { token: t.adminA, body: { rows } });
    expect(preview.status).toBe(200);
    expect(preview.body.issues).toEqual(res.body.preview.issues);
  });

  it('refuses a body that is not rows of text cells with a 400 naming the row and field', async () => {
    for (const [body, path] of [
      [{ rows: 'x' }, 'rows'],
      [{ rows: [] }, 'rows'],
      [{ rows: [row('J-1'), { ...row('J-2'), base_salary: 45000 }] }, 'rows.1.base_salary'],
      [{ rows: [{ ...row('J-3'), address: 'x'.repeat(501) }] }, 'rows.0.address'],
    ] as const) {
      const res = await t.api.post('/api/employees/import', { token: t.adminA, body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.issues[0].path).toBe(path);
    }
    expect((await t.api.post('/api/employees/import', { token: t.adminA, body: { rows: Array.from({ length: 5001 }, () => ({})) } })).status).toBe(400);
  });

  it('refuses duplicate numbers, in the file and against existing staff, whatever their case', async () => {
    const before = await count();
    const rows = [row('D-1'), row('d-1'), row('t-100'), row('G-2'), row('D-5')];
    const res = await t.api.post('/api/employees/import', { token: t.adminA, body: { rows } });
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual([
      { path: 'rows.1.number', message: 'Employee number d-1 is also on row 1.' },
      { path: 'rows.2.number', message: 'An employee with the number t-100 already exists.' },
      { path: 'rows.3.number', message: 'An employee with the number G-2 already exists.' },
    ]);
    expect(await count()).toBe(before);
  });

  it("keeps schools apart: another school's Admin neither sees these numbers nor touches these rows", async () => {
    const aBefore = await count();
    const g1 = await byNumber(t.schoolA.schoolId, 'G-1');
    const preview = await t.api.post('/api/employees/import/preview', { token: t.adminB, body: { rows: [row('G-1'), row('T-100')] } });
    expect(preview.status).toBe(200);
    expect(preview.body.issues).toEqual([]);
    const res = await t.api.post('/api/employees/import', { token: t.adminB, body: { rows: [row('G-1', { first_name: 'Other' }), row('T-100'), row('')] } });
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(3);
    // School B's blank number starts its own sequence.
    expect(await byNumber(t.schoolB.schoolId, 'EMP-0001')).toBeDefined();
    expect(await count()).toBe(aBefore);
    expect(await byNumber(t.schoolA.schoolId, 'G-1')).toEqual(g1);
    expect(await byNumber(t.schoolB.schoolId, 'G-1')).toMatchObject({ firstName: 'Other' });
    expect((await imports(t.schoolB.schoolId))[0]!.schoolId).toBe(t.schoolB.schoolId);
    const list = await t.api.get('/api/employees?limit=100', { token: t.adminB });
    expect(list.body.data.map((e: { number: string }) => e.number).sort()).toEqual(['EMP-0001', 'G-1', 'T-100']);
  });

  it('needs add-employee', async () => {
    const clerk = await seedUser(t.ctx, t.schoolA.schoolId, ['list-employee', 'view-employee', 'update-employee']);
    const token = await t.api.login(clerk.username, clerk.password);
    expect((await t.api.get('/api/employees/import/template', { token })).status).toBe(403);
    expect((await t.api.post('/api/employees/import/preview', { token, body: { rows: [row('F-1')] } })).status).toBe(403);
    const before = await count();
    expect((await t.api.post('/api/employees/import', { token, body: { rows: [row('F-1')] } })).status).toBe(403);
    expect(await count()).toBe(before);
    const adder = await seedUser(t.ctx, t.schoolA.schoolId, ['add-employee']);
    const res = await t.api.post('/api/employees/import', { token: await t.api.login(adder.username, adder.password), body: { rows: [row('F-1')] } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 1 });
  });

  it('imports a 500-row file in one go, numbering the blank rows in order', async () => {
    const before = await count();
    const rows = Array.from({ length: 500 }, (_, i) => row(i % 2 ? `BULK-${i}` : '', { first_name: `Bulk${i}`, type: ['teacher', 'staff', 'driver'][i % 3]! }));
    const res = await t.api.post('/api/employees/import', { token: t.adminA, body: { rows } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 500, numbered: 250 });
    expect(await count()).toBe(before + 500);
    const numbers = await t.ctx.database.db
      .select({ number: employees.number })
      .from(employees)
      .where(and(eq(employees.schoolId, t.schoolA.schoolId), sql`${employees.firstName} like 'Bulk%'`));
    expect(new Set(numbers.map((n) => n.number.toLowerCase())).size).toBe(500);
  });
});
