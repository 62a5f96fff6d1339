import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROLE_ID,
  can,
  describePrivilege,
  isPrivilege,
  PRIVILEGE_LABELS,
  PRIVILEGE_MODULE_LABELS,
  PRIVILEGE_MODULES,
  PRIVILEGES,
  privilegeLabel,
  type PrivilegeModule,
} from './privileges';

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

describe('privilege labels', () => {
  const modules = Object.keys(PRIVILEGE_MODULES) as PrivilegeModule[];

  it('gives every privilege a label and its module, and labels nothing else', () => {
    for (const module of modules) {
      for (const code of PRIVILEGE_MODULES[module]) {
        const info = describePrivilege(code);
        expect(info.code).toBe(code);
        expect(info.label.trim(), code).not.toBe('');
        expect(info.label, code).not.toBe(code);
        expect(info.module).toBe(module);
        expect(info.moduleLabel).toBe(PRIVILEGE_MODULE_LABELS[module]);
      }
    }
    expect(Object.keys(PRIVILEGE_LABELS).sort()).toEqual([...PRIVILEGES].sort());
    expect(Object.keys(PRIVILEGE_MODULE_LABELS).sort()).toEqual([...modules].sort());
  });

  it('keeps labels unique within each module, and across the whole catalogue', () => {
    for (const module of modules) {
      const labels = PRIVILEGE_MODULES[module].map((p) => PRIVILEGE_LABELS[p].toLowerCase());
      expect(new Set(labels).size, module).toBe(labels.length);
    }
    const all = PRIVILEGES.map((p) => PRIVILEGE_LABELS[p].toLowerCase());
    expect(new Set(all).size).toBe(all.length);
    const headings = Object.values(PRIVILEGE_MODULE_LABELS);
    expect(new Set(headings).size).toBe(headings.length);
  });

  it('reads the spec typos as people would, without changing the codes', () => {
    expect(describePrivilege('attadence-config')).toEqual({ code: 'attadence-config', label: 'Configure attendance', module: 'Subjects', moduleLabel: 'Subjects' });
    expect(describePrivilege('generate')).toMatchObject({ label: 'Bus students and bus fees', module: 'Bus' });
    expect(privilegeLabel('perfomance-report')).toBe('Performance report');
    expect(privilegeLabel('anual-exam-report')).toBe('Annual exam report');
    expect(privilegeLabel('add-grading-sytem')).toBe('Add grading systems');
    expect(privilegeLabel('defualt-account')).toBe('Set default accounts');
  });

  it('shows a string the catalogue does not list as itself, with no module', () => {
    expect(describePrivilege('retired-privilege')).toEqual({ code: 'retired-privilege', label: 'retired-privilege', module: null, moduleLabel: null });
  });
});
