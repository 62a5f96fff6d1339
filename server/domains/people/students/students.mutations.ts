import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AdmissionInput, StudentUpdateInput, TransferInput } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { academicYears, classes, enrolments, parents, sections, students } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { unprocessable } from '../../../lib/errors';
import { officeSetPortalPassword } from '../../../lib/family-session';
import { hashPassword } from '../../../lib/passwords';
import { requireOwnImage } from '../images/image-owner';
import { expectedVersion, guardUnique, requireRef, uniqueFields } from '../../../lib/rows';
import { enrolmentInForce, schoolTodaySql } from './enrolment';
import { isClassInScope } from '../../../lib/scope';
import { requireStudent } from './students.service';

const uniques = uniqueFields({
  students_school_admission_no_uq: ['admission_no', 'A student with this admission number already exists.'],
  parents_school_phone_uq: ['parent.phone', 'A parent with this phone number already exists. Pick that parent instead.'],
  enrolments_one_open_per_year_uq: ['section_id', 'The student is already enrolled this year.'],
});

const studentValues = (input: StudentUpdateInput | AdmissionInput) => ({
  admissionNo: input.admission_no,
  firstName: input.first_name,
  middleName: input.middle_name,
  lastName: input.last_name,
  gender: input.gender,
  dateOfBirth: input.date_of_birth,
  photo: input.photo,
  address: input.address,
  house: input.house,
  admissionDate: input.admission_date,
  feeDiscount: input.fee_discount,
});

function checkDates(input: { date_of_birth: string; admission_date: string }) {
  if (input.date_of_birth >= input.admission_date) throw unprocessable('date_of_birth', 'The date of birth must be before the admission date.');
}

/**
 * Locks a section of the active year for an enrolment and checks it belongs to `classId` and
 * has a free seat. The row lock makes two admissions for the last seat wait for each other,
 * so the second counts the first one's enrolment.
 */
async function lockSeat(tx: DbOrTx, actor: Actor, sectionId: number, classId: number) {
  if (!actor.academicId) throw unprocessable('section_id', 'Set an active academic year first.');
  const [section] = await tx
    .select({
      id: sections.id,
      name: sections.name,
      classId: sections.classId,
      className: classes.name,
      yearId: sections.academicYearId,
      yearStart: academicYears.startDate,
      capacity: sections.capacity,
      status: sections.status,
    })
    .from(sections)
    .innerJoin(classes, eq(classes.id, sections.classId))
    .innerJoin(academicYears, eq(academicYears.id, sections.academicYearId))
    .where(and(eq(sections.id, sectionId), eq(sections.schoolId, actor.schoolId)))
    .for('update', { of: sections });
  if (!section) throw unprocessable('section_id', 'The section does not exist.');
  if (section.classId !== classId) throw unprocessable('section_id', `${section.className} ${section.name} is not a section of this class.`);
  if (section.yearId !== actor.academicId) throw unprocessable('section_id', `${section.className} ${section.name} is not in the active academic year.`);
  if (section.status !== 'Active') throw unprocessable('section_id', `${section.className} ${section.name} is not active.`);
  // Seats taken today: a student promoted out of this section keeps theirs until the year ends (ADR 018).
  const [taken] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(enrolments)
    .where(and(eq(enrolments.schoolId, actor.schoolId), eq(enrolments.sectionId, sectionId), enrolmentInForce(schoolTodaySql(actor))));
  const n = taken?.n ?? 0;
  if (n >= section.capacity) {
    throw unprocessable('section_id', `${section.className} ${section.name} is full (${n} of ${section.capacity}).`);
  }
  return section;
}

