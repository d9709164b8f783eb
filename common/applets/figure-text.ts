/**
 * Number formats for the verdict sentences the formula modules write (the web's tables use their own formats in
 * web/features/applets/lib/format.ts; common cannot import web). zh-CN grouping, no float noise.
 */
const formats = [0, 1, 2].map(
  (digits) => new Intl.NumberFormat('zh-CN', { minimumFractionDigits: digits, maximumFractionDigits: digits }),
)

export function numberText(value: number, digits: 0 | 1 | 2 = 0) {
  // -0 would print as "-0".
  return (formats[digits] as Intl.NumberFormat).format(value === 0 ? 0 : value)
}

/** 12 345.6 → "12,346 万元" */
export function wanText(value: number) {
  return `${numberText(value)} 万元`
}

/** 0.1234 → "12.3%" */
export function percentText(fraction: number, digits: 0 | 1 | 2 = 1) {
  return `${numberText(fraction * 100, digits)}%`
}

/** 1.2345 → "1.23×" */
export function timesText(value: number) {
  return `${numberText(value, 2)}×`
}
