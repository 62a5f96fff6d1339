// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { classInput, idField, messagesSetOne, MONEY_PROBLEM_MESSAGES, optionalId, roomInput, sectionInput } from '@contract';
import { filled, moneyText, optional, wholeNumberText } from './from-text';

const issue = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  return result.success ? null : result.issues[0].message;
};

describe('text read through contract fields', () => {
  it('wholeNumberText: digits become the number, blank the field default, the field keeps its range', () => {
    const capacity = wholeNumberText(roomInput.entries.capacity, 'Capacity is a whole number.');
    expect(v.parse(capacity, ' 30 ')).toBe(30);
    expect(v.parse(capacity, '')).toBe(0);
    expect(issue(capacity, '3.5')).toBe('Capacity is a whole number.');
    expect(issue(capacity, '10001')).toBe('Capacity must be at most 10000.');
    const sectionCapacity = wholeNumberText(sectionInput.entries.capacity, 'From 1 to 500.', 'From 1 to 500.');
    expect(issue(sectionCapacity, '0')).toBe('From 1 to 500.');
    expect(v.parse(sectionCapacity, '')).toBe(40);
  });

  it('moneyText: major units with commas become minor units; other text shows the message', () => {
    const fee = moneyText(classInput.entries.monthly_fee, 'Enter an amount.');
    expect(v.parse(fee, '1,250.5')).toBe(125050);
    expect(v.parse(fee, '')).toBe(0);
    expect(issue(fee, 'abc')).toBe('Enter an amount.');
  });

  it('moneyText: a misplaced comma, a third decimal or too large an amount says what is wrong', () => {
    const fee = moneyText(classInput.entries.monthly_fee, 'Enter an amount.');
    expect(issue(fee, '12,50')).toBe(MONEY_PROBLEM_MESSAGES.comma);
    expect(issue(fee, '1,2,3')).toBe(MONEY_PROBLEM_MESSAGES.comma);
    expect(issue(fee, '12.345')).toBe('An amount has at most two decimals, such as 12.50.');
    expect(issue(fee, '20000000000')).toBe('The amount is too large (at most 10,000,000,000.00).');
    expect(v.safeParse(fee, '12,50').success).toBe(false);
  });

  it('filled: blank shows the required message, a value goes through the field', () => {
    const classId = filled(idField);
    expect(issue(classId, '  ')).toBe(messagesSetOne.required);
    expect(v.parse(classId, '12')).toBe(12);
    expect(issue(filled(idField, 'Choose a class.'), '')).toBe('Choose a class.');
  });

  it('optional: blank is not given (the field default), and a message may replace the field its own', () => {
    expect(v.parse(optional(optionalId), '')).toBeNull();
    expect(v.parse(optional(optionalId), '9')).toBe(9);
    expect(issue(optional(optionalId), 'x')).toBe('Must be an id.');
    expect(issue(optional(optionalId, 'Pick from the list.'), 'x')).toBe('Pick from the list.');
  });
});
