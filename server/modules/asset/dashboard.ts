import { checkFees, performanceTest } from '#common/asset/fees'
import {
  type AlertThresholds,
  alertThresholds,
  type DashboardAnswer,
  dashboardAnswer,
  defaultThresholds,
  type KpiSet,
} from '#common/asset/schemas'
import {
  flowThrough,
  lastYearMonth,
  monthsEnding,
  type Pnl,
  pnlKpis,
  sumPnl,
  variancePct,
  ytdMonths,
} from '#common/asset/usali'
import type { Db } from '#server/db/database'
import { jsonColumn } from '#server/db/json-column'
import { compSet, compSetRule, monthsOf } from '../intel/comp-set.ts'
import { findHotel } from '../intel/hotel-queries.ts'
import { indices, kpis } from '../intel/performance.ts'
import { readAgreement } from './agreements.ts'
import { hotelMonths } from './queries.ts'

type Months = Map<string, Pnl>

/** Stored settings may predate a threshold: the default fills what a row lacks. */
const storedThresholds = jsonColumn(alertThresholds.partial(), { name: 'asset_alert_settings.thresholds' })

/**
 * The comp set and its months per hotel and window, kept 30 s per process: finding the set and generating the demo
 * hotels' months is most of a dashboard's time, and market data changes rarely (an intel import shows within 30 s).
 */
type CompMonths = Awaited<ReturnType<typeof loadCompMonths>>
/** Per database handle, so two apps in one process (tests) never share figures. */
const compCaches = new WeakMap<Db, Map<string, { at: number; value: Promise<CompMonths> }>>()
const COMP_CACHE_MS = 30_000

async function loadCompMonths(db: Db, hotelId: string, window: string[]) {
  const set = await compSet(db, await findHotel(db, hotelId))
  const { byHotel } = await monthsOf(db, set, window)
  return { set, byHotel }
}

function compMonths(db: Db, hotelId: string, window: string[]) {
  const key = `${hotelId}|${window.at(-1)}`
  const now = Date.now()
  let compCache = compCaches.get(db)
  if (!compCache) {
    compCache = new Map()
    compCaches.set(db, compCache)
  }
  const hit = compCache.get(key)
  if (hit && now - hit.at < COMP_CACHE_MS) return hit.value
  if (compCache.size > 500) compCache.clear()
  const value = loadCompMonths(db, hotelId, window)
  value.catch(() => compCache.delete(key))
  compCache.set(key, { at: now, value })
  return value
}

const pick = (map: Months, months: string[]) => {
  const found = months.flatMap((m) => map.get(m) ?? [])
  return found.length === months.length ? found : null
}

/**
 * Each answer is kept per hotel and organization with the stamp of what it was computed from: the latest import time
 * and month count of the hotel's P&L, its agreement's and the organization's thresholds' update times. One indexed
 * query reads the stamp; a different stamp (an import, an agreement or threshold change, in any process) recomputes.
 * The comp set's months are the 30 s cache above, so an answer is also recomputed after 30 s. Measured: computing
 * an answer costs 8–10 queries and a few ms of arithmetic; a request that finds it costs the stamp query.
 */
type Kept = { at: number; stamp: string; value: Promise<DashboardAnswer>; json?: Promise<string> }
const answerCaches = new WeakMap<Db, Map<string, Kept>>()

async function figuresStamp(db: Db, hotelId: string, organizationId: string | null) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('asset_pnl_months')
        .where('hotel_id', '=', hotelId)
        .select((sub) => sub.fn.max('imported_at').as('x'))
        .as('pnl'),
      eb
        .selectFrom('asset_pnl_months')
        .where('hotel_id', '=', hotelId)
        .select((sub) => sub.fn.countAll().as('x'))
        .as('months'),
      eb.selectFrom('asset_agreements').where('hotel_id', '=', hotelId).select('updated_at').as('agreement'),
      eb
        .selectFrom('asset_alert_settings')
        .where('organization_id', '=', organizationId ?? '')
        .select('updated_at')
        .as('thresholds'),
    ])
    .executeTakeFirst()
  return `${row?.pnl ?? ''}|${row?.months ?? 0}|${row?.agreement ?? ''}|${row?.thresholds ?? ''}`
}

/** Drops a database's kept answers (after a write in this process; other processes see the stamp change). */
export function forgetDashboards(db: Db) {
  answerCaches.get(db)?.clear()
}

/**
 * The owner's view of one hotel: the latest month and the year to date against budget and last year, 24 months of
 * trend, the RevPAR index against the comp set (the intel performance data), alerts past the owner's thresholds,
 * the fees checked against the agreement and the performance test.
 */
