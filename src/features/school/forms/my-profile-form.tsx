import { useForm, valiForm } from '@modular-forms/react';
import * as v from 'valibot';
import { requiredText, type ProfileInput } from '@contract';
import type { FieldBindings } from '@/components/form/field-types';
import { TextField } from '@/components/form/text-field';
import { useSchemaValid } from '@/components/form/use-schema-valid';
import { Button } from '@/components/ui/button';

type MyValues = { fullname: string };

const myFormSchema = v.object({ fullname: requiredText('Full name', 120, 2) });

const bind = (p: unknown) => p as FieldBindings;

export interface MyProfileFormProps {
  fullname: string;
  pending: boolean;
  onSubmit: (input: ProfileInput) => void;
}

/** The signed-in user's own name. */
export function MyProfileForm({ fullname, pending, onSubmit }: MyProfileFormProps) {
  const [form, { Form, Field }] = useForm<MyValues>({
    initialValues: { fullname },
    validate: valiForm(myFormSchema),
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  const valid = useSchemaValid(form, myFormSchema);
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit({ fullname: values.fullname.trim() })}>
      <Field name="fullname">
        {(field, p) => <TextField label="Full name" required maxLength={120} autoComplete="name" field={field} bindings={bind(p)} />}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={!valid || pending}>
          Save my profile
        </Button>
      </div>
    </Form>
  );
}
