import { ChoiceFilterDialog } from '@/components/dialogs/choice-filter-dialog';
import { FilterInput } from '@/components/dialogs/filter-fields';
import { PresetButtons } from '@/components/report/preset-buttons';
import { dayPresets } from '../lib/range';
import { checkDay } from '../lib/range-check';

export interface DayDialogProps {
  open: boolean;
  onClose: () => void;
  onApply: (on: string) => void;
  initial: string;
  today: string;
}

/** The balance sheet's filter: the one date it is drawn at. */
export function DayDialog({ today, ...props }: DayDialogProps) {
  const presets = dayPresets(today);
  return (
    <ChoiceFilterDialog {...props} title="Balance sheet date" check={checkDay}>
      {({ choice: on, change, errors, id }) => (
        <>
          <PresetButtons legend="Quick dates" presets={presets.map((p) => ({ id: p.id, label: p.label, pressed: p.on === on }))} onPick={(pid) => change(presets.find((p) => p.id === pid)?.on ?? on)} />
          <div className="max-w-xs">
            <FilterInput id={`${id}-on`} label="At the end of" type="date" required value={on} onChange={(e) => change(e.target.value)} error={errors.on} />
          </div>
        </>
      )}
    </ChoiceFilterDialog>
  );
}
