import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { bandIssues, gradingSystemRow, type ApiIssue, type GradeBand, type GradingSystem, type GradingSystemInput } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { gradingSystems } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { notFound, unprocessable, unprocessableAll } from '../../../lib/errors';
import { expectedVersion, guardUnique, uniqueFields } from '../../../lib/rows';
import type { SessionRecord } from '../../../lib/session';
import { nameList } from './shared';

const gradingUnique = uniqueFields({ grading_systems_school_name_uq: ['name', 'Another grading system already has this name.'] });

/** The school's grading systems by name, each with how many exams and papers grade with it. */
export async function listGradingSystems(db: DbOrTx, user: SessionRecord): Promise<GradingSystem[]> {
  return readRows(
    db,
    gradingSystemRow,
    sql`select gs.id::int, gs.version::int, gs.name, gs.precision::int, gs.rounding, gs.bands, gs.status,
        ((select count(*) from exams ex where ex.school_id = gs.school_id and ex.grading_system_id = gs.id)
          + (select count(*) from exam_subjects es where es.school_id = gs.school_id and es.grading_system_id = gs.id))::int as used_by
      from grading_systems gs where gs.school_id = ${user.schoolId}
      order by lower(gs.name), gs.id`,
  );
}

/** Gaps, overlaps, uncovered ends and excess decimals, each at its cell (`bands.{i}.{field}`). */
function checkBands(input: GradingSystemInput) {
  const issues: ApiIssue[] = bandIssues(input.bands, input.precision).map((i) => ({
    path: i.index < 0 || i.field === 'bands' ? 'bands' : `bands.${i.index}.${i.field}`,
    message: i.message,
  }));
  if (issues.length) throw unprocessableAll(issues);
}

/** Kept highest first, the order every legend prints them in. */
const storedBands = (bands: readonly GradeBand[]): GradeBand[] =>
  [...bands].sort((a, b) => b.from - a.from).map((b) => ({ from: b.from, to: b.to, grade: b.grade, point: b.point, remark: b.remark }));

const values = (input: GradingSystemInput) => ({
  name: input.name,
  precision: input.precision,
  rounding: input.rounding,
  bands: storedBands(input.bands),
  status: input.status,
});
const detail = (input: GradingSystemInput) => ({ name: input.name, precision: input.precision, rounding: input.rounding, bands: input.bands.length, status: input.status });

export async function createGradingSystem(db: DbOrTx, actor: Actor, input: GradingSystemInput): Promise<number> {
  checkBands(input);
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(gradingSystems)
          .values({ schoolId: actor.schoolId, ...values(input) })
          .returning({ id: gradingSystems.id });
        await audit(tx, actor, { action: 'create', entity: 'grading-system', ids: [row!.id], detail: detail(input) });
        return row!.id;
      }),
    gradingUnique,
  );
}

/**
 * A system stays Active while an exam not yet closed grades with it, or one of such an exam's
 * papers: their marks are still being entered and graded.
 */
async function checkStillUsed(tx: DbOrTx, schoolId: number, id: number) {
  const open = await readRows(
    tx,
    v.object({ name: v.string() }),
    sql`select ex.name from exams ex
      where ex.school_id = ${schoolId} and ex.status in ('Pending', 'Active')
        and (ex.grading_system_id = ${id}
          or exists (select 1 from exam_subjects es where es.exam_id = ex.id and es.grading_system_id = ${id}))
      order by ex.start_date, ex.id`,
  );
  if (!open.length) return;
  const names = nameList(open.map((e) => e.name));
  const grade = open.length === 1 ? `${names} grades with it; close that exam` : `${names} grade with it; close those exams`;
  throw unprocessable('status', `${grade} or give ${open.length === 1 ? 'it' : 'them'} another system first.`);
}

/** Bands and rule may change while the system is in use: issued report cards keep what they printed. */
export async function updateGradingSystem(db: DbOrTx, actor: Actor, id: number, input: GradingSystemInput): Promise<void> {
  checkBands(input);
  await guardUnique(
    () =>
      db.transaction(async (tx) => {
        // Locked first: an exam or paper naming this system while it goes Inactive waits for this.
        const [saved] = await tx
          .select({ status: gradingSystems.status })
          .from(gradingSystems)
          .where(and(eq(gradingSystems.id, id), eq(gradingSystems.schoolId, actor.schoolId)))
          .for('no key update');
        if (!saved) throw notFound('Grading system');
        if (input.status === 'Inactive' && saved.status !== 'Inactive') await checkStillUsed(tx, actor.schoolId, id);
        await tx
          .update(gradingSystems)
          .set({ ...values(input), ...expectedVersion(input) })
          .where(and(eq(gradingSystems.id, id), eq(gradingSystems.schoolId, actor.schoolId)));
        await audit(tx, actor, { action: 'update', entity: 'grading-system', ids: [id], detail: detail(input) });
      }),
    gradingUnique,
  );
}
