import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApiIssue, PromotionInput, PromotionOutcome, PromotionPreview, PromotionProposal, PromotionTiming } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { academicYears, classes, enrolments, sections, students } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { enrolmentInForce, schoolTodaySql } from '../students/enrolment';
import { finalStudents, loadFinalRows } from '../../exams/public';
import { notFound, unprocessableAll } from '../../../lib/errors';
import { allOf } from '../../../lib/listing';
import { requireRef } from '../../../lib/rows';
import { classInScope, studentInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';

/** Not reachable over HTTP: lets a test fail the promotion part-way through. */
export interface PromotionHooks {
  afterStudent?: (index: number) => void | Promise<void>;
}

const nextClass = alias(classes, 'next_class');

const fromYear = alias(academicYears, 'from_year');

/** The day before an ISO date. */
const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The section to promote from (404 across schools and outside a non-admin's classes), the
 * target year, and when the move takes effect (ADR 018): the students stay where they are until
 * `currentUntil`, the end of the section's year (or the day before the target year starts, if
 * that is earlier), and move on when the target year starts.
 */
async function loadContext(db: DbOrTx, user: SessionRecord, sectionId: number, targetYearId: number) {
  const [section] = await db
    .select({
      id: sections.id,
      name: sections.name,
      academic_year_id: sections.academicYearId,
      class_id: sections.classId,
      class_name: classes.name,
      next_class_id: classes.nextClassId,
      next_class_name: nextClass.name,
    })
    .from(sections)
    .innerJoin(classes, eq(classes.id, sections.classId))
    .leftJoin(nextClass, eq(nextClass.id, classes.nextClassId))
    .where(allOf(eq(sections.id, sectionId), eq(sections.schoolId, user.schoolId), classInScope(user, sections.classId)));
  if (!section) throw notFound('Section');
  await requireRef(db, academicYears, targetYearId, user.schoolId, 'target_year_id', 'The academic year');
  if (targetYearId === section.academic_year_id) {
    throw unprocessableAll([{ path: 'target_year_id', message: 'Pick a different academic year from the section’s own.' }]);
  }
  const [years] = await db
    .select({
      fromName: fromYear.name,
      fromStart: fromYear.startDate,
      fromEnd: fromYear.endDate,
      targetName: academicYears.name,
      targetStart: academicYears.startDate,
      today: sql<string>`to_char(${schoolTodaySql(user)}, 'YYYY-MM-DD')`,
      activeStart: sql<string | null>`(select to_char(a.start_date, 'YYYY-MM-DD') from ${academicYears} a where a.school_id = ${user.schoolId} and a.active)`,
    })
    .from(academicYears)
    .innerJoin(fromYear, eq(fromYear.id, section.academic_year_id))
    .where(eq(academicYears.id, targetYearId));
  const y = years!;
  const currentUntil = [y.fromEnd, dayBefore(y.targetStart)].sort()[0]!;
  // The school has moved past the section's year: its last day is gone, or a later year is active.
  const yearOver = currentUntil < y.today || (y.activeStart != null && y.activeStart > y.fromStart);
  return {
    section,
    targetStart: y.targetStart,
    currentUntil,
    yearOver,
    timing: {
      from_year_name: y.fromName,
      target_year_name: y.targetName,
      current_until: currentUntil,
      takes_effect_on: y.targetStart,
      today: y.today,
    } satisfies PromotionTiming,
  };
}

/** Sections of one class in the target year, with how many seats are taken today (ADR 018). */
async function targetSections(db: DbOrTx, user: SessionRecord, classId: number | null, yearId: number) {
  if (classId == null) return [];
  const schoolId = user.schoolId;
  const open = db
    .select({ section_id: enrolments.sectionId, n: sql<number>`count(*)`.as('n') })
    .from(enrolments)
    .where(and(eq(enrolments.schoolId, schoolId), eq(enrolments.academicYearId, yearId), eq(enrolments.classId, classId), enrolmentInForce(schoolTodaySql(user))))
    .groupBy(enrolments.sectionId)
    .as('open');
  return db
    .select({ id: sections.id, name: sections.name, capacity: sections.capacity, enrolled: sql<number>`coalesce(${open.n}, 0)`.mapWith(Number) })
    .from(sections)
    .leftJoin(open, eq(open.section_id, sections.id))
    .where(and(eq(sections.schoolId, schoolId), eq(sections.academicYearId, yearId), eq(sections.classId, classId)))
    .orderBy(asc(sections.name), asc(sections.id));
}

/**
 * The section's students: those enrolled there now, and those already decided by an earlier
 * run, each with their open enrolment in the target year if they have one. A non-admin gets
 * only the students in their class scope, so an old section lists nobody who moved on.
 */
async function candidates(db: DbOrTx, user: SessionRecord, sectionId: number, targetYearId: number) {
  const schoolId = user.schoolId;
  const source = db
    .selectDistinctOn([enrolments.studentId], {
      enrolment_id: enrolments.id,
      student_id: enrolments.studentId,
      outcome: enrolments.outcome,
    })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.schoolId, schoolId),
        eq(enrolments.sectionId, sectionId),
        sql`(${enrolments.outcome} is null or ${enrolments.outcome} in ('promoted', 'repeated', 'graduated'))`,
      ),
    )
    .orderBy(enrolments.studentId, desc(enrolments.id))
    .as('src');
  const target = alias(enrolments, 'tgt');
  return db
    .select({
      enrolment_id: source.enrolment_id,
      student_id: source.student_id,
      outcome: source.outcome,
      admission_no: students.admissionNo,
      fullname: sql<string>`concat_ws(' ', ${students.firstName}, ${students.middleName}, ${students.lastName})`,
      status: students.status,
      target_enrolment_id: target.id,
      target_class_id: target.classId,
      target_section_id: target.sectionId,
    })
    .from(source)
    .innerJoin(students, and(eq(students.id, source.student_id), studentInScope(user, students.id)))
    .leftJoin(
      target,
      and(eq(target.schoolId, schoolId), eq(target.studentId, source.student_id), eq(target.academicYearId, targetYearId), isNull(target.outcome)),
    )
    .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id));
}

