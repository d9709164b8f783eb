import { type CoverageView, type FigureView, isStale, maxAgeOf, type SizeValue } from '#common/data-desk'
import type { Db } from '#server/db/database'
import { hotelTally } from '../intel/hotel-counts.ts'
import { type Target, targets } from './catalog.ts'
import { type LiveDesk, type LiveFigure, liveDesk } from './live.ts'

function view(t: Target, f: LiveFigure | undefined, pending: number, today: string): FigureView {
  const maxAge = maxAgeOf(t.kind, f?.source.kind ?? '', t.benchmark)
  return {
    key: t.key,
    kind: t.kind,
    label: t.label,
    population: t.population,
    area: t.area,
    unit: t.unit,
    value: (f?.value as Record<string, number | null> | undefined) ?? null,
    as_of: f?.as_of ?? null,
    note: f?.note ?? null,
    source: f
      ? {
          kind: f.source.kind,
          publisher: f.source.publisher,
          title: f.source.title,
          url: f.source.url ?? null,
          published: f.source.published,
          period: f.source.period,
          quote: f.source.quote,
        }
      : null,
    max_age_months: maxAge,
    stale: f ? isStale(f.as_of, maxAge, today) : false,
    updated_by: f?.updated_by ?? null,
    updated_at: f?.updated_at ?? null,
    pending,
  }
}

async function pendingCounts(db: Db) {
  const rows = await db
    .selectFrom('desk_proposals')
    .select(['figure_key', (eb) => eb.fn.countAll().as('n')])
    .where('status', '=', 'pending')
    .groupBy('figure_key')
    .execute()
  return new Map(rows.map((r) => [r.figure_key, Number(r.n)]))
}

export type FigureFilter = { area?: string; q?: string; stale?: boolean; missing?: boolean; benchmark?: string }

/** The figures of the desk with their live value, source, age and pending proposals. */
export async function listFigures(db: Db, filter: FigureFilter, today: string) {
  const [desk, pending] = await Promise.all([liveDesk(db), pendingCounts(db)])
  const out: FigureView[] = []
  for (const t of targets().values()) {
    if (filter.area && t.area !== filter.area) continue
    if (filter.benchmark && t.benchmark !== filter.benchmark) continue
    if (filter.q && !`${t.label} ${t.key} ${t.population}`.toLowerCase().includes(filter.q.toLowerCase())) continue
    const v = view(t, desk.figures.get(t.key), pending.get(t.key) ?? 0, today)
    if (filter.stale !== undefined && v.stale !== filter.stale) continue
    if (filter.missing !== undefined && (v.value == null) !== filter.missing) continue
    out.push(v)
  }
  return out
}

export async function figureByKey(db: Db, key: string, today: string) {
  const t = targets().get(key)
  if (!t) return undefined
  const [desk, pending] = await Promise.all([liveDesk(db), pendingCounts(db)])
  return view(t, desk.figures.get(key), pending.get(key) ?? 0, today)
}

/** What the desk covers and what it should look for first (issue 38, item 5). */
export async function coverage(db: Db, today: string): Promise<CoverageView> {
  const desk: LiveDesk = await liveDesk(db)
  const all = [...targets().values()]
  const live = (t: Target) => desk.figures.get(t.key)
  const stale = (t: Target) => {
    const f = live(t)
    return !!f && isStale(f.as_of, maxAgeOf(t.kind, f.source.kind, t.benchmark), today)
  }
  const brands = all.filter((t) => t.kind === 'brand_size')
  const groups = all.filter((t) => t.kind === 'group_size' && t.key.endsWith('/china'))
  const cityCodes = [...new Set(all.filter((t) => t.area === 'cities').map((t) => t.key.split('/')[1]))]
  const has = (key: string) => desk.figures.has(key)
  const benchmarkAreas = new Map<string, { rows: number; published: number; assumed: number }>()
  for (const t of all.filter((t) => t.kind === 'benchmark')) {
    const area = (t.benchmark ?? '').split('.')[0] ?? ''
    const entry = benchmarkAreas.get(area) ?? { rows: 0, published: 0, assumed: 0 }
    entry.rows += 1
    const f = live(t)
    if (f && f.source.kind !== 'assumption') entry.published += 1
    else entry.assumed += 1
    benchmarkAreas.set(area, entry)
  }
  const oldest = new Map<string, { figure: string; label: string; as_of: string }>()
  for (const t of all) {
    const f = live(t)
    if (!f || f.source.kind === 'law' || f.source.kind === 'standard' || f.source.kind === 'assumption') continue
    const area = t.area === 'benchmarks' ? `benchmarks:${(t.benchmark ?? '').split('.')[0]}` : t.area
    const known = oldest.get(area)
    if (!known || f.as_of < known.as_of) oldest.set(area, { figure: t.key, label: t.label, as_of: f.as_of })
  }
  const [pending, brandRows, tally] = await Promise.all([
    db
      .selectFrom('desk_proposals')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirst(),
    db
      .selectFrom('brands')
      .innerJoin('management_groups', 'management_groups.id', 'brands.group_id')
      .select(['brands.id', 'brands.slug', 'brands.name', 'management_groups.name as group_name'])
      .execute(),
    hotelTally(db, 'brand_id'),
  ])
  const wanted = brandRows
    .filter((b) => !(desk.figures.get(`brand/${b.slug}/size`)?.value as SizeValue | undefined))
    .map((b) => ({ figure: `brand/${b.slug}/size`, label: b.name, hotels: tally.get(b.id) ?? 0, group: b.group_name }))
    .sort((a, b) => b.hotels - a.hotels || a.label.localeCompare(b.label, 'zh-CN'))
    .slice(0, 20)
  return {
    brands: {
      total: brands.length,
      with_size: brands.filter((t) => has(t.key)).length,
      current: brands.filter((t) => has(t.key) && !stale(t)).length,
    },
    groups: {
      total: groups.length,
      with_china_size: groups.filter((t) => has(t.key)).length,
      current: groups.filter((t) => has(t.key) && !stale(t)).length,
    },
    cities: {
      total: cityCodes.length,
      with_population: cityCodes.filter((c) => has(`city/${c}/population`)).length,
      with_gdp: cityCodes.filter((c) => has(`city/${c}/gdp`)).length,
      with_both: cityCodes.filter((c) => has(`city/${c}/population`) && has(`city/${c}/gdp`)).length,
    },
    benchmarks: [...benchmarkAreas].map(([area, e]) => ({ area, ...e })),
    oldest: [...oldest].map(([area, o]) => ({ area, ...o })).sort((a, b) => a.as_of.localeCompare(b.as_of)),
    stale: all.filter(stale).length,
    pending: Number(pending?.n ?? 0),
    wanted,
  }
}
