import type { Selectable } from 'kysely'
import {
  chinaBounds,
  type GroupOrigin,
  groupOriginLabels,
  groupOrigins,
  hotelStatuses,
  hotelStatusLabels,
  type Positioning,
  positioningLabels,
  positionings,
} from '#common/intel'
import type { HotelTable } from '../tables.ts'
import { type ImportIssue, type ImportKind, importColumns, type SheetRow } from './columns.ts'

/** What the database knows that a row is checked against (all small tables except hotels, asked per chunk). */
export type ImportContext = {
  groupsByName: Map<string, { id: string; name: string }>
  brandsByName: Map<string, { id: string; name: string; group_id: string; positioning: Positioning }>
  citiesByName: Map<string, { id: string; name: string }>
  /** `nameKey(name)|city_id` of hotels already stored, for the rows being checked, with their ids. */
  existingHotels: Map<string, string>
  /** The current month (YYYY-MM): performance may not be reported for a later one. */
  currentMonth: string
}

export type GroupRecord = {
  name: string
  name_en: string
  origin: GroupOrigin
  headquarters: string
  founded_year: number | null
}
export type BrandRecord = { name: string; name_en: string; group_id: string; positioning: Positioning }
/** A hotel row as the import inserts it (the id, flags and times are added on insert). */
export type HotelRecord = Omit<Selectable<HotelTable>, 'id' | 'is_demo' | 'created_at' | 'updated_at'>
export type PerformanceRecord = {
  hotel_id: string
  month: string
  rooms_available: number
  rooms_sold: number
  room_revenue: number
}
export type ImportRecord = GroupRecord | BrandRecord | HotelRecord | PerformanceRecord

export const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ')
export const hotelKey = (name: string, cityId: string) => `${nameKey(name)}|${cityId}`

/** Accepts the Chinese label or the code, whichever the sheet holds. */
function codeOf<T extends string>(codes: readonly T[], labels: Record<T, string>, text: string): T | undefined {
  const lowered = text.trim().toLowerCase()
  return codes.find((c) => c === lowered || labels[c] === text.trim())
}

const numberPattern = /^[+-]?(\d+(\.\d*)?|\.\d+)$/
const datePattern = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/

function isoDate(text: string) {
  const m = datePattern.exec(text)
  if (!m) return undefined
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined
  if (y < 1800 || y > 2100) return undefined
  return date.toISOString().slice(0, 10)
}

type Checker = {
  issue: (key: string, message: string) => void
  text: (key: string, max: number, required: boolean) => string
}

function checker(kind: ImportKind, row: number, cells: Record<string, string>, issues: ImportIssue[]): Checker {
  const headerOf = new Map(importColumns[kind].map((c) => [c.key, c.header]))
  const issue = (key: string, message: string) => issues.push({ row, column: headerOf.get(key) ?? key, message })
  return {
    issue,
    text(key, max, required) {
      const value = (cells[key] ?? '').trim()
      if (required && !value) issue(key, `${headerOf.get(key)}不能为空`)
      else if (value.length > max) issue(key, `不能超过 ${max} 个字（现有 ${value.length} 个）`)
      return value.slice(0, max)
    },
  }
}

/**
 * Checks every row and returns each problem (row, column, reason) and the rows as they would be saved.
 * Pure: the caller supplies what the database knows. `firstRow` carries duplicates across chunks.
 */
export function validateRows(
  kind: ImportKind,
  rows: SheetRow[],
  context: ImportContext,
  firstRow: Map<string, number>,
): { issues: ImportIssue[]; records: ImportRecord[] } {
  const issues: ImportIssue[] = []
  const records: ImportRecord[] = []
  for (const { row, cells } of rows) {
    const check = checker(kind, row, cells, issues)
    const before = issues.length
    const record =
      kind === 'groups'
        ? groupRow(check, context, firstRow, row)
        : kind === 'brands'
          ? brandRow(check, context, firstRow, row)
          : kind === 'performance'
            ? performanceRow(check, context, firstRow, row)
            : hotelRow(check, context, firstRow, row)
    if (issues.length === before && record) records.push(record)
  }
  return { issues, records }
}

/** Reads one row of a kind: its record, or undefined when a problem was reported. */
type RowReader<R> = (
  check: Checker,
  context: ImportContext,
  firstRow: Map<string, number>,
  row: number,
) => R | undefined

function duplicate(check: Checker, key: string, column: string, firstRow: Map<string, number>, row: number) {
  const first = firstRow.get(key)
  if (first !== undefined && first !== row) {
    check.issue(column, `与第 ${first} 行重复`)
    return true
  }
  firstRow.set(key, row)
  return false
}

