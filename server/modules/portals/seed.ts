import { z } from 'zod'
import { hotelStatuses, positionings } from '#common/intel'
import type { Db } from '#server/db/database'
import { nowIso } from '#server/lib/clock'
import { readDataFile } from '#server/lib/data-files'
import { type DemoOrgKey, demoOrgIds } from '../auth/seed.ts'
import type { Storage } from '../files/storage.ts'
import { hotelDataChanged } from '../intel/hotel-version.ts'
import { seedDemoDeliverables } from './demo-deliverables.ts'
import type { OrganizationLinkKind } from './tables.ts'

const text = z.string().trim().min(1)

const pickSchema = z.strictObject({
  provinces: z.array(text).min(1),
  status: z.array(z.enum(hotelStatuses)).min(1),
  count: z.int().positive(),
})

/** A demo hotel made for one demo organization, so the hotel matches the organization's own name. */
const ownHotelSchema = z.strictObject({
  key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, '应为小写字母、数字与连字符'),
  name: text,
  city: text,
  positioning: z.enum(positionings),
  rooms: z.int().positive(),
  /** Opened on this date, or (a pipeline hotel) expected to open then. */
  opening_date: z.iso.date(),
  status: z.enum(['open', 'under_construction']).optional(),
  /** Where from the city seat, in degrees (lat, lng), so two hotels of one city do not sit on one point. */
  offset: z.tuple([z.number(), z.number()]).optional(),
})

export const demoLinkSchema = z.strictObject({
  org: z.enum(Object.keys(demoOrgIds) as [DemoOrgKey, ...DemoOrgKey[]]),
  /** A management group's slug. */
  group: text.optional(),
  hotels: z.array(pickSchema).optional(),
  own: z.array(ownHotelSchema).optional(),
})

type Pick = z.output<typeof pickSchema>
type OwnHotel = z.output<typeof ownHotelSchema>

/**
 * What each demo organization is in the market data (content/demo/portals.yaml), read and checked when the module
 * loads: the groups and hotels its portal shows, some picked from the generated sample by rule, some made for it.
 */
export const demoLinks = readDataFile('demo/portals.yaml', z.array(demoLinkSchema))

/** The fixed id of an organization's own demo hotel, after the generated sample's (demo-hotel-000001…). */
export const ownHotelId = (key: string) => `demo-hotel-own-${key}`

/**
 * Demo deliverables for the project client (when there is storage), then links the demo organizations to a management group and to demo hotels so every portal has data. Runs after
 * the intel seed. Idempotent: an organization that already has links is left alone.
 */
export async function seedPortals(db: Db, storage?: Storage) {
  if (storage) await seedDemoDeliverables(db, storage)
  const now = nowIso()
  for (const link of demoLinks) {
    const orgId = demoOrgIds[link.org]
    const existing = await db
      .selectFrom('organization_links')
      .select('target_id')
      .where('organization_id', '=', orgId)
      .executeTakeFirst()
    if (existing) continue
    const organization = await db.selectFrom('organizations').select('id').where('id', '=', orgId).executeTakeFirst()
    if (!organization) continue
    const rows: { kind: OrganizationLinkKind; id: string }[] = []
    if (link.group) {
      const group = await db
        .selectFrom('management_groups')
        .select('id')
        .where('slug', '=', link.group)
        .executeTakeFirst()
      if (group) rows.push({ kind: 'group', id: group.id })
    }
    for (const pick of link.hotels ?? []) {
      for (const id of await pickHotels(db, pick)) rows.push({ kind: 'hotel', id })
    }
    for (const own of link.own ?? []) {
      const id = await ownHotel(db, own, now)
      if (id) rows.push({ kind: 'hotel', id })
    }
    if (rows.length === 0) continue
    await db
      .insertInto('organization_links')
      .values(
        rows.map((r) => ({
          organization_id: orgId,
          target_kind: r.kind,
          target_id: r.id,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute()
  }
}

/** Demo hotels that fit the rule, largest first (ties by id, so every run picks the same ones). */
async function pickHotels(db: Db, pick: Pick) {
  const rows = await db
    .selectFrom('hotels')
    .innerJoin('cities', 'cities.id', 'hotels.city_id')
    .select('hotels.id')
    .where('hotels.is_demo', '=', 1)
    .where('cities.province', 'in', pick.provinces)
    .where('hotels.status', 'in', pick.status)
    .orderBy('hotels.rooms', 'desc')
    .orderBy('hotels.id')
    .limit(pick.count)
    .execute()
  return rows.map((r) => r.id)
}

/** One of the organization's own demo hotels: independent (no brand), near the city seat; made once, found after. */
async function ownHotel(db: Db, own: OwnHotel, now: string) {
  const city = await db
    .selectFrom('cities')
    .select(['id', 'lat', 'lng'])
    .where('name', '=', own.city)
    .executeTakeFirst()
  if (!city) return undefined
  const found = await db
    .selectFrom('hotels')
    .select('id')
    .where('name', '=', own.name)
    .where('city_id', '=', city.id)
    .executeTakeFirst()
  if (found) return found.id
  // After the generated sample's ids, so "the first demo hotel" stays a branded one.
  const id = ownHotelId(own.key)
  await db
    .insertInto('hotels')
    .values({
      id,
      name: own.name,
      brand_id: null,
      group_id: null,
      city_id: city.id,
      address: `${own.city}（演示地址）`,
      lat: city.lat + (own.offset?.[0] ?? 0.01),
      lng: city.lng + (own.offset?.[1] ?? -0.02),
      positioning: own.positioning,
      rooms: own.rooms,
      status: own.status ?? 'open',
      opening_date: own.opening_date,
      is_demo: 1,
      created_at: now,
      updated_at: now,
    })
    .execute()
  await hotelDataChanged(db)
  return id
}
