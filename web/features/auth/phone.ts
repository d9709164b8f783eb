/**
 * Mainland mobile numbers (docs/auth.md, Phones): 1[3-9] + 9 digits; +86/0086 prefixes, spaces and dashes are accepted.
 */
export function normalizePhone(input: string) {
  return input.replace(/[\s-]/g, '').replace(/^(\+86|0086)/, '')
}

export function isMainlandMobile(input: string) {
  return /^1[3-9]\d{9}$/.test(normalizePhone(input))
}

export const isLoginCode = (input: string) => /^\d{6}$/.test(input.trim())
