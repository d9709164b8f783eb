/** The numbers of the login rules (issue 3, docs/auth.md § Login rules), in one place. */
export const CODE_TTL_MS = 5 * 60_000
export const CODE_MAX_ATTEMPTS = 5
export const SEND_COOLDOWN_MS = 60_000
export const SENDS_PER_PHONE_HOUR = 5
export const SENDS_PER_PHONE_DAY = 10
export const SENDS_PER_IP_HOUR = 20
export const VERIFICATIONS_PER_IP_5MIN = 30
export const ACCESS_TTL_MS = 15 * 60_000
/** The login cache (docs/shell.md § Constants): a login is good for at most 24 hours, refreshes included. */
export const SESSION_TTL_MS = 24 * 3_600_000

export const HOUR_MS = 3_600_000
export const DAY_MS = 24 * HOUR_MS

export const REFRESH_COOKIE = 'hic_refresh'
export const REFRESH_COOKIE_PATH = '/api/v1/auth'

/** Counter keys, exported so the test helper can clear them. */
export const limitKeys = {
  cooldown: (phone: string) => `sms:cooldown:${phone}`,
  phoneHour: (phone: string) => `sms:phone-hour:${phone}`,
  phoneDay: (phone: string) => `sms:phone-day:${phone}`,
  ipSendHour: (ip: string) => `sms:ip-hour:${ip}`,
  ipVerify: (ip: string) => `verify:ip-5min:${ip}`,
}
