import type { HotelStatus, Positioning } from '#common/intel'
import type { Db } from '#server/db/database'
import { nowIso } from '#server/lib/clock'
import { demoOrgIds } from '../auth/seed.ts'
import type { Storage } from '../files/storage.ts'
import { hotelDataChanged } from '../intel/hotel-version.ts'
import { seedDemoDeliverables } from './demo-deliverables.ts'
import type { OrganizationLinkKind } from './tables.ts'

type Pick = {
  provinces: string[]
  status: HotelStatus[]
  count: number
}

/** A demo hotel made for one demo organization, so the hotel matches the organization's own name. */
type OwnHotel = {
  key: string
  name: string
  city: string
  positioning: Positioning
  rooms: number
  /** Opened on this date, or (a pipeline hotel) expected to open then. */
  openingDate: string
  status?: 'open' | 'under_construction'
  /** Where from the city seat, in degrees (lat, lng), so two hotels of one city do not sit on one point. */
  offset?: [number, number]
}

/**
 * What each demo organization is in the market data, consistent with its name and kind (auth/seed.ts): the
 * management group's demo account is the group itself; the Hainan resort owner owns upscale resort hotels in Sanya
 * and Haikou; the single hotel is its own boutique hotel in Hangzhou; the association's members are hotels of its
 * region. The owner's and the single hotel's hotels are made for them (the generated sample need not hold an upscale
 * resort in Sanya: it follows the brands' published sizes); the association's are picked from the sample by rule.
 */
const demoLinks: { org: string; group?: string; hotels?: Pick[]; own?: OwnHotel[] }[] = [
  { org: demoOrgIds.management_group, group: 'jinjiang' },
  {
    org: demoOrgIds.owner,
    own: [
      {
        key: 'sanya-bay-resort',
        name: '三亚湾海景度假酒店',
        city: '三亚市',
        positioning: 'upscale',
        rooms: 320,
        openingDate: '2016-07-01',
        offset: [-0.02, -0.03],
      },
      {
        key: 'yalong-bay-resort',
        name: '亚龙湾棕榈度假酒店',
        city: '三亚市',
        positioning: 'upper_upscale',
        rooms: 280,
        openingDate: '2012-12-18',
        offset: [-0.03, 0.12],
      },
      {
        key: 'haikou-west-coast-resort',
        name: '海口西海岸度假酒店',
        city: '海口市',
        positioning: 'upscale',
        rooms: 260,
        openingDate: '2027-06-30',
        status: 'under_construction',
        offset: [0.01, -0.12],
      },
    ],
  },
  {
    org: demoOrgIds.single_hotel,
    own: [
      {
        key: 'west-lake-retreat',
        name: '西湖隐庐精品酒店',
        city: '杭州市',
        positioning: 'upscale',
        rooms: 46,
        openingDate: '2019-04-18',
      },
    ],
  },
  { org: demoOrgIds.association, hotels: [{ provinces: ['浙江省', '江苏省', '上海市'], status: ['open'], count: 24 }] },
]

/**
 * Demo deliverables for the project client (when there is storage), then links the demo organizations to a management group and to demo hotels so every portal has data. Runs after
 * the intel seed. Idempotent: an organization that already has links is left alone.
 */
export async function seedPortals(db: Db, storage?: Storage) {
  if (storage) await seedDemoDeliverables(db, storage)
  const now = nowIso()
  for (const link of demoLinks) {
    const existing = await db
      .selectFrom('organization_links')
      .select('target_id')
      .where('organization_id', '=', link.org)
      .executeTakeFirst()
    if (existing) continue
    const organization = await db.selectFrom('organizations').select('id').where('id', '=', link.org).executeTakeFirst()
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
      .values(rows.map((r) => ({ organization_id: link.org, target_kind: r.kind, target_id: r.id, created_at: now })))
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
  // After the generated sample's ids (demo-hotel-000001…), so "the first demo hotel" stays a branded one.
  const id = `demo-hotel-own-${own.key}`
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
      opening_date: own.openingDate,
      is_demo: 1,
      created_at: now,
      updated_at: now,
    })
    .execute()
  await hotelDataChanged(db)
  return id
}
