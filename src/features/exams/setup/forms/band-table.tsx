import { focus, getValues, insert, remove, setValues } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { GRADING_MAX_BANDS, type Precision } from '@contract';
import { ColumnHeads } from '@/components/data-table/column-heads';
import { Button } from '@/components/ui/button';
import { RemoveButton } from '@/components/ui/remove-button';
import { aToEPreset, BAND_FIELDS, emptyBand, type BandField, type ScaleCheck } from '../lib/bands';
import { CellInput, CellMessages, shownError } from './cell-input';
import type { GradingFormKit } from './grading-form-schema';

const HEADERS: Record<BandField, string> = { from: 'From %', to: 'To %', grade: 'Grade', point: 'Point', remark: 'Remark' };
const WIDTHS: Record<BandField, string> = { from: 'w-24', to: 'w-24', grade: 'w-20', point: 'w-20', remark: '' };

interface BandRowViewProps {
  kit: GradingFormKit;
  index: number;
  count: number;
  check: ScaleCheck;
  idBase: string;
  onRemove: () => void;
}

/** A band's cells, then, on a line of its own, what is wrong with them: a gap message needs the room. */
function BandRowView({ kit, index, count, check, idBase, onRemove }: BandRowViewProps) {
  useSignals();
  const { form, Field } = kit;
  const messageId = (f: BandField) => `${idBase}-${index}-${f}`;
  const label = (f: BandField) => `${HEADERS[f]}, band ${index + 1}`;
  const messages = BAND_FIELDS.flatMap((f) => {
    const message = shownError(form, `bands.${index}.${f}`) || check.cells.get(`${index}.${f}`);
    return message ? [{ id: messageId(f), text: `${label(f)}: ${message}` }] : [];
  });
  return (
    <>
      <tr className={messages.length ? '' : 'border-b border-slate-100 last:border-0'}>
        {BAND_FIELDS.map((f) => (
          <td key={f} className="px-1.5 py-1.5 align-top">
            <Field name={`bands.${index}.${f}`}>
              {(field, p) => (
                <CellInput
                  field={field}
                  bindings={p}
                  issue={check.cells.get(`${index}.${f}`)}
                  messageId={messageId(f)}
                  aria-label={label(f)}
                  inputMode={f === 'grade' || f === 'remark' ? 'text' : 'decimal'}
                  maxLength={f === 'remark' ? 80 : f === 'grade' ? 4 : 6}
                  placeholder={f === 'remark' ? 'Excellent' : undefined}
                  className={f === 'grade' ? 'uppercase' : undefined}
                />
              )}
            </Field>
          </td>
        ))}
        <td className="px-1 py-1.5 text-right align-top">
          <RemoveButton label={`Remove band ${index + 1}`} disabled={count === 1} onClick={onRemove} />
        </td>
      </tr>
      <CellMessages messages={messages} columns={BAND_FIELDS.length + 1} />
    </>
  );
}

export interface BandTableProps {
  kit: GradingFormKit;
  precision: Precision;
  check: ScaleCheck;
}

/**
 * The bands of a grading system as a table to type in: from %, to %, grade, point and remark.
 * The scale is checked as it is form (the contract's `bandIssues`), each problem shown under
 * the band it is about; a refusal from the server at `bands.{i}.{field}` lands on the same cell.
 */
export function BandTable({ kit, precision, check }: BandTableProps) {
  useSignals();
  const idBase = useId();
  const { form, FieldArray } = kit;
  const count = (getValues(form, { shouldActive: false }).bands ?? []).length;
  // A band's fields exist once React has rendered them: focus on the next frame.
  const focusBand = (index: number) => requestAnimationFrame(() => focus(form, `bands.${index}.from`));
  const add = () => {
    insert(form, 'bands', { value: emptyBand() });
    focusBand(count);
  };
  const preset = () => {
    setValues(form, 'bands', aToEPreset(precision), { shouldFocus: false });
    focusBand(0);
  };

  return (
    <div role="group" aria-labelledby={`${idBase}-heading`} className="space-y-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h3 id={`${idBase}-heading`} className="text-sm font-semibold text-slate-900">
          Bands
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" className="px-3 py-1.5" onClick={preset}>
            Start from A–E
          </Button>
          <Button variant="secondary" className="px-3 py-1.5" disabled={count >= GRADING_MAX_BANDS} onClick={add}>
            Add band
          </Button>
        </div>
      </div>
      <p className="text-xs text-slate-600">
        Cover 0 to 100 with no gap and no overlap: each band starts one step ({(1 / 10 ** precision).toFixed(precision)}) above where the band below it ends.
      </p>
      <div className="overflow-x-auto rounded-md ring-1 ring-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Bands of the grading system</caption>
          <ColumnHeads
            className="bg-slate-50"
            row="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600"
            cell="py-2"
            heads={[...BAND_FIELDS.map((f) => ({ label: HEADERS[f], className: `px-1.5 ${WIDTHS[f]}` })), { label: <span className="sr-only">Remove</span>, className: 'w-10 px-1' }]}
          />
          <tbody>
            <FieldArray name="bands">
              {(array) => (
                <>
                  {array.items.value.map((item, index) => (
                    <BandRowView
                      key={item}
                      kit={kit}
                      index={index}
                      count={array.items.value.length}
                      check={check}
                      idBase={idBase}
                      onRemove={() => {
                        remove(form, 'bands', { at: index });
                        focusBand(Math.max(0, index - 1));
                      }}
                    />
                  ))}
                </>
              )}
            </FieldArray>
          </tbody>
        </table>
      </div>
      {check.scale.map((message) => (
        <p key={message} role="alert" className="text-xs font-medium text-red-700">
          {message}
        </p>
      ))}
    </div>
  );
}
