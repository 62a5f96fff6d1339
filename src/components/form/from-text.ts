import * as v from 'valibot';
import { messagesSetOne, MONEY_PROBLEM_MESSAGES, readMoney } from '@contract';

/**
 * A form holds text (inputs and selects), the contract's fields take ids, numbers, money and
 * picklist values. These read the text through the contract's own field, so a form states its
 * rules once, where the server does, and its parsed output is the contract's input. Only the
 * form's wording of "what to type" is given here.
 */

type ContractField<TOutput> = v.GenericSchema<unknown, TOutput>;

/** Runs the value read from the text through `field`; a failure shows `message`, or the field's own. */
function through<TInput, TOutput>(field: ContractField<TOutput>, read: (value: TInput) => unknown, message?: string) {
  return v.rawTransform<TInput, TOutput>(({ dataset, addIssue, NEVER }) => {
    const result = v.safeParse(field, read(dataset.value));
    if (result.success) return result.output;
    addIssue({ message: message ?? result.issues[0].message });
    return NEVER;
  });
}

const blankAsMissing = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** What the form knows of how `field` is held (moneyText's), kept by `filled` around it. */
const heldLike = (field: ContractField<unknown>) => v.metadata<string, Record<string, unknown>>(v.getMetadata(field as Parameters<typeof v.getMetadata>[0]) as Record<string, unknown>);

/** A text box or select that must be given: blank shows `required`, anything else goes to `field`. */
export function filled<TOutput>(field: ContractField<TOutput>, required: string = messagesSetOne.required) {
  return v.pipe(v.string(), heldLike(field), v.trim(), v.nonEmpty(required), through(field, blankAsMissing));
}

/** An optional text box or select: blank is "not given" (the field's default, often null). */
export function optional<TOutput>(field: ContractField<TOutput>, message?: string) {
  return v.pipe(v.string(), through(field, blankAsMissing, message));
}

/**
 * A whole number typed as digits: anything else shows `message`; out of the field's range shows
 * `rangeMessage` or the field's own. Blank is "not given".
 */
export function wholeNumberText<TOutput>(field: ContractField<TOutput>, message: string, rangeMessage?: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d*$/, message),
    through(field, (text) => (text === '' ? undefined : Number(text)), rangeMessage),
  );
}

/**
 * An amount typed in major units ("1250.50" or "1,250.50") for a contract money field in minor
 * units. Blank is "not given". A misplaced comma, a third decimal or too large an amount says
 * so; anything else shows `message`, the form's own example.
 */
export function moneyText<TOutput>(field: ContractField<TOutput>, message: string) {
  return v.pipe(
    v.string(),
    // formValues (form-values.ts) shows a row's minor units in major units here.
    v.metadata({ heldAs: 'money' }),
    v.trim(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value === '') return;
      const read = readMoney(dataset.value);
      if ('problem' in read) addIssue({ message: read.problem === 'format' ? message : MONEY_PROBLEM_MESSAGES[read.problem] });
    }),
    through(field, (text) => {
      if (text === '') return undefined;
      const read = readMoney(text);
      return 'minor' in read ? read.minor : undefined;
    }),
  );
}

/** Checkboxes that hold ids as text, for a contract list of ids. */
export function idList<TOutput>(field: ContractField<TOutput>) {
  return v.pipe(v.array(v.string()), through(field, (ids: string[]) => ids));
}
