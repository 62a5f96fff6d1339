import { describe, expect, it } from 'vitest';
import { categoryNote } from './dates';

describe('categoryNote', () => {
  it('reads as English inside a sentence', () => {
    expect(categoryNote('academic')).toBe('an academic note');
    expect(categoryNote('attendance')).toBe('an attendance note');
    expect(categoryNote('other')).toBe('an other note');
    expect(categoryNote('behaviour')).toBe('a behaviour note');
    expect(categoryNote('sport')).toBe('a sport note');
  });
});
