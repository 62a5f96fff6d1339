// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bandIssues } from '@contract';
import { aToEPreset, bandsSummary, checkScale, readBands, tryPercentage } from '../lib/bands';
import { movedExam, movesFor } from '../lib/moves';
import { decimalText } from '../lib/numbers';
import { finalReportLine, formatShare, sharesOf } from '../lib/shares';
import * as v from 'valibot';
import { ACTIVE, FIVE, TYPES } from './fixtures';

describe('exams set-up rules', () => {
  it('states each type’s share of the final report', () => {
    expect(finalReportLine(TYPES)).toBe('Final report: Mid-term 20% · End of term 30% · Annual 50%');
    const thirds = [
      { id: 1, name: 'A', weight: 1 },
      { id: 2, name: 'B', weight: 1 },
      { id: 3, name: 'C', weight: 1 },
      { id: 4, name: 'Mock', weight: 0 },
    ];
    expect(finalReportLine(thirds)).toBe('Final report: A 33.3% · B 33.3% · C 33.3%');
    expect(formatShare(sharesOf(thirds).get(4) ?? null)).toBe('0%');
    expect(finalReportLine([{ id: 1, name: 'Mock', weight: 0 }])).toContain('no type has a weight yet');
    expect(formatShare(sharesOf([{ id: 1, weight: 0 }]).get(1) ?? null)).toBe('—');
  });

  it('the A–E preset passes the contract’s own check at every precision', () => {
    for (const precision of [0, 1, 2] as const) {
      const bands = readBands(aToEPreset(precision))!;
      expect(bandIssues(bands, precision)).toEqual([]);
      expect(checkScale(aToEPreset(precision), precision)).toEqual({ cells: new Map(), scale: [], checked: true });
    }
    expect(bandsSummary(FIVE)).toBe('A 80–100 · B 70–79 · C 60–69 · D 50–59 · E 0–49');
  });

  it('checks the scale only once every bound is a number, and leaves a blank grade to its own cell', () => {
    const rows = aToEPreset(0);
    expect(checkScale([{ ...rows[0]!, to: '' }, ...rows.slice(1)], 0).checked).toBe(false);
    const blank = checkScale([{ ...rows[0]!, grade: '' }, { ...rows[1]!, grade: '' }, ...rows.slice(2)], 0);
    expect(blank.cells.size).toBe(0);
  });

  it('grades a tried percentage with the rule first, every threshold ±0.005 at two decimals', () => {
    const bands = readBands(aToEPreset(2))!;
    for (const [from, grade, below] of [[80, 'A', 'B'], [70, 'B', 'C'], [60, 'C', 'D'], [50, 'D', 'E']] as const) {
      expect(tryPercentage(String(from - 0.005), { precision: 2, rounding: 'round' }, bands)?.band?.grade).toBe(grade);
      expect(tryPercentage(String(from - 0.005), { precision: 2, rounding: 'truncate' }, bands)?.band?.grade).toBe(below);
      expect(tryPercentage(String(from + 0.005), { precision: 2, rounding: 'truncate' }, bands)?.band?.grade).toBe(grade);
      expect(tryPercentage(String(from - 0.015), { precision: 2, rounding: 'round' }, bands)?.band?.grade).toBe(below);
    }
    expect(tryPercentage('101', { precision: 0, rounding: 'round' }, bands)).toBeNull();
    expect(tryPercentage('abc', { precision: 0, rounding: 'round' }, bands)).toBeNull();
  });

  it('offers the moves EXAM_STATE_MOVES allows, in plain words, and only closing asks first', () => {
    expect(movesFor('Pending').map((m) => m.label)).toEqual(['Open for marks']);
    expect(movesFor('Active').map((m) => [m.label, m.confirm])).toEqual([
      ['Back to pending', false],
      ['Close and lock marks', true],
    ]);
    expect(movesFor('Closed').map((m) => m.label)).toEqual(['Reopen for corrections']);
    expect(movedExam(ACTIVE, 'Closed')).toEqual({
      academic_year_id: 12, exam_type_id: 1, grading_system_id: 3, name: 'Term 1 mid-term', start_date: '2030-10-14', end_date: '2030-10-18', status: 'Closed', version: 5,
    });
  });

  it('reads a typed decimal through the contract’s field', () => {
    const marks = decimalText(v.pipe(v.number(), v.maxValue(1000, 'At most 1000.')), 'Type marks such as 50.5.');
    expect(v.parse(marks, ' 50.5 ')).toBe(50.5);
    expect(v.parse(marks, '.5')).toBe(0.5);
    expect(v.safeParse(marks, '5,5').issues?.[0].message).toBe('Type marks such as 50.5.');
    expect(v.safeParse(marks, '1200').issues?.[0].message).toBe('At most 1000.');
  });
});
