/** Number formats for the applets' tables, cards and exports (zh-CN grouping). */
const grouped = (digits: number) =>
  new Intl.NumberFormat('zh-CN', { minimumFractionDigits: digits, maximumFractionDigits: digits })

const formats = [0, 1, 2].map(grouped)

export function formatNumber(value: number, digits: 0 | 1 | 2 = 0) {
  return (formats[digits] as Intl.NumberFormat).format(value)
}

/** 0.1234 → "12.3%" */
export function formatPercent(fraction: number, digits: 0 | 1 | 2 = 1) {
  return `${formatNumber(fraction * 100, digits)}%`
}

export function formatYears(years: number | null) {
  return years === null ? '未回收' : `${formatNumber(years, 1)} 年`
}

/** Rounded for spreadsheets: enough precision to check, no float noise like 0.30000000000000004. */
export function round(value: number, digits = 2) {
  const f = 10 ** digits
  return Math.round(value * f) / f
}

/** 1234 → "1,234 万元" */
export function formatWan(value: number) {
  return `${formatNumber(value)} 万元`
}

/** A share that may be absent (no loan, no value): "12.3%" or "—". */
export function formatShare(fraction: number | null, digits: 0 | 1 | 2 = 1) {
  return fraction === null ? '—' : formatPercent(fraction, digits)
}