/** The name of a new group or brand: given, not repeated in the file, not stored yet. */
function newName(
  check: Checker,
  firstRow: Map<string, number>,
  row: number,
  known: Map<string, unknown>,
  what: string,
) {
  const name = check.text('name', 50, true)
  if (name && !duplicate(check, nameKey(name), 'name', firstRow, row) && known.has(nameKey(name)))
    check.issue('name', `${what}已存在：${name}`)
  return name
}

/** A code cell (at most 20 characters) given by its label, e.g. 国内集团 for domestic; undefined when unknown. */
function codeCell<T extends string>(
  check: Checker,
  key: string,
  what: string,
  [codes, labels]: [readonly T[], Record<T, string>],
  required = true,
) {
  const raw = check.text(key, 20, required)
  if (!raw) return undefined
  const code = codeOf(codes, labels, raw)
  if (!code) check.issue(key, `未知的${what}：${raw}（可填：${Object.values(labels).join('、')}）`)
  return code
}

/** The city cell, looked up among the known cities. */
function cityOf(check: Checker, context: ImportContext) {
  const cityName = check.text('city', 30, true)
  const city = cityName ? context.citiesByName.get(cityName.trim()) : undefined
  if (cityName && !city) check.issue('city', `未知的城市：${cityName}（请填写地级市或直辖市名称，如“杭州市”）`)
  return city
}

/** The group cell, looked up among the known groups; `hint` follows the not-found message. */
function groupOf(check: Checker, context: ImportContext, required: boolean, hint = '') {
  const groupName = check.text('group', 100, required)
  const group = groupName ? context.groupsByName.get(nameKey(groupName)) : undefined
  if (groupName && !group) check.issue('group', `集团不存在：${groupName}${hint}`)
  return group
}

const groupRow: RowReader<GroupRecord> = (check, context, firstRow, row) => {
  const name = newName(check, firstRow, row, context.groupsByName, '集团')
  const nameEn = check.text('name_en', 100, false)
  const origin = codeCell(check, 'origin', '类型', [groupOrigins, groupOriginLabels])
  const headquarters = check.text('headquarters', 50, false)
  const rawYear = check.text('founded_year', 10, false)
  const year = rawYear ? Number(rawYear) : null
  if (rawYear && (!Number.isInteger(year) || (year ?? 0) < 1800 || (year ?? 0) > new Date().getUTCFullYear()))
    check.issue('founded_year', `成立年份应为 1800 到今年之间的四位数字，而不是“${rawYear}”`)
  if (!name || !origin) return undefined
  return { name, name_en: nameEn, origin, headquarters, founded_year: year }
}

const brandRow: RowReader<BrandRecord> = (check, context, firstRow, row) => {
  const name = newName(check, firstRow, row, context.brandsByName, '品牌')
  const nameEn = check.text('name_en', 100, false)
  const group = groupOf(check, context, true, '（请先导入或在集团墙中核对名称）')
  const positioning = positioningOf(check, true)
  if (!name || !group || !positioning) return undefined
  return { name, name_en: nameEn, group_id: group.id, positioning }
}

const monthPattern = /^(\d{4})[-/.年](\d{1,2})月?$/

/** A whole number of at most `max`, or undefined with the reason reported. */
function count(check: Checker, key: string, label: string, max: number) {
  const raw = check.text(key, 15, true).replace(/,/g, '')
  if (!raw) return undefined
  if (!/^\d+$/.test(raw) || Number(raw) > max) {
    check.issue(key, `${label}应为 0 到 ${max.toLocaleString('zh-CN')} 之间的整数，而不是“${raw}”`)
    return undefined
  }
  return Number(raw)
}

