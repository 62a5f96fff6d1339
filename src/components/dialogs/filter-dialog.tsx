import { useForm, valiForm, setValue } from '@modular-forms/react';
import { useMemo, type ReactNode } from 'react';
import { STATUSES } from '@contract';
import { SelectField, type SelectOption } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { DatePickerField } from '@/components/form/date-picker-field';
import { useSchemaValid } from '@/components/form/use-schema-valid';
import { Button } from '@/components/ui/button';
import { Modal } from './modal';
import { DESCRIPTION_MAX, filterSchema, toFilterResult, type FilterField, type FilterFormValues, type FilterResult } from './filter-schema';

export interface FilterDialogProps {
  open: boolean;
  onClose: () => void;
  onApply: (values: FilterResult) => void;
  /** Which fields to show; each shown field is required (description is optional). */
  fields: readonly FilterField[];
  title?: string;
  employees?: { id: number; fullname: string }[];
  zones?: { name: string }[];
  houses?: string[];
  statuses?: readonly string[];
  initial?: Partial<FilterFormValues>;
}

const ALL: SelectOption = { value: '0', label: 'All' };

/** Spec §2: a filter dialog is 400px wide (capped by the viewport). */
export const FILTER_DIALOG_WIDTH = '400px';

/** The frame of every filter dialog: the modal at the spec's width. */
export function FilterFrame({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  return (
    <Modal open={open} onClose={onClose} title={title} width={FILTER_DIALOG_WIDTH}>
      {children}
    </Modal>
  );
}

/** Cancel and Apply. Applying sends nothing, so unlike FormActions it does not wait for a running action. */
export function FilterActions({ onCancel, canApply = true }: { onCancel: () => void; canApply?: boolean }) {
  return (
    <div className="flex justify-end gap-2 pt-2">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={!canApply}>
        Apply
      </Button>
    </div>
  );
}

/** Spec §2/§3/§5: the 400px filter dialog. */
export function FilterDialog(props: FilterDialogProps) {
  // The body mounts per opening, so each opening starts from `initial`.
  return props.open ? <FilterDialogBody {...props} /> : null;
}

function FilterDialogBody({
  open, onClose, onApply, fields, title = 'Filter', employees = [], zones = [], houses = [], statuses = STATUSES, initial,
}: FilterDialogProps) {
  const schema = useMemo(() => filterSchema(fields), [fields]);
  const [form, { Form, Field }] = useForm<FilterFormValues>({
    initialValues: initial,
    validate: valiForm(schema),
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  const valid = useSchemaValid(form, schema);
  const shows = (f: FilterField) => fields.includes(f);

  return (
    <FilterFrame open={open} onClose={onClose} title={title}>
      <Form
        className="space-y-4"
        onSubmit={(values) => {
          onApply(toFilterResult(values, fields));
          onClose();
        }}
      >
        {shows('employee') && (
          <Field name="employee">
            {(field, p) => (
              <SelectField
                label="Employee" field={field} bindings={p} required
                options={[ALL, ...employees.map((e) => ({ value: String(e.id), label: e.fullname }))]}
              />
            )}
          </Field>
        )}
        {shows('status') && (
          <Field name="status">
            {(field, p) => (
              <SelectField label="Status" field={field} bindings={p} required options={[ALL, ...statuses.map((s) => ({ value: s, label: s }))]} />
            )}
          </Field>
        )}
        {shows('zone') && (
          <Field name="zone">
            {(field, p) => (
              <SelectField label="Zone" field={field} bindings={p} required options={[ALL, ...zones.map((z) => ({ value: z.name, label: z.name }))]} />
            )}
          </Field>
        )}
        {(['date', 'startDate', 'endDate'] as const).filter(shows).map((name) => (
          <Field key={name} name={name}>
            {(field, p) => (
              <DatePickerField
                label={name === 'date' ? 'Date' : name === 'startDate' ? 'Start date' : 'End date'}
                field={field} bindings={p} required
                pickOnly={name !== 'date'}
                onPick={(value) => setValue(form, name, value)}
              />
            )}
          </Field>
        ))}
        {shows('lastDay') && (
          <Field name="lastDay">
            {(field, p) => <TextField label="Last days" type="number" min={1} inputMode="numeric" field={field} bindings={p} required />}
          </Field>
        )}
        {shows('house') && (
          <Field name="house">
            {(field, p) =>
              houses.length > 0 ? (
                <SelectField label="House" field={field} bindings={p} required options={houses.map((h) => ({ value: h, label: h }))} />
              ) : (
                <TextField label="House" field={field} bindings={p} required />
              )
            }
          </Field>
        )}
        {shows('description') && (
          <Field name="description">
            {(field, p) => <TextareaField label="Description (optional)" rows={3} maxLength={DESCRIPTION_MAX} field={field} bindings={p} />}
          </Field>
        )}
        <FilterActions onCancel={onClose} canApply={valid} />
      </Form>
    </FilterFrame>
  );
}
