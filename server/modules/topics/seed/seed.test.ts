import { describe, expect, it } from 'vitest'
import { calculateBreakEven } from '#common/applets/break-even'
import { breakEvenDefaults } from '#common/applets/break-even-defaults'
import { budgetDefaults, calculateBudget } from '#common/applets/budget'
import { feasibilityDefaultsFor } from '#common/applets/feasibility'
import { calculateFeasibility } from '#common/applets/feasibility-model'
import { feasibilitySensitivity } from '#common/applets/feasibility-sensitivity'
import { feeStructureLabels } from '#common/applets/fee-structures'
import { calculateLoanSizing } from '#common/applets/loan-sizing'
import { calculatePip, pipDefaults } from '#common/applets/pip'
import { isAppletName } from '#common/applets/registry'
import { calculateSavings } from '#common/applets/savings'
import { calculateStaffing, staffingDefaults } from '#common/applets/staffing'
import { calculateValuation, valuationDefaults } from '#common/applets/valuation'
import { benchmarkFigure, benchmarks as benchmarkTable, benchmarkValue } from '#common/benchmarks/benchmarks'
import { blocksSchema, pagePathOfTarget, pagePathSchema, targetProblem } from '#common/content'
import { isAppPath } from '#common/routes'
import { topicKeys } from '#common/topics'
import { indices, kpis } from '#server/modules/intel/performance'
import { demoReports } from '#server/modules/reports/demo-content'
import { loginAs } from '#server/test-support/auth'
import { rowCount } from '#server/test-support/db'
import { createTestApp } from '#server/test-support/test-app'
import { seedTopics } from './all-topics.ts'
import { ownerExample, ownerLines } from './asset-pages.ts'
import { budgetBySegment } from './budget-pages.ts'
import { tierCounts } from './city-pages.ts'
import {
  cazComparison,
  cazExample,
  cazFigures,
  roomGapExample,
  roomGapFigures,
  townExample,
  townFigures,
  townInvestmentFigures,
} from './city-strategy-pages.ts'
import { areaExample } from './construction-pages.ts'
import { conversionBudgetWan } from './conversion-pages.ts'
import type { SeedNode } from './define.ts'
import { lenderExample } from './financing-pages.ts'
import {
  archiveAgeProfile,
  archiveRestatement,
  atourReprint,
  methodExample,
  qinghaiStars,
  restateInputs,
  sourceReadingExample,
  trainingExample,
  trainingPlan,
} from './firm-pages.ts'
import { atour2024, btgShares, ctha60Total, cthaShares, huazhuPipeline, jinjiangPlan2025 } from './group-pages.ts'
import {
  benchmarkSourceMix,
  consultCase,
  consultFeasibilityExample,
  draftBudget,
  draftBudgetCheck,
  groupFeeExample,
  groupFeeFigures,
  partnerProjectFigures,
  renovationExample,
  renovationScenarios,
} from './home-pages.ts'
import { diagnosisExample, diagnosisLines, supplyExample, supplyFigures } from './hotel-pages.ts'
import { feeDispute, feeDisputeExample, terminationExposure } from './mediation-pages.ts'
import { feeExample, feeExampleRows } from './negotiation-pages.ts'
import { openingFigures } from './opening-pages.ts'
import { payrollFigures } from './operation-pages.ts'
import { operatingModelExample } from './owner-pages.ts'
import { staffingExample } from './people-pages.ts'
import { compSetExample } from './performance-pages.ts'
import { purchaseBudget } from './purchase-pages.ts'
import { retrofitExample } from './savings-pages.ts'
import { seedContent } from './seed.ts'
import {
  destinationDemandExample,
  destinationDemandRows,
  franchiseModelExample,
  publishedBrandSegments,
  tripShares,
  valueTestExample,
} from './strategy-pages.ts'
import { breakEvenExampleFigures, feasibilityExampleFigures } from './tools-pages.ts'
import { capRateExample, directCapValue } from './valuation-pages.ts'
import {
  hworldQ3,
  lodging2024,
  lodgingFigures,
  lodgingRooms,
  longStayExample,
  longStayFigures,
  revparSplit,
  starReadings,
} from './watch-pages.ts'

/** Issue 18: every topic meets the depth rule (checked below). */
const deepTopics = topicKeys
/** The text a reader sees in blocks: every string except ids, links, formats and chart or alignment settings. */
const textsOf = (value: unknown, out: string[] = []): string[] => {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) textsOf(item, out)
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      if (!['type', 'href', 'key', 'keys', 'format', 'chart', 'align'].includes(key)) textsOf(item, out)
  return out
}
const flat = (nodes: SeedNode[]): SeedNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])])
const pagePaths = new Set(seedTopics().flatMap((t) => t.pages.map((p) => p.path)))
/** The seeded page at a path. */
const seededPage = (path: string) =>
  seedTopics()
    .flatMap((t) => t.pages)
    .find((p) => p.path === path)
/** The seeded page at a path as JSON text, to find what it prints. */
const pageJson = (path: string) => JSON.stringify(seededPage(path))

