import * as v from 'valibot';
import { GRADING_MAX_BANDS, gradeBandInput, gradingSystemInput, type GradingSystem } from '@contract';
import { filled, wholeNumberText } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { bandRow, emptyBand, type BandRow } from '../lib/bands';
import { decimalText } from '../lib/numbers';

const entries = gradingSystemInput.entries;
const band = gradeBandInput.entries;
const PERCENT = 'Type a percentage such as 79 or 79.5.';

/** What the editor's fields hold: text, read into the contract's GradingSystemInput on save. */
// A type, not an interface: modular-forms needs values that carry an index signature.
export type GradingFormValues = { name: string; precision: string; rounding: string; status: string; bands: BandRow[] };

/**
 * Each field read through the contract's own field. The scale as a whole (gaps, overlaps, 0–100
 * covered) is checked apart, live, with `bandIssues` (lib/bands.ts): a gap is about two rows,
 * and a field's own error only changes when that field does.
 */
export const gradingFormSchema = v.object({
  name: entries.name,
  precision: filled(wholeNumberText(entries.precision, 'Choose the precision.'), 'Choose the precision.'),
  rounding: filled(entries.rounding, 'Choose round or truncate.'),
  status: filled(entries.status, 'Choose the status.'),
  bands: v.pipe(
    v.array(
      v.object({
        from: filled(decimalText(band.from, PERCENT), 'Type where the band starts.'),
        to: filled(decimalText(band.to, PERCENT), 'Type where the band ends.'),
        grade: band.grade,
        point: filled(decimalText(band.point, 'Type the point as a number, such as 12 or 2.5.'), 'Type the point.'),
        remark: band.remark,
      }),
    ),
    v.minLength(1, 'Add at least one band.'),
    v.maxLength(GRADING_MAX_BANDS, `A grading system has at most ${GRADING_MAX_BANDS} bands.`),
  ),
});

/** The editor starts from the system as saved, highest band first; a new one from one empty band. */
export const gradingFormValues = (initial?: GradingSystem): GradingFormValues =>
  initial
    ? {
        name: initial.name,
        precision: String(initial.precision),
        rounding: initial.rounding,
        status: initial.status,
        bands: [...initial.bands].sort((a, b) => b.from - a.from).map(bandRow),
      }
    : { name: '', precision: '0', rounding: 'round', status: 'Active', bands: [emptyBand()] };

export function useGradingForm(initial?: GradingSystem) {
  return useSchemaForm(gradingFormSchema, gradingFormValues(initial), { row: initial });
}
export type GradingFormKit = ReturnType<typeof useGradingForm>;
