import { describe, expect, it } from 'vitest';
import type { LeaveType } from '@contract';
import { twoSchools } from '../../../test/schools';
import { auditOf, staffUser } from '../requests/leave-fixture';

const t = twoSchools();
const TYPES = '/api/employees/leave/types';
const SETTINGS = '/api/employees/leave/settings';

const sick = { name: 'Sick leave', days_per_year: 10, paid: true, carries_over: false, needs_approval: true };

describe('leave types (/api/employees/leave/types)', () => {
  it('adds, edits and lists types, and counts the requests of each', async () => {
    const added = await t.api.post(TYPES, { token: t.adminA, body: sick });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('The leave type has been added');
    const unpaid = await t.api.post(TYPES, { token: t.adminA, body: { name: 'Unpaid leave', days_per_year: null, paid: false, carries_over: false, needs_approval: true } });
    expect(unpaid.status).toBe(201);
    const list = await t.api.get<LeaveType[]>(TYPES, { token: t.adminA });
    const row = list.body.find((r) => r.id === added.body.id)!;
    expect(row).toMatchObject({ ...sick, status: 'Active', version: 1, requests: 0 });
    expect(list.body.find((r) => r.id === unpaid.body.id)).toMatchObject({ days_per_year: null, paid: false });

    const saved = await t.api.put(`${TYPES}/${added.body.id}`, { token: t.adminA, body: { ...sick, days_per_year: 12.5, status: 'Inactive', version: 1 } });
    expect(saved.status).toBe(200);
    const after = (await t.api.get<LeaveType[]>(TYPES, { token: t.adminA })).body.find((r) => r.id === added.body.id)!;
    expect(after).toMatchObject({ days_per_year: 12.5, status: 'Inactive', version: 2 });
    expect(await auditOf(t, 'leave_type', added.body.id)).toEqual(['create', 'update']);
  });

  it('refuses a second type of the same name (409), a stale save (409) and bad input (400)', async () => {
    await t.api.post(TYPES, { token: t.adminA, body: { ...sick, name: 'Annual leave' } });
    const dup = await t.api.post(TYPES, { token: t.adminA, body: { ...sick, name: 'ANNUAL LEAVE' } });
    expect(dup.status).toBe(409);
    expect(dup.body.issues[0].path).toBe('name');
    // Another school may use the name.
    expect((await t.api.post(TYPES, { token: t.adminB, body: { ...sick, name: 'Annual leave' } })).status).toBe(201);

    const other = await t.api.post(TYPES, { token: t.adminA, body: { ...sick, name: 'Study leave' } });
    const renamed = await t.api.put(`${TYPES}/${other.body.id}`, { token: t.adminA, body: { ...sick, name: 'annual leave', status: 'Active' } });
    expect(renamed.status).toBe(409);
    expect(renamed.body.issues[0].path).toBe('name');
    expect((await t.api.put(`${TYPES}/${other.body.id}`, { token: t.adminA, body: { ...sick, name: 'Study leave', status: 'Active', version: 1 } })).status).toBe(200);
    const stale = await t.api.put(`${TYPES}/${other.body.id}`, { token: t.adminA, body: { ...sick, name: 'Study', status: 'Active', version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale');

    const bad = await t.api.post(TYPES, { token: t.adminA, body: { name: 'X', days_per_year: 2.3, paid: 'yes', carries_over: false, needs_approval: true } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['days_per_year', 'name', 'paid']);
    expect((await t.api.post(TYPES, { token: t.adminA, body: { ...sick, name: 'Long', days_per_year: 400 } })).status).toBe(400);
  });

  it('lets anyone signed in read types, and only Admin or update-employee write them; schools stay apart', async () => {
    const own = await t.api.post(TYPES, { token: t.adminA, body: { ...sick, name: 'Maternity leave' } });
    const plain = await staffUser(t, t.schoolA.schoolId, null);
    expect((await t.api.get(TYPES, { token: plain.token })).status).toBe(200);
    expect((await t.api.post(TYPES, { token: plain.token, body: { ...sick, name: 'Mine' } })).status).toBe(403);
    expect((await t.api.put(`${TYPES}/${own.body.id}`, { token: plain.token, body: { ...sick, status: 'Active' } })).status).toBe(403);
    const office = await staffUser(t, t.schoolA.schoolId, null, ['update-employee']);
    expect((await t.api.post(TYPES, { token: office.token, body: { ...sick, name: 'Compassionate leave' } })).status).toBe(201);

    const theirs = await t.api.put(`${TYPES}/${own.body.id}`, { token: t.adminB, body: { ...sick, name: 'Stolen', status: 'Active' } });
    expect(theirs.status).toBe(404);
    const listB = (await t.api.get<LeaveType[]>(TYPES, { token: t.adminB })).body;
    expect(listB.some((r) => r.id === own.body.id)).toBe(false);
  });
});

describe('leave settings (/api/employees/leave/settings)', () => {
  it('reads the defaults at version 0, saves the first change, then saves from the version read', async () => {
    expect((await t.api.get(SETTINGS, { token: t.adminB })).body).toEqual({ version: 0, unpaid_day_basis: 'school-days' });
    const first = await t.api.put(SETTINGS, { token: t.adminB, body: { version: 0, unpaid_day_basis: 'thirty' } });
    expect(first.status).toBe(200);
    expect((await t.api.get(SETTINGS, { token: t.adminB })).body).toEqual({ version: 1, unpaid_day_basis: 'thirty' });
    // A second page that also showed the defaults is stale.
    expect((await t.api.put(SETTINGS, { token: t.adminB, body: { version: 0, unpaid_day_basis: 'school-days' } })).status).toBe(409);
    expect((await t.api.put(SETTINGS, { token: t.adminB, body: { version: 1, unpaid_day_basis: 'school-days' } })).status).toBe(200);
    expect((await t.api.put(SETTINGS, { token: t.adminB, body: { version: 1, unpaid_day_basis: 'thirty' } })).body.code).toBe('stale');
    expect((await t.api.get(SETTINGS, { token: t.adminB })).body).toEqual({ version: 2, unpaid_day_basis: 'school-days' });
    // School A still has the defaults.
    expect((await t.api.get(SETTINGS, { token: t.adminA })).body).toEqual({ version: 0, unpaid_day_basis: 'school-days' });
    expect(await auditOf(t, 'leave_settings', t.schoolB.schoolId)).toEqual(['update', 'update']);
  });

  it('refuses a basis it does not know (400) and a writer without update-employee (403)', async () => {
    expect((await t.api.put(SETTINGS, { token: t.adminA, body: { unpaid_day_basis: 'weeks' } })).status).toBe(400);
    const plain = await staffUser(t, t.schoolA.schoolId, null);
    expect((await t.api.get(SETTINGS, { token: plain.token })).status).toBe(200);
    expect((await t.api.put(SETTINGS, { token: plain.token, body: { unpaid_day_basis: 'thirty' } })).status).toBe(403);
    // Without a version, a save is a plain upsert.
    expect((await t.api.put(SETTINGS, { token: t.adminA, body: { unpaid_day_basis: 'thirty' } })).status).toBe(200);
    expect((await t.api.put(SETTINGS, { token: t.adminA, body: { unpaid_day_basis: 'school-days' } })).status).toBe(200);
    expect((await t.api.get(SETTINGS, { token: t.adminA })).body).toEqual({ version: 2, unpaid_day_basis: 'school-days' });
  });
});
