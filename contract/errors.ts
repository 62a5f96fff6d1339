/** The one error shape every API failure answers with. */
export interface ApiIssue {
  path: string;
  message: string;
}
export interface ApiError {
  message: string;
  issues?: ApiIssue[];
  requestId?: string;
}
