import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classes, enrolments, parents, sections, students } from './schema';
import { twoSchools } from '../test/schools';
import { activeYear, seedClass, seedSection, seedStudent } from '../test/students-data';
import { totalRows } from '../lib/listing';
import { selectCounted, selectRows } from './select-rows';

/** selectRows must give exactly what drizzle's own mapping gives, on both databases. */
const t = twoSchools();

beforeAll(async () => {
  const school = t.schoolA.schoolId;
  const year = await activeYear(t.ctx, school);
  const section = await seedSection(t.ctx, school, year.id, await seedClass(t.ctx, school, 'Grade 5'), 'B');
  await seedStudent(t.ctx, school, { sectionId: section, firstName: 'Amina', lastName: 'Odhiambo' });
  await seedStudent(t.ctx, school, { firstName: 'Brian', lastName: 'Kim' });
});

describe('selectRows', () => {
  it('maps columns, dates, timestamps, money, mapped SQL, a counted subquery and left-joined nulls as drizzle does', async () => {
    const db = t.ctx.database.db;
    const others = db.select({ n: count() }).from(students).where(eq(students.schoolId, t.schoolA.schoolId));
    const query = () =>
      db
        .select({
          id: students.id,
          born: students.dateOfBirth,
          discount: students.feeDiscount,
          created: students.createdAt,
          name: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
          doubled: sql<number>`${students.feeDiscount} * 2`.mapWith(Number),
          parent: parents.fullname,
          class_name: classes.name,
          section_name: sections.name,
          total: sql<number>`(${others})`.mapWith(Number),
        })
        .from(students)
        .innerJoin(parents, eq(parents.id, students.parentId))
        .leftJoin(enrolments, eq(enrolments.studentId, students.id))
        .leftJoin(classes, eq(classes.id, enrolments.classId))
        .leftJoin(sections, eq(sections.id, enrolments.sectionId))
        .where(eq(students.schoolId, t.schoolA.schoolId))
        .orderBy(students.id);
    const fast = await selectRows(query());
    expect(fast).toEqual(await query());
    expect(fast).toHaveLength(2);
    expect(fast[0]).toMatchObject({ name: 'Amina Odhiambo', class_name: 'Grade 5', section_name: 'B', total: 2 });
    expect(fast[0]!.created).toBeInstanceOf(Date);
    expect(fast[1]).toMatchObject({ name: 'Brian Kim', class_name: null, section_name: null });
  });

  it('leaves a select that nests objects to drizzle, which nulls a left-joined table that found nothing', async () => {
    const db = t.ctx.database.db;
    const query = () =>
      db
        .select({ id: students.id, enrolment: { class_id: enrolments.classId, section_id: enrolments.sectionId } })
        .from(students)
        .leftJoin(enrolments, eq(enrolments.studentId, students.id))
        .where(eq(students.schoolId, t.schoolA.schoolId))
        .orderBy(students.id);
    const rows = await selectRows(query());
    expect(rows).toEqual(await query());
    expect(rows[1]!.enrolment).toBeNull();
  });

  it('gives a counted page its rows without the total, the total once, and no total past the end', async () => {
    const db = t.ctx.database.db;
    const page = (offset: number) =>
      db
        .select({ id: students.id, name: students.firstName, total: totalRows })
        .from(students)
        .where(eq(students.schoolId, t.schoolA.schoolId))
        .orderBy(students.id)
        .limit(1)
        .offset(offset);
    const first = await selectCounted(page(0));
    expect(first.total).toBe(2);
    expect(first.rows).toEqual([{ id: expect.any(Number), name: 'Amina' }]);
    expect(Object.keys(first.rows[0]!)).toEqual(['id', 'name']);
    expect(await selectCounted(page(5))).toEqual({ rows: [], total: undefined });
  });
});