describe('seed content', () => {
  it('has exactly one seeded topic for every topic key', () => {
    expect(
      seedTopics()
        .map((t) => t.key)
        .sort(),
    ).toEqual([...topicKeys].sort())
  })

  it('gives every topic 2–4 groups, at least 5 leaf nodes and at least one data page of its own', () => {
    for (const topic of seedTopics()) {
      const groups = topic.nodes.filter((n) => n.kind === 'group')
      expect(groups.length, topic.key).toBeGreaterThanOrEqual(2)
      expect(groups.length, topic.key).toBeLessThanOrEqual(4)
      expect(flat(topic.nodes).filter((n) => n.kind !== 'group').length, topic.key).toBeGreaterThanOrEqual(5)
      expect(topic.pages.length, topic.key).toBeGreaterThanOrEqual(1)
    }
  })

  it('gives every node a target that fits its kind and is an app path or an http(s) link', () => {
    for (const topic of seedTopics()) {
      for (const node of flat(topic.nodes)) {
        expect(targetProblem(node.kind, node.target ?? null), `${topic.key}: ${node.title}`).toBeUndefined()
        if (node.target?.startsWith('/')) expect(isAppPath(node.target.split('?')[0] ?? ''), node.target).toBe(true)
        const applet = node.target?.match(/^\/applet\/([^/?]+)/)?.[1]
        if (applet) expect(isAppletName(applet), node.target).toBe(true)
      }
    }
  })

  it('points every page node and every internal page link at a seeded data page', () => {
    for (const topic of seedTopics()) {
      for (const node of flat(topic.nodes)) {
        if (node.kind === 'page') expect(pagePaths.has(pagePathOfTarget(node.target ?? '')), node.target).toBe(true)
      }
      for (const page of topic.pages) {
        const links = JSON.stringify(page.blocks).match(/"\/datapage\/[^"]+"/g) ?? []
        for (const link of links) expect(pagePaths.has(pagePathOfTarget(JSON.parse(link))), link).toBe(true)
      }
    }
  })

  it('points every report node and report link at a report that exists (a link that opens nothing is removed)', () => {
    const reportIds = new Set(demoReports.map((r) => r.id))
    for (const topic of seedTopics()) {
      const targets = [
        ...flat(topic.nodes).map((n) => n.target ?? ''),
        ...(JSON.stringify(topic.pages).match(/\/report-viewer\?id=[^"]+/g) ?? []),
      ]
      for (const target of targets) {
        const id = target.match(/^\/report-viewer\?id=(.+)$/)?.[1]
        if (id) expect(reportIds.has(id), `${topic.key}: ${target}`).toBe(true)
      }
    }
  })

  it('shows only benchmark figures that exist in the benchmark table', () => {
    for (const page of seedTopics().flatMap((t) => t.pages)) {
      for (const block of page.blocks) {
        if (block.type !== 'benchmark') continue
        for (const key of block.keys) expect(benchmarkFigure(key), `${page.path}: ${key}`).toBeDefined()
      }
    }
  })

  it('prints in the lender example the loans the loan-sizing tool computes from the same inputs', () => {
    const e = lenderExample
    const result = calculateLoanSizing({
      segment: 'upscale',
      tier: 'tier2',
      noi: e.noi,
      valueBasis: 'cap_rate',
      capRatePct: e.capRate * 100,
      appraisedValue: 0,
      loanRatePct: e.rate * 100,
      loanTermYears: e.years,
      amortizationYears: e.years,
      graceYears: 0,
      landTermYears: 40,
      repayment: 'amortizing',
      ltvMaxPct: e.ltv * 100,
      dscrMin: e.dscr,
      debtYieldMinPct: e.debtYield * 100,
    })
    const loan = (test: string) => Math.round(result.limits.find((l) => l.test === test)?.loan ?? Number.NaN)
    const debtYield = Math.round(result.debtYieldReference.loan)
    expect({ ltv: loan('ltv'), dscr: loan('dscr'), debtYield }).toEqual(e.printed)
    expect(result.binding).toBe('dscr')
    const text = pageJson('feasibility/lender-view')
    for (const amount of Object.values(e.printed)) expect(text).toContain(amount.toLocaleString('en-US'))
  })

  it('prints in the comp-set example the indices the hotel viewer computes from the same month', () => {
    const e = compSetExample
    // One month of 100 rooms for the hotel and 500 for its set, at the example's occupancy and ADR.
    const month = (rooms: number, m: { occupancy: number; adr: number }) => ({
      rooms_available: rooms * 30,
      rooms_sold: rooms * 30 * m.occupancy,
      room_revenue: rooms * 30 * m.occupancy * m.adr,
    })
    const got = indices(kpis([month(100, e.own)]), kpis([month(500, e.set)]))
    const round = (value: number | null) => Math.round((value ?? Number.NaN) * 10) / 10
    expect({ mpi: round(got.mpi), ari: round(got.ari), rgi: round(got.rgi) }).toEqual(e.printed)
    const text = pageJson('performance/comp-set')
    for (const value of Object.values(e.printed)) expect(text).toContain(value.toFixed(1))
  })

  it('adds up the fee example from the benchmark table and prints the total it adds up to', () => {
    const { rows, total, share } = feeExampleRows()
    expect(rows.map(([name]) => name)).toEqual(['基本管理费', '奖励管理费', '市场推广费', '预订系统费', '会员计划费'])
    expect(total).toBeCloseTo(rows.reduce((sum, row) => sum + row[2], 0))
    expect(share).toBeCloseTo((total / feeExample.totalRevenue) * 100)
    const text = pageJson('brandNegotiate/fee-comparison')
    expect(text).toContain(share.toFixed(1))
    // The page's prose names the share it rounds to.
    expect(text).toContain(`约为 ${Math.round(share)}%`)
  })

  it('values the cap-rate example as the valuation tool does', () => {
    for (const rate of capRateExample.rates) {
      const tool = calculateValuation({ ...valuationDefaults(), noi: capRateExample.noi, capRatePct: rate })
      expect(Math.round(tool.direct.total), `${rate}%`).toBe(directCapValue(capRateExample.noi, rate))
    }
    const text = pageJson('assetValue/income-approach')
    expect(text).toContain('18,462')
  })

  it('budgets the conversion example at the per-key figure the PIP tool defaults from', () => {
    const { perKey, totalWan } = conversionBudgetWan()
    expect(perKey).toBe(benchmarkValue('dev.pip_cost_per_key', { segment: 'midscale', variant: 'full' }))
    const text = pageJson('build/conversion')
    expect(text).toContain(`约 ${totalWan.toLocaleString('en-US')} 万元`)
  })

  it('sizes the opening example from the same per-key and staffing figures the budget tool uses', () => {
    const f = openingFigures()
    expect(f.perKey).toBe(benchmarkValue('dev.pre_opening_per_key', { segment: 'upscale' }))
    const text = pageJson('opening/budget')
    expect(text).toContain(`约 ${f.budgetWan.toLocaleString('en-US')} 万元`)
    expect(text).toContain(`约需员工 ${f.staff} 人`)
    // The old page claimed 4–8 万元 per key for upscale openings, against the table's own figure.
    expect(text).not.toContain('4–8 万元')
  })

  it('computes the payroll example with the staffing tool at the benchmark defaults', () => {
    const f = payrollFigures()
    const tool = calculateStaffing(staffingDefaults('upscale', 200))
    expect(f.staff).toBe(tool.headcount)
    expect(f.costWan).toBe(Math.round(tool.payroll))
    expect(f.wage).toBe(benchmarkValue('ops.annual_wage'))
    const text = pageJson('operation/cost')
    expect(text).toContain(`约需员工 ${f.staff} 人`)
    expect(text).toContain(`约 ${f.costWan.toLocaleString('en-US')} 万元`)
  })

  it('takes the owner example from GOP to NOI and cash with the rates of the benchmark table', () => {
    const { lines, noi, cash } = ownerLines()
    const e = ownerExample
    const expected = e.gop - lines.reduce((sum, line) => sum + line[2], 0)
    expect(noi).toBeCloseTo(expected)
    expect(cash).toBeCloseTo(noi - e.debtService)
    // Property tax: 房产原值 × (1 − deduction) × 1.2 % (《房产税暂行条例》 art. 3 and 4), here 288 万元.
    expect(lines.find(([name]) => name === '房产税')?.[2]).toBeCloseTo(288)
    const text = pageJson('asset/owner-pl')
    expect(text).toContain(noi.toLocaleString('en-US', { maximumFractionDigits: 1 }))
  })

  it('shows on the budget composition page the shares and per-key totals the budget tool computes', () => {
    const page = seededPage('budget/shares')
    const shares = page?.blocks.find((b) => b.type === 'table')
    const bars = page?.blocks.find((b) => b.type === 'chart')
    if (shares?.type !== 'table' || bars?.type !== 'chart') throw new Error('budget/shares lost its table or chart')
    const upscale = budgetBySegment().find((row) => row.segment === 'upscale')?.result
    const hard = upscale?.lines.find((line) => line.key === 'hardCost')
    expect(shares.rows[0]?.c2).toBe(((hard?.share ?? Number.NaN) * 100).toFixed(1))
    const perKey = budgetBySegment().map((row) => Number((row.result.totalPerKey / 1e4).toFixed(1)))
    expect(bars.series[0]?.data).toEqual(perKey)
    const ffe = (segment: string) =>
      budgetBySegment()
        .find((row) => row.segment === segment)
        ?.result.lines.find((line) => line.key === 'ffe')?.share ?? 0
    // The page says FF&E weighs more in a midscale budget than in an upscale one; the tool must agree.
    expect(ffe('midscale')).toBeGreaterThan(ffe('upscale'))
  })

  it('prints the floor-area example at the unit cost and area of the benchmark table', () => {
    const a = areaExample()
    expect(a.perSqm).toBe(benchmarkValue('dev.hard_cost_per_sqm', { segment: 'upscale', tier: 'tier2' }))
    const text = pageJson('constructionData/unit-cost')
    expect(text).toContain(`每间建安费约 ${a.costAt(a.gfa)} 万元`)
    expect(text).toContain(`每间建安费约 ${a.costAt(a.larger)} 万元`)
    expect(a.costAt(a.larger)).toBeGreaterThan(a.costAt(a.gfa))
  })

  it('reads the operating-model example from the fee-structures tool, naming what the tool finds', () => {
    const { result, steadiest } = operatingModelExample()
    const text = pageJson('owner/operating-model')
    expect(text).toContain(`业主现值最高的是${feeStructureLabels[result.best]}`)
    expect(text).toContain(`变化最小的是${feeStructureLabels[steadiest]}`)
    expect(text).toContain(Math.round(result.base.totals.management).toLocaleString('en-US'))
    // The page says both management and franchise leave the operating risk with the owner.
    expect(result.downsideChange.management).toBeLessThan(0)
    expect(result.downsideChange.franchise).toBeLessThan(0)
  })

  it('prints the retrofit example as the savings tool computes it', () => {
    const r = calculateSavings(retrofitExample)
    const text = pageJson('savings/energy')
    expect(text).toContain(`静态回收期约 ${r.simplePaybackYears?.toFixed(1)} 年`)
    expect(text).toContain((r.yearlySaving / 1e4).toLocaleString('en-US', { maximumFractionDigits: 1 }))
    // The old page listed savings rates and an energy split without a source.
    expect(text).not.toContain('照明电耗降低')
  })

  it('lists the staffing example by department as the staffing tool computes it', () => {
    const { result } = staffingExample()
    const page = seededPage('humanResource/staffing')
    const plan = page?.blocks.find((b) => b.type === 'table')
    if (plan?.type !== 'table') throw new Error('humanResource/staffing lost its table')
    expect(plan.rows.at(-1)?.c1).toBe(result.headcount)
    expect(plan.rows.slice(0, -1).reduce((sum, row) => sum + Number(row.c1), 0)).toBe(result.headcount)
    expect(JSON.stringify(page)).not.toContain('60–70%')
  })

  it('budgets FF&E and OS&E at the per-key figures the budget tool uses', () => {
    const b = purchaseBudget()
    const tool = budgetBySegment().find((row) => row.segment === 'upscale')?.result
    expect(tool?.lines.find((line) => line.key === 'ffe')?.perKey).toBe(b.ffe)
    expect(tool?.lines.find((line) => line.key === 'ose')?.perKey).toBe(b.ose)
    const text = pageJson('purchase/budget')
    expect(text).toContain(`合计约 ${b.ffeWan.toLocaleString('en-US')} 万元`)
  })

  it('shows group sizes only as published, each with its source, and no estimate for the rest', () => {
    const page = seededPage('brand/scale')
    const sizes = page?.blocks.find((b) => b.type === 'table')
    if (sizes?.type !== 'table') throw new Error('brand/scale lost its table')
    const huazhu = sizes.rows.find((row) => row.c0 === '华住集团')
    expect(huazhu?.c1).toBe((1062300).toLocaleString('en-US'))
    expect(String(huazhu?.c4)).toContain('2024-12-31')
    const jinjiang = sizes.rows.find((row) => row.c0 === '锦江酒店集团')
    expect(jinjiang?.c1).toBe('未公布')
    for (const row of sizes.rows) expect(String(row.c4), String(row.c0)).toMatch(/《.+》，\d{4}/)
    // The old chart showed rounded "示意" counts with no source.
    expect(JSON.stringify(page)).not.toContain('示意')
  })

  it('converts Sanya overnight visitors to room nights and splits 2024 trips by quarter as the pages print them', () => {
    const rows = destinationDemandRows()
    // 2,615.52 万人次 × 3 nights ÷ 2 guests per room = 3,923.28 万间夜, ÷ 365 ≈ 107,487 rooms a day.
    const mid = rows.find((r) => r.nights === 3)
    expect(mid?.roomNightsWan).toBeCloseTo(3923.28)
    expect(mid?.dailyRooms).toBe(107487)
    for (const row of rows) {
      const expected = (destinationDemandExample.visitorsWan * row.nights) / destinationDemandExample.guestsPerRoom
      expect(row.roomNightsWan).toBeCloseTo(expected)
      expect(row.dailyRooms).toBe(Math.round((expected * 1e4) / 365))
    }
    const demand = pageJson('hotelGroupTourismDestination/demand')
    for (const row of rows) expect(demand).toContain(row.dailyRooms.toLocaleString('en-US'))
    expect(demand).toContain('69.8%')
    const shares = tripShares()
    expect(shares.reduce((s, q) => s + q.trips, 0)).toBeCloseTo(56.15)
    const season = pageJson('hotelGroupTourismDestination/seasonality')
    for (const q of shares) expect(season).toContain(q.share.toFixed(1))
    expect(season).toContain('3.8 倍')
    // The old page showed a monthly occupancy chart of a "typical island resort" without a source.
    expect(season).not.toContain('示例')
  })

  it('tests value against cost with the budget tool and the table rates, printing what it computes', () => {
    const e = valueTestExample()
    const budget = calculateBudget(budgetDefaults('upscale', 'tier2'))
    expect(e.cost).toBe(budget.totalPerKey)
    const revenue = (340.11 * 0.5923 * 365) / ((100 - 35.82 - 14.47) / 100)
    expect(e.revenue).toBeCloseTo(revenue)
    const gop = revenue * 0.31
    const noi = gop - revenue * 0.016 - gop * 0.066 - revenue * 0.04 - e.buildingValue * 0.8 * 0.012 - e.cost * 0.001
    expect(e.noi).toBeCloseTo(noi)
    expect(e.value).toBeCloseTo(noi / 0.065)
    // At the ADR it solves for, NOI capitalised at 6.5 % equals the cost.
    const revenueAt = (e.adrNeeded * 0.5923 * 365) / e.roomsShare
    const noiAt = revenueAt * 0.31 * (1 - 0.066) - revenueAt * 0.056 - e.propertyTax - e.insurance
    expect(noiAt / 0.065).toBeCloseTo(e.cost)
    const text = pageJson('evaluationProspect/value-test')
    for (const amount of [e.cost, e.revenue, e.noi, e.value, e.adrNeeded])
      expect(text).toContain(Math.round(amount).toLocaleString('en-US'))
    expect(text).toContain(`${(e.valueToCost * 100).toFixed(1)}%`)
    expect(text).toContain(`约为开发投资的 ${Math.round(e.valueToCost * 100)}%`)
  })

  it('computes the franchise payback from the table and places only brands whose segment has a source', () => {
    const f = franchiseModelExample()
    const revenue = (437 * 0.774 * 365) / 0.88
    expect(f.revenue).toBeCloseTo(revenue)
    expect(f.cash).toBeCloseTo(revenue * (0.48 - 0.055 - 0.29))
    expect(f.investment).toBe(40000 + 8000 + 12000 + 3000)
    expect(f.payback).toBeCloseTo(f.investment / f.cash)
    const page = pageJson('productBrandStrategy/prototype')
    expect(page).toContain(`约 ${f.payback.toFixed(1)} 年`)
    expect(page).toContain(`约 ${f.paybackHigh.toFixed(1)} 年`)
    expect(page).toContain(Math.round(f.cash).toLocaleString('en-US'))
    const brands = publishedBrandSegments()
    expect(brands.length).toBeGreaterThan(0)
    for (const b of brands) expect(b.cite, b.brand).toMatch(/《.+》（\d{4}）/)
    const matrix = pageJson('productBrandStrategy/matrix')
    for (const b of brands) expect(matrix).toContain(b.brand)
    // The old matrix was labelled 示例 and placed brands by guess (W and EDITION as 生活方式, 全季 with 亚朵 …).
    expect(matrix).not.toContain('示例')
    expect(matrix).not.toContain('JW 以外的精品线')
  })

  it('counts the cities of each tier from the published list the walls use', () => {
    const { counts } = tierCounts()
    // 第一财经·新一线城市研究所 2020: 4 一线, 15 新一线, 30 二线, 70 三线.
    expect(Object.fromEntries(counts)).toEqual({ tier1: 4, new_tier1: 15, tier2: 30, tier3: 70 })
    const page = seededPage('city/tiers')
    expect(JSON.stringify(page)).toContain('2020城市商业魅力排行榜')
  })

  it('shows group shares of the CTHA 60 and the Huazhu pipeline as the published figures give them', () => {
    const { rows, source } = cthaShares()
    // The source's own note gives the 60 groups' total: 518.3万间客房、51494家饭店.
    expect(source?.note).toContain(`${ctha60Total.rooms / 1e4}万间`)
    expect(source?.note).toContain(`${ctha60Total.hotels}家`)
    expect(rows.map((r) => r.name)).toContain('万豪国际集团')
    const page = pageJson('group/landscape')
    for (const row of rows) expect(page, row.name).toContain(((row.rooms / 5_183_000) * 100).toFixed(1))
    const hz = huazhuPipeline()
    expect(hz).toEqual({ open: 11025, pipeline: 2988, ratio: (2988 / 11025) * 100 })
    const pipeline = pageJson('group/pipeline')
    expect(pipeline).toContain('27.1')
    expect(pipeline).toContain(((atour2024.opened / atour2024.openAtYearEnd) * 100).toFixed(1))
    expect(pipeline).toContain(`${(jinjiangPlan2025.openings / jinjiangPlan2025.signings) * 100}%`)
  })

  it('splits the BTG Homeinns segments into revenue and gross-profit shares as the strategy page prints them', () => {
    const { rows, revenue, gross } = btgShares()
    expect(rows.reduce((s, r) => s + r.revenueShare, 0)).toBeCloseTo(100)
    expect(rows.reduce((s, r) => s + r.grossShare, 0)).toBeCloseTo(100)
    const management = rows[1]
    // 168,400.25 of 297,303.90 万元 gross profit, on 216,779.66 of 775,122.35 万元 revenue.
    expect(revenue).toBeCloseTo(775122.35)
    expect(gross).toBeCloseTo(297303.9)
    expect(management?.revenueShare.toFixed(1)).toBe('28.0')
    expect(management?.grossShare.toFixed(1)).toBe('56.6')
    const text = pageJson('groupStrategy/business-model')
    expect(text).toContain('占毛利的64.0%')
    expect(text).toContain('约是直营店的4倍')
    expect(text).toContain(((atour2024.retail / atour2024.revenue) * 100).toFixed(1))
    // The old expansion page printed funnel conversion rates without a source.
    const expansion = pageJson('groupStrategy/expansion')
    expect(expansion).not.toContain('7–8%')
  })

  it('computes the incentive-fee dispute and the termination exposure from the benchmark fee rates', () => {
    const e = feeDisputeExample
    const d = feeDispute()
    expect(d.base).toBeCloseTo((e.revenue * benchmarkValue('fee.base_pct')) / 100)
    expect(d.claimed).toBeCloseTo((e.gop * benchmarkValue('fee.incentive_pct_gop')) / 100)
    // Owner's reading: 1,800 − 96 − 300 = 1,404 < 1,440 priority: nothing payable. Operator's: 1,704 − 1,440 = 264.
    expect(d.ownerProfit).toBeCloseTo(1404)
    expect(d.priority).toBeCloseTo(1440)
    expect(d.ownerFee).toBe(0)
    expect(d.operatorFee).toBeCloseTo(118.8)
    expect(d.total).toBeCloseTo(950.4)
    const t = terminationExposure()
    expect(t.yearly).toBeCloseTo(214.8)
    expect(t.present).toBeCloseTo(214.8 * ((1 - 1.08 ** -8) / 0.08))
    expect(pageJson('mediation/claim')).toContain('累计相差950.4万元')
    expect(pageJson('mediation/termination')).toContain(t.present.toLocaleString('en-US', { maximumFractionDigits: 1 }))
    // The old process page gave mediation and arbitration durations without a source.
    expect(pageJson('mediation/process')).not.toContain('6–18 个月')
  })

  it('computes the city-strategy, CAZ and town examples from the table and the budget tool as the pages print them', () => {
    // Room gap: rooms = room nights ÷ (365 × occupancy); upscale 600,000 ÷ (365 × 59.23%) ≈ 2,775, gap 375.
    const gap = roomGapFigures()
    roomGapExample.rows.forEach((input, i) => {
      const occ = benchmarkValue('ops.occupancy', { segment: input.segment })
      const rooms = Math.round(input.demand / (365 * (occ / 100)))
      expect(gap.rows[i]?.supported).toBe(rooms)
      expect(gap.rows[i]?.gap).toBe(rooms - input.existing)
    })
    expect(gap.rows[0]?.supported).toBe(2775)
    expect(gap.rows[0]?.gap).toBe(375)
    const stepped = Math.round(600_000 / (365 * ((benchmarkValue('ops.occupancy', { segment: 'upscale' }) + 5) / 100)))
    expect(gap.stepped).toBe(stepped)
    const targets = pageJson('cityStrategy/targets')
    for (const row of gap.rows) expect(targets).toContain(row.supported.toLocaleString('en-US'))
    expect(targets).toContain(`少 ${gap.fewer} 间`)

    // CAZ: 30,000 ㎡ ÷ ㎡ per key, budget by the budget tool on the total area, room revenue at the tier-1 ADR.
    const caz = cazFigures()
    for (const row of caz) {
      const perKey = benchmarkValue('dev.gfa_per_key', { segment: row.segment })
      const rooms = Math.floor(cazExample.hotelGfa / perKey)
      expect(row.rooms).toBe(rooms)
      const tool = calculateBudget({
        ...budgetDefaults(row.segment, 'tier1'),
        rooms,
        areaBasis: 'total',
        grossFloorArea: cazExample.hotelGfa,
      })
      expect(row.totalYi).toBe(Number((tool.total / 1e8).toFixed(2)))
      const adr = benchmarkValue('ops.adr', { segment: row.segment, tier: 'tier1' })
      const occ = benchmarkValue('ops.occupancy', { segment: row.segment, tier: 'tier1' })
      expect(row.roomRevenueWan).toBe(Math.round((rooms * 365 * (occ / 100) * adr) / 1e4))
    }
    expect(caz.map((row) => row.rooms)).toEqual([315, 250, 200])
    const mix = pageJson('cityCentralActivityZone/mix')
    for (const row of caz) expect(mix).toContain(row.roomRevenueWan.toLocaleString('en-US'))
    const more = cazComparison()
    expect(mix).toContain(`多 ${more.revenuePct}%；开发投资多 ${more.investmentPct}%`)
    // The old page showed a pie of "typical" floor-area shares without a source.
    expect(mix).not.toContain('示例')

    // Town: 800,000 × 25% × 1.5 ÷ 2 = 150,000 room nights; 45% in 70 peak days ≈ 964 rooms a night.
    const t = townFigures()
    const e = townExample
    expect(t.roomNights).toBe((e.visitors * e.overnightShare * e.nights) / e.guestsPerRoom)
    expect(t.roomNights).toBe(150_000)
    expect(t.peakRooms).toBe(964)
    const sold = e.built * e.peakDays + (150_000 * (1 - e.peakShare) * (365 - e.peakDays)) / (365 - e.peakDays)
    expect(t.cappedSold).toBe(Math.round(sold))
    expect(t.cappedOccupancy).toBe(Number(((sold / (e.built * 365)) * 100).toFixed(1)))
    expect(t.peakBuildOccupancy).toBe(Number(((150_000 / (964 * 365)) * 100).toFixed(1)))
    const town = pageJson('specialTown/mix')
    expect(town).toContain(`${t.cappedOccupancy.toFixed(1)}%`)
    expect(town).toContain(`${t.peakBuildOccupancy.toFixed(1)}%`)
    // 200 万元/亩 ÷ 666.7 ㎡ = 3,000 元/㎡; FAR 0.5 × the upscale hard cost.
    const inv = townInvestmentFigures()
    expect(inv.perSqmLand).toBe(3000)
    expect(inv.perSqmLandResort).toBe(Math.round(benchmarkValue('dev.hard_cost_per_sqm', { segment: 'upscale' }) * 0.5))
    expect(pageJson('specialTown/rules')).toContain(inv.perSqmLandResort.toLocaleString('en-US'))
    // The old pages printed price bands and "规模经验" without a source.
    for (const path of ['specialTown/mix', 'cityStrategy/layout', 'cityStrategy/attraction'])
      expect(pageJson(path)).not.toContain('典型区间与经验值')
  })

  it('computes the supply example from the upscale occupancy of the benchmark table', () => {
    const f = supplyFigures()
    const e = supplyExample
    expect(f.occupancy).toBe(benchmarkValue('ops.occupancy', { segment: 'upscale' }))
    // 3,000 rooms × 59.23 % = 1,776.9 rooms a night; over 3,600 rooms that is 49.4 %.
    expect(f.demand).toBeCloseTo((e.rooms * f.occupancy) / 100)
    expect(f.after).toBeCloseTo((f.demand / (e.rooms + e.newRooms)) * 100)
    expect(f.needed).toBe(20)
    const text = pageJson('hotel/supply')
    expect(text).toContain(`降到${f.after.toFixed(1)}%`)
    for (const y of f.years) expect(text).toContain(y.years.toFixed(1))
    // The hotel library lists the six segments of the one scale and the statuses the walls use.
    const overview = pageJson('hotel/overview')
    expect(overview).toContain('奢华、超高端、高端、中高端、中端、经济型')
    expect(overview).toContain('已开业、已签约、筹建中、已停业')
  })

  it('diagnoses the example hotel line by line against the benchmark cost ratios', () => {
    const d = diagnosisLines()
    const e = diagnosisExample
    expect(d.roomsShare + d.fnbShare + d.otherShare).toBeCloseTo(100)
    for (const line of d.lines) expect(line.bench).toBe(benchmarkValue(line.key, { segment: 'upscale' }))
    const costs = d.lines.reduce((sum, l) => sum + l.actualCost, 0)
    expect(d.gop).toBeCloseTo(e.revenue - costs)
    expect(d.benchGop).toBeGreaterThan(d.gop)
    const text = pageJson('operationCase/cases')
    const fmt = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 1 })
    expect(text).toContain(`实际 GOP 为${fmt(d.gop)}万元`)
    expect(text).toContain(`差距${fmt(d.benchGop - d.gop)}万元`)
    // The old page listed five "cases" with results nobody could source.
    expect(text).not.toContain('一年内指数升至 102')
  })

  it('splits the Huazhu RevPAR change into rate and occupancy as the industry-watch cycle page prints it', () => {
    const s = revparSplit()
    // 256 ÷ 278 − 1 = −7.9 %; 301 ÷ 324 − 1 = −7.1 %; occupancy (0.9209 ÷ 0.9290) − 1 ≈ −0.9 %.
    expect(s.revpar).toBeCloseTo((256 / 278 - 1) * 100)
    expect(s.adr).toBeCloseTo((301 / 324 - 1) * 100)
    expect((1 + s.adr / 100) * (1 + s.occ / 100)).toBeCloseTo(1 + s.revpar / 100)
    expect(s.revpar.toFixed(1)).toBe('-7.9')
    expect(s.adr.toFixed(1)).toBe('-7.1')
    expect(s.occ2024).toBeCloseTo(hworldQ3.occ2024, 0)
    expect(Math.round(s.fyCheck)).toBe(235)
    const text = pageJson('industryWatch/cycle')
    for (const v of [s.revpar.toFixed(1), s.adr.toFixed(1), s.occ.toFixed(2), s.fyCheck.toFixed(1)])
      expect(text).toContain(v)
    // The old pipeline page showed a "示例" pie of new supply by segment without a source.
    const pipeline = pageJson('industryWatch/pipeline')
    expect(pipeline).not.toContain('新增供给结构（示例）')
  })

  it('computes the national lodging changes and star-hotel RevPAR as the national-market pages print them', () => {
    const f = lodgingFigures()
    expect(f.perFacility).toBeCloseTo(lodging2024.rooms / lodging2024.facilities)
    expect(f.perFacility.toFixed(1)).toBe('33.8')
    expect(f.changes.map((c) => c.pct.toFixed(1))).toEqual(['-14.4', '-5.6', '18.1', '6.8'])
    expect(lodgingRooms.length).toBe(f.changes.length + 1)
    const scale = pageJson('nationalHotel/scale')
    for (const c of f.changes) expect(scale).toContain(c.pct.toFixed(1))
    // Published RevPAR agrees with ADR × occupancy where the report gives both.
    for (const r of starReadings)
      if (r.revpar != null) expect(Math.abs((r.adr * r.occ) / 100 - r.revpar)).toBeLessThan(0.1)
    const star = pageJson('nationalHotel/star')
    expect(star).toContain(((358.07 * 43.28) / 100).toFixed(2))
    const regions = pageJson('nationalHotel/regions')
    expect(regions).not.toContain('冰雪度假')
  })

  it('prices the long-stay example from the midscale row and the season indices of the table', () => {
    const f = longStayFigures()
    const e = longStayExample
    const adr = benchmarkValue('ops.adr', { segment: 'midscale' })
    const occ = benchmarkValue('ops.occupancy', { segment: 'midscale' })
    const month = (m: string, days: number) =>
      ((adr * benchmarkValue('ops.season_adr_index', { variant: m })) / 100) *
      ((occ * benchmarkValue('ops.season_occupancy_index', { variant: m })) / 100 / 100) *
      days
    expect(f.low.month).toBeCloseTo(month(e.month, e.days))
    expect(f.peak.month).toBeCloseTo(month(e.peakMonth, e.peakDays))
    expect(f.low.month).toBeLessThan(f.peak.month)
    const text = pageJson('happyIndustry/long-stay')
    expect(text).toContain(Math.round(f.low.month).toLocaleString('en-US'))
    expect(text).toContain(Math.round(f.peak.month).toLocaleString('en-US'))
    const formats = pageJson('happyIndustry/formats')
    expect(formats).not.toContain('7–30 天')
  })

  it('prints in the smartTools examples what the break-even and feasibility tools compute', () => {
    const b = breakEvenExampleFigures()
    const tool = calculateBreakEven(breakEvenDefaults('upper_midscale', 'tier2'))
    expect(b.gop.occupancy).toBeCloseTo(tool.points.find((p) => p.level === 'gop')?.occupancy ?? Number.NaN)
    expect(b.debt.occupancy).toBeCloseTo(tool.points.find((p) => p.level === 'debt')?.occupancy ?? Number.NaN)
    // GOP line: fixed costs ÷ (contribution per occupied room × rooms × 365).
    const gop = b.gop
    expect(gop.occupancy).toBeCloseTo((gop.fixedCosts * 10_000) / (gop.contributionPerRoom * b.input.rooms * 365))
    const be = pageJson('smartTools/break-even-example')
    for (const pt of [b.gop, b.noi, b.debt]) expect(be).toContain(`${((pt.occupancy ?? 0) * 100).toFixed(1)}%`)
    expect(be).toContain(b.input.loanAmount.toLocaleString('en-US'))
    const f = feasibilityExampleFigures()
    const fr = calculateFeasibility(feasibilityDefaultsFor('upper_midscale', 'tier2'))
    expect(f.result.totalInvestment).toBeCloseTo(fr.totalInvestment)
    expect(fr.projectIrr.kind === 'found' && fr.projectIrr.rate).toBeCloseTo(f.projectIrr)
    const fe = pageJson('smartTools/feasibility-example')
    const wan = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 1 })
    expect(fe).toContain(wan(fr.totalInvestment))
    expect(fe).toContain((f.projectIrr * 100).toFixed(2))
    expect(fe).toContain((f.equityIrr * 100).toFixed(2))
    expect(fe).toContain(fr.minDscr?.value.toFixed(2) ?? 'missing')
  })

  it('reads the tier-3 midscale case of homeConsult as the feasibility tool and its sensitivity compute it', () => {
    const e = consultFeasibilityExample()
    const input = feasibilityDefaultsFor(consultCase.segment, consultCase.tier)
    const tool = calculateFeasibility(input)
    const rate = (r: typeof tool.projectIrr) => (r.kind === 'found' ? r.rate : Number.NaN)
    expect(e.result.totalInvestment).toBeCloseTo(tool.totalInvestment)
    expect(e.projectIrr).toBeCloseTo(rate(tool.projectIrr))
    expect(e.equityIrr).toBeCloseTo(rate(tool.equityIrr))
    const k = tool.construction.years.length
    const inflows = tool.projectCashFlows.slice(k).reduce((sum, f) => sum + f, 0)
    expect(e.saleShare).toBeCloseTo(tool.exit.toProject / inflows)
    const min = benchmarkValue('fin.dscr_min')
    expect(e.belowYears).toEqual(tool.years.filter((y) => y.dscr != null && y.dscr < min).map((y) => y.year))
    const grace = calculateFeasibility({ ...input, graceYears: consultCase.graceYears })
    expect(e.grace.minDscr).toEqual(grace.minDscr)
    expect(e.sensitivity).toEqual(feasibilitySensitivity(input))
    // The page says ADR moves the equity IRR more than occupancy (the rooms cost follows nights sold, fixed costs are
    // held in money), and that the grace period still leaves weak years.
    const bar = (key: string) => e.sensitivity.tornado.find((t) => t.key === key)
    expect(bar('adr')?.down ?? Number.NaN).toBeLessThan(bar('occupancy')?.down ?? Number.NaN)
    expect(bar('adr')?.up ?? Number.NaN).toBeGreaterThan(bar('occupancy')?.up ?? Number.NaN)
    expect(e.graceBelowYears.length).toBeGreaterThan(0)
    const fmt = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 1 })
    const text = pageJson('homeConsult/reading')
    expect(text).toContain(`${fmt(tool.totalInvestment)}万元`)
    expect(text).toContain(`${(rate(tool.projectIrr) * 100).toFixed(1)}%`)
    expect(text).toContain(`${(rate(tool.equityIrr) * 100).toFixed(1)}%`)
    expect(text).toContain(`${fmt(tool.projectNpv)}万元`)
    expect(text).toContain(`最低${tool.minDscr?.value.toFixed(2)}`)
    for (const t of e.sensitivity.tornado) {
      expect(text).toContain(t.label)
      if (t.down != null) expect(text).toContain((t.down * 100).toFixed(1))
    }
    // The old roadmap printed stage durations without a source and offered a free first consultation.
    const welcome = pageJson('homeConsult/welcome')
    expect(welcome).not.toContain('24–36 个月')
    expect(welcome).not.toContain('免费')
  })

  it('prints the homeHotel renovation payback as the PIP tool computes it for each RevPAR uplift', () => {
    const { base, scenarios, first } = renovationScenarios()
    const e = renovationExample
    expect(base).toEqual({ ...pipDefaults(e.segment, 'rooms', e.rooms), initialFeePerKey: 0 })
    expect(base.costPerKey).toBe(benchmarkValue('dev.pip_cost_per_key', { segment: 'midscale', variant: 'rooms' }))
    // 150 rooms × 25,000 元 = 375 万元, plus 5 % contingency = 393.75 万元.
    expect(first.capex).toBeCloseTo(((e.rooms * base.costPerKey) / 1e4) * (1 + base.contingencyPct / 100))
    const fmt = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 1 })
    const text = pageJson('homeHotel/renovation')
    expect(text).toContain(fmt(first.outlay))
    for (const s of scenarios) {
      const tool = calculatePip({ ...base, revparUpliftPct: s.uplift })
      expect(s.result.paybackYears).toBe(tool.paybackYears)
      expect(text).toContain(fmt(tool.npv))
      if (tool.paybackYears != null) expect(text).toContain(`约 ${tool.paybackYears.toFixed(1)} 年`)
    }
    // The page says the smallest uplift never pays back within the tool's ten years.
    expect(scenarios[0]?.result.paybackYears).toBeNull()
    expect(text).toContain('10年内收不回')
  })

  it('adds up the homeGroup fee example from the benchmark table and prints what it adds up to', () => {
    const f = groupFeeFigures()
    const v = benchmarkValue
    const up = { segment: 'upscale' as const }
    const mid = { segment: 'midscale' as const }
    const rooms = (groupFeeExample.managed.rooms * 365 * (v('ops.occupancy', up) / 100) * v('ops.adr', up)) / 1e4
    const total = rooms / (1 - (v('ops.fnb_revenue_share', up) + v('ops.other_revenue_share', up)) / 100)
    expect(f.managed.totalRevenue).toBeCloseTo(total)
    expect(f.managed.base).toBeCloseTo((total * v('fee.base_pct')) / 100)
    expect(f.managed.incentive).toBeCloseTo(
      (((total * v('ops.gop_margin', up)) / 100) * v('fee.incentive_pct_gop')) / 100,
    )
    expect(f.managed.fees).toBeCloseTo(f.managed.base + f.managed.incentive)
    const fRooms = (groupFeeExample.franchised.rooms * 365 * (v('ops.occupancy', mid) / 100) * v('ops.adr', mid)) / 1e4
    expect(f.franchised.royalty).toBeCloseTo((fRooms * v('fee.franchise_pct_rooms', mid)) / 100)
    expect(f.franchised.rampRoyalty[0]).toBeCloseTo(
      (f.franchised.royalty * v('ops.ramp_occupancy_pct', { variant: 'y1' })) / 100,
    )
    const fmt = (x: number) => x.toLocaleString('en-US', { maximumFractionDigits: 1 })
    const text = pageJson('homeGroup/fee-economics')
    for (const x of [
      f.managed.fees,
      f.managed.baseChina,
      f.franchised.royalty,
      f.franchised.initial,
      ...f.franchised.rampRoyalty,
    ])
      expect(text).toContain(fmt(x))
    expect(text).toContain(`每间约${Math.round(f.managed.perKey).toLocaleString('en-US')}元`)
    // The old welcome page listed services (五年战略 …) that no source describes.
    const welcome = pageJson('homeGroup/welcome')
    expect(welcome).not.toContain('五年战略')
  })

  it('sizes the homePartners projects with the budget and staffing tools', () => {
    const rows = partnerProjectFigures()
    const fmt = (x: number) => x.toLocaleString('en-US', { maximumFractionDigits: 1 })
    const text = pageJson('homePartners/project-size')
    for (const r of rows) {
      const tool = calculateBudget({ ...budgetDefaults(r.segment, 'tier2'), rooms: r.rooms })
      const line = (key: string) => (tool.lines.find((l) => l.key === key)?.total ?? 0) / 1e4
      expect(r.ffe).toBeCloseTo(line('ffe'))
      expect(r.ffe).toBeCloseTo((r.rooms * benchmarkValue('dev.ffe_per_key', { segment: r.segment })) / 1e4)
      expect(r.total).toBeCloseTo(tool.total / 1e4)
      const staff = calculateStaffing(staffingDefaults(r.segment, r.rooms))
      expect(r.staff.headcount).toBe(staff.headcount)
      expect(text).toContain(fmt(r.ffe + r.ose))
      expect(text).toContain(`约${staff.headcount}人`)
    }
    // The page says upscale buys more FF&E and OS&E, which nevertheless weigh less in its budget.
    const [mid, up] = rows
    expect((up?.ffe ?? 0) + (up?.ose ?? 0)).toBeGreaterThan((mid?.ffe ?? 0) + (mid?.ose ?? 0))
    expect(up?.procurementShare).toBeLessThan(mid?.procurementShare ?? 0)
  })

  it('counts the benchmark sources and flags the draft budget on the homeHuamei pages as the budget tool does', () => {
    const mix = benchmarkSourceMix()
    expect([...mix.counts.values()].reduce((a, b) => a + b, 0)).toBe(mix.rows)
    const sourcing = pageJson('homeHuamei/sourcing')
    expect(sourcing).toContain(`${mix.rows}个数值行`)
    expect(sourcing).toContain(`其中${mix.counts.get('assumption')}行`)
    const c = draftBudgetCheck()
    expect(c.draft.total).toBeCloseTo(calculateBudget({ ...budgetDefaults('upscale', 'tier2'), ...draftBudget }).total)
    expect(c.outliers.map((o) => o.key).sort()).toEqual(['ffePerKey', 'hardCostPerSqm'])
    const tools = pageJson('homeHuamei/tools')
    expect(tools).toContain(
      ((c.draft.total - c.table.total) / 1e4).toLocaleString('en-US', { maximumFractionDigits: 1 }),
    )
    // The old guide stated review rules and visit intervals that are not the firm's published practice.
    const welcome = pageJson('homeHuamei/welcome')
    expect(welcome).not.toContain('合伙人')
    expect(welcome).not.toContain('季度回访')
  })

  it('derives the resources reading examples from the table rows they print', () => {
    const e = sourceReadingExample()
    // 4,250 ÷ 6,480 = 0.656 → 0.66 and 615 ÷ 600 = 1.025 → 1.03: the table's upscale and luxury staff-per-room rows.
    expect(Number(e.fourStar.toFixed(2))).toBe(benchmarkValue('ops.staff_per_room', { segment: 'upscale' }))
    // 1.025 rounds half up to the table's 1.03 (in binary it is a hair below 1.025, so compare within half a cent).
    expect(Math.abs(e.fiveStar - benchmarkValue('ops.staff_per_room', { segment: 'luxury' }))).toBeLessThan(0.0051)
    expect(e.fourStar).toBeCloseTo(qinghaiStars.fourStar.staff / qinghaiStars.fourStar.rooms)
    // Atour 2024 as reprinted: 437 × 77.4 % = 338.24, not the 351 printed beside it.
    expect(atourReprint.adr).toBe(benchmarkValue('ops.adr', { segment: 'upper_midscale' }))
    expect(atourReprint.occ).toBe(benchmarkValue('ops.occupancy', { segment: 'upper_midscale' }))
    expect(e.implied).toBeCloseTo(338.238)
    expect(e.gapPct).toBeCloseTo((351 / 338.238 - 1) * 100)
    const text = pageJson('resources/reading')
    for (const v of [e.fourStar.toFixed(3), e.fiveStar.toFixed(3), e.implied.toFixed(2), e.gapPct.toFixed(1)])
      expect(text).toContain(v)
  })

  it('counts the benchmark rows by as-of year and restates the old figures as the archive pages print them', () => {
    const a = archiveAgeProfile()
    let rows = 0
    let published = 0
    for (const figure of benchmarkTable.figures.values())
      for (const row of figure.rows) {
        const kind = benchmarkTable.sources.get(row.source)?.kind
        if (!kind) continue
        rows += 1
        if (kind !== 'assumption') published += 1
      }
    expect(a.total).toBe(rows)
    expect(a.published).toBe(published)
    expect(a.rows.reduce((s, b) => s + b.published + b.assumed, 0)).toBe(rows)
    const vintage = pageJson('resources_legacy/vintage')
    expect(vintage).toContain(`全表${a.total}个数值行中，公开来源${a.published}行`)
    const r = archiveRestatement()
    // 490.81 × 58.95 % = 289.33; 350.45 ÷ 289.33 − 1 ≈ 21.1 %; 53,995 × 1.076 ≈ 58,099.
    expect(r.revpar2017).toBeCloseTo((490.81 * 58.95) / 100)
    expect(r.revparChangePct.toFixed(1)).toBe('21.1')
    expect(r.wage2023).toBeCloseTo(53995 * 1.076)
    expect(r.wageChange2022Pct).toBeCloseTo((53995 / restateInputs.wage2021 - 1) * 100)
    const restate = pageJson('resources_legacy/restate')
    for (const v of [
      r.revpar2017.toFixed(2),
      r.revparChangePct.toFixed(1),
      Math.round(r.wage2023).toLocaleString('en-US'),
    ])
      expect(restate).toContain(v)
  })

  it('costs the empowerment training plan with the staffing tool and the table as the page prints it', () => {
    const t = trainingExample()
    const tool = calculateStaffing(staffingDefaults('upscale', trainingPlan.rooms))
    expect(t.staffing.headcount).toBe(tool.headcount)
    const perHour = (tool.wageCostPerHead * 10_000) / (52 * 40)
    expect(t.costPerHourYuan).toBeCloseTo(perHour)
    expect(t.preOpeningWan).toBeCloseTo((tool.headcount * 80 * perHour) / 10_000)
    const budget = (trainingPlan.rooms * benchmarkValue('dev.pre_opening_per_key', { segment: 'upscale' })) / 10_000
    expect(t.shareOfBudgetPct).toBeCloseTo((t.preOpeningWan / budget) * 100)
    expect(t.internCap).toBe(Math.floor(tool.headcount * 0.1))
    const fmt = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 1 })
    const plan = pageJson('empowerment/staff-plan')
    for (const v of [fmt(t.preOpeningWan), fmt(t.fireWan), t.shareOfBudgetPct.toFixed(1), t.costPerHourYuan.toFixed(2)])
      expect(plan).toContain(v)
    expect(plan).toContain(`${tool.headcount}人 × 80小时`)
    const schools = pageJson('empowerment/schools')
    expect(schools).toContain(`不超过${t.internCap}人`)
    // The old catalogue listed course hours the firm never published.
    const courses = pageJson('empowerment/owner-course')
    expect(courses).not.toContain('资产管理实务')
  })

  it('reads the huamei method case as the feasibility tool computes it and prints no invented firm facts', () => {
    const m = methodExample()
    const tool = calculateFeasibility(feasibilityDefaultsFor('midscale', 'tier2'))
    const rate = (r: typeof tool.projectIrr) => (r.kind === 'found' ? r.rate : Number.NaN)
    expect(m.projectIrr).toBeCloseTo(rate(tool.projectIrr))
    expect(m.belowYears).toEqual(
      tool.years.filter((y) => y.dscr != null && y.dscr < benchmarkValue('fin.dscr_min')).map((y) => y.year),
    )
    // The page names the weak years as one run, 第 a 年 to 第 n 年.
    const from = m.belowYears[0] ?? 1
    expect(m.belowYears).toEqual(Array.from({ length: m.belowYears.length }, (_, k) => k + from))
    // The page says the project return falls short of the discount rate while the equity return exceeds it.
    expect(m.projectIrr).toBeLessThan(benchmarkValue('fin.discount_rate') / 100)
    expect(m.equityIrr).toBeGreaterThan(m.projectIrr)
    expect(tool.projectNpv).toBeLessThan(0)
    const fmt = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 1 })
    const text = pageJson('huamei/method')
    for (const v of [
      fmt(tool.totalInvestment),
      fmt(tool.projectNpv),
      (rate(tool.projectIrr) * 100).toFixed(2),
      (rate(tool.equityIrr) * 100).toFixed(2),
      tool.minDscr?.value.toFixed(2) ?? 'missing',
    ])
      expect(text).toContain(v)
    // The old pages listed anonymised "cases" with results, and service durations, that no document of the firm gives.
    const huamei = JSON.stringify(seedTopics().find((t) => t.key === 'huamei'))
    for (const invented of ['首年入住率 74%', '合同费用合计下降约 1 个百分点', '6–10 周', '12–18 个月', '行业白皮书'])
      expect(huamei).not.toContain(invented)
  })

  // Issue 18's depth rule, for every topic.
  it('gives the deepened topics 6+ nodes in 2+ groups, 2,500+ characters of their own pages and real figures', () => {
    for (const key of deepTopics) {
      const topic = seedTopics().find((t) => t.key === key)
      if (!topic) throw new Error(key)
      expect(topic.nodes.filter((n) => n.kind === 'group').length, key).toBeGreaterThanOrEqual(2)
      expect(flat(topic.nodes).filter((n) => n.kind !== 'group').length, key).toBeGreaterThanOrEqual(6)
      const chars = topic.pages.reduce((sum, page) => sum + textsOf(page.blocks).join('').replace(/\s/g, '').length, 0)
      expect(chars, key).toBeGreaterThanOrEqual(2500)
      expect(
        topic.pages.some((page) => page.blocks.some((b) => b.type === 'benchmark')),
        key,
      ).toBe(true)
    }
  })

  // Issue 18's accuracy point: standards as in force, with the general codes that prevail since 2022–2023.
  it('cites the standards in force wherever GB 50016 or JGJ 62 is cited, and no withdrawn or invented one', () => {
    const text = (page: { blocks: unknown }) => JSON.stringify(page.blocks)
    for (const page of seedTopics().flatMap((t) => t.pages)) {
      const body = text(page)
      if (body.includes('GB 50016')) expect(body, page.path).toContain('GB 55037-2022')
      if (body.includes('JGJ 62-2014')) expect(body, page.path).toContain('GB 55025-2022')
      expect(body, page.path).not.toContain('GB/T 14308-2010《')
      expect(body, page.path).not.toContain('旅游饭店一次性用品')
      expect(body, page.path).not.toContain('Rw+Ctr')
    }
  })

  // Issue 18, point 1: no text reused across topics (any string of 40+ characters in two topics' pages).
  it('reuses no text of one topic in another', () => {
    const firstSeen = new Map<string, string>()
    const reused: string[] = []
    for (const topic of seedTopics())
      for (const page of topic.pages)
        for (const text of textsOf(page.blocks)) {
          const key = text.replace(/\s/g, '')
          if (key.length < 40) continue
          const owner = firstSeen.get(key)
          if (owner === undefined) firstSeen.set(key, topic.key)
          else if (owner !== topic.key) reused.push(`${owner} / ${page.path}: ${key.slice(0, 30)}…`)
        }
    expect(reused).toEqual([])
  })

  it('has unique, valid page paths whose blocks pass the block schema', () => {
    const all = seedTopics().flatMap((t) => t.pages)
    expect(new Set(all.map((p) => p.path)).size).toBe(all.length)
    for (const page of all) {
      expect(pagePathSchema.safeParse(page.path).success, page.path).toBe(true)
      const parsed = blocksSchema.safeParse(page.blocks)
      expect(parsed.success, `${page.path}: ${parsed.error?.message}`).toBe(true)
    }
  })

  it('contains no placeholder text', () => {
    const text = JSON.stringify(seedTopics())
    for (const word of ['TODO', 'lorem', 'ipsum', 'xxx', '待补充', '占位'])
      expect(text.toLowerCase()).not.toContain(word.toLowerCase())
  })

  // Unsourced "typical" tables carried this note; every figure now has a source or was removed.
  it('has no page with the generic "典型区间与经验值" note', () => {
    for (const page of seedTopics().flatMap((t) => t.pages))
      expect(JSON.stringify(page.blocks), page.path).not.toContain('典型区间与经验值')
  })
})

