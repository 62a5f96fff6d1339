import { describe, expect, it } from 'vitest';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';

const t = twoSchools();


const profile = { name: 'Hillside Academy', address: '1 Hill Road', phone: '+254 700 000000', email: 'office@hillside.example', currency: 'KES', time_zone: 'Africa/Nairobi' };


describe('school profile (/api/settings/school)', () => {
  it('saves the profile and the shell sees the new name', async () => {
    expect((await t.api.put('/api/settings/school', { token: t.adminA, body: profile })).status).toBe(200);
    expect((await t.api.get('/api/settings/school', { token: t.adminA })).body).toMatchObject({ ...profile, logo: null });
    expect((await t.api.get('/api/auth', { token: t.adminA })).body.school_name).toBe('Hillside Academy');
    expect((await t.api.get('/api/settings/school', { token: t.adminB })).body.name).toBe(t.schoolB.name);
  });

  it('names bad fields and refuses a logo that was never uploaded', async () => {
    const bad = await t.api.put('/api/settings/school', { token: t.adminA, body: { ...profile, email: 'not-an-email', currency: 'XYZ', time_zone: 'Mars/Base' } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['currency', 'email', 'time_zone']);
    const logo = await t.api.put('/api/settings/school', { token: t.adminA, body: { ...profile, logo: 'ffffffffffffffffffffffffffffffff.png' } });
    expect(logo.status).toBe(422);
    expect(logo.body.issues[0].path).toBe('logo');
  });

  it('keeps the bus part-month rule unless it is sent, and refuses one it does not know', async () => {
    expect((await t.api.get('/api/settings/school', { token: t.adminA })).body.bus_proration).toBe('month');
    expect((await t.api.put('/api/settings/school', { token: t.adminA, body: { ...profile, bus_proration: 'days' } })).status).toBe(200);
    expect((await t.api.put('/api/settings/school', { token: t.adminA, body: profile })).status).toBe(200);
    expect((await t.api.get('/api/settings/school', { token: t.adminA })).body.bus_proration).toBe('days');
    const bad = await t.api.put('/api/settings/school', { token: t.adminA, body: { ...profile, bus_proration: 'weekly' } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path)).toEqual(['bus_proration']);
    expect((await t.api.get('/api/settings/school', { token: t.adminB })).body.bus_proration).toBe('month');
  });

  it('turns family portal sign-in off and on for the whole school, keeping it when not sent', async () => {
    expect((await t.api.get('/api/settings/school', { token: t.adminA })).body.portal_enabled).toBe(true);
    expect((await t.api.put('/api/settings/school', { token: t.adminA, body: { ...profile, portal_enabled: false } })).status).toBe(200);
    expect((await t.api.put('/api/settings/school', { token: t.adminA, body: profile })).status).toBe(200);
    expect((await t.api.get('/api/settings/school', { token: t.adminA })).body.portal_enabled).toBe(false);
    const bad = await t.api.put('/api/settings/school', { token: t.adminA, body: { ...profile, portal_enabled: 'no' } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path)).toEqual(['portal_enabled']);
    expect((await t.api.get('/api/settings/school', { token: t.adminB })).body.portal_enabled).toBe(true);
    expect((await t.api.put('/api/settings/school', { token: t.adminA, body: { ...profile, portal_enabled: true } })).status).toBe(200);
    expect((await t.api.get('/api/settings/school', { token: t.adminA })).body.portal_enabled).toBe(true);
  });

  it('needs school-profile', async () => {
    const u = await seedUser(t.ctx, t.schoolA.schoolId, ['user-profile']);
    const token = await t.api.login(u.username, u.password);
    expect((await t.api.get('/api/settings/school', { token })).status).toBe(403);
    expect((await t.api.put('/api/settings/school', { token, body: profile })).status).toBe(403);
  });
});
