/** Stable error codes of the API envelope `{error:{code,message,fields?}}`. Clients branch on these, never on messages. */
export type ErrorCode =
  | 'validation_error'
  | 'unauthorized'
  | 'session_expired'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'rate_limited'
  | 'service_unavailable'
  | 'internal_error'
  // SMS login (server/modules/auth/auth-errors.ts); the login page branches on these.
  | 'invalid_phone'
  | 'code_invalid'
  | 'code_expired'
  | 'too_many_attempts'
  | 'send_too_often'
  | 'sms_unavailable'
  | (string & {})

export type ApiError = {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> }
}
