import { STALE_ROW_MESSAGE, type ApiIssue, type ErrorCode } from '@contract';
import { sqlStateOf } from './log-error';

/** An error that is safe to show: its status and message go to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429,
    message: string,
    readonly issues?: ApiIssue[],
    /** What the refusal is, for a client that acts on it, and what it carries (the sheet saved first). */
    readonly detail?: { code?: ErrorCode } & Record<string, unknown>,
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, 'Your session has ended. Please sign in again.');
export const forbidden = () => new HttpError(403, 'You are not authorized to access this page');
export const notFound = (what = 'Record') => new HttpError(404, `${what} not found`);
export const conflict = (field: string, message: string) =>
  new HttpError(409, message, [{ path: field, message }]);
/** A rule the input breaks (422), shown at `field`. */
export const unprocessable = (field: string, message: string) => new HttpError(422, message, [{ path: field, message }]);
/** Several broken rules at once (422); one issue reads as its own message. */
export const unprocessableAll = (issues: ApiIssue[]) =>
  new HttpError(422, issues.length === 1 ? issues[0]!.message : `Please correct: ${issues.map((i) => i.path).join(', ')}`, issues);
export const invalid = (issues: ApiIssue[]) =>
  new HttpError(400, `Please correct: ${issues.map((i) => i.path).join(', ')}`, issues);

/** PostgreSQL's unique_violation, from either driver. */
export function isUniqueViolation(err: unknown): err is { code: string; constraint?: string } {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export function constraintOf(err: unknown): string | undefined {
  const e = err as { constraint?: string; cause?: { constraint?: string } } | null;
  return e?.constraint ?? e?.cause?.constraint;
}

/** The row-version trigger's refusal (SQLSTATE SD409, ADR 017): the save came from a stale copy. */
export function isStaleRow(err: unknown): boolean {
  return sqlStateOf(err) === 'SD409';
}

export const staleRow = () => new HttpError(409, STALE_ROW_MESSAGE, undefined, { code: 'stale' });
