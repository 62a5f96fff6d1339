import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { readRows } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { type TestContext, unique } from '../../../test/harness';
import type { TwoSchools } from '../../../test/schools';

let phones = 0;
/** A phone number no other test uses. */
export const newPhone = () => `+1 555 ${String(Date.now() % 100000).padStart(5, '0')}${String(++phones).padStart(4, '0')}`;

/**
 * On the two schools of `twoSchools()`: A gets Grade 1 (North, South), Grade 2 (Tiny, capacity 2)
 * and Grade 3 (A) in the active year and Grade 1 Later in another year; B gets a class, a section
 * and a parent.
 */
export async function seedStudentsArea(t: TwoSchools) {
  const { api, schoolA: a, schoolB: b, adminA, adminB } = t;
  const cls = async (token: string, name: string, sort: number) => (await api.post('/api/class', { token, body: { name, sort_order: sort } })).body.id as number;
  const sec = async (token: string, body: object) => {
    const res = await api.post('/api/sections', { token, body });
    if (res.status !== 201) throw new Error(`section: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as number;
  };
  const g1 = await cls(adminA, 'Grade 1', 1);
  const g2 = await cls(adminA, 'Grade 2', 2);
  const g3 = await cls(adminA, 'Grade 3', 3);
  const north = await sec(adminA, { class_id: g1, name: 'North', capacity: 40 });
  const south = await sec(adminA, { class_id: g1, name: 'South', capacity: 40 });
  const tiny = await sec(adminA, { class_id: g2, name: 'Tiny', capacity: 2 });
  const g3a = await sec(adminA, { class_id: g3, name: 'A', capacity: 40 });
  const otherYear = (await api.post('/api/acedmic', { token: adminA, body: { name: '2098/2099', start_date: '2098-09-01', end_date: '2099-08-31' } })).body.id as number;
  const later = await sec(adminA, { class_id: g1, name: 'Later', academic_year_id: otherYear });
  const bClass = await cls(adminB, 'Grade 1', 1);
  const bSection = await sec(adminB, { class_id: bClass, name: 'North' });
  const bParent = (await api.post('/api/parents', { token: adminB, body: { fullname: 'Other Parent', phone: newPhone() } })).body.id as number;
  return { a, b, adminA, adminB, g1, g2, g3, north, south, tiny, g3a, otherYear, later, bClass, bSection, bParent };
}

/** A valid admission into `class_id`/`section_id` with a new parent, unless overridden. */
export function admission(class_id: number, section_id: number, over: Record<string, unknown> = {}) {
  return {
    admission_no: unique('S-'),
    first_name: 'Ada',
    last_name: unique('Lovelace'),
    gender: 'Female',
    date_of_birth: '2015-03-01',
    admission_date: '2024-09-02',
    class_id,
    section_id,
    parent: { fullname: 'Pat Parent', phone: newPhone() },
    ...over,
  };
}

export async function count(ctx: TestContext, query: ReturnType<typeof sql>) {
  const [row] = await readRows(ctx.database.db, v.object({ n: int8 }), query);
  return Number(row?.n ?? 0);
}

/** The invariant every admission keeps: no student without an enrolment and vice versa. */
export async function orphans(ctx: TestContext) {
  return {
    studentsWithoutEnrolment: await count(ctx, sql`select count(*) as n from students s where not exists (select 1 from enrolments e where e.student_id = s.id)`),
    enrolmentsWithoutStudent: await count(ctx, sql`select count(*) as n from enrolments e where not exists (select 1 from students s where s.id = e.student_id and s.school_id = e.school_id)`),
    parentsWithoutChildren: await count(ctx, sql`select count(*) as n from parents p where not exists (select 1 from students s where s.parent_id = p.id)`),
  };
}
