import { ERROR_CODES, httpMessages, type ApiIssue, type ErrorCode } from '@contract';

/** Every failed call ends as one of these, with a message fit for a toast. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: ApiIssue[] = [],
    /** The parsed body of the failed answer (a 409 carries what was saved first). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** Status 0: no answer at all (offline, server down, CORS, aborted). */
  get isNetwork(): boolean {
    return this.status === 0;
  }

  /** What the refusal is, when the server says (`conflict`, `locked`, `stale`). */
  get code(): ErrorCode | undefined {
    const code = this.body && typeof this.body === 'object' ? (this.body as { code?: unknown }).code : undefined;
    return ERROR_CODES.find((c) => c === code);
  }
}

const DUP_PREFIX = /ER_DUP_ENTRY:\s*/g;

/** Spec §8: the MySQL-era prefix never reaches a user. */
export function cleanMessage(message: string): string {
  return message.replace(DUP_PREFIX, '').trim();
}

/**
 * The message of a failed response: the body's `message`, else its `error`, else the body
 * text itself, else a generic line with the status. Status 0 is "cannot reach the server".
 */
export function messageFromBody(status: number, body: unknown): string {
  if (status === 0) return httpMessages.unreachable;
  if (typeof body === 'string') {
    const text = body.trim();
    if (text) {
      try {
        return messageFromBody(status, JSON.parse(text));
      } catch {
        return cleanMessage(text.length > 300 ? `${text.slice(0, 300)}…` : text);
      }
    }
  } else if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return cleanMessage(message);
    if (typeof error === 'string' && error) return cleanMessage(error);
  }
  return `Request failed (${status})`;
}

/**
 * A 400 names its fields in `message` ("Please correct: password") and says what is wrong
 * in `issues`; the user needs the latter, so a toast shows the issues' own messages.
 */
export function toHttpError(status: number, body: unknown): HttpError {
  const issues =
    body && typeof body === 'object' && Array.isArray((body as { issues?: unknown }).issues)
      ? ((body as { issues: ApiIssue[] }).issues)
      : [];
  const fromIssues = [...new Set(issues.map((i) => i.message).filter(Boolean))].join(' ');
  return new HttpError(status, status !== 0 && fromIssues ? cleanMessage(fromIssues) : messageFromBody(status, body), issues, body ?? null);
}

/** Any thrown value as a user-facing message. */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  if (error instanceof Error && error.message) return cleanMessage(error.message);
  if (typeof error === 'string') return cleanMessage(error);
  return messageFromBody(-1, error);
}
