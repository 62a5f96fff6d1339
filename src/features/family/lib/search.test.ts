import { beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { clearSession } from '@/lib/session';
import { chosenChild, familySearch, rememberChild } from './search';
import { savedAt } from './saved-at';

const child = (id: number) => ({ id, fullname: `C ${id}`, first_name: `C${id}`, admission_no: `A${id}`, class_name: null, section_id: null, section_name: null });
const me = { children: [child(4), child(9)] };

beforeEach(() => localStorage.clear());

describe('the child a family page shows', () => {
  it("is the address's, else the last one looked at, else the first; never another family's", () => {
    expect(chosenChild(me, 9)?.id).toBe(9);
    expect(chosenChild(me, 77)?.id).toBe(4);
    rememberChild(9);
    expect(chosenChild(me, undefined)?.id).toBe(9);
    expect(chosenChild(me, 4)?.id).toBe(4);
    expect(chosenChild({ children: [] }, 4)).toBeNull();
  });

  it('is forgotten at sign-out', () => {
    rememberChild(9);
    clearSession();
    expect(chosenChild(me, undefined)?.id).toBe(4);
  });

  it('reads a bad ?child as none', () => {
    expect(v.parse(familySearch, { child: 'x' })).toEqual({ child: undefined });
    expect(v.parse(familySearch, { child: 12 })).toEqual({ child: 12 });
  });
});

describe('the saved-at note', () => {
  it('says the time and the day, and the year only when it is not this one', () => {
    const at = new Date(2026, 10, 3, 14, 5).getTime();
    expect(savedAt(at, new Date(2026, 10, 4))).toBe('14:05, Tue 3 Nov');
    expect(savedAt(at, new Date(2027, 0, 2))).toBe('14:05, Tue 3 Nov 2026');
  });
});
