// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lacks } from './can';

describe('lacks', () => {
  it('names a missing privilege by its label, then its stored code', () => {
    expect(lacks(false, 'attadence-config')).toBe('You need the “Configure attendance” (attadence-config) privilege');
    expect(lacks(false, 'add-class', 'list-class')).toMatch(/^You need the “.+” \(add-class\) and “.+” \(list-class\) privileges$/);
  });

  it('says nothing when the user holds it', () => {
    expect(lacks(true, 'add-class')).toBeUndefined();
  });
});