export async function hotelDashboard(
  db: Db,
  hotel: { id: string; name: string; rooms: number; positioning: string },
  organizationId: string | null,
  /** Figures as of this month ('YYYY-MM'): later months are left out (a quarterly review reads its quarter's end). */
  asOf?: string,
): Promise<DashboardAnswer> {
  if (asOf) return computeDashboard(db, hotel, organizationId, asOf)
  return (await keptDashboard(db, hotel, organizationId)).value
}

/**
 * The dashboard route's body, `{"data": …}`: validated against `dashboardAnswer` and serialized once per kept
 * answer, so a request that finds it sends the text as it is (serializing the answer per request was most of a
 * kept answer's cost).
 */
export async function hotelDashboardJson(
  db: Db,
  hotel: { id: string; name: string; rooms: number; positioning: string },
  organizationId: string | null,
): Promise<string> {
  const kept = await keptDashboard(db, hotel, organizationId)
  kept.json ??= kept.value.then((answer) => JSON.stringify({ data: dashboardAnswer.parse(answer) }))
  return kept.json
}

async function keptDashboard(
  db: Db,
  hotel: { id: string; name: string; rooms: number; positioning: string },
  organizationId: string | null,
): Promise<Kept> {
  let cache = answerCaches.get(db)
  if (!cache) {
    cache = new Map()
    answerCaches.set(db, cache)
  }
  const key = `${hotel.id}|${organizationId ?? ''}|${hotel.name}|${hotel.rooms}|${hotel.positioning}`
  const stamp = await figuresStamp(db, hotel.id, organizationId)
  const now = Date.now()
  const hit = cache.get(key)
  if (hit && hit.stamp === stamp && now - hit.at < COMP_CACHE_MS) return hit
  if (cache.size > 500) cache.clear()
  const value = computeDashboard(db, hotel, organizationId)
  value.catch(() => cache.delete(key))
  const kept: Kept = { at: now, stamp, value }
  cache.set(key, kept)
  return kept
}

