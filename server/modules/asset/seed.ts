import { z } from 'zod'
import type { AgreementTerms } from '#common/asset/fees'
import { type Pnl, withTotals } from '#common/asset/usali'
import { benchmarkValue } from '#common/benchmarks/benchmarks'
import type { CityTier, Positioning } from '#common/intel'
import type { Db } from '#server/db/database'
import { nowIso } from '#server/lib/clock'
import { readDataFile } from '#server/lib/data-files'
import { mulberry32 } from '#server/lib/random'
import { demoPerformance, type MonthPerformance } from '../intel/performance.ts'
import { demoLinks, ownHotelId } from '../portals/seed.ts'
import { saveAgreement } from './agreements.ts'
import type { PnlRow } from './import-rows.ts'
import { storeMonths } from './queries.ts'

/** Marks every demo month and agreement: the figures are generated from the benchmark table, not reported. */
export const DEMO_FILE = '演示数据（测算假设）'

const share = z.number().nonnegative()
const factor = z.number().positive()

const termsSchema = z.strictObject({
  base_fee_pct: share,
  incentive_fee_pct: share,
  incentive_basis: z.enum(['gop', 'adjusted_gop']),
  owner_priority: share,
  ffe_reserve_pct: share,
  key_money: share,
  performance_test: z
    .strictObject({ revpar_index_below: factor, gop_shortfall_pct: share, years: z.int().positive() })
    .nullable(),
}) satisfies z.ZodType<AgreementTerms>

/** The organizations' own demo hotels (portals.yaml) by key. */
const ownHotelKeys = demoLinks.flatMap((link) => link.own ?? []).map((own) => own.key)

export const demoAssetSchema = z.strictObject({
  /** The key of an organization's own demo hotel. */
  hotel: z.string().refine((key) => ownHotelKeys.includes(key), { error: '不是 portals.yaml 中机构自有的演示酒店' }),
  /** Rooms sold against the segment's sample (1 = as the generated market data). */
  rooms_factor: factor,
  /** Average rate against the sample's (1 = as the generated market data). */
  rate_factor: factor,
  /** Budget over the sample's figures. */
  budget_factor: factor,
  /** How the operator charged the incentive fee: as agreed, or on GOP although the agreement says adjusted GOP. */
  incentive_charged_on: z.enum(['agreement', 'gop']),
  terms: termsSchema,
})

type DemoAsset = z.output<typeof demoAssetSchema>

/** The demo assets of content/demo/assets.yaml (agreements 测算假设 and performance), read and checked at load. */
export const demoAssets = readDataFile('demo/assets.yaml', z.array(demoAssetSchema))

/**
 * 24 months of P&L and budget and an agreement for each demo asset, after the portal seed made the hotels. The rooms
 * business is the intel sample's (so the RevPAR index against the comp set reads the same data, and a hotel sold
 * below its sample is written to hotel_performance too); the other lines follow the benchmark table's ratios for
 * the segment. Deterministic and idempotent: a hotel with stored months is left alone.
 */
