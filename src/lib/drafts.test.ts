import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAllDrafts, clearDraft, clearSentDraft, listDrafts, readDraft, writeDraft } from './drafts';
import { createQueryClient, PERSIST_KEY, restoreSavedCache } from './query-client';

const teacher = { schoolId: 1, id: 7 };
const other = { schoolId: 2, id: 7 };

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('drafts kept on the device', () => {
  it('keeps what was typed per school and user, until it is cleared', () => {
    writeDraft(teacher, 'register', '5.2026-11-23', { base_version: 0, marks: { 11: { code_id: 2, note: null } } });
    writeDraft(teacher, 'register', '6.2026-11-23', { base_version: 3, marks: {} });
    writeDraft(other, 'register', '5.2026-11-23', { base_version: 0, marks: {} });
    expect(localStorage.getItem('sd.draft.1.7.register.5.2026-11-23')).toContain('"code_id":2');
    expect(readDraft(teacher, 'register', '5.2026-11-23')?.value).toEqual({ base_version: 0, marks: { 11: { code_id: 2, note: null } } });
    expect(listDrafts(teacher).map((d) => d.id).sort()).toEqual(['5.2026-11-23', '6.2026-11-23']);
    expect(listDrafts(teacher, 'marks')).toEqual([]);
    clearDraft(teacher, 'register', '5.2026-11-23');
    expect(readDraft(teacher, 'register', '5.2026-11-23')).toBeNull();
    expect(listDrafts(other)).toHaveLength(1);
  });

  it('are all removed at sign-out, and nothing else is', () => {
    localStorage.setItem('schooldesk_query_cache', '{}');
    writeDraft(teacher, 'register', '5.2026-11-23', {});
    writeDraft(other, 'register', '5.2026-11-23', {});
    clearAllDrafts();
    expect(listDrafts(teacher)).toEqual([]);
    expect(listDrafts(other)).toEqual([]);
    expect(localStorage.getItem('schooldesk_query_cache')).toBe('{}');
  });

  it('reads a damaged draft as none rather than failing the page', () => {
    localStorage.setItem('sd.draft.1.7.register.9.2026-11-23', '{not json');
    expect(readDraft(teacher, 'register', '9.2026-11-23')).toBeNull();
  });

  it('a sent draft leaves only once the answer is the saved copy on the device', async () => {
    const client = createQueryClient();
    const stopSaving = await restoreSavedCache(client, localStorage);
    const key = ['attendance', 'registers', 'sheet', 5, '2026-11-23'];
    await client.fetchQuery({ queryKey: key, queryFn: () => ({ version: 0 }), meta: { persist: true } });
    writeDraft(teacher, 'register', '5.2026-11-23', { base_version: 0, marks: { 11: { code_id: 2, note: null } } });
    // What a reload at the instant the draft is removed would open with.
    const copies: unknown[] = [];
    const remove = Storage.prototype.removeItem;
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(function (this: Storage, item: string) {
      if (item.startsWith('sd.draft.')) copies.push(JSON.parse(this.getItem(PERSIST_KEY) ?? 'null')?.clientState.queries[0]?.state.data);
      remove.call(this, item);
    });
    clearSentDraft(client, key, { version: 1 }, teacher, 'register', '5.2026-11-23');
    expect(copies).toEqual([{ version: 1 }]);
    expect(readDraft(teacher, 'register', '5.2026-11-23')).toBeNull();
    expect(client.getQueryData(key)).toEqual({ version: 1 });
    stopSaving();
  });
});
