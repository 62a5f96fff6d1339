import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/client';
import { seedUser } from '../../../test/fixtures';
import { createTestContext, seedSchool, type TestContext } from '../../../test/harness';

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
let a: Awaited<ReturnType<typeof seedSchool>>;
let admin: string;

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
const WEBP = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50]);

async function upload(token: string, bytes: Uint8Array, name: string, type = 'image/png') {
  const form = new FormData();
  form.append('file', new File([bytes.slice()], name, { type }));
  return api.post('/api/images', { token, form });
}

beforeAll(async () => {
  ctx = await createTestContext();
  api = apiClient(ctx);
  a = await seedSchool(ctx);
  admin = await api.login(a.adminUsername, a.adminPassword);
});
afterAll(() => ctx.close());

describe('POST /api/images', () => {
  it('stores PNG, JPEG and WebP by their content and serves them back', async () => {
    for (const [bytes, ext] of [[PNG, 'png'], [JPEG, 'jpg'], [WEBP, 'webp']] as const) {
      const res = await upload(admin, bytes, 'whatever.bin', 'application/octet-stream');
      expect(res.status).toBe(201);
      expect(res.body.filename).toMatch(new RegExp(`^[a-f0-9]{32}\\.${ext}$`));
      const served = await ctx.app.request(res.body.url);
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    }
  });

  it('refuses a script named .png, an empty form and a file over 2 MB', async () => {
    const fake = await upload(admin, new TextEncoder().encode('<script>alert(1)</script>'), 'logo.png');
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe('Upload a PNG, JPEG or WebP image.');
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(PNG);
    expect((await upload(admin, big, 'big.png')).status).toBe(413);
    const empty = await api.post('/api/images', { token: admin, body: {} });
    expect(empty.status).toBe(400);
  });

  it('needs an upload privilege, and never serves paths outside the folder', async () => {
    const u = await seedUser(ctx, a.schoolId, ['list-class']);
    const token = await api.login(u.username, u.password);
    expect((await upload(token, PNG, 'a.png')).status).toBe(403);
    expect((await ctx.app.request('/images/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await ctx.app.request('/images/0000.png')).status).toBe(404);
  });
});

describe('an image belongs to the school that uploaded it', () => {
  it("refuses another school's image as a logo or photo, and any made-up name", async () => {
    const b = await seedSchool(ctx);
    const adminB = await api.login(b.adminUsername, b.adminPassword);
    const mine = (await upload(admin, PNG, 'mine.png')).body.filename as string;
    const theirs = (await upload(adminB, PNG, 'theirs.png')).body.filename as string;
    const profile = { name: 'Hillside Academy', currency: 'KES', time_zone: 'Africa/Nairobi' };

    const stolen = await api.put('/api/settings/school', { token: admin, body: { ...profile, logo: theirs } });
    expect(stolen.status).toBe(422);
    expect(stolen.body.issues[0]).toEqual({ path: 'logo', message: 'Upload the logo again.' });
    expect((await api.put('/api/settings/school', { token: admin, body: { ...profile, logo: mine } })).status).toBe(200);
    // Saving the profile again with its own logo unchanged still works.
    expect((await api.put('/api/settings/school', { token: admin, body: { ...profile, logo: mine } })).status).toBe(200);

    const year = (await api.get('/api/acedmic', { token: admin })).body.data.find((y: { active: boolean }) => y.active);
    const classId = (await api.post('/api/class', { token: admin, body: { name: 'Grade 1' } })).body.id;
    const sectionId = (await api.post('/api/sections', { token: admin, body: { class_id: classId, name: 'North', academic_year_id: year.id } })).body.id;
    const admission = (photo: string) => ({
      admission_no: `P-${photo.slice(0, 8)}`,
      first_name: 'Ada',
      last_name: 'Lovelace',
      gender: 'Female',
      date_of_birth: '2015-03-01',
      admission_date: '2024-09-02',
      class_id: classId,
      section_id: sectionId,
      parent: { fullname: 'Pat Parent', phone: `+254 711 ${photo.slice(0, 6).replace(/\D/g, '1').padEnd(6, '1')}` },
      photo,
    });
    for (const photo of [theirs, 'javascript:alert(1)', 'ffffffffffffffffffffffffffffffff.png']) {
      const res = await api.post('/api/studentClass/add', { token: admin, body: admission(photo) });
      expect(res.status).toBe(422);
      expect(res.body.issues[0].path).toBe('photo');
    }
    const admitted = await api.post('/api/studentClass/add', { token: admin, body: admission(mine) });
    expect(admitted.status).toBe(201);
    const student = (await api.get(`/api/students/${admitted.body.id}`, { token: admin })).body;
    const edit = { admission_no: student.admission_no, first_name: 'Ada', last_name: 'Lovelace', gender: 'Female', date_of_birth: '2015-03-01', admission_date: '2024-09-02', parent_id: student.parent_id };
    expect((await api.put(`/api/students/${student.id}`, { token: admin, body: { ...edit, photo: theirs } })).status).toBe(422);
    expect((await api.put(`/api/students/${student.id}`, { token: admin, body: { ...edit, photo: mine } })).status).toBe(200);
  });
});
