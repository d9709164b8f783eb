import { z } from 'zod'
import { type Pnl, type PnlLine, pnlLineKeys } from '#common/asset/usali'
import { isStaff } from '#common/user-types'
import type { Db } from '#server/db/database'
import { jsonColumn } from '#server/db/json-column'
import { notFound } from '#server/errors'
import type { AuthUser } from '#server/plugins/access'
import type { PnlRow } from './import-rows.ts'
import type { PnlKind } from './tables.ts'

/** The hotels a client's organization holds (organization links); null for staff, who see every hotel. */
export async function visibleHotelIds(db: Db, user: AuthUser): Promise<Set<string> | null> {
  if (isStaff(user)) return null
  if (!user.organization_id) return new Set()
  const rows = await db
    .selectFrom('organization_links')
    .select('target_id')
    .where('organization_id', '=', user.organization_id)
    .where('target_kind', '=', 'hotel')
    .execute()
  return new Set(rows.map((r) => r.target_id))
}

/** An organization's own figures are for staff and its own members: anyone else gets 404. */
export function checkOrganizationVisible(user: AuthUser, organizationId: string) {
  if (!isStaff(user) && user.organization_id !== organizationId) throw notFound('机构不存在或无权查看')
}

/** The hotels an organization holds (organization links), by name. */
export function organizationHotels(db: Db, organizationId: string) {
  return db
    .selectFrom('organization_links')
    .innerJoin('hotels', 'hotels.id', 'organization_links.target_id')
    .select(['hotels.id', 'hotels.name', 'hotels.rooms', 'hotels.positioning'])
    .where('organization_links.organization_id', '=', organizationId)
    .where('organization_links.target_kind', '=', 'hotel')
    .orderBy('hotels.name')
    .execute()
}

/** A hotel the user may see, else 404: a client learns nothing about another organization's hotels. */
export async function visibleHotel(db: Db, user: AuthUser, hotelId: string) {
  const visible = await visibleHotelIds(db, user)
  if (visible && !visible.has(hotelId)) throw notFound('酒店不存在或无权查看')
  const hotel = await db
    .selectFrom('hotels')
    .select(['id', 'name', 'rooms', 'positioning'])
    .where('id', '=', hotelId)
    .executeTakeFirst()
  if (!hotel) throw notFound('酒店不存在或无权查看')
  return hotel
}

/** Names and ids the sheet may use, limited to what the user may see. */
export async function importHotelKeys(db: Db, user: AuthUser, keys: string[]) {
  const visible = await visibleHotelIds(db, user)
  const unique = [...new Set(keys.filter(Boolean))]
  const byKey = new Map<string, string | 'ambiguous'>()
  for (let i = 0; i < unique.length; i += 500) {
    const chunk = unique.slice(i, i + 500)
    const rows = await db
      .selectFrom('hotels')
      .select(['id', 'name'])
      .where((eb) => eb.or([eb('id', 'in', chunk), eb('name', 'in', chunk)]))
      .execute()
    for (const r of rows) {
      if (visible && !visible.has(r.id)) continue
      byKey.set(r.id, r.id)
      const named = byKey.get(r.name)
      byKey.set(r.name, named && named !== r.id ? 'ambiguous' : r.id)
    }
  }
  return byKey
}

/**
 * Writes the months of a valid sheet: a month already stored moves to the version history first, so a re-import
 * replaces it and keeps the earlier figures. Call inside the import's transaction.
 */
export async function storeMonths(
  db: Db,
  months: PnlRow[],
  meta: { file_name: string; user_id: string | null; at: string; is_demo?: boolean },
) {
  let replaced = 0
  // One group per hotel and kind, so replacing the actual March never touches the budget's.
  const groups = new Map<string, PnlRow[]>()
  for (const m of months) groups.set(`${m.hotel_id}|${m.kind}`, [...(groups.get(`${m.hotel_id}|${m.kind}`) ?? []), m])
  for (const list of groups.values()) {
    const { hotel_id: hotelId, kind } = list[0] as PnlRow
    const existing = await db
      .selectFrom('asset_pnl_months')
      .selectAll()
      .where('hotel_id', '=', hotelId)
      .where('kind', '=', kind)
      .where(
        'month',
        'in',
        list.map((m) => m.month),
      )
      .execute()
    const old = new Map(existing.map((e) => [`${e.kind}|${e.month}`, e]))
    const history = list.flatMap((m) => {
      const e = old.get(`${m.kind}|${m.month}`)
      return e
        ? [
            {
              hotel_id: e.hotel_id,
              kind: e.kind,
              month: e.month,
              version: e.version,
              lines: e.lines,
              file_name: e.file_name,
              imported_by: e.imported_by,
              imported_at: e.imported_at,
              replaced_at: meta.at,
            },
          ]
        : []
    })
    replaced += history.length
    for (let i = 0; i < history.length; i += 100) {
      await db
        .insertInto('asset_pnl_versions')
        .values(history.slice(i, i + 100))
        .execute()
    }
    if (existing.length) {
      await db
        .deleteFrom('asset_pnl_months')
        .where('hotel_id', '=', hotelId)
        .where(
          'month',
          'in',
          list.map((m) => m.month),
        )
        .where('kind', '=', kind)
        .execute()
    }
    const rows = list.map((m) => ({
      hotel_id: hotelId,
      kind: m.kind,
      month: m.month,
      lines: JSON.stringify(m.pnl),
      version: (old.get(`${m.kind}|${m.month}`)?.version ?? 0) + 1,
      file_name: meta.file_name,
      imported_by: meta.user_id,
      imported_at: meta.at,
      is_demo: meta.is_demo ? 1 : 0,
    }))
    for (let i = 0; i < rows.length; i += 100) {
      await db
        .insertInto('asset_pnl_months')
        .values(rows.slice(i, i + 100))
        .execute()
    }
  }
  return { stored: months.length, replaced }
}

const readPnl = jsonColumn(z.record(z.enum(pnlLineKeys as [PnlLine, ...PnlLine[]]), z.number()), {
  name: 'asset_pnl_months.lines',
})

/** Every stored month of a hotel by kind, oldest first. */
export async function hotelMonths(db: Db, hotelId: string) {
  const rows = await db
    .selectFrom('asset_pnl_months')
    .select(['kind', 'month', 'lines', 'is_demo'])
    .where('hotel_id', '=', hotelId)
    .orderBy('month')
    .execute()
  const result: Record<PnlKind, Map<string, Pnl>> = { actual: new Map(), budget: new Map() }
  let isDemo = false
  for (const r of rows) {
    result[r.kind].set(r.month, readPnl(r.lines))
    if (r.is_demo) isDemo = true
  }
  return { ...result, isDemo }
}