async function computeDashboard(
  db: Db,
  hotel: { id: string; name: string; rooms: number; positioning: string },
  organizationId: string | null,
  asOf?: string,
): Promise<DashboardAnswer> {
  // Independent reads: on PostgreSQL they travel together.
  const [stored, thresholds, agreement] = await Promise.all([
    hotelMonths(db, hotel.id),
    readThresholds(db, organizationId),
    readAgreement(db, hotel.id),
  ])
  const upTo = (map: Months) => (asOf ? new Map([...map].filter(([m]) => m <= asOf)) : map)
  const [actual, budget, isDemo] = [upTo(stored.actual), upTo(stored.budget), stored.isDemo]
  const latest = [...actual.keys()].at(-1) ?? null
  const empty = { hotel, latest_month: latest, is_demo: isDemo, thresholds, agreement, alerts: [], fees: [] }
  if (!latest) {
    return {
      ...empty,
      month: null,
      quarter: null,
      ytd: null,
      trend: [],
      comp_set: { hotels: 0, rule: '' },
      performance_test: null,
    }
  }
  const window = monthsEnding(latest, 36)
  const { set, byHotel } = await compMonths(db, hotel.id, window)
  const compRows = (months: string[]) =>
    set.flatMap((h) => (byHotel.get(h.id) ?? []).filter((r) => months.includes(r.month)))
  const subjectRows = (rows: Pnl[]) =>
    rows.map((p) => ({ rooms_available: p.rooms_available, rooms_sold: p.rooms_sold, room_revenue: p.rooms_revenue }))

  const periodOf = (label: string, months: string[]) => {
    const a = pick(actual, months)
    if (!a) return null
    const sum = sumPnl(a)
    const b = pick(budget, months)
    const ly = pick(actual, months.map(lastYearMonth))
    const comp = compRows(months)
    return {
      label,
      actual: pnlKpis(sum),
      budget: b ? pnlKpis(sumPnl(b)) : null,
      last_year: ly ? pnlKpis(sumPnl(ly)) : null,
      flow_through_budget: b ? flowThrough(sum, sumPnl(b)) : null,
      flow_through_last_year: ly ? flowThrough(sum, sumPnl(ly)) : null,
      index: indices(kpis(subjectRows(a)), comp.length ? kpis(comp) : kpis([])),
    }
  }
  const month = periodOf(latest, [latest])
  // The calendar quarter of the latest month, when all of its months are in.
  const quarterEnd = Math.ceil(Number(latest.slice(5)) / 3) * 3
  const quarter =
    Number(latest.slice(5)) === quarterEnd
      ? periodOf(`${latest.slice(0, 4)} 年第 ${quarterEnd / 3} 季度`, monthsEnding(latest, 3))
      : null
  const ytd = periodOf(`${latest.slice(0, 4)} 年 1–${Number(latest.slice(5))} 月`, ytdMonths(latest))

  const trend = monthsEnding(latest, 24).map((m) => {
    const a = actual.get(m)
    const b = budget.get(m)
    const k = a ? pnlKpis(a) : null
    const c = compRows([m])
    return {
      month: m,
      revpar: k?.revpar ?? null,
      revpar_budget: b ? pnlKpis(b).revpar : null,
      revpar_comp: c.length ? kpis(c).revpar : null,
      occupancy: k?.occupancy ?? null,
      adr: k?.adr ?? null,
      gop: a?.gop ?? null,
      gop_budget: b?.gop ?? null,
      gop_margin: k?.gop_margin ?? null,
    }
  })

  // Fee years: the calendar years with actual months; the test reads whole years only.
  const years = [...new Set([...actual.keys()].map((m) => Number(m.slice(0, 4))))].sort()
  const yearMonths = (y: number) => [...actual.keys()].filter((m) => m.startsWith(`${y}-`))
  const fees = agreement
    ? years.map((y) => {
        const sum = sumPnl(yearMonths(y).map((m) => actual.get(m) as Pnl))
        return { year: y, months: yearMonths(y).length, checks: checkFees(sum, agreement) }
      })
    : []
  // The test's years are the trailing twelve-month periods ending with the latest month, newest last, so two years of
  // figures give two test years whatever month the fee year starts in.
  const test = agreement?.performance_test
  const testYears = [monthsEnding(lastYearMonth(latest), 12), monthsEnding(latest, 12)]
  const performance = test
    ? performanceTest(
        testYears.flatMap((ms) => {
          const a = pick(actual, ms)
          if (!a) return []
          const b = pick(budget, ms)
          const comp = compRows(ms)
          return [
            {
              year: Number((ms.at(-1) as string).slice(0, 4)),
              revpar_index: comp.length ? indices(kpis(subjectRows(a)), kpis(comp)).rgi : null,
              gop: sumPnl(a).gop,
              budget_gop: b ? sumPnl(b).gop : null,
            },
          ]
        }),
        test,
      )
    : null

  return {
    ...empty,
    month,
    quarter,
    ytd,
    trend,
    comp_set: {
      hotels: set.length,
      rule: `竞争群：${compSetRule.radiusKm} 公里内最近的 ${compSetRule.min}–${compSetRule.max} 家同档或相邻档在营酒店`,
    },
    alerts: alertsOf(ytd, thresholds),
    fees,
    performance_test: performance,
  }
}

const alertMetrics: { key: keyof AlertThresholds; metric: keyof KpiSet; label: string }[] = [
  { key: 'revenue_pct', metric: 'total_revenue', label: '营业收入' },
  { key: 'revpar_pct', metric: 'revpar', label: 'RevPAR' },
  { key: 'gop_pct', metric: 'gop', label: 'GOP' },
  { key: 'ebitda_pct', metric: 'ebitda', label: 'EBITDA' },
]

/** Year-to-date shortfalls against budget and last year larger than the owner's thresholds. */
function alertsOf(
  p: { actual: KpiSet; budget: KpiSet | null; last_year: KpiSet | null } | null,
  thresholds: AlertThresholds,
) {
  if (!p) return []
  const alerts: DashboardAnswer['alerts'] = []
  for (const { key, metric, label } of alertMetrics) {
    for (const [basis, ref] of [
      ['预算', p.budget],
      ['去年同期', p.last_year],
    ] as const) {
      const v = variancePct(p.actual[metric], ref?.[metric] ?? null)
      if (v != null && v < -thresholds[key]) {
        alerts.push({ metric: label, basis, variance_pct: v, threshold: thresholds[key] })
      }
    }
  }
  return alerts
}

export async function readThresholds(db: Db, organizationId: string | null): Promise<AlertThresholds> {
  if (!organizationId) return defaultThresholds
  const row = await db
    .selectFrom('asset_alert_settings')
    .select('thresholds')
    .where('organization_id', '=', organizationId)
    .executeTakeFirst()
  return row ? { ...defaultThresholds, ...storedThresholds(row.thresholds) } : defaultThresholds
}
