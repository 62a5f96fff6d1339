import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field, Label } from '@headlessui/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type FocusEventHandler, type ReactNode, type RefCallback } from 'react';
import { useDebounced } from '@/components/data-table/use-debounced';
import { errorMessage } from '@/lib/http-error';
import { inputClass, visibleError, type FieldBindings, type FieldState } from './field-types';

/** Something a school picks by name: a student, an employee. */
export interface Pickable {
  id: number;
}

/** How one kind of entity is searched and shown; a feature names it once and spreads it. */
export interface EntityChoice<T extends Pickable, TFetched, TKey extends QueryKey> {
  label: string;
  /** The read for what was typed (debounced, trimmed; empty means nothing typed yet). */
  search: (text: string) => UseQueryOptions<TFetched, Error, T[], TKey>;
  /** The chosen entity as its input shows it. */
  describe: (item: T) => string;
  /** One line of the drop-down list. */
  renderOption: (item: T) => ReactNode;
  /** The line under the input when the search found nothing. */
  noMatch: (search: string) => ReactNode;
  placeholder?: string;
}

/** Names a choice once, its types read from its search (a query key is as specific as its factory's). */
export const entityChoice = <T extends Pickable, TFetched, TKey extends QueryKey>(choice: EntityChoice<T, TFetched, TKey>) => choice;

export interface EntityComboboxProps<T extends Pickable, TFetched, TKey extends QueryKey> extends EntityChoice<T, TFetched, TKey> {
  value: T | null;
  onChange: (picked: T | null) => void;
  description?: ReactNode;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  /**
   * Emptying the text drops the choice (a form's field, a list filter). Without it the last
   * choice stays until another is picked (a report's subject).
   */
  clearable?: boolean;
  /** A modular-forms field: its error shows once touched, and a refusal naming it focuses this input (ADR 019). */
  field?: FieldState<unknown>;
  bindings?: Pick<FieldBindings, 'ref' | 'onBlur'>;
  /** A form that binds the field itself hands its ref and blur here. */
  inputRef?: RefCallback<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  className?: string;
}

const listClass = 'absolute left-0 right-0 top-full z-50 mt-1 max-h-72 min-w-64 overflow-y-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200 empty:invisible';

/**
 * Type a name or number; the first matches drop down, read per pause in typing rather than
 * per key. Works as a form field (`field`/`bindings`) or as a page's picker.
 */
export function EntityCombobox<T extends Pickable, TFetched, TKey extends QueryKey>(props: EntityComboboxProps<T, TFetched, TKey>) {
  useSignals(); // the field's error is a signal read during render
  const { label, search, describe, renderOption, noMatch, placeholder, value, onChange, description, required, disabled, clearable, field, bindings, className } = props;
  const [query, setQuery] = useState('');
  const typed = useDebounced(query.trim(), 250);
  const found = useQuery(search(typed));
  const options = typed ? (found.data ?? []) : [];
  const error = props.error || (field ? visibleError(field) : '');

  return (
    <Field disabled={disabled} className={className}>
      <Label className="mb-1 block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' *'}
          </span>
        ) : null}
      </Label>
      {description ? <Description className="mb-1 text-xs text-slate-600">{description}</Description> : null}
      <Combobox value={value} onChange={(picked: T | null) => (picked || clearable) && onChange(picked)} onClose={() => setQuery('')} by="id">
        {/* Not anchored: an anchored list is portalled outside the dialog and the page's landmarks. */}
        <div className="relative">
          <ComboboxInput
            ref={props.inputRef ?? bindings?.ref}
            className={inputClass}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            displayValue={(item: T | null) => (item ? describe(item) : '')}
            // Emptying the text: Headless UI itself picks null, which the Combobox passes on when clearable.
            onChange={(e) => setQuery(e.target.value)}
            onBlur={props.onBlur ?? bindings?.onBlur}
            autoComplete="off"
          />
          <ComboboxOptions modal={false} className={listClass}>
            {options.map((item) => (
              <ComboboxOption key={item.id} value={item} className="cursor-pointer px-3 py-2 data-[focus]:bg-brand-50">
                {renderOption(item)}
              </ComboboxOption>
            ))}
            {typed && found.data && options.length === 0 ? <div className="px-3 py-2 text-slate-600">{noMatch(typed)}</div> : null}
            {typed && found.isError ? <div className="px-3 py-2 text-red-700">{errorMessage(found.error)}</div> : null}
          </ComboboxOptions>
        </div>
      </Combobox>
      {/* Headless UI's Description: the Field points the input's aria-describedby at it. */}
      {error ? (
        <Description as="p" role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </Description>
      ) : null}
    </Field>
  );
}

/** An option's line: the name in bold, then what tells two of that name apart. */
export function OptionLine({ name, details }: { name: string; details: (string | null | undefined)[] }) {
  const rest = details.filter(Boolean);
  return (
    <>
      <span className="font-medium text-slate-900">{name}</span>
      <span className="text-slate-600">{rest.map((d) => ` · ${d}`).join('')}</span>
    </>
  );
}

/** A fixed entity (an edit): shown, not picked. */
export function EntityShown({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <p className="mb-1 text-sm font-medium text-slate-800">{label}</p>
      <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-900 ring-1 ring-slate-200">{text}</p>
    </div>
  );
}
