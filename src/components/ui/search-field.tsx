import type { InputHTMLAttributes, ReactNode } from 'react';

type SearchFieldProps = { id: string; label: ReactNode; value: string; onChange: (text: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'value' | 'onChange' | 'maxLength'
>;

/** A labelled search box that reports its text: the lists' and pickers' box, 100 characters at most (the API's search limit). */
export function SearchField({ id, label, value, onChange, ...input }: SearchFieldProps) {
  return (
    <>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input {...input} id={id} type="search" value={value} maxLength={100} onChange={(e) => onChange(e.target.value)} />
    </>
  );
}
