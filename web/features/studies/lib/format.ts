import { type Positioning, positioningLabels } from '#common/intel'

/** 1,234 with thousands separators; '—' for a missing figure (never 0 in its place). */
export function num(value: number | null | undefined, digits = 0) {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—'
  return value.toLocaleString('zh-CN', { minimumFractionDigits: digits, maximumFractionDigits: digits })
}

/** A percentage held in points (65 means 65 %), as everywhere in common/applets and common/study. */
export function pct(value: number | null | undefined, digits = 1) {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—'
  return `${value.toFixed(digits)}%`
}

/** A ratio (0.12) shown as a percentage (12.0%). */
export const ratioPct = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined ? '—' : pct(value * 100, digits)

export const km = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} 公里`

export const segmentLabel = (segment: string) => positioningLabels[segment as Positioning] ?? segment

/** 2026-11-29T04:00:00Z → 2026-11-29 04:00 in the reader's time zone. */
export function when(iso: string | null | undefined) {
  if (!iso) return '—'
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}

export function fileSize(bytes: number) {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`
}
