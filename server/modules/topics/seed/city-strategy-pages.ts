import { budgetDefaults, calculateBudget } from '#common/applets/budget'
import { benchmarkValue } from '#common/benchmarks/benchmarks'
import { type Positioning, positioningLabels } from '#common/intel'
import { type CodePage, table } from './define.ts'

/**
 * Pages of three invest topics (issue 18 depth rule): 城市酒店发展战略 (cityStrategy), 中央活力区
 * (cityCentralActivityZone) and 特色小镇 (specialTown). Every figure is either a benchmark-table value, a figure of a
 * public document named with its issuer and date next to it, or an input of a worked example that says it is one.
 * The worked examples are computed here and their printed numbers are checked by seed.test.ts.
 */

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })

// ---------------------------------------------------------------------------------------------------------------
// cityStrategy: room gap by segment, from assumed demand and the benchmark table's occupancy
// ---------------------------------------------------------------------------------------------------------------

/** Inputs of the room-gap example: demand (room nights a year) and rooms open or under way are assumptions. */
export const roomGapExample = {
  rows: [
    { segment: 'upscale' as Positioning, demand: 600_000, existing: 2_400 },
    { segment: 'midscale' as Positioning, demand: 1_200_000, existing: 4_500 },
  ],
  /** Percentage points added to the upscale occupancy in the sensitivity line. */
  occupancyStep: 5,
}

/** Rooms a year's room nights can fill at an occupancy (in %). */
export const roomsSupported = (roomNights: number, occupancyPct: number) => roomNights / (365 * (occupancyPct / 100))

export function roomGapFigures() {
  const rows = roomGapExample.rows.map((row) => {
    const occupancy = benchmarkValue('ops.occupancy', { segment: row.segment })
    const supported = Math.round(roomsSupported(row.demand, occupancy))
    return { ...row, occupancy, supported, gap: supported - row.existing }
  })
  const upscale = rows[0]
  if (!upscale) throw new Error('room gap example lost its upscale row')
  const stepped = Math.round(roomsSupported(upscale.demand, upscale.occupancy + roomGapExample.occupancyStep))
  return { rows, stepped, fewer: upscale.supported - stepped, steppedGap: stepped - upscale.existing }
}

// ---------------------------------------------------------------------------------------------------------------
// cityCentralActivityZone: what a fixed hotel floor area holds, by segment, with the budget tool
// ---------------------------------------------------------------------------------------------------------------

/** The hotel part of a mixed-use plot in a tier-1 city: 30,000 ㎡ of hotel floor area (an assumption). */
export const cazExample = {
  hotelGfa: 30_000,
  tier: 'tier1' as const,
  segments: ['upscale', 'upper_upscale', 'luxury'] as Positioning[],
}

export function cazFigures() {
  const { hotelGfa, tier, segments } = cazExample
  return segments.map((segment) => {
    const gfaPerKey = benchmarkValue('dev.gfa_per_key', { segment })
    const rooms = Math.floor(hotelGfa / gfaPerKey)
    const budget = calculateBudget({
      ...budgetDefaults(segment, tier),
      rooms,
      areaBasis: 'total',
      grossFloorArea: hotelGfa,
    })
    const adr = benchmarkValue('ops.adr', { segment, tier })
    const occupancy = benchmarkValue('ops.occupancy', { segment, tier })
    const roomRevenueWan = (rooms * 365 * (occupancy / 100) * adr) / 10_000
    return {
      segment,
      gfaPerKey,
      rooms,
      total: budget.total,
      roomRevenue: roomRevenueWan * 10_000,
      totalYi: Number((budget.total / 1e8).toFixed(2)),
      perKeyWan: Number((budget.totalPerKey / 1e4).toFixed(1)),
      adr,
      occupancy,
      roomRevenueWan: Math.round(roomRevenueWan),
    }
  })
}

