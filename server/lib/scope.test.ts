import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID } from '@contract';
import { classes, students } from '../db/schema';
import { classInScope, isClassInScope, studentInScope } from './scope';
import type { SessionRecord } from './session';

const dialect = new PgDialect();
const render = (q: ReturnType<typeof classInScope>) => (q ? dialect.sqlToQuery(q) : undefined);

function user(over: Partial<SessionRecord>): SessionRecord {
  return {
    id: 1, schoolId: 7, username: 'u', fullname: 'U', roleId: 5, status: 'Active', tokenVersion: 0, busAccountId: null, employeeId: null,
    privileges: [], classes: [3, 4], schoolName: 'S', logo: null, currency: 'USD', timeZone: 'UTC', academicId: 9, academicName: '2026',
    ...over,
  };
}

describe('the class scope', () => {
  it('sets no limit for an Admin', () => {
    const admin = user({ roleId: ADMIN_ROLE_ID, classes: [], academicId: null });
    expect(classInScope(admin, classes.id)).toBeUndefined();
    expect(studentInScope(admin, students.id)).toBeUndefined();
    expect(isClassInScope(admin, 99)).toBe(true);
  });

  it('gives a non-admin nothing without classes or without an active year', () => {
    for (const u of [user({ classes: [] }), user({ academicId: null })]) {
      expect(render(classInScope(u, classes.id))?.sql).toBe('false');
      expect(render(studentInScope(u, students.id))?.sql).toBe('false');
      expect(isClassInScope(u, 3)).toBe(false);
    }
  });

  it("limits a non-admin to their classes, and students to this year's latest enrolment there", () => {
    const teacher = user({});
    expect(render(classInScope(teacher, classes.id))).toMatchObject({ sql: '"classes"."id" in ($1, $2)', params: [3, 4] });
    expect(isClassInScope(teacher, 3)).toBe(true);
    expect(isClassInScope(teacher, 5)).toBe(false);
    const q = render(studentInScope(teacher, students.id))!;
    expect(q.sql).toContain('scope_e.student_id = "students"."id"');
    expect(q.sql).toContain('scope_later.id > scope_e.id');
    // School, active year and the two classes, all as parameters.
    expect(q.params).toEqual([7, 9, 3, 4]);
  });
});
