import * as v from 'valibot';

type ContractField<TOutput> = v.GenericSchema<unknown, TOutput>;

/** "79.5", "50", ".5": digits with at most one decimal point; blank passes as "not given". */
const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)?$/;

/**
 * A number typed as text (marks, percentages, points) read through the contract's own field, as
 * from-text.ts does for whole numbers: anything but a plain decimal shows `message`, out of the
 * field's range or precision shows the field's own words. Blank is "not given".
 */
export function decimalText<TOutput>(field: ContractField<TOutput>, message: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.regex(DECIMAL, message),
    v.rawTransform<string, TOutput>(({ dataset, addIssue, NEVER }) => {
      const result = v.safeParse(field, dataset.value === '' ? undefined : Number(dataset.value));
      if (result.success) return result.output;
      addIssue({ message: result.issues[0].message });
      return NEVER;
    }),
  );
}

/** A number as a form shows it: "" for none, never "null". */
export const asText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
