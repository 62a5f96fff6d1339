import { useQuery, useQueryClient } from '@tanstack/react-query';
import { forwardRef, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Payer } from '@contract';
import { inputClass } from '@/components/form/field-types';
import { errorMessage } from '@/lib/http-error';
import { payerSearchQueryOptions } from '../api/payments';
import { balanceWords, placeOf } from '../lib/balance';
import { searchStatus } from '../lib/search-status';

export interface PayerSearchProps {
  currency?: string;
  /** Why the last post could not go (no student picked): shown under the box. */
  error?: string;
  onPick: (payer: Payer) => void;
  /** Escape on an empty box: the counter starts again with nobody picked. */
  onClear: () => void;
}

/** Searches go to the server once typing pauses; Enter does not wait for the pause. */
const PAUSE_MS = 250;

/**
 * Find the student by name, admission number or parent phone: a combobox (ARIA 1.2) the
 * counter drives from the keyboard. Arrow keys move through the matches, Enter takes the
 * highlighted one or else the first (even when it is pressed before the matches arrive), and
 * Escape clears the box.
 */
export const PayerSearch = forwardRef<HTMLInputElement, PayerSearchProps>(function PayerSearch({ currency, error, onPick, onClear }, ref) {
  const id = useId();
  const [text, setText] = useState('');
  const [searchFor, setSearchFor] = useState('');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const typed = text.trim();
  // What the box holds now, for an answer that arrives after more typing.
  const latest = useRef(typed);
  latest.current = typed;
  const found = useQuery(payerSearchQueryOptions(searchFor));
  const current = searchFor === typed && typed !== '';
  const matches = current ? (found.data ?? []) : [];

  useEffect(() => {
    const timer = setTimeout(() => setSearchFor(typed), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const pick = (payer: Payer) => {
    setText('');
    setSearchFor('');
    setActive(-1);
    setOpen(false);
    onPick(payer);
  };

  /** Enter before the matches arrived: search now (sharing the request under way) and take the first. */
  const pickFirstOf = (q: string) => {
    setSearchFor(q);
    void queryClient
      .fetchQuery(payerSearchQueryOptions(q))
      .then((list) => {
        if (latest.current === q && list[0]) pick(list[0]);
      })
      .catch(() => undefined); // the status line shows the failure
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!matches.length) return;
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : matches.length - 1) : (i + step + matches.length) % matches.length));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (!typed) return;
      const chosen = matches[active] ?? matches[0];
      if (chosen && current && !found.isFetching) pick(chosen);
      else pickFirstOf(typed);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (text) {
        setText('');
        setOpen(false);
        setActive(-1);
      } else onClear();
    }
  };

  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const expanded = open && matches.length > 0;
  const status = searchStatus({
    typed,
    failed: found.isError && current ? errorMessage(found.error) : null,
    waiting: !current || found.isFetching,
    found: matches.length,
    highlighted: active >= 0,
  });

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        Find the student
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={[statusId, error ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          maxLength={80}
          placeholder="Name, admission number or parent phone"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          className={inputClass}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Students found"
          hidden={!expanded}
          className="absolute left-0 right-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200"
        >
          {matches.map((p, i) => (
            // The keys are the input's (combobox pattern); a click picks with the mouse too.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={p.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(p)}
              className={`cursor-pointer px-3 py-2 ${i === active ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
            >
              <span className="font-medium text-slate-900">{p.name}</span>
              <span className="text-slate-700">
                {' · '}
                {p.admission_no}
                {placeOf(p) ? ` · ${placeOf(p)}` : ''}
                {p.parent_phone ? ` · ${p.parent_phone}` : ''}
              </span>
              <span className={`block text-xs ${p.balance > 0 ? 'text-red-800' : 'text-slate-600'}`}>{balanceWords(p.balance, currency)}</span>
            </li>
          ))}
        </ul>
      </div>
      <p id={statusId} aria-live="polite" className="mt-1 min-h-4 text-xs text-slate-600">
        {status}
      </p>
      {error ? (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});
