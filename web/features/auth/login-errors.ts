import { ApiError } from '#web/lib/api-client.ts'

export type LoginField = 'phone' | 'code'

/** Where an API error belongs on the login form, and the text to show there. */
export function placeLoginError(error: unknown): { field?: LoginField; text: string; waitS?: number } {
  if (!(error instanceof ApiError)) return { text: '出现了意外错误，请稍后重试' }
  if (error.code === 'invalid_phone') return { field: 'phone', text: error.message }
  if (error.code === 'code_invalid') {
    const left = Number(error.fields.attempts_left)
    const known = Number.isFinite(left) && error.fields.attempts_left !== undefined
    const text =
      known && !error.message.includes(String(left)) ? `${error.message}（还可尝试 ${left} 次）` : error.message
    return { field: 'code', text }
  }
  if (error.code === 'code_expired' || error.code === 'too_many_attempts') return { field: 'code', text: error.message }
  if (error.code === 'send_too_often' || error.code === 'rate_limited') {
    return { text: error.message, waitS: Number(error.fields.retry_after_s) || undefined }
  }
  return { text: error.message }
}