/** How much more room revenue and investment the luxury case has than the upscale one, in whole per cent. */
export function cazComparison() {
  const rows = cazFigures()
  const up = rows.find((row) => row.segment === 'upscale')
  const lux = rows.find((row) => row.segment === 'luxury')
  if (!up || !lux) throw new Error('caz example lost a segment')
  return {
    revenuePct: Math.round((lux.roomRevenue / up.roomRevenue - 1) * 100),
    investmentPct: Math.round((lux.total / up.total - 1) * 100),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// specialTown: from visitors to room nights, and what building for the peak does to occupancy
// ---------------------------------------------------------------------------------------------------------------

/** Every input is an assumption of the example, not a statistic. */
export const townExample = {
  visitors: 800_000,
  overnightShare: 0.25,
  nights: 1.5,
  guestsPerRoom: 2,
  peakDays: 70,
  peakShare: 0.45,
  /** Rooms of hotels and B&Bs built in the capped case. */
  built: 600,
}

export function townFigures() {
  const e = townExample
  const roomNights = (e.visitors * e.overnightShare * e.nights) / e.guestsPerRoom
  const offDays = 365 - e.peakDays
  const peakNightly = (roomNights * e.peakShare) / e.peakDays
  const offNightly = (roomNights * (1 - e.peakShare)) / offDays
  const peakRooms = Math.round(peakNightly)
  const sold = Math.min(peakNightly, e.built) * e.peakDays + Math.min(offNightly, e.built) * offDays
  return {
    roomNights: Math.round(roomNights),
    offDays,
    peakRooms,
    offRooms: Math.round(offNightly),
    averageRooms: Math.round(roomNights / 365),
    peakBuildOccupancy: Number(((roomNights / (peakRooms * 365)) * 100).toFixed(1)),
    peakBuildOffOccupancy: Number(((offNightly / peakRooms) * 100).toFixed(1)),
    cappedSold: Math.round(sold),
    cappedOccupancy: Number(((sold / (e.built * 365)) * 100).toFixed(1)),
    overflow: Math.round(roomNights - sold),
    overflowSharePct: Number((((roomNights - sold) / roomNights) * 100).toFixed(1)),
    overflowPerPeakNight: Math.round(peakNightly - e.built),
  }
}

/** 导则: 建设用地亩均累计投资不低于 200 万元/亩; one 亩 is 10,000/15 ㎡. */
export const townInvestment = {
  perMuWan: 200,
  farResort: 0.5,
  segment: 'upscale' as Positioning,
}

export function townInvestmentFigures() {
  const perSqmLand = (townInvestment.perMuWan * 10_000) / (10_000 / 15)
  const hardCost = benchmarkValue('dev.hard_cost_per_sqm', { segment: townInvestment.segment })
  return {
    perSqmLand: Math.round(perSqmLand),
    hardCost,
    perSqmLandResort: Math.round(hardCost * townInvestment.farResort),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Sources quoted on several pages of these topics
// ---------------------------------------------------------------------------------------------------------------

const SRC_LAND = '《中华人民共和国城镇国有土地使用权出让和转让暂行条例》（国务院令第55号，1990年）第十二条'
const SRC_GUIDE_2021 = '国家发展改革委等十部门《全国特色小镇规范健康发展导则》（发改规划〔2021〕1383号，2021年9月）'

// ===============================================================================================================
// cityStrategy
// ===============================================================================================================

function strategyTargets(): CodePage {
  const g = roomGapFigures()
  const [up, mid] = g.rows
  if (!up || !mid) throw new Error('room gap example lost a row')
  return {
    path: 'cityStrategy/targets',
    figures: { up, mid, g, SRC_LAND, steppedOccupancy: up.occupancy + roomGapExample.occupancyStep },
    blocks: [],
  }
}

// ===============================================================================================================
// cityCentralActivityZone
// ===============================================================================================================

function cazMix(): CodePage {
  const rows = cazFigures()
  const { hotelGfa } = cazExample
  const pick = (segment: Positioning) => rows.find((row) => row.segment === segment)
  const up = pick('upscale')
  const lux = pick('luxury')
  if (!up || !lux) throw new Error('caz example lost a segment')
  const more = cazComparison()
  return {
    path: 'cityCentralActivityZone/mix',
    figures: {
      SRC_LAND,
      hotelGfa,
      up,
      lux,
      more,
      revenueVerdict:
        more.revenuePct > more.investmentPct
          ? '收入增幅高于投资增幅，靠的是奢华的房价：'
          : '房价和出租率高出的部分，大半被客房数的减少抵消了。',
    },
    blocks: [
      table(
        `算例：${fmt(hotelGfa)} 平方米酒店面积能做什么（一线城市）`,
        [
          '档次',
          '每间建筑面积（㎡）',
          '客房数（间）',
          '开发投资（亿元，不含土地）',
          '每间投资（万元）',
          '平均房价（元）',
          '出租率（%）',
          '年客房收入（万元）',
        ],
        rows.map((row) => [
          positioningLabels[row.segment],
          fmt(row.gfaPerKey),
          fmt(row.rooms),
          row.totalYi.toFixed(2),
          row.perKeyWan.toFixed(1),
          fmt(row.adr, 1),
          fmt(row.occupancy, 1),
          fmt(row.roomRevenueWan),
        ]),
        '酒店面积为假设；每间建筑面积、建安单方造价、FF&E、开业前费用等取基准数据表典型值，开发投资由投资预算工具按总建筑面积计算。平均房价与出租率为北京市文化和旅游局公布的2024年1–3月星级饭店数据（高端对应四星级，超高端与奢华对应五星级），一季度为淡季，只作对比用。',
      ),
    ],
  }
}

// ===============================================================================================================
// specialTown
// ===============================================================================================================

function townRules(): CodePage {
  const inv = townInvestmentFigures()
  return {
    path: 'specialTown/rules',
    figures: { SRC_GUIDE_2021, inv, townInvestment },
    blocks: [],
  }
}

function townMix(): CodePage {
  const t = townFigures()
  const e = townExample
  return {
    path: 'specialTown/mix',
    figures: {
      e,
      t,
      overnightSharePct: e.overnightShare * 100,
      peakSharePct: e.peakShare * 100,
      offPeakSharePct: (1 - e.peakShare) * 100,
    },
    blocks: [],
  }
}

// ===============================================================================================================

export function cityStrategyPages(): CodePage[] {
  return [strategyTargets()]
}

export function cityCentralActivityZonePages(): CodePage[] {
  return [cazMix()]
}

export function specialTownPages(): CodePage[] {
  return [townRules(), townMix()]
}
