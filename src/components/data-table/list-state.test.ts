import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { auditListQuery, studentListQuery } from '@contract';
import { activeFilters, fetchAllRows, listSearchSchema, searchSchemaOf, tableQueryProps, toListParams, withoutFilters } from './list-state';
import { HttpError } from '@/lib/http-error';

describe('list state', () => {
  it('falls back to page 1 and 100 rows for odd addresses', () => {
    expect(v.parse(listSearchSchema, { page: 'x', limit: '9999' })).toMatchObject({ page: 1, limit: 100 });
    // A screen page holds at most 200 rows, so a long roster always renders quickly.
    expect(v.parse(listSearchSchema, { limit: '500' })).toMatchObject({ limit: 100 });
    expect(v.parse(listSearchSchema, { limit: '200' })).toMatchObject({ limit: 200 });
    expect(v.parse(listSearchSchema, { page: '3', limit: '25', order: 'sideways' })).toMatchObject({ page: 3, limit: 25, order: undefined });
  });

  it('fetches every page for an export', async () => {
    const all = Array.from({ length: 1203 }, (_, i) => i);
    const seen: number[] = [];
    const rows = await fetchAllRows(async (s) => {
      seen.push(s.page);
      return { data: all.slice((s.page - 1) * s.limit, s.page * s.limit), total: all.length, page: s.page, limit: s.limit };
    }, { page: 7, limit: 10 });
    expect(rows).toEqual(all);
    expect(seen).toEqual([1, 2, 3]);
  });
});

describe('searchSchemaOf (a list route search from its contract query)', () => {
  const parse = (raw: Record<string, unknown>) => {
    const report = vi.fn();
    return { state: v.parse(searchSchemaOf(studentListQuery, report), raw), report };
  };

  it('keeps the contract filters as flat, typed keys', () => {
    const { state, report } = parse({ page: 2, class_id: 3, section_id: '12', status: 'Active', house: 'Red', sort: 'first_name', order: 'desc' });
    expect(state).toEqual({ page: 2, limit: 100, class_id: 3, section_id: 12, status: 'Active', house: 'Red', sort: 'first_name', order: 'desc' });
    expect(report).not.toHaveBeenCalled();
  });

  it('drops a misspelt or unknown key from the state and reports it, instead of carrying it along', () => {
    const { state, report } = parse({ clas_id: 3, filters: '{"class_id":"3"}', status: 'Active' });
    expect(state).toEqual({ page: 1, limit: 100, status: 'Active' });
    expect(state).not.toHaveProperty('clas_id');
    expect(state).not.toHaveProperty('class_id'); // not guessed from the misspelling either
    expect(report).toHaveBeenCalledWith(['clas_id', 'filters']);
  });

  it('lets a bad value fall back to "not set" rather than fail the page', () => {
    const { state } = parse({ page: 'x', limit: 9999, class_id: 'abc', status: 'Asleep', gender: 7, sort: 'password', order: 'up', search: 'x'.repeat(101) });
    expect(state).toEqual({ page: 1, limit: 100 });
  });

  it('reads digits the router turned into numbers as text where the contract wants text', () => {
    expect(parse({ house: 12, search: 2024 }).state).toMatchObject({ house: '12', search: '2024' });
  });

  it('round-trips: state -> API params -> the server\'s own contract query', () => {
    const { state } = parse({ page: 3, limit: 25, class_id: 3, section_id: 0, status: 'Inactive', search: '', sort: 'last_name' });
    const params = toListParams(state);
    expect(params).toEqual({ page: 3, limit: 25, search: undefined, sort: 'last_name', order: 'asc', class_id: '3', status: 'Inactive' });
    const defined = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
    expect(v.parse(studentListQuery, defined)).toMatchObject({ page: 3, limit: 25, class_id: 3, status: 'Inactive', sort: 'last_name', order: 'asc' });
    // And back: the params, as an address, give the same state (the empty search left out).
    expect(parse(defined).state).toEqual({ ...state, search: undefined, order: 'asc' });
  });

  it('drops empty and All ("0") values from the params; filters clear back to page 1', () => {
    const state = { page: 2, limit: 50, search: '', sort: 'name', status: '0', type: 'teacher', x: '' };
    expect(toListParams(state)).toEqual({ page: 2, limit: 50, search: undefined, sort: 'name', order: 'asc', type: 'teacher' });
    expect(activeFilters(state)).toEqual([['type', 'teacher']]);
    expect(withoutFilters({ ...state, page: 4 })).toEqual({ page: 1, limit: 50, search: '', sort: 'name', order: undefined });
  });
});

describe('searchSchemaOf a piped contract query', () => {
  it('reads the entries under the pipe (the audit list)', () => {
    const state = v.parse(searchSchemaOf(auditListQuery, () => undefined), { user_id: '4', module: 'classrooms', start: '2026-11-01', end: 'soon', sort: 'at' });
    expect(state).toEqual({ page: 1, limit: 100, user_id: 4, module: 'classrooms', start: '2026-11-01', sort: 'at' });
  });
});

describe('tableQueryProps', () => {
  const base = { data: undefined, error: null, isFetching: false, isPaused: false, isError: false, dataUpdatedAt: 0 };
  it('says a list needs a connection only when it has nothing and the network failed', () => {
    expect(tableQueryProps({ ...base, isError: true, error: new HttpError(0, 'offline') }).needsConnection).toBe(true);
    expect(tableQueryProps({ ...base, isError: true, error: new HttpError(500, 'boom') }).needsConnection).toBe(false);
    expect(tableQueryProps({ ...base, data: { data: [] }, isPaused: true, dataUpdatedAt: 5 })).toMatchObject({ needsConnection: false, savedAt: 5 });
  });
});
