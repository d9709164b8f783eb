import { budgetDefaults, calculateBudget } from '#common/applets/budget'
import { benchmarkRow, benchmarkValue } from '#common/benchmarks/benchmarks'
import { positioningLabels } from '#common/intel'
import { factsInForce } from '#server/modules/intel/facts/load'
import { type CodePage, table } from './define.ts'

/**
 * Pages of three invest-stage topics (issue 18 depth rule): tourism-destination hotels, independent project
 * evaluation, and product and brand strategy. Figures come from the benchmark table, the published facts files, or
 * the public sources named next to them; worked examples are computed here and checked in seed.test.ts.
 */

const int = (value: number) => Math.round(value).toLocaleString('en-US')
const pct1 = (value: number) => value.toFixed(1)

// ----- tourism destination -----

/** 海南省旅游和文化广电体育厅《全省旅游接待情况表（2024年12月）》, 1–12 月累计 (万人次, 同比 %). */
const hainan2024 = {
  source: '海南省旅游和文化广电体育厅《全省旅游接待情况表（2024年12月）》',
  total: [9720.78, 8.0],
  overnight: [6782.59, 6.0],
  domesticOvernight: [6671.6, 5.1],
  inboundOvernight: [111.0, 115.6],
  dayTrips: [2938.19, 13.0],
  sanya: [2615.52, 1.7],
  haikou: [1828.25, 4.5],
  qionghai: [616.26, 7.4],
} as const

/** 文化和旅游部 2024 年国内旅游数据（新华社 2025-01-22 报道）: 国内出游人次 by quarter, 亿人次, 同比 %. */
const domesticTrips2024 = [
  ['一季度', 14.19, 16.7],
  ['二季度', 13.06, 11.8],
  ['三季度', 15.12, 17.2],
  ['四季度', 13.78, 13.2],
] as const
const domesticTrips2024Total = 56.15

/**
 * The demand example: Sanya's overnight visitors of 2024 turned into room nights under assumed stays and room
 * occupancy (persons per room). The visitor count is published; the stay and persons per room are the example's
 * assumptions, which a study must replace with survey data.
 */
export const destinationDemandExample = { visitorsWan: hainan2024.sanya[0], stays: [2, 3, 4], guestsPerRoom: 2 }

export function destinationDemandRows() {
  const { visitorsWan, stays, guestsPerRoom } = destinationDemandExample
  return stays.map((nights) => {
    const roomNightsWan = (visitorsWan * nights) / guestsPerRoom
    return { nights, roomNightsWan, dailyRooms: Math.round((roomNightsWan * 10_000) / 365) }
  })
}

/** Share of each quarter in the year's domestic trips, %, as the seasonality page prints it. */
export function tripShares() {
  return domesticTrips2024.map(([quarter, trips, growth]) => ({
    quarter,
    trips,
    growth,
    share: (trips / domesticTrips2024Total) * 100,
  }))
}

/** 三亚 holiday sampling by the city's tourism bureau: occupancy %, ADR 元. */
const sanyaHolidays = [
  ['亚龙湾', 89.69, 2145, 77.91, 1670],
  ['海棠湾', 88.23, 2342, 73.94, 1820],
  ['三亚湾', 88.99, 622, 73.06, 650],
  ['大东海', 85.22, 716, 76.6, 690],
  ['市区', 78.19, 451, 54.61, 410],
] as const

