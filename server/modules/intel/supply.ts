import { sql } from 'kysely'
import { pipelineStatuses } from '#common/intel'
import type { HotelFilter, SupplyAnswer, SupplyRow } from '#common/intel-schemas'
import type { Db } from '#server/db/database'
import { matchesFilter } from './hotel-queries.ts'

/**
 * Openings and pipeline from the hotel table: open and closed hotels count in the year they opened, signed and
 * under-construction ones in the year they are expected to open. Grouped in SQL; a few hundred rows come back.
 */
export async function supply(db: Db, filter: HotelFilter): Promise<SupplyAnswer> {
  const year = sql<string>`substr(hotels.opening_date, 1, 4)`
  const rows = await db
    .selectFrom('hotels')
    .innerJoin('cities', 'cities.id', 'hotels.city_id')
    .where(matchesFilter(filter))
    .where('hotels.opening_date', 'is not', null)
    .select([
      year.as('year'),
      'hotels.positioning as segment',
      'cities.tier as tier',
      sql<string>`case when hotels.status in (${sql.join(pipelineStatuses.map((s) => sql.lit(s)))}) then 'pipeline' else 'opened' end`.as(
        'stage',
      ),
      (eb) => eb.fn.countAll().as('hotels'),
      (eb) => eb.fn.sum('hotels.rooms').as('rooms'),
      (eb) => eb.fn.sum('hotels.is_demo').as('demo'),
    ])
    .groupBy([year, 'hotels.positioning', 'cities.tier', 'stage'])
    .execute()
  let demo = 0
  let total = 0
  const out: SupplyRow[] = rows.map((r) => {
    demo += Number(r.demo)
    total += Number(r.hotels)
    return {
      year: Number(r.year),
      segment: r.segment,
      tier: r.tier,
      stage: r.stage as SupplyRow['stage'],
      hotels: Number(r.hotels),
      rooms: Number(r.rooms),
    }
  })
  return {
    rows: out.sort((a, b) => a.year - b.year || a.segment.localeCompare(b.segment) || a.tier.localeCompare(b.tier)),
    demo_hotels: demo,
    real_hotels: total - demo,
  }
}
