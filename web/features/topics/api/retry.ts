import { ApiError } from '../../../lib/api-client.ts'

/** 4xx answers are final; retrying them only delays the message the user needs. */
export function retryUnlessClientError(failureCount: number, error: Error) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}
