/**
 * Recognises errors that mean "the database cannot be reached right now" (as opposed to a bug or bad data),
 * so the API can answer 503 with Retry-After and the load balancer or client can try again.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND'])
// PostgreSQL SQLSTATE classes 08 (connection exception), 57P01-03 (shutdown / cannot connect now), 53300 (too many connections).
const PG_CODES = /^(08\d{3}|57P0[1-3]|53300)$/
const PG_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
  'Query read timeout',
]

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_CODES.test(code) || code === 'SQLITE_BUSY')) {
    return true
  }
  return PG_MESSAGES.some((m) => error.message.includes(m))
}
