/**
 * The one log line for a request that failed on the server. It names the error, its
 * PostgreSQL code and the request id, so the line can be matched to the user's report, and
 * never carries values: drizzle appends every bound parameter (a new user's password hash, a
 * pupil's name) to its message after "params:", and the driver's error in `cause` holds
 * values in its detail. Only the message before "params:" and the stack frames are kept.
 */

export interface FailedRequest {
  requestId: string;
  method: string;
  path: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The SQLSTATE code of a database error, on the error itself or on its cause. */
export function sqlStateOf(err: unknown): string | undefined {
  for (const e of [err, (err as { cause?: unknown } | null)?.cause]) {
    const code = (e as { code?: unknown } | null | undefined)?.code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
  }
  return undefined;
}

/** The message up to drizzle's "params:" line, trimmed. */
export function withoutParams(message: string): string {
  const at = message.search(/\bparams:/);
  return (at === -1 ? message : message.slice(0, at)).trimEnd();
}

/** The stack's "at …" frames only: its first line repeats the message, params and all. */
function framesOf(err: Error): string[] {
  return (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
}

export function formatServerError(err: unknown, req: FailedRequest): string {
  const head = `${req.requestId} ${req.method} ${req.path}`;
  if (!(err instanceof Error)) return `${head} threw a ${err === null ? 'null' : typeof err}, not an Error`;
  const code = sqlStateOf(err);
  const cause = err.cause instanceof Error ? ` (cause: ${err.cause.constructor.name})` : '';
  const lines = [`${head} ${err.constructor.name}: ${withoutParams(err.message)}${code ? ` [code ${code}]` : ''}${cause}`, ...framesOf(err)];
  return lines.join('\n');
}
