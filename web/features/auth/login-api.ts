import { apiPost } from '#web/lib/api-client.ts'
import type { UserInfo } from '#web/lib/session.ts'

/** POST /auth/sms/send: the answer says how long to wait before the next code may be asked for. */
export function sendLoginCode(phone: string) {
  return apiPost<{ cooldown_s: number }>('/auth/sms/send', { phone }, { ignoreUnauthorized: true })
}

/** POST /auth/sms/login: the access token and the user; the refresh cookie arrives with it. */
export function loginWithCode(phone: string, code: string) {
  return apiPost<{ token: string; user: UserInfo }>('/auth/sms/login', { phone, code }, { ignoreUnauthorized: true })
}
