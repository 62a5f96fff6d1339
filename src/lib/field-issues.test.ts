// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkRangeEnds, firstIssuePerField } from './field-issues';

const range = v.pipe(
  v.object({ from: v.pipe(v.string(), v.isoDate('Not a date.')), to: v.pipe(v.string(), v.isoDate('Not a date.')) }),
  v.forward(
    v.check((r) => r.from <= r.to, 'The last day comes before the first.'),
    ['to'],
  ),
);
const EMPTY = { from: 'Choose the first day.', to: 'Choose the last day.' };

describe('firstIssuePerField', () => {
  it('keeps the first message of each field, a list item counting as its list', () => {
    const parsed = v.safeParse(v.object({ name: v.pipe(v.string(), v.minLength(2, 'Too short.')), ids: v.array(v.number('Not a number.')) }), {
      name: 'a',
      ids: [1, 'x', 'y'],
    });
    expect(parsed.success).toBe(false);
    expect(firstIssuePerField(parsed.issues!)).toEqual({ name: 'Too short.', ids: 'Not a number.' });
  });
});

describe('checkRangeEnds', () => {
  it('asks for each missing end before it checks the range', () => {
    expect(checkRangeEnds(range, { from: '', to: '' }, EMPTY)).toEqual({ from: EMPTY.from, to: EMPTY.to });
    expect(checkRangeEnds(range, { from: '2026-01-01', to: '' }, EMPTY)).toEqual({ to: EMPTY.to });
  });
  it("places the schema's refusal at the end it names, and passes a good range", () => {
    expect(checkRangeEnds(range, { from: '2026-02-01', to: '2026-01-01' }, EMPTY)).toEqual({ to: 'The last day comes before the first.' });
    expect(checkRangeEnds(range, { from: '2026-01-32', to: '2026-12-31' }, EMPTY)).toEqual({ from: 'Not a date.' });
    expect(checkRangeEnds(range, { from: '2026-01-01', to: '2026-01-31' }, EMPTY)).toEqual({});
  });
});