describe('seeding the database', async () => {
  const { app, dbh } = await createTestApp()
  const count = async () => ({
    topics: await rowCount(dbh.db, 'topics'),
    nodes: await rowCount(dbh.db, 'content_nodes'),
    pages: await rowCount(dbh.db, 'data_pages'),
  })

  it('is idempotent and keeps an administrator reorder when run again', async () => {
    const before = await count()
    expect(before.topics).toBe(topicKeys.length)
    expect(before.nodes).toBe(seedTopics().reduce((n, t) => n + flat(t.nodes).length, 0))
    expect(before.pages).toBe(pagePaths.size)
    await dbh.db.updateTable('content_nodes').set({ sort_key: 999 }).where('topic_key', '=', 'city').execute()
    await seedContent(dbh.db)
    expect(await count()).toEqual(before)
    const city = await dbh.db.selectFrom('content_nodes').select('sort_key').where('topic_key', '=', 'city').execute()
    expect(city.every((n) => n.sort_key === 999)).toBe(true)
  })

  it('serves every topic tree within 50 KB', async () => {
    const headers = await loginAs(app, '13800000000')
    for (const key of topicKeys) {
      const res = await app.inject({ url: `/api/v1/topics/${key}`, headers })
      expect(res.statusCode, key).toBe(200)
      expect(res.body.length, key).toBeLessThan(50 * 1024)
    }
  })
})