export function tourismDestinationPages(): CodePage[] {
  const h = hainan2024
  const overnightShare = (h.overnight[0] / h.total[0]) * 100
  const demand = destinationDemandRows()
  const mid = demand.find((row) => row.nights === 3)
  const low = demand[0]
  const high = demand.at(-1)
  const shares = tripShares()
  const haitang = sanyaHolidays[1]
  const sanyaBay = sanyaHolidays[2]
  const bayRatio = haitang[2] / sanyaBay[2]
  return [
    {
      path: 'hotelGroupTourismDestination/overview',
      figures: { dayTripShare: Math.round((h.dayTrips[0] / h.total[0]) * 100) },
      blocks: [],
    },
    {
      path: 'hotelGroupTourismDestination/demand',
      figures: {
        h,
        overnightShare,
        lowDailyRooms: low?.dailyRooms ?? 0,
        midDailyRooms: mid?.dailyRooms ?? 0,
        highDailyRooms: high?.dailyRooms ?? 0,
      },
      blocks: [
        table(
          '海南省 2024 年游客接待（节选）',
          ['指标', '2024 年（万人次）', '同比（%）'],
          (
            [
              ['接待游客总人数', h.total],
              ['其中：过夜游客', h.overnight],
              ['　国内过夜游客', h.domesticOvernight],
              ['　入境过夜游客', h.inboundOvernight],
              ['其中：一日游游客', h.dayTrips],
              ['三亚市过夜游客', h.sanya],
              ['海口市过夜游客', h.haikou],
              ['琼海市过夜游客', h.qionghai],
            ] as [string, readonly [number, number]][]
          ).map(([name, [count, growth]]) => [
            name,
            count.toLocaleString('en-US', { minimumFractionDigits: 2 }),
            growth.toFixed(1),
          ]),
          `来源：${h.source}，1–12 月累计，2025 年 1 月发布。同表：2024 年游客总花费 2,040.14 亿元，同比增长 12.5%；12 月另列“候鸟游客”80.55 万人次，是康养长住产品要单独研究的客群。过夜游客占比由本页按表中数字算得。`,
        ),
        table(
          `示例：三亚 2024 年过夜游客换算为客房需求（每间平均 ${destinationDemandExample.guestsPerRoom} 人）`,
          ['人均停留（晚）', '客房间夜（万）', '日均在住客房（间）'],
          demand.map((row) => [
            row.nights,
            row.roomNightsWan.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
            int(row.dailyRooms),
          ]),
          `过夜游客 ${destinationDemandExample.visitorsWan.toLocaleString('en-US')} 万人次来自${h.source}；人均停留晚数和每间入住人数为示例假设，尚未扣除不住酒店的游客，须以调查数据替换。`,
        ),
      ],
    },
    {
      path: 'hotelGroupTourismDestination/seasonality',
      figures: { bayRatio, monthShares: shares.map((s) => `${pct1(s.share)}%`).join('、') },
      blocks: [
        table(
          '全国国内出游人次分季度（2024 年）',
          ['季度', '出游人次（亿）', '占全年（%）', '同比增长（%）'],
          shares.map((s) => [s.quarter, s.trips, pct1(s.share), s.growth]),
          `来源：文化和旅游部国内旅游抽样调查，2024 年度国内旅游数据（新华社 2025 年 1 月 22 日报道）；全年国内出游 ${domesticTrips2024Total} 亿人次，国内游客出游总花费 5.75 万亿元。各季度占比由本页算得。`,
        ),
        table(
          '同一座城市、不同海湾：三亚节假日抽样',
          [
            '片区',
            '2020 年国庆 开房率（%）',
            '2020 年国庆 房价（元）',
            '2021 年元旦 开房率（%）',
            '2021 年元旦 房价（元）',
          ],
          sanyaHolidays.map((row) => [...row]),
          '来源：三亚市旅游和文化广电体育局抽样调查。2020 年国庆为 10 月 3 日当日数据（三亚日报 2020 年 10 月 4 日报道）；2021 年元旦为 1 月 1–3 日数据（中新网 2021 年 1 月 4 日报道）。均为节假日抽样，不是全年平均，不能直接用作可研假设。',
        ),
      ],
    },
  ]
}

// ----- project evaluation -----

/**
 * The value test: a 250-room upscale hotel in a tier-2 city at the benchmark table's typical values, per key and
 * year. Cost from the budget tool; revenue from the table's upscale ADR, occupancy and revenue split; NOI after
 * base and incentive fees, the FF&E reserve, 房产税 (original value less the deduction, × 1.2 %) and insurance;
 * value by direct capitalisation. Also the ADR at which value equals cost, other inputs unchanged.
 */
