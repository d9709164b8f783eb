import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DashboardAnswer, KpiSet } from '#common/asset/schemas'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { renderAt } from '#web/test-support/render.tsx'
import { gopTrend, HotelAssetDashboard, revparTrend } from './components/asset-dashboard.tsx'

afterEach(() => vi.unstubAllGlobals())

const kpi = (over: Partial<KpiSet>): KpiSet => ({
  occupancy: 80,
  adr: 750,
  revpar: 600,
  trevpar: 1000,
  total_revenue: 3_000_000,
  gop: 1_200_000,
  gop_margin: 40,
  goppar: 400,
  ebitda: 1_040_000,
  ebitda_margin: 34.7,
  ...over,
})
const period = {
  label: '2026-10',
  actual: kpi({}),
  budget: kpi({ gop: 1_500_000, gop_margin: 45 }),
  last_year: kpi({ revpar: 500 }),
  flow_through_budget: 60,
  flow_through_last_year: null,
  index: { mpi: 95, ari: 92, rgi: 87.4 },
}
const answer: DashboardAnswer = {
  hotel: { id: 'h1', name: '亚龙湾棕榈度假酒店', rooms: 280, positioning: 'upper_upscale' },
  latest_month: '2026-10',
  is_demo: true,
  month: period,
  ytd: { ...period, label: '2026 年 1–10 月' },
  trend: [
    {
      month: '2026-09',
      revpar: 580,
      revpar_budget: 700,
      revpar_comp: 650,
      occupancy: 78,
      adr: 740,
      gop: 1_100_000,
      gop_budget: 1_400_000,
      gop_margin: 38,
    },
    {
      month: '2026-10',
      revpar: 600,
      revpar_budget: null,
      revpar_comp: 660,
      occupancy: 80,
      adr: 750,
      gop: 1_200_000,
      gop_budget: 1_500_000,
      gop_margin: 40,
    },
  ],
  comp_set: { hotels: 8, rule: '竞争群：20 公里内最近的 5–10 家同档或相邻档在营酒店' },
  thresholds: { revenue_pct: 5, revpar_pct: 5, gop_pct: 5, ebitda_pct: 10 },
  alerts: [{ metric: 'GOP', basis: '预算', variance_pct: -20, threshold: 5 }],
  agreement: {
    base_fee_pct: 3,
    incentive_fee_pct: 10,
    incentive_basis: 'gop',
    owner_priority: 0,
    ffe_reserve_pct: 4,
    key_money: 5_000_000,
    performance_test: { revpar_index_below: 95, gop_shortfall_pct: 10, years: 2 },
  },
  fees: [
    {
      year: 2026,
      months: 10,
      checks: [
        { item: 'base_fee', expected: 900_000, charged: 900_000, difference: 0, flagged: false },
        { item: 'incentive_fee', expected: 100_000, charged: 150_000, difference: 50_000, flagged: true },
        { item: 'ffe_reserve', expected: 1_200_000, charged: 1_200_000, difference: 0, flagged: false },
      ],
    },
  ],
  performance_test: {
    failed: true,
    years: [
      {
        year: 2025,
        revpar_index: 87.4,
        gop: 12_800_000,
        budget_gop: 21_800_000,
        shortfall_pct: 41.3,
        index_fail: true,
        gop_fail: true,
        failed: true,
      },
      {
        year: 2026,
        revpar_index: 90.2,
        gop: 12_860_000,
        budget_gop: 22_080_000,
        shortfall_pct: 41.7,
        index_fail: true,
        gop_fail: true,
        failed: true,
      },
    ],
  },
}

describe('the owner dashboard of one hotel', () => {
  it('shows the month and year to date against budget and last year, alerts, fees and the performance test', async () => {
    mockFetch(({ path }) => (path === '/api/v1/asset/hotels/h1/dashboard' ? { body: { data: answer } } : undefined))
    renderAt(<HotelAssetDashboard hotelId="h1" />, '/')
    expect(await screen.findByText('演示数据（测算假设）')).toBeInTheDocument()
    expect(screen.getAllByText('GOPPAR').length).toBeGreaterThan(0)
    // GOP 120 万 against a budget of 150 万: −20 %; GOP margin 40 % against 45 %: −5 points; RevPAR +20 % on last year.
    expect(screen.getAllByText('-20.0%').length).toBe(2)
    expect(screen.getAllByText('-5.0 个百分点').length).toBe(2)
    expect(screen.getAllByText('+20.0%').length).toBe(2)
    expect(screen.getByText(/GOP 较预算 -20.0%（阈值 −5%）/)).toBeInTheDocument()
    expect(screen.getByText(/竞争群指数（本月）：MPI 95.0 · ARI 92.0 · RevPAR 指数 87.4/)).toBeInTheDocument()
    expect(screen.getByText('多计 5 万')).toBeInTheDocument()
    expect(screen.getByText(/业绩考核未通过/)).toBeInTheDocument()
    expect(screen.getByText(/签约保证金 500 万/)).toBeInTheDocument()
  })

  it('says what to do when no month is imported, and shows a failed load with a retry', async () => {
    mockFetch(() => ({ body: { data: { ...answer, month: null, ytd: null, latest_month: null } } }))
    renderAt(<HotelAssetDashboard hotelId="h1" />, '/')
    expect(await screen.findByText(/尚未导入月度损益/)).toBeInTheDocument()
    vi.unstubAllGlobals()
    mockFetch(() => ({ status: 404, body: { error: { code: 'not_found', message: '酒店不存在或无权查看' } } }))
    renderAt(<HotelAssetDashboard hotelId="h2" />, '/')
    expect(await screen.findByText('酒店不存在或无权查看')).toBeInTheDocument()
  })

  it('draws 24-month trends in 元 and 万元 with the budget as a reference line', () => {
    const revpar = revparTrend(answer)
    expect(revpar.categories).toEqual(['2026-09', '2026-10'])
    expect(revpar.series.find((s) => s.name === '预算 RevPAR')?.reference).toBe(true)
    expect(gopTrend(answer).series[0]?.data).toEqual([110, 120])
  })
})
