/** The one error shape every API failure answers with. */
export interface ApiIssue {
  path: string;
  message: string;
}

/**
 * What a refusal is, for a client that acts on it rather than only showing the message:
 * `conflict`, someone saved first (the body carries what they saved); `locked`, the record can
 * no longer be changed (an exam closed); `stale`, the copy edited is out of date;
 * `must-change-password`, a family's office-set password must be changed first (issue 33).
 */
export const ERROR_CODES = ['conflict', 'locked', 'stale', 'must-change-password'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiError {
  message: string;
  issues?: ApiIssue[];
  code?: ErrorCode;
  requestId?: string;
}
