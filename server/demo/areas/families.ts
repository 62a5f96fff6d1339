import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { readRows, type DbOrTx } from '../../db/client';
import { int8 } from '../../db/row-fields';
import { API } from '@contract';
import { toActor } from '../../lib/actor';
import { hashPassword } from '../../lib/passwords';
import { loadSession } from '../../lib/session';
import { issueCards } from '../../domains/exams/public';
import { DEMO_PARENTS, DEMO_PUPIL_PASSWORD, DEMO_SCHOOL_NAME, type DemoFamilyLine } from '../users';
import type { DemoContext } from './types';

const familyRow = v.object({ id: int8 });

/** The first parents (by id) with two or more children still at the school: the demo's families. */
const familiesQuery = (schoolId: number, limit: number) =>
  sql`select p.id from parents p
    where p.school_id = ${schoolId} and p.status = 'Active'
      and (select count(*) from students s where s.school_id = p.school_id and s.parent_id = p.id and s.status = 'Active') >= 2
    order by p.id limit ${limit}`;

/**
 * Families who can sign in to the portal at once (issue 33): DEMO_PARENTS get the office's
 * password and a sign-in name, and the first family's first child (by admission number) their
 * own password. `must_change` is false, so a visitor is not asked for a new password first.
 */
export async function seedFamilies(ctx: DemoContext) {
  const { tx, schoolId } = ctx;
  const found = await readRows(tx, familyRow, familiesQuery(schoolId, DEMO_PARENTS.length));
  if (found.length < DEMO_PARENTS.length) throw new Error(`The demo has ${found.length} parents with two children; it needs ${DEMO_PARENTS.length}.`);
  // One password for all the demo parents: one hash (argon2id takes a while), as the office would type it.
  const parentHash = await hashPassword(DEMO_PARENTS[0]!.password);
  const pupilHash = await hashPassword(DEMO_PUPIL_PASSWORD);
  for (const [i, member] of DEMO_PARENTS.entries()) {
    const id = Number(found[i]!.id);
    const hash = member.password === DEMO_PARENTS[0]!.password ? parentHash : await hashPassword(member.password);
    await tx.execute(sql`update parents set portal_password_hash = ${hash} where id = ${id}`);
    await tx.execute(
      sql`insert into portal_accounts (school_id, kind, person_id, username, must_change) values (${schoolId}, 'parent', ${id}, ${member.username}, false)`,
    );
  }
  const [pupil] = await readRows(
    tx,
    familyRow,
    sql`select id from students where school_id = ${schoolId} and parent_id = ${Number(found[0]!.id)} and status = 'Active' order by admission_no limit 1`,
  );
  await tx.execute(sql`update students set portal_password_hash = ${pupilHash} where id = ${Number(pupil!.id)}`);
  await tx.execute(sql`insert into portal_accounts (school_id, kind, person_id, must_change) values (${schoolId}, 'pupil', ${Number(pupil!.id)}, false)`);
  await issueFamiliesCards(ctx, found.map((f) => Number(f.id)));
}

/**
 * The closed mid-term exam's report cards, issued by the Admin for the sections the demo
 * families' children sit in, so a family has a card to open and print.
 */
async function issueFamiliesCards(ctx: DemoContext, parentIds: number[]) {
  const { tx, schoolId } = ctx;
  const [exam] = await readRows(tx, familyRow, sql`select id from exams where school_id = ${schoolId} and academic_year_id = ${ctx.academicYearId} and status = 'Closed' order by end_date desc limit 1`);
  if (!exam) return;
  const sections = await readRows(
    tx,
    familyRow,
    sql`select distinct e.section_id as id from enrolments e join students s on s.id = e.student_id and s.school_id = e.school_id
      where e.school_id = ${schoolId} and e.academic_year_id = ${ctx.academicYearId} and e.outcome is null and s.status = 'Active'
        and s.parent_id = any(${`{${parentIds.join(',')}}`}::bigint[])
      order by 1`,
  );
  const admin = await loadSession(tx, ctx.adminId);
  const actor = toActor(admin!, 'demo', API.results);
  for (const section of sections) await issueCards(tx, actor, { exam_id: Number(exam.id), section_id: Number(section.id) });
}

const memberRow = v.object({
  kind: v.picklist(['parent', 'pupil']),
  username: v.nullable(v.string()),
  name: v.string(),
  phone: v.nullable(v.string()),
  admission_no: v.nullable(v.string()),
  class_name: v.nullable(v.string()),
  children: int8,
});

/** The demo families as seeded, for the list printed at every start: who they are and how they sign in. */
export async function demoFamilies(db: DbOrTx): Promise<DemoFamilyLine[]> {
  const school = sql`(select id from schools where name = ${DEMO_SCHOOL_NAME})`;
  const rows = await readRows(
    db,
    memberRow,
    sql`select 'parent' as kind, a.username, p.fullname as name, p.phone, null as admission_no, null as class_name,
        (select count(*) from students s where s.parent_id = p.id and s.status = 'Active') as children
      from portal_accounts a join parents p on p.school_id = a.school_id and p.id = a.person_id
      where a.kind = 'parent' and a.school_id = ${school} and a.username in ${DEMO_PARENTS.map((m) => m.username)}
      union all
      select 'pupil', null, concat_ws(' ', s.first_name, s.last_name), null, s.admission_no,
        (select c.name from enrolments e join classes c on c.id = e.class_id where e.student_id = s.id order by e.enrolled_on desc, e.id desc limit 1),
        0
      from portal_accounts a join students s on s.school_id = a.school_id and s.id = a.person_id
      where a.kind = 'pupil' and a.school_id = ${school}
      order by kind, username`,
  );
  return rows.map((r) =>
    r.kind === 'parent'
      ? {
          kind: 'parent' as const,
          username: r.username!,
          password: DEMO_PARENTS.find((m) => m.username === r.username)?.password ?? '',
          note: `${r.name}, phone ${r.phone}: ${Number(r.children)} children`,
        }
      : { kind: 'pupil' as const, username: r.admission_no!, password: DEMO_PUPIL_PASSWORD, note: `${r.name}${r.class_name ? `, ${r.class_name}` : ''} (admission number)` },
  );
}
