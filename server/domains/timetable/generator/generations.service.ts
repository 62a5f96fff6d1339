import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Generation, GenerationInput, GenerationState } from '@contract';
import type { Db, DbOrTx } from '../../../db/client';
import { timetableGenerations } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { HttpError, notFound } from '../../../lib/errors';
import { isClassInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';
import type { GenerationResult } from './jobs';
import { planOf } from './plan';
import { generationRunner } from './runner';

/** Seconds the solver may take for one run (ADR 026: the demo school in under 10 s). */
const SOLVE_SECONDS = 8;

/** The scope as asked, and the sections and classes it covered then: accept replaces those sections' weeks. */
export interface StoredScope extends GenerationInput {
  section_ids: number[];
  class_ids: number[];
}

const OPEN: GenerationState[] = ['queued', 'running'];

/** Writes a run's progress and outcome as the worker reports them; a discarded run's late answer changes nothing. */
function listenerFor(db: Db, id: number) {
  const stillOpen = and(eq(timetableGenerations.id, id), inArray(timetableGenerations.status, OPEN));
  // One write after another, so a late progress never lands after the result.
  let chain: Promise<unknown> = Promise.resolve();
  const write = (set: Partial<typeof timetableGenerations.$inferInsert>): Promise<void> => {
    chain = chain
      .then(() => db.update(timetableGenerations).set(set).where(stillOpen))
      .catch((err: unknown) => console.error(`Timetable generation ${id} could not be saved:`, err instanceof Error ? err.message : err));
    return chain.then(() => undefined);
  };
  return {
    progress: (progress: number) => void write({ status: 'running', progress }),
    done: (result: GenerationResult) => write({ status: 'done', progress: 100, result, finishedAt: new Date() }),
    failed: (error: string) => write({ status: 'failed', error, finishedAt: new Date() }),
  };
}

/** Asks for a run: the row is saved queued with the input read now, and the worker takes it from there. */
export async function startGeneration(db: Db, actor: Actor, scope: GenerationInput): Promise<number> {
  const plan = await planOf(db, actor, scope);
  const stored: StoredScope = { ...scope, section_ids: plan.sectionIds, class_ids: plan.classIds };
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(timetableGenerations)
      .values({ schoolId: actor.schoolId, academicYearId: plan.yearId, scope: stored, requestedBy: actor.id })
      .returning({ id: timetableGenerations.id });
    await audit(tx, actor, {
      action: 'create',
      entity: 'timetable-generation',
      ids: [row!.id],
      detail: { scope: scope.scope, sections: plan.sectionIds.length, requirements: plan.input.requirements.length },
    });
    return row!.id;
  });
  generationRunner.run({ id, input: plan.input, timeLimit: SOLVE_SECONDS, listener: listenerFor(db, id) });
  return id;
}

export interface GenerationRow {
  id: number;
  yearId: number;
  status: GenerationState;
  progress: number;
  scope: StoredScope;
  result: GenerationResult | null;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

/**
 * The run, if it is the school's and (for a non-admin) every section it covers is of their
 * classes; otherwise 404, as for a missing one. `lock` holds the row for an accept or a discard.
 */
export async function generationOf(db: DbOrTx, user: SessionRecord, id: number, lock = false): Promise<GenerationRow> {
  const query = db
    .select({
      id: timetableGenerations.id,
      yearId: timetableGenerations.academicYearId,
      status: sql<GenerationState>`${timetableGenerations.status}`,
      progress: timetableGenerations.progress,
      scope: sql<StoredScope>`${timetableGenerations.scope}`,
      result: sql<GenerationResult | null>`${timetableGenerations.result}`,
      error: timetableGenerations.error,
      createdAt: timetableGenerations.createdAt,
      finishedAt: timetableGenerations.finishedAt,
    })
    .from(timetableGenerations)
    .where(and(eq(timetableGenerations.id, id), eq(timetableGenerations.schoolId, user.schoolId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !row.scope.class_ids.every((c) => isClassInScope(user, c))) throw notFound('Timetable generation');
  return row;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A run as the generator page polls it. A run this process no longer has (the server restarted) is failed, so nobody waits on it forever. */
export async function getGeneration(db: Db, user: SessionRecord, id: number): Promise<Generation> {
  let row = await generationOf(db, user, id);
  if (OPEN.includes(row.status) && !generationRunner.knows(id)) {
    const error = 'The server restarted before the generator finished. Generate again.';
    await db
      .update(timetableGenerations)
      .set({ status: 'failed', error, finishedAt: new Date() })
      .where(and(eq(timetableGenerations.id, id), inArray(timetableGenerations.status, OPEN)));
    row = await generationOf(db, user, id);
  }
  const { section_ids: _sections, class_ids: _classes, ...scope } = row.scope;
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    scope,
    created_at: iso(row.createdAt)!,
    finished_at: iso(row.finishedAt),
    error: row.error,
    result: row.result,
  };
}

/** Drops a run that is not accepted yet; a running one is stopped. */
export async function discardGeneration(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await generationOf(tx, actor, id, true);
    if (row.status === 'accepted') throw new HttpError(409, 'This timetable has already been accepted.');
    if (row.status === 'discarded') throw new HttpError(409, 'This timetable has already been discarded.');
    await tx.update(timetableGenerations).set({ status: 'discarded', finishedAt: row.finishedAt ?? new Date() }).where(eq(timetableGenerations.id, id));
    await audit(tx, actor, { action: 'discard', entity: 'timetable-generation', ids: [id], detail: { status: row.status } });
  });
  generationRunner.cancel(id);
}