export const valueTestCase = { segment: 'upscale', tier: 'tier2' } as const

export function valueTestExample() {
  const { segment, tier } = valueTestCase
  const v = (key: string) => benchmarkValue(key, { segment, tier })
  const budget = calculateBudget(budgetDefaults(segment, tier))
  const line = (key: string) => budget.lines.find((l) => l.key === key)?.perKey ?? 0
  const cost = budget.totalPerKey
  const buildingValue = line('hardCost') + line('softCost') + line('contingency')
  // The page quotes the four-star averages as such (the upscale defaults of the tools are derived, 测算假设).
  const adr = benchmarkValue('ops.adr', { variant: 'four_star' })
  const occupancy = benchmarkValue('ops.occupancy', { variant: 'four_star' }) / 100
  const roomsShare = (100 - v('ops.fnb_revenue_share') - v('ops.other_revenue_share')) / 100
  const gopPct = v('ops.gop_margin') / 100
  const basePct = v('fee.base_pct') / 100
  const incentivePct = v('fee.incentive_pct_gop') / 100
  const reservePct = v('ops.ffe_reserve_pct') / 100
  const capRate = v('fin.cap_rate') / 100
  const propertyTaxRate = (1 - v('tax.property_value_deduction_pct') / 100) * (v('tax.property_tax_value_pct') / 100)
  const insurancePct = v('ops.insurance_pct_value') / 100

  const roomsRevenue = adr * occupancy * 365
  const revenue = roomsRevenue / roomsShare
  const gop = revenue * gopPct
  const baseFee = revenue * basePct
  const incentiveFee = gop * incentivePct
  const reserve = revenue * reservePct
  const propertyTax = buildingValue * propertyTaxRate
  const insurance = cost * insurancePct
  const noi = gop - baseFee - incentiveFee - reserve - propertyTax - insurance
  const value = noi / capRate
  // NOI is linear in revenue: NOI = revenue × margin − fixed; solve NOI = cost × cap rate for revenue, then ADR.
  const margin = gopPct - basePct - reservePct - gopPct * incentivePct
  const fixed = propertyTax + insurance
  const revenueNeeded = (cost * capRate + fixed) / margin
  const adrNeeded = (revenueNeeded * roomsShare) / (occupancy * 365)
  return {
    cost,
    buildingValue,
    adr,
    occupancy,
    roomsShare,
    roomsRevenue,
    revenue,
    gop,
    baseFee,
    incentiveFee,
    reserve,
    propertyTax,
    insurance,
    noi,
    capRate,
    value,
    valueToCost: value / cost,
    hardCostShare: line('hardCost') / cost,
    adrNeeded,
    tier1Adr: benchmarkValue('ops.adr', { tier: 'tier1', variant: 'four_star' }),
    rates: {
      gop: v('ops.gop_margin'),
      base: v('fee.base_pct'),
      incentive: v('fee.incentive_pct_gop'),
      reserve: v('ops.ffe_reserve_pct'),
      deduction: v('tax.property_value_deduction_pct'),
      propertyTax: v('tax.property_tax_value_pct'),
      insurance: v('ops.insurance_pct_value'),
      cap: v('fin.cap_rate'),
    },
  }
}

export function evaluationPages(): CodePage[] {
  const e = valueTestExample()
  const r = e.rates
  const upscaleGfa = benchmarkValue('dev.gfa_per_key', { segment: 'upscale' })
  return [
    {
      path: 'evaluationProspect/value-test',
      figures: {
        e,
        r,
        occupancyPct: e.occupancy * 100,
        roomsSharePct: e.roomsShare * 100,
        valueToCostPct: e.valueToCost * 100,
        valueToCostRounded: Math.round(e.valueToCost * 100),
        adrNeededRatio: e.adrNeeded / e.adr,
        hardCostSharePct: Math.round(e.hardCostShare * 100),
      },
      blocks: [],
    },
    {
      path: 'evaluationProspect/risks',
      figures: { upscaleGfa },
      blocks: [],
    },
  ]
}

