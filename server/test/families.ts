import { expect } from 'vitest';
import type { TwoSchools } from './schools';
import { admission, newPhone, seedStudentsArea } from '../domains/people/students/students.fixtures';

export const OFFICE_PASSWORD = 'Office123';
export const FAMILY_PASSWORD = 'Family456';

/**
 * The portal's test families on `twoSchools()`: in school A, the Okafors (a parent with two
 * children, Ada in Grade 1 North and Ben in Grade 2 Tiny) and the Mwangis (one child, Cy, in
 * Grade 1 North beside Ada); in school B, one child. The office has set every password;
 * `signIn` signs a family member in and changes the password, as a first sign-in must.
 */
export async function seedFamilies(t: TwoSchools) {
  const area = await seedStudentsArea(t);
  const { api, adminA, adminB } = t;
  const admit = async (token: string, body: object) => {
    const res = await api.post('/api/studentClass/add', { token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };
  const parentOf = async (token: string, studentId: number) => (await api.get(`/api/students/${studentId}`, { token })).body.parent_id as number;

  const okaforPhone = newPhone();
  const ada = await admit(adminA, admission(area.g1, area.north, { first_name: 'Ada', last_name: 'Okafor', parent: { fullname: 'Ngozi Okafor', phone: okaforPhone } }));
  const okafor = await parentOf(adminA, ada);
  const ben = await admit(adminA, admission(area.g2, area.tiny, { first_name: 'Ben', last_name: 'Okafor', parent: null, parent_id: okafor }));
  const cy = await admit(adminA, admission(area.g1, area.north, { first_name: 'Cy', last_name: 'Mwangi' }));
  const mwangi = await parentOf(adminA, cy);
  const dee = await admit(adminB, admission(area.bClass, area.bSection, { first_name: 'Dee', last_name: 'Other' }));
  const other = await parentOf(adminB, dee);

  const resetParent = (token: string, id: number) => api.post('/api/parents/reset', { token, body: { id, password: OFFICE_PASSWORD } });
  const setPupil = (token: string, id: number) => api.post(`/api/students/${id}/password`, { token, body: { password: OFFICE_PASSWORD } });
  for (const res of await Promise.all([resetParent(adminA, okafor), resetParent(adminA, mwangi), resetParent(adminB, other), setPupil(adminA, ada), setPupil(adminA, cy)])) {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const admissionNo = async (id: number) => (await api.get(`/api/students/${id}`, { token: adminA })).body.admission_no as string;

  /** Signs in with the office's password, changes it, and returns the new token. */
  async function signIn(username: string, ip = '10.9.0.1') {
    const first = await api.post('/api/auth/login', { body: { username, password: OFFICE_PASSWORD }, ip });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const changed = await api.post('/api/family/password', { token: first.body.token, body: { password: FAMILY_PASSWORD } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    return changed.body.token as string;
  }

  return {
    ...area,
    ada, ben, cy, dee,
    okafor, mwangi, other,
    okaforPhone,
    adaNo: await admissionNo(ada),
    cyNo: await admissionNo(cy),
    signIn,
  };
}
