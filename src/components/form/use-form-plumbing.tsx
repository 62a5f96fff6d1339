import { reset, type FieldValues, type FormProps, type FormStore, type PartialValues } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDiscardGuard } from '@/components/dialogs/discard-guard';
import { whileSubmitting } from '@/lib/refusals';
import { FormStatusContext, formFeedback } from './form-status';

type FormComponent<T extends FieldValues> = (props: Omit<FormProps<T, undefined>, 'of'>) => JSX.Element;

/** A row as it was loaded; its `version` goes back with an edit (ADR 017). */
export interface VersionedRow {
  version?: number;
}

export interface PlumbingOptions<T extends FieldValues> {
  /** The row this form edits, kept up to date by its page (a query's data); absent when adding. */
  row?: VersionedRow | null;
  /** The values the form shows for `row`: after Reload, the form starts again from them. */
  initialValues?: PartialValues<T>;
  /** After Reload, for state the form keeps outside its fields. */
  onReload?: () => void;
}

/**
 * What every form gets from the shared plumbing, however it was built (useSchemaForm, or
 * modular-forms' useForm directly):
 * - a refused save shows at the fields it names and stays there until they change
 *   (form-status.ts); the rest of it is the form's message, shown by FormActions;
 * - an edit sends back the version of the row it was filled from (`versioned`). When that copy
 *   was stale the server answers 409, FormActions offers Reload, and once the fresh row arrives
 *   the form starts again from it;
 * - inside a Modal, unsaved edits make Escape ask before they are discarded.
 * Use the returned Form in place of modular-forms' own.
 */
export function useFormPlumbing<T extends FieldValues>(form: FormStore<T, undefined>, Form: FormComponent<T>, options: PlumbingOptions<T> = {}) {
  useSignals();
  const version = options.row?.version;
  const [feedback] = useState(() => formFeedback(form, version));
  useDiscardGuard(useCallback(() => form.dirty.peek(), [form]));

  // The version the values came from (feedback.loaded) moves only on Reload: a background
  // refetch must not move it, or a stale copy would be saved as if it were fresh.
  const loaded = feedback.loaded.value;
  const reloading = feedback.reloading.value;
  const { initialValues, onReload } = options;
  useEffect(() => {
    if (!reloading || version === loaded) return;
    reset(form, { initialValues });
    feedback.reloaded(version);
    onReload?.();
  }, [reloading, version, loaded, form, feedback, initialValues, onReload]);

  const versioned = useCallback(<B extends object>(body: B): B & VersionedRow => (loaded === undefined ? body : { ...body, version: loaded }), [loaded]);

  const PlumbedForm = useMemo(() => {
    function PlumbedForm({ onSubmit, ...props }: Omit<FormProps<T, undefined>, 'of'>) {
      return (
        <FormStatusContext.Provider value={feedback}>
          <Form
            {...props}
            onSubmit={(values, event) => {
              feedback.reset();
              return whileSubmitting(feedback, () => onSubmit?.(values, event));
            }}
          />
        </FormStatusContext.Provider>
      );
    }
    return PlumbedForm;
  }, [Form, feedback]);

  return { Form: PlumbedForm, versioned, status: feedback.status, refused: feedback.refused };
}
