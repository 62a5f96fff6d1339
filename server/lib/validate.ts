import { validator } from 'hono/validator';
import * as v from 'valibot';
import { idField, type ApiIssue } from '@contract';
import { HttpError, invalid } from './errors';
import { describeMiddleware } from './openapi-meta';

function toIssues(issues: v.BaseIssue<unknown>[]): ApiIssue[] {
  return issues.map((i) => ({ path: v.getDotPath(i) ?? 'body', message: i.message }));
}

/** Parses with a contract schema or throws the one 400 shape with an issue per field. */
export function parseOrThrow<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (!result.success) throw invalid(toIssues(result.issues));
  return result.output;
}

/** Validates a JSON body against a contract schema. Bodies that are not JSON objects are 400. */
export const jsonBody = <S extends v.GenericSchema>(schema: S) =>
  describeMiddleware(
    validator('json', (value) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new HttpError(400, 'The request body must be a JSON object.');
      }
      return parseOrThrow(schema, value) as v.InferOutput<S>;
    }),
    { kind: 'body', schema },
  );

export const queryParams = <S extends v.GenericSchema>(schema: S) =>
  describeMiddleware(
    validator('query', (value) => parseOrThrow(schema, value) as v.InferOutput<S>),
    { kind: 'query', schema },
  );

const idParamSchema = v.object({ id: idField });
/** A path `:id` as a positive integer, or a 400 naming `id`. */
export const idParam = (raw: string) => parseOrThrow(idParamSchema, { id: raw }).id;
