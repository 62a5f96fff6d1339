import { toJsonSchema, type JsonSchema, type OverrideActionContext } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';

export type { JsonSchema };

/** What a number check adds to the number it checks. */
function numberCheck(type: string, requirement: unknown): JsonSchema | null {
  if (type === 'integer') return { type: 'integer' };
  if (typeof requirement !== 'number' || !Number.isFinite(requirement)) return null;
  if (type === 'min_value') return { minimum: requirement };
  if (type === 'max_value') return { maximum: requirement };
  return null;
}

/**
 * `intParam` and `idField` accept a number or a digit string, then check the number. The
 * converter would put those checks beside the `anyOf` (or drop them), which would forbid the
 * string a query parameter arrives as; they belong to the number branch.
 */
function numberChecksOnTheNumberBranch({ valibotAction, jsonSchema }: OverrideActionContext): JsonSchema | null {
  const action = valibotAction as { type: string; requirement?: unknown };
  const check = jsonSchema.anyOf && numberCheck(action.type, action.requirement);
  if (!check || !jsonSchema.anyOf) return null;
  const { type: _type, minimum: _minimum, maximum: _maximum, anyOf, ...rest } = jsonSchema;
  return {
    ...rest,
    anyOf: anyOf.map((branch) =>
      typeof branch === 'object' && (branch.type === 'number' || branch.type === 'integer') ? { ...branch, ...check } : branch,
    ),
  };
}

/**
 * The JSON Schema (2020-12, as OpenAPI 3.1 uses) of what a client sends: the input side of a
 * contract schema, up to its first transform. Checks JSON Schema cannot say (a `check`, a
 * transform) are left out rather than thrown on; a schema that cannot be converted at all is
 * described as such instead of failing the whole document.
 */
export function inputJsonSchema(schema: GenericSchema, typeMode: 'input' | 'output' = 'input'): JsonSchema {
  try {
    const { $schema: _draft, ...json } = toJsonSchema(schema, {
      target: 'draft-2020-12',
      typeMode,
      errorMode: 'ignore',
      overrideAction: numberChecksOnTheNumberBranch,
    });
    return json;
  } catch (err) {
    return { description: `Not convertible to JSON Schema (${err instanceof Error ? err.message : String(err)}).` };
  }
}

/** The JSON Schema of what the server answers: the output side of an endpoint's output schema. */
export const outputJsonSchema = (schema: GenericSchema): JsonSchema => inputJsonSchema(schema, 'output');
