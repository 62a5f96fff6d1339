import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditListSearch } from './audit';

afterEach(() => vi.restoreAllMocks());

describe('the audit page address', () => {
  it('lists newest first unless a sort is chosen', () => {
    expect(v.parse(auditListSearch, {})).toMatchObject({ page: 1, sort: 'at', order: 'desc' });
    expect(v.parse(auditListSearch, { sort: 'at', order: 'asc' })).toMatchObject({ sort: 'at', order: 'asc' });
  });

  it('keeps the flat filters of the contract query, typed', () => {
    expect(v.parse(auditListSearch, { user_id: '7', module: 'classrooms', start: '2026-03-01', end: '2026-03-31' })).toMatchObject({
      user_id: 7,
      module: 'classrooms',
      start: '2026-03-01',
      end: '2026-03-31',
    });
  });

  it('drops what a hand-typed address gets wrong instead of failing the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const state = v.parse(auditListSearch, { user_id: 'x', start: '2026-03-31', end: '2026-03-01', modul: 'class' });
    expect(state).toMatchObject({ start: '2026-03-31' });
    expect(state.user_id).toBeUndefined();
    expect(state.end).toBeUndefined();
    expect(state).not.toHaveProperty('modul');
    expect(warn).toHaveBeenCalledOnce();
  });
});
