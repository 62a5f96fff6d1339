import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID, can, isPrivilege, PRIVILEGE_MODULES, PRIVILEGES } from './privileges';

const user = (privileges: string[]) => ({ role_id: 7, privileges });

describe('can()', () => {
  it('lets Admin (-100) pass every check, even with no privileges listed', () => {
    const admin = { role_id: ADMIN_ROLE_ID, privileges: [] };
    expect(can(admin, 'list-employee')).toBe(true);
    expect(can(admin, 'change-academic', 'balance-sheet', 'anual-exam-report')).toBe(true);
  });

  it('passes a user who holds the one privilege asked for, and fails one who does not', () => {
    expect(can(user(['list-student']), 'list-student')).toBe(true);
    expect(can(user(['list-student']), 'add-student')).toBe(false);
  });

  it('needs every privilege when several are asked for', () => {
    const u = user(['list-student', 'add-student']);
    expect(can(u, 'list-student', 'add-student')).toBe(true);
    expect(can(u, 'list-student', 'add-student', 'update-student')).toBe(false);
  });

  it('refuses no user at all', () => {
    expect(can(null, 'list-student')).toBe(false);
    expect(can(undefined)).toBe(false);
  });
});

describe('privilege catalogue', () => {
  it('keeps the spec spellings, typos included', () => {
    for (const p of ['list-perfomance-student', 'perfomance-report', 'attadence-config', 'anual-exam-report', 'add-grading-sytem', 'defualt-account']) {
      expect(isPrivilege(p)).toBe(true);
    }
    expect(isPrivilege('performance-report')).toBe(false);
  });

  it('lists every privilege exactly once across modules', () => {
    const all = Object.values(PRIVILEGE_MODULES).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(PRIVILEGES.length).toBe(all.length);
  });
});
