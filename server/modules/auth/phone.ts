/** Mainland China mobile numbers only: `1[3-9]` + 9 digits, written with or without +86/0086, spaces or dashes. */
export function normalizePhone(input: string): string | undefined {
  let digits = input.trim().replace(/[\s-]/g, '')
  if (digits.startsWith('+86')) digits = digits.slice(3)
  else if (digits.startsWith('0086')) digits = digits.slice(4)
  return /^1[3-9]\d{9}$/.test(digits) ? digits : undefined
}

/** 13812341234 → 138****1234: the only form of a phone number that goes into logs and the audit trail. */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return '****'
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`
}