/**
 * Each student's final exam report for the section's year (issue 16): null for a student with no
 * result on any exam that counts.
 */
async function finalResults(db: DbOrTx, schoolId: number, yearId: number, studentIds: number[]): Promise<Map<number, NonNullable<PromotionProposal['final_result']>>> {
  if (!studentIds.length) return new Map();
  const rows = await loadFinalRows(db, schoolId, { yearId, studentIds });
  const sat = new Set(rows.results.map((r) => r.student_id));
  return new Map(
    finalStudents(rows)
      .filter((f) => sat.has(f.student_id))
      .map((f) => [f.student_id, { outcome: f.outcome, percent: f.percent, failed_subjects: f.failed_subjects }]),
  );
}

export async function previewPromotion(db: DbOrTx, user: SessionRecord, input: { section_id: number; target_year_id: number }): Promise<PromotionPreview> {
  const { section, timing } = await loadContext(db, user, input.section_id, input.target_year_id);
  const next = await targetSections(db, user, section.next_class_id, input.target_year_id);
  const repeat = await targetSections(db, user, section.class_id, input.target_year_id);
  const rows = await candidates(db, user, section.id, input.target_year_id);
  const finals = await finalResults(db, user.schoolId, section.academic_year_id, rows.map((r) => r.student_id));
  const filled = new Map([...next, ...repeat].map((s) => [s.id, s.enrolled]));
  const hasRoom = (s: { id: number; capacity: number }) => (filled.get(s.id) ?? 0) < s.capacity;
  /** The section of the same name with room, else the first with room, taking a seat in it. */
  const seat = (options: typeof next) => {
    const sameName = options.find((s) => s.name.toLowerCase() === section.name.toLowerCase());
    const pick = sameName && hasRoom(sameName) ? sameName : options.find(hasRoom);
    if (pick) filled.set(pick.id, (filled.get(pick.id) ?? 0) + 1);
    return pick?.id ?? null;
  };
  const proposals: PromotionProposal[] = rows.map((r) => {
    const final_result = finals.get(r.student_id) ?? null;
    const base = { student_id: r.student_id, admission_no: r.admission_no, fullname: r.fullname, final_result };
    if (r.outcome) {
      const outcome = r.outcome as PromotionOutcome;
      const already = { outcome, section_id: outcome === 'graduated' ? null : r.target_section_id };
      return { ...base, proposed: outcome, target_section_id: already.section_id, already };
    }
    // Failing the year's final exam report proposes repeating the class; the user still confirms.
    if (final_result?.outcome === 'fail') return { ...base, proposed: 'repeated', target_section_id: seat(repeat), already: null };
    if (section.next_class_id == null) return { ...base, proposed: 'graduated', target_section_id: null, already: null };
    return { ...base, proposed: 'promoted', target_section_id: seat(next), already: null };
  });
  return {
    section_id: section.id,
    class_id: section.class_id,
    class_name: section.class_name,
    next_class_id: section.next_class_id,
    next_class_name: section.next_class_name,
    next_sections: next,
    repeat_sections: repeat,
    students: proposals,
    ...timing,
  };
}

