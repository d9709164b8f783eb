import type { ErrorCode } from '#common/errors'
import { AppError } from '#server/errors'

/** The auth error codes and messages the login page relies on (keep them exact). */
export const invalidPhone = () =>
  new AppError(400, 'invalid_phone', '请输入正确的手机号', { phone: '请输入正确的手机号' })
export const codeInvalid = (attemptsLeft: number) =>
  new AppError(400, 'code_invalid', `验证码错误，还可以尝试 ${attemptsLeft} 次`, {
    attempts_left: String(attemptsLeft),
  })
export const codeExpired = () => new AppError(400, 'code_expired', '验证码已过期，请重新获取')
export const tooManyAttempts = () => new AppError(429, 'too_many_attempts', '尝试次数过多，请重新获取验证码')
/** A 429 that tells the client how many seconds to wait, in the body and in Retry-After. */
const waitSeconds = (code: ErrorCode, what: string, retryAfterS: number) =>
  new AppError(
    429,
    code,
    `${what}过于频繁，请 ${retryAfterS} 秒后再试`,
    { retry_after_s: String(retryAfterS) },
    { 'retry-after': String(retryAfterS) },
  )
export const sendTooOften = (retryAfterS: number) => waitSeconds('send_too_often', '发送', retryAfterS)
export const rateLimited = (retryAfterS: number) => waitSeconds('rate_limited', '请求', retryAfterS)
/** Login code sending fails closed while its shared limits cannot be counted (Redis down). */
export const smsSendingUnavailable = () =>
  new AppError(503, 'sms_unavailable', '验证码发送服务暂时不可用，请稍后重试', undefined, { 'retry-after': '30' })
export const sessionExpired = () => new AppError(401, 'session_expired', '登录已过期，请重新登录')

export function secondsUntil(resetAt: number, now: number) {
  return Math.max(1, Math.ceil((resetAt - now) / 1000))
}