/** `POST /studentClass/add`: the parent (when new), the student and the enrolment, or nothing. */
export async function admitStudent(db: DbOrTx, actor: Actor, input: AdmissionInput) {
  checkDates(input);
  if (!isClassInScope(actor, input.class_id)) {
    throw unprocessable('class_id', 'You may admit students only into the classes assigned to you.');
  }
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        await requireRef(tx, classes, input.class_id, actor.schoolId, 'class_id', 'The class');
        await requireRef(tx, parents, input.parent_id, actor.schoolId, 'parent_id', 'The parent');
        await requireOwnImage(tx, actor.schoolId, input.photo, 'photo');
        const section = await lockSeat(tx, actor, input.section_id, input.class_id);
        let parentId = input.parent_id;
        if (input.parent) {
          const p = input.parent;
          const [created] = await tx
            .insert(parents)
            .values({ schoolId: actor.schoolId, fullname: p.fullname, phone: p.phone, phone2: p.phone2, email: p.email, address: p.address, occupation: p.occupation, status: p.status })
            .returning({ id: parents.id });
          parentId = created!.id;
        }
        const [student] = await tx
          .insert(students)
          .values({ schoolId: actor.schoolId, ...studentValues(input), parentId: parentId! })
          .returning({ id: students.id });
        const enrolledOn = input.admission_date > section.yearStart ? input.admission_date : section.yearStart;
        const [enrolment] = await tx
          .insert(enrolments)
          .values({ schoolId: actor.schoolId, studentId: student!.id, academicYearId: section.yearId, classId: section.classId, sectionId: section.id, enrolledOn })
          .returning({ id: enrolments.id });
        // One row for the admission; a parent created with it is named in the detail.
        await audit(tx, actor, {
          action: 'admit',
          entity: 'student',
          ids: [student!.id],
          detail: { enrolment_id: enrolment!.id, section_id: section.id, parent_id: parentId, new_parent: Boolean(input.parent) },
        });
        return { id: student!.id, enrolment_id: enrolment!.id, parent_id: parentId! };
      }),
    uniques,
  );
}

export async function updateStudent(db: DbOrTx, actor: Actor, id: number, input: StudentUpdateInput) {
  checkDates(input);
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        const current = await requireStudent(tx, actor, id, true);
        await requireRef(tx, parents, input.parent_id, actor.schoolId, 'parent_id', 'The parent');
        await requireOwnImage(tx, actor.schoolId, input.photo, 'photo', current.photo);
        await tx
          .update(students)
          .set({ ...studentValues(input), parentId: input.parent_id, ...expectedVersion(input) })
          .where(and(eq(students.id, id), eq(students.schoolId, actor.schoolId)));
        await audit(tx, actor, { action: 'update', entity: 'student', ids: [id] });
        return { id };
      }),
    uniques,
  );
}

/** Deactivation and reactivation, audited with the reason. Transferred and graduated students stay so. */
export async function setStudentStatus(db: DbOrTx, actor: Actor, id: number, input: { status: 'Active' | 'Inactive'; reason: string | null }) {
  return db.transaction(async (tx) => {
    const student = await requireStudent(tx, actor, id, true);
    if (student.status !== 'Active' && student.status !== 'Inactive') {
      throw unprocessable('status', `A ${student.status.toLowerCase()} student cannot be made ${input.status.toLowerCase()}.`);
    }
    await tx.update(students).set({ status: input.status }).where(and(eq(students.id, id), eq(students.schoolId, actor.schoolId)));
    await audit(tx, actor, {
      action: input.status === 'Active' ? 'activate' : 'deactivate',
      entity: 'student',
      ids: [id],
      detail: { from: student.status, to: input.status, reason: input.reason },
    });
    return { id, status: input.status };
  });
}

