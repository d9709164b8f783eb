import { setImmediate as yieldToLoop } from 'node:timers/promises'
import type { Db } from '#server/db/database'
import { nowIso } from '#server/lib/clock'
import { newId } from '#server/lib/ids'
import type { ImportIssue, ImportKind, SheetRow } from './columns.ts'
import {
  type BrandRecord,
  type GroupRecord,
  type HotelRecord,
  hotelKey,
  type ImportContext,
  type ImportRecord,
  nameKey,
  type PerformanceRecord,
  validateRows,
} from './validate.ts'

/** Rows checked per step: each step asks the database about its own hotels and then lets other requests run. */
export const VALIDATION_CHUNK = 2000

async function baseContext(db: Db): Promise<ImportContext> {
  const groups = await db.selectFrom('management_groups').select(['id', 'name', 'name_en']).execute()
  const brands = await db.selectFrom('brands').select(['id', 'name', 'name_en', 'group_id', 'positioning']).execute()
  const cities = await db.selectFrom('cities').select(['id', 'name', 'code']).execute()
  const groupsByName = new Map<string, { id: string; name: string }>()
  for (const g of groups) {
    if (g.name_en) groupsByName.set(nameKey(g.name_en), g)
    groupsByName.set(nameKey(g.name), g)
  }
  const brandsByName = new Map<string, BrandRecord & { id: string }>()
  for (const b of brands) {
    if (b.name_en) brandsByName.set(nameKey(b.name_en), b)
    brandsByName.set(nameKey(b.name), b)
  }
  const citiesByName = new Map<string, { id: string; name: string }>()
  for (const c of cities) {
    citiesByName.set(c.code, c)
    // "杭州" for 杭州市; "大兴安岭" for 大兴安岭地区 and the like.
    const short = c.name.replace(/(市|地区|自治州|盟)$/, '')
    if (short.length >= 2 && !citiesByName.has(short)) citiesByName.set(short, c)
    citiesByName.set(c.name, c)
  }
  return { groupsByName, brandsByName, citiesByName, existingHotels: new Map(), currentMonth: nowIso().slice(0, 7) }
}

/** Stored hotels with the same names as the chunk's rows (any city), by name and city: duplicates and references. */
async function storedHotelKeys(db: Db, rows: SheetRow[], column: 'name' | 'hotel') {
  const names = [...new Set(rows.map((r) => (r.cells[column] ?? '').trim()).filter(Boolean))]
  const keys = new Map<string, string>()
  for (let i = 0; i < names.length; i += 500) {
    const found = await db
      .selectFrom('hotels')
      .select(['id', 'name', 'city_id'])
      .where('name', 'in', names.slice(i, i + 500))
      .execute()
    for (const h of found) keys.set(hotelKey(h.name, h.city_id), h.id)
  }
  return keys
}

/** Checks the whole file in chunks; `onChunk` reports how many rows are done. */
export async function validateImport(db: Db, kind: ImportKind, rows: SheetRow[]) {
  const context = await baseContext(db)
  const firstRow = new Map<string, number>()
  const issues: ImportIssue[] = []
  const records: ImportRecord[] = []
  for (let i = 0; i < rows.length; i += VALIDATION_CHUNK) {
    const chunk = rows.slice(i, i + VALIDATION_CHUNK)
    if (kind === 'hotels') context.existingHotels = await storedHotelKeys(db, chunk, 'name')
    if (kind === 'performance') context.existingHotels = await storedHotelKeys(db, chunk, 'hotel')
    const result = validateRows(kind, chunk, context, firstRow)
    issues.push(...result.issues)
    records.push(...result.records)
    await yieldToLoop()
  }
  return { issues, records }
}

/** Inserts in batches that stay below SQLite's and PostgreSQL's parameter limits (≤ 15 columns × 300 rows). */
export async function insertRecords(db: Db, kind: ImportKind, records: ImportRecord[], at: string) {
  const stamp = { created_at: at, updated_at: at }
  for (let i = 0; i < records.length; i += 300) {
    const batch = records.slice(i, i + 300)
    if (kind === 'groups') {
      const values = (batch as GroupRecord[]).map((g) => {
        const id = newId()
        return { id, slug: `imported-${id}`, logo_url: null, ...g, ...stamp }
      })
      await db.insertInto('management_groups').values(values).execute()
    } else if (kind === 'brands') {
      const values = (batch as BrandRecord[]).map((b) => {
        const id = newId()
        return { id, slug: `imported-${id}`, logo_url: null, ...b, ...stamp }
      })
      await db.insertInto('brands').values(values).execute()
    } else if (kind === 'performance') {
      // A month imported again replaces the stored one.
      const values = (batch as PerformanceRecord[]).map((p) => ({ ...p, created_at: at }))
      await db
        .insertInto('hotel_performance')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['hotel_id', 'month']).doUpdateSet((eb) => ({
            rooms_available: eb.ref('excluded.rooms_available'),
            rooms_sold: eb.ref('excluded.rooms_sold'),
            room_revenue: eb.ref('excluded.room_revenue'),
            created_at: eb.ref('excluded.created_at'),
          })),
        )
        .execute()
    } else {
      const values = (batch as HotelRecord[]).map((h) => ({ id: newId(), is_demo: 0 as const, ...h, ...stamp }))
      await db.insertInto('hotels').values(values).execute()
    }
  }
  return records.length
}