export async function seedAsset(db: Db) {
  const at = nowIso()
  for (const asset of demoAssets) {
    const hotel = await db
      .selectFrom('hotels')
      .innerJoin('cities', 'cities.id', 'hotels.city_id')
      .select(['hotels.id', 'positioning', 'rooms', 'status', 'opening_date', 'cities.tier as tier'])
      .where('hotels.id', '=', ownHotelId(asset.hotel))
      .executeTakeFirst()
    if (!hotel) continue
    const stored = await db
      .selectFrom('asset_pnl_months')
      .select('month')
      .where('hotel_id', '=', hotel.id)
      .executeTakeFirst()
    if (stored) continue
    const sample = demoPerformance({
      ...hotel,
      positioning: hotel.positioning as Positioning,
      tier: hotel.tier as CityTier,
      status: 'open',
    })
    const actualRooms = sample.map((m) => ({ ...m, rooms_sold: Math.round(m.rooms_sold * asset.rooms_factor) }))
    const rooms = (m: MonthPerformance, sold: number, rate = 1) => ({
      ...m,
      rooms_sold: sold,
      room_revenue: Math.round((m.room_revenue / Math.max(1, m.rooms_sold)) * sold * rate),
    })
    const rand = mulberry32(hotel.id.length * 7919)
    const months: PnlRow[] = []
    for (const m of actualRooms) {
      const base = sample.find((s) => s.month === m.month) as MonthPerformance
      const actual = rooms(base, m.rooms_sold, asset.rate_factor)
      months.push({
        row: 0,
        hotel_id: hotel.id,
        kind: 'actual',
        month: m.month,
        pnl: demoPnl(actual, hotel.positioning, asset, () => 0.97 + 0.06 * rand()),
      })
      const budgetRooms = rooms(base, Math.min(base.rooms_available, Math.round(base.rooms_sold * asset.budget_factor)))
      months.push({
        row: 0,
        hotel_id: hotel.id,
        kind: 'budget',
        month: m.month,
        pnl: demoPnl(budgetRooms, hotel.positioning, asset, () => 1),
      })
    }
    await db.transaction().execute(async (trx) => {
      if (asset.rooms_factor !== 1 || asset.rate_factor !== 1) {
        await trx.deleteFrom('hotel_performance').where('hotel_id', '=', hotel.id).execute()
        await trx
          .insertInto('hotel_performance')
          .values(
            months
              .filter((m) => m.kind === 'actual')
              .map((m) => ({
                hotel_id: hotel.id,
                month: m.month,
                rooms_available: m.pnl.rooms_available,
                rooms_sold: m.pnl.rooms_sold,
                room_revenue: m.pnl.rooms_revenue,
                created_at: at,
              })),
          )
          .execute()
      }
      await storeMonths(trx, months, { file_name: DEMO_FILE, user_id: null, at, is_demo: true })
      await saveAgreement(trx, hotel.id, asset.terms, { user_id: null, at, is_demo: true })
    })
  }
}

/** One month's USALI lines from its rooms business and the segment's ratios (every ratio 测算假设 or cited there). */
function demoPnl(m: MonthPerformance, positioning: string, asset: DemoAsset, noise: () => number): Pnl {
  const segment = { segment: positioning as Positioning }
  const pct = (key: string) => benchmarkValue(key, segment) / 100
  const fnbShare = pct('ops.fnb_revenue_share')
  const otherShare = pct('ops.other_revenue_share')
  const total = m.room_revenue / (1 - fnbShare - otherShare)
  const r = Math.round
  const fnb = r(total * fnbShare * noise())
  const other = r(total * otherShare * 0.8 * noise())
  const misc = r(total * otherShare * 0.2)
  const revenue = m.room_revenue + fnb + other + misc
  const undistributed = revenue * pct('ops.undistributed_pct') * noise()
  const partial = withTotals({
    rooms_revenue: m.room_revenue,
    fnb_revenue: fnb,
    other_revenue: other,
    misc_revenue: misc,
    rooms_expense: r(m.room_revenue * pct('ops.rooms_dept_cost_pct') * noise()),
    fnb_expense: r(fnb * pct('ops.fnb_dept_cost_pct')),
    other_expense: r(other * pct('ops.other_dept_cost_pct')),
    ag: r(undistributed * 0.3),
    it: r(undistributed * 0.05),
    sales_marketing: r(undistributed * 0.25),
    pom: r(undistributed * 0.17),
    utilities: r(undistributed * 0.23),
    base_fee: 0,
    incentive_fee: 0,
    property_tax: r(revenue * 0.012),
    insurance: r(revenue * 0.003),
    rent: 0,
    ffe_reserve: r((revenue * asset.terms.ffe_reserve_pct) / 100),
    rooms_available: m.rooms_available,
    rooms_sold: m.rooms_sold,
    covers: r(fnb / 180),
  })
  const t = asset.terms
  const baseFee = r((revenue * t.base_fee_pct) / 100)
  // Monthly accrual: on GOP as charged; an adjusted-GOP fee above a yearly priority is settled at year end (0 here
  // unless the operator charges it on GOP).
  const incentive =
    t.incentive_basis === 'gop' || asset.incentive_charged_on === 'gop'
      ? r((Math.max(0, partial.gop) * t.incentive_fee_pct) / 100)
      : 0
  const {
    total_revenue: _a,
    departmental_expense: _b,
    undistributed_expense: _c,
    gop: _d,
    ebitda: _e,
    ...lines
  } = partial
  return withTotals({ ...lines, base_fee: baseFee, incentive_fee: incentive })
}
