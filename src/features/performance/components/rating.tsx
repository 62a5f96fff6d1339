import { useId } from 'react';
import { RATING_WORDS, ratingText } from '../lib/dates';

/** ★ 1–5 for the eye; the number and its word for screen readers. */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <span className="whitespace-nowrap">
      <span aria-hidden="true" className="tracking-tight text-amber-600">
        {'★'.repeat(rating)}
        <span className="text-slate-300">{'★'.repeat(Math.max(0, 5 - rating))}</span>
      </span>
      <span className="sr-only">{ratingText(rating)}</span>
    </span>
  );
}

export interface RatingInputProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A radio group of five: native radios (arrow keys move, Space picks), drawn as stars with words. */
export function RatingInput({ name, value, onChange, error }: RatingInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 block text-sm font-medium text-slate-800">
        Rating
        <span aria-hidden="true" className="text-red-700">
          {' *'}
        </span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {RATING_WORDS.map((word, i) => {
          const n = String(i + 1);
          const checked = value === n;
          return (
            <label key={n} className="relative">
              <input
                type="radio"
                name={name}
                value={n}
                checked={checked}
                required
                onChange={() => onChange(n)}
                className="peer sr-only"
              />
              <span
                className={`flex cursor-pointer flex-col items-center rounded-md border px-3 py-1.5 text-xs font-medium peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 ${
                  checked ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
                }`}
              >
                <span aria-hidden="true" className={`text-base leading-none ${Number(value) >= i + 1 ? 'text-amber-600' : 'text-slate-300'}`}>
                  ★
                </span>
                {n} · {word}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