/**
 * Records each decided student's outcome on their enrolment in the section's year, which stays in
 * force until the year ends (ADR 018), and opens (or, on a re-run, moves or removes) their
 * enrolment in the target year. One transaction: all or nothing.
 */
export async function promote(db: DbOrTx, actor: Actor, input: PromotionInput, hooks?: PromotionHooks) {
  return db.transaction(async (tx) => {
    const { section, targetStart, currentUntil, yearOver, timing } = await loadContext(tx, actor, input.section_id, input.target_year_id);
    // Re-runs of one section wait for each other.
    await tx.select({ id: sections.id }).from(sections).where(eq(sections.id, section.id)).for('update');
    const rows = await candidates(tx, actor, section.id, input.target_year_id);
    const byStudent = new Map(rows.map((r) => [r.student_id, r]));

    const sectionIds = [...new Set(input.decisions.map((d) => d.target_section_id).filter((id): id is number => id != null))];
    const targets = sectionIds.length
      ? await tx
          .select({ id: sections.id, class_id: sections.classId, year_id: sections.academicYearId, capacity: sections.capacity })
          .from(sections)
          .where(and(eq(sections.schoolId, actor.schoolId), inArray(sections.id, sectionIds)))
          .orderBy(asc(sections.id))
          .for('update')
      : [];
    const targetById = new Map(targets.map((t) => [t.id, t]));

    const issues: ApiIssue[] = [];
    const seen = new Set<number>();
    input.decisions.forEach((d, i) => {
      const at = `decisions.${i}`;
      if (!byStudent.has(d.student_id)) {
        issues.push({ path: `${at}.student_id`, message: 'This student is not in the section.' });
        return;
      }
      if (seen.has(d.student_id)) issues.push({ path: `${at}.student_id`, message: 'This student is decided twice.' });
      seen.add(d.student_id);
      if (d.outcome === 'graduated') return;
      if (d.outcome === 'promoted' && section.next_class_id == null) {
        issues.push({ path: `${at}.outcome`, message: `${section.class_name} has no next class: graduate or repeat.` });
        return;
      }
      const classId = d.outcome === 'promoted' ? section.next_class_id : section.class_id;
      const target = d.target_section_id == null ? undefined : targetById.get(d.target_section_id);
      if (d.target_section_id == null) issues.push({ path: `${at}.target_section_id`, message: 'Pick a section in the target year.' });
      else if (!target || target.year_id !== input.target_year_id || target.class_id !== classId) {
        const which = d.outcome === 'promoted' ? section.next_class_name : section.class_name;
        issues.push({ path: `${at}.target_section_id`, message: `Pick a section of ${which} in the target year.` });
      }
    });
    if (issues.length) throw unprocessableAll(issues);

    // Capacity: who is in each target section now, minus this batch's students leaving it, plus arrivals.
    if (targets.length) {
      const counts = await tx
        .select({ section_id: enrolments.sectionId, n: sql<number>`count(*)`.mapWith(Number) })
        .from(enrolments)
        .where(and(eq(enrolments.schoolId, actor.schoolId), inArray(enrolments.sectionId, sectionIds), enrolmentInForce(schoolTodaySql(actor))))
        .groupBy(enrolments.sectionId);
      const staying = new Map(counts.map((c) => [c.section_id, c.n]));
      const arrivals = new Map<number, number[]>();
      input.decisions.forEach((d, i) => {
        const current = byStudent.get(d.student_id)!.target_section_id;
        const next = d.outcome === 'graduated' ? null : d.target_section_id;
        if (current != null && current !== next && staying.has(current)) staying.set(current, staying.get(current)! - 1);
        if (next != null && current !== next) arrivals.set(next, [...(arrivals.get(next) ?? []), i]);
      });
      for (const [sectionId, list] of arrivals) {
        const room = targetById.get(sectionId)!.capacity - (staying.get(sectionId) ?? 0);
        list.slice(Math.max(room, 0)).forEach((i) =>
          issues.push({ path: `decisions.${i}.target_section_id`, message: `The section is full (capacity ${targetById.get(sectionId)!.capacity}).` }),
        );
      }
      if (issues.length) throw unprocessableAll(issues);
    }

    // The old enrolment stays in force to the end of its year: never "today" while the year runs.
    // A re-run writes the same date again, which also repairs rows closed early before ADR 018.
    const endedOn = sql`greatest(${enrolments.enrolledOn}, ${currentUntil}::date)`;
    const tally = { promoted: 0, repeated: 0, graduated: 0 };
    for (const [i, d] of input.decisions.entries()) {
      const row = byStudent.get(d.student_id)!;
      tally[d.outcome] += 1;
      await tx
        .update(enrolments)
        .set({ outcome: d.outcome, endedOn })
        .where(and(eq(enrolments.id, row.enrolment_id), eq(enrolments.schoolId, actor.schoolId)));
      if (d.outcome === 'graduated') {
        if (row.target_enrolment_id != null) {
          await tx.delete(enrolments).where(and(eq(enrolments.id, row.target_enrolment_id), eq(enrolments.schoolId, actor.schoolId)));
        }
        // A graduate stays Active until the year is over; the year change flips them (academic.service).
        if (yearOver) {
          await tx.update(students).set({ status: 'Graduated' }).where(and(eq(students.id, d.student_id), eq(students.schoolId, actor.schoolId)));
        }
      } else {
        const classId = d.outcome === 'promoted' ? section.next_class_id! : section.class_id;
        const sectionId = d.target_section_id!;
        if (row.target_enrolment_id != null) {
          await tx
            .update(enrolments)
            .set({ classId, sectionId })
            .where(and(eq(enrolments.id, row.target_enrolment_id), eq(enrolments.schoolId, actor.schoolId)));
        } else {
          await tx.insert(enrolments).values({
            schoolId: actor.schoolId,
            studentId: d.student_id,
            academicYearId: input.target_year_id,
            classId,
            sectionId,
            enrolledOn: targetStart,
          });
        }
        if (row.status === 'Graduated') {
          await tx.update(students).set({ status: 'Active' }).where(and(eq(students.id, d.student_id), eq(students.schoolId, actor.schoolId)));
        }
      }
      await hooks?.afterStudent?.(i);
    }
    // One row for the run, listing every decided student; the detail says what became of each.
    await audit(tx, actor, {
      action: 'promote',
      entity: 'student',
      ids: input.decisions.map((d) => d.student_id),
      detail: { section_id: section.id, target_year_id: input.target_year_id, current_until: currentUntil, ...tally, decisions: input.decisions.map((d) => [d.student_id, d.outcome, d.target_section_id]) },
    });
    return { section_id: section.id, target_year_id: input.target_year_id, ...tally, takes_effect_on: timing.takes_effect_on, current_until: timing.current_until };
  });
}
