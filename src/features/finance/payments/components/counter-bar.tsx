import { useId } from 'react';
import { buttonClass } from '@/components/ui/button';

export interface CounterBarProps {
  counter: boolean;
  onCounterChange: (on: boolean) => void;
}

const Key = ({ children }: { children: string }) => (
  <kbd className="rounded border border-slate-300 bg-white px-1.5 py-0.5 font-mono text-xs font-semibold text-slate-800 shadow-sm">{children}</kbd>
);

/** The fee counter switch, the keys it uses, and the way to the receipt book. */
export function CounterBar({ counter, onCounterChange }: CounterBarProps) {
  const id = useId();
  return (
    <div className="space-y-2 rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label htmlFor={id} className="flex cursor-pointer items-center gap-2 text-sm font-semibold text-slate-900">
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={counter}
            onChange={(e) => onCounterChange(e.target.checked)}
            aria-describedby={`${id}-hint`}
            className="size-4 rounded border-slate-400 text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600"
          />
          Fee counter mode
        </label>
        <a href="#/finance/receipts" className={buttonClass('secondary', 'px-3 py-1.5')}>
          Receipt Book
        </a>
      </div>
      <p id={`${id}-hint`} className="flex flex-wrap items-center gap-1.5 text-sm text-slate-700">
        {counter ? (
          <>
            Type a name <Key>Enter</Key> picks the first · type the amount <Key>Enter</Key> posts and prints · <Key>↑</Key>
            <Key>↓</Key> choose · <Key>Esc</Key> clears
          </>
        ) : (
          'For the queue at the counter: keyboard only, Enter posts and prints the receipt, then the search is ready for the next parent.'
        )}
      </p>
    </div>
  );
}