/** Leaving the school (status Transferred) or moving to another section of the same class. */
export async function transferStudent(db: DbOrTx, actor: Actor, id: number, input: TransferInput) {
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        const student = await requireStudent(tx, actor, id, true);
        if (student.status !== 'Active' && student.status !== 'Inactive') {
          throw unprocessable('kind', `This student has already left the school (${student.status}).`);
        }
        // The enrolments in force today (ADR 018): the current one, and next year's that a
        // promotion planned (it has not started yet). A transfer acts on the current one.
        const today = schoolTodaySql(actor);
        const live = await tx
          .select({
            id: enrolments.id,
            yearId: enrolments.academicYearId,
            classId: enrolments.classId,
            sectionId: enrolments.sectionId,
            enrolledOn: enrolments.enrolledOn,
            outcome: enrolments.outcome,
            endedOn: enrolments.endedOn,
            started: sql<boolean>`${enrolments.enrolledOn} <= ${today}`,
          })
          .from(enrolments)
          .where(and(eq(enrolments.schoolId, actor.schoolId), eq(enrolments.studentId, id), enrolmentInForce(today)))
          .orderBy(enrolments.enrolledOn, enrolments.id)
          .for('update');
        const current = input.kind === 'move' ? live.find((e) => e.yearId === actor.academicId) : (live.filter((e) => e.started).at(-1) ?? live[0]);
        const planned = live.filter((e) => e !== current && !e.started);
        // Leaving closes everything else in force, as it always did; moving acts on the current one.
        const acted = input.kind === 'leave' ? live.filter((e) => !planned.includes(e)) : current ? [current] : [];
        const from = acted.reduce((max, e) => (e.enrolledOn > max ? e.enrolledOn : max), student.admissionDate);
        if (input.date < from) throw unprocessable('date', `The date cannot be before ${from}.`);
        // A promotion decided the year's end: a date past it belongs to next year, once that has started.
        const yearEnd = acted.map((e) => e.endedOn).filter((d): d is string => d != null).sort()[0];
        if (yearEnd && input.date > yearEnd) {
          throw unprocessable('date', `The date cannot be after ${yearEnd}, when this year's enrolment ends and the promotion takes effect.`);
        }

        if (input.kind === 'leave') {
          await tx
            .update(students)
            .set({ status: 'Transferred', transferDate: input.date, transferReason: input.reason, transferSchool: input.destination })
            .where(and(eq(students.id, id), eq(students.schoolId, actor.schoolId)));
          if (acted.length) {
            await tx
              .update(enrolments)
              .set({ outcome: 'transferred', endedOn: input.date })
              .where(and(eq(enrolments.schoolId, actor.schoolId), inArray(enrolments.id, acted.map((e) => e.id))));
          }
          // Next year's seat a promotion reserved is given back: the student will not be there.
          if (planned.length) {
            await tx.delete(enrolments).where(and(eq(enrolments.schoolId, actor.schoolId), inArray(enrolments.id, planned.map((e) => e.id))));
          }
          await audit(tx, actor, {
            action: 'transfer',
            entity: 'student',
            ids: [id],
            detail: { date: input.date, reason: input.reason, destination: input.destination, closed: acted.map((e) => e.id), removed: planned.map((e) => e.id) },
          });
          return { id, kind: 'leave' as const };
        }

        if (!current) throw unprocessable('section_id', 'The student has no current enrolment in the active academic year.');
        if (current.sectionId === input.section_id) throw unprocessable('section_id', 'The student is already in this section.');
        const section = await lockSeat(tx, actor, input.section_id, current.classId);
        await tx.update(enrolments).set({ outcome: 'moved', endedOn: input.date }).where(eq(enrolments.id, current.id));
        // The new section carries the promotion already decided for this year's end, if any.
        const [next] = await tx
          .insert(enrolments)
          .values({
            schoolId: actor.schoolId,
            studentId: id,
            academicYearId: section.yearId,
            classId: section.classId,
            sectionId: section.id,
            enrolledOn: input.date,
            outcome: current.outcome,
            endedOn: current.endedOn,
          })
          .returning({ id: enrolments.id });
        await audit(tx, actor, {
          action: 'move',
          entity: 'student',
          ids: [id],
          detail: { date: input.date, reason: input.reason, from_section_id: current.sectionId, to_section_id: section.id, closed: current.id, opened: next!.id },
        });
        return { id, kind: 'move' as const, enrolment_id: next!.id };
      }),
    uniques,
  );
}

/** The student-portal password: only its argon2id hash is stored. */
export async function setStudentPassword(db: DbOrTx, actor: Actor, id: number, password: string) {
  await requireStudent(db, actor, id);
  const portalPasswordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await requireStudent(tx, actor, id, true);
    await tx.update(students).set({ portalPasswordHash }).where(and(eq(students.id, id), eq(students.schoolId, actor.schoolId)));
    await officeSetPortalPassword(tx, { kind: 'pupil', id, schoolId: actor.schoolId });
    // The hash never goes into the trail: only that it was set.
    await audit(tx, actor, { action: 'set-password', entity: 'student', ids: [id] });
  });
}
