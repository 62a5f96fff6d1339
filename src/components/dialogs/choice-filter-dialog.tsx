import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FilterActions, FilterFrame } from './filter-dialog';

/** What is wrong with a choice, by field. */
export type ChoiceErrors = Partial<Record<string, string>>;

/** What a filter's fields are handed: the choice, how to change it, its errors, and an id to build theirs on. */
export interface ChoiceForm<C> {
  choice: C;
  change: (next: C) => void;
  errors: ChoiceErrors;
  id: string;
}

export interface ChoiceFilterDialogProps<C> {
  open: boolean;
  onClose: () => void;
  onApply: (choice: C) => void;
  initial: C;
  title: string;
  /** Checked on Apply, then on every change; none means every choice applies. */
  check?: (choice: C) => ChoiceErrors;
  children: (form: ChoiceForm<C>) => ReactNode;
}

/**
 * A filter that holds its choice in the dialog until Apply (the 400px filter dialog of spec §2).
 * Nothing is said before the first Apply, then each change is checked again.
 */
export function ChoiceFilterDialog<C>(props: ChoiceFilterDialogProps<C>) {
  // The body mounts per opening, so each opening starts from the page's current choice.
  return (
    <FilterFrame open={props.open} onClose={props.onClose} title={props.title}>
      {props.open ? <ChoiceFilterForm {...props} /> : null}
    </FilterFrame>
  );
}

const nothingWrong = (): ChoiceErrors => ({});

function ChoiceFilterForm<C>({ onClose, onApply, initial, check = nothingWrong, children }: ChoiceFilterDialogProps<C>) {
  const id = useId();
  const [choice, setChoice] = useState<C>(initial);
  const [errors, setErrors] = useState<ChoiceErrors>({});
  const [tried, setTried] = useState(false);
  const change = (next: C) => {
    setChoice(next);
    if (tried) setErrors(check(next));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = check(choice);
    setTried(true);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onApply(choice);
    onClose();
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {children({ choice, change, errors, id })}
      <FilterActions onCancel={onClose} />
    </form>
  );
}