// ----- product and brand strategy -----

/**
 * Brands whose segment the facts files carry with a source (the group's own wording in a cited publication); the
 * matrix shows only these, so no brand is placed by guess.
 */
export function publishedBrandSegments() {
  const facts = factsInForce()
  const groupName = (slug: string) => facts.groups.find((g) => g.slug === slug)?.name ?? slug
  return facts.brands
    .filter((b) => b.source && b.group_segment)
    .map((b) => {
      const source = b.source ? facts.sources.get(b.source) : undefined
      return {
        group: groupName(b.group),
        brand: b.name,
        groupSegment: b.group_segment ?? '',
        segment: positioningLabels[b.segment],
        cite: source ? `${source.publisher}《${source.title}》（${source.year}）` : '',
      }
    })
}

/**
 * The franchise model of an upper-midscale prototype in a leased building, per key and year, at the benchmark
 * table's typical values: revenue from the table's upper-midscale ADR and occupancy, GOP at the table's margin, the
 * brand fee on revenue and the rent as a share of revenue; investment = full conversion + OS&E + pre-opening +
 * initial fee. Payback = investment ÷ the owner's yearly cash flow before tax and depreciation.
 */
export function franchiseModelExample() {
  const segment = 'upper_midscale' as const
  const v = (key: string, variant?: string) => benchmarkValue(key, { segment, ...(variant ? { variant } : {}) })
  const adr = v('ops.adr')
  const occupancy = v('ops.occupancy') / 100
  const roomsShare = (100 - v('ops.fnb_revenue_share') - v('ops.other_revenue_share')) / 100
  const roomsRevenue = adr * occupancy * 365
  const revenue = roomsRevenue / roomsShare
  const gop = (revenue * v('ops.gop_margin')) / 100
  const brandFee = (revenue * v('fee.franchise_pct_rooms')) / 100
  const rent = (revenue * v('fee.lease_rent_pct_revenue')) / 100
  const cash = gop - brandFee - rent
  const conversion = v('dev.pip_cost_per_key', 'full')
  const conversionHigh = benchmarkRow('dev.pip_cost_per_key', { segment, variant: 'full' })?.high ?? conversion
  const other = v('dev.ose_per_key') + v('dev.pre_opening_per_key') + v('fee.initial_fee_per_key')
  const investment = conversion + other
  const investmentHigh = conversionHigh + other
  return {
    adr,
    occupancy,
    roomsShare,
    roomsRevenue,
    revenue,
    gop,
    brandFee,
    rent,
    cash,
    conversion,
    conversionHigh,
    ose: v('dev.ose_per_key'),
    preOpening: v('dev.pre_opening_per_key'),
    initialFee: v('fee.initial_fee_per_key'),
    investment,
    investmentHigh,
    payback: investment / cash,
    paybackHigh: investmentHigh / cash,
    rates: { gop: v('ops.gop_margin'), fee: v('fee.franchise_pct_rooms'), rent: v('fee.lease_rent_pct_revenue') },
  }
}

export function productBrandPages(): CodePage[] {
  const brands = publishedBrandSegments()
  const f = franchiseModelExample()
  return [
    {
      path: 'productBrandStrategy/matrix',
      blocks: [
        table(
          '已核对出处的品牌档次',
          ['集团', '品牌', '集团的说法', '本站六档', '出处'],
          brands.map((b) => [b.group, b.brand, b.groupSegment, b.segment, b.cite]),
          '只列出档次说法已在公开资料中核对到出处的品牌。品牌墙上的其他品牌，档次尚未逐一核对到集团原文，本页不把它们放进定位图，以免按印象归类。',
        ),
      ],
    },
    {
      path: 'productBrandStrategy/prototype',
      figures: { f, occupancyPct: f.occupancy * 100, roomsSharePct: f.roomsShare * 100 },
      blocks: [],
    },
  ]
}