const performanceRow: RowReader<PerformanceRecord> = (check, context, firstRow, row) => {
  const name = check.text('hotel', 100, true)
  const city = cityOf(check, context)
  const hotelId = name && city ? context.existingHotels.get(hotelKey(name, city.id)) : undefined
  if (name && city && !hotelId) check.issue('hotel', `${city.name}没有名为“${name}”的酒店（请先导入酒店）`)
  const rawMonth = check.text('month', 10, true)
  const m = monthPattern.exec(rawMonth)
  const month =
    m && Number(m[2]) >= 1 && Number(m[2]) <= 12 ? `${m[1]}-${String(Number(m[2])).padStart(2, '0')}` : undefined
  if (rawMonth && !month) check.issue('month', `月份格式不正确：${rawMonth}（应如 2026-09）`)
  else if (month && (month > context.currentMonth || month < '2000-01'))
    check.issue('month', `月份 ${month} 不在 2000-01 到本月（${context.currentMonth}）之间`)
  const available = count(check, 'rooms_available', '可售房晚', 3_000_000)
  const sold = count(check, 'rooms_sold', '已售房晚', 3_000_000)
  const revenue = count(check, 'room_revenue', '客房收入', 10_000_000_000)
  if (available !== undefined && sold !== undefined && sold > available)
    check.issue('rooms_sold', `已售房晚 ${sold} 大于可售房晚 ${available}`)
  if (sold !== undefined && revenue !== undefined) {
    if (sold === 0 && revenue > 0) check.issue('room_revenue', '已售房晚为 0 时客房收入应为 0')
    else if (sold > 0 && revenue / sold > 100_000)
      check.issue('room_revenue', `平均房价 ${Math.round(revenue / sold)} 元不合常理，请核对收入单位（应为元）`)
  }
  if (hotelId && month) duplicate(check, `${hotelId}|${month}`, 'month', firstRow, row)
  if (!hotelId || !month || available === undefined || sold === undefined || revenue === undefined) return undefined
  return { hotel_id: hotelId, month, rooms_available: available, rooms_sold: sold, room_revenue: revenue }
}

const positioningOf = (check: Checker, required: boolean) =>
  codeCell(check, 'positioning', '定位', [positionings, positioningLabels], required)

function coordinate(check: Checker, key: 'lat' | 'lng') {
  const raw = check.text(key, 30, true)
  if (!raw) return undefined
  const [min, max] = key === 'lat' ? [chinaBounds.minLat, chinaBounds.maxLat] : [chinaBounds.minLng, chinaBounds.maxLng]
  const label = key === 'lat' ? '纬度' : '经度'
  if (!numberPattern.test(raw)) {
    check.issue(key, `${label}必须是数字，而不是“${raw}”`)
    return undefined
  }
  const value = Number(raw)
  if (value < min || value > max) {
    check.issue(key, `${label} ${raw} 不在中国境内（应在 ${min} 到 ${max} 之间）`)
    return undefined
  }
  return Math.round(value * 1e6) / 1e6
}

const hotelRow: RowReader<HotelRecord> = (check, context, firstRow, row) => {
  const name = check.text('name', 100, true)
  const brandName = check.text('brand', 100, false)
  const brand = brandName ? context.brandsByName.get(nameKey(brandName)) : undefined
  if (brandName && !brand) check.issue('brand', `品牌不存在：${brandName}（请先导入品牌或在品牌墙中核对名称）`)
  const group = groupOf(check, context, false)
  if (brand && group && brand.group_id !== group.id)
    check.issue('group', `品牌“${brand.name}”不属于集团“${group.name}”`)
  const city = cityOf(check, context)
  const address = check.text('address', 200, false)
  const lat = coordinate(check, 'lat')
  const lng = coordinate(check, 'lng')
  const explicit = positioningOf(check, !brand)
  const positioning = explicit ?? brand?.positioning
  const rawRooms = check.text('rooms', 10, true)
  const rooms = rawRooms ? Number(rawRooms) : undefined
  if (rawRooms && (!/^\d+$/.test(rawRooms) || !rooms || rooms < 1 || rooms > 10_000)) {
    check.issue('rooms', `房间数应为 1 到 10000 之间的整数，而不是“${rawRooms}”`)
  }
  const status = codeCell(check, 'status', '状态', [hotelStatuses, hotelStatusLabels])
  const rawDate = check.text('opening_date', 20, false)
  const openingDate = rawDate ? isoDate(rawDate) : null
  if (rawDate && !openingDate) check.issue('opening_date', `日期格式不正确：${rawDate}（应如 2025-10-01）`)
  if (name && city) {
    const key = hotelKey(name, city.id)
    if (!duplicate(check, key, 'name', firstRow, row) && context.existingHotels.has(key))
      check.issue('name', `${city.name}已有同名酒店：${name}`)
  }
  if (!name || !city || lat === undefined || lng === undefined || !positioning || !rooms || !status) return undefined
  return {
    name,
    brand_id: brand?.id ?? null,
    group_id: brand?.group_id ?? group?.id ?? null,
    city_id: city.id,
    address,
    lat,
    lng,
    positioning,
    rooms,
    status,
    opening_date: openingDate ?? null,
  }
}
