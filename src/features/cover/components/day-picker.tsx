import { addDays } from '@contract';
import { ToolbarDate } from '@/components/form/toolbar-fields';
import { Button } from '@/components/ui/button';

export interface DayPickerProps {
  date: string;
  today: string;
  onDate: (date: string) => void;
}

/** The day a cover list is of: the day before or after with one tap, any day typed or picked, back to today. */
export function DayPicker({ date, today, onDate }: DayPickerProps) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Button variant="secondary" className="min-h-11" onClick={() => onDate(addDays(date, -1))}>
        <span aria-hidden="true">‹</span> Previous day
      </Button>
      {/* A cleared field keeps the day shown: the list is always of one day. */}
      <ToolbarDate label="Day" value={date} onChange={(day) => day && onDate(day)} />
      <Button variant="secondary" className="min-h-11" onClick={() => onDate(addDays(date, 1))}>
        Next day <span aria-hidden="true">›</span>
      </Button>
      {date !== today ? (
        <Button variant="ghost" className="min-h-11" onClick={() => onDate(today)}>
          Today
        </Button>
      ) : null}
    </div>
  );
}
