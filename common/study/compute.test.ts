import { describe, expect, it } from 'vitest'
import { calculateFeasibility } from '../applets/feasibility-model.ts'
import { operatingCostBase } from '../applets/feasibility-operations.ts'
import {
  computeStudy,
  financialInput,
  marketBase,
  openingOf,
  projectMarket,
  shareOfYearOpen,
  stabilizedProjectionYear,
  weightedNewSupply,
} from './compute.ts'
import { defaultStudyAssumptions } from './defaults.ts'
import type { CompHotel, MarketData, PipelineHotel, StudyAssumptions } from './schemas.ts'

const assumed = <T>(value: T) => ({ value, source: null })

/** Defaults for a 100-key upscale hotel, then the round numbers of each example. */
function assumptions(over: Partial<StudyAssumptions> = {}): StudyAssumptions {
  const base = defaultStudyAssumptions({
    segment: 'upscale',
    tier: 'tier2',
    rooms: 100,
    baseYear: 2025,
    openingYear: 2026,
  })
  return {
    ...base,
    demandMix: { commercial: assumed(50), meeting_group: assumed(30), leisure: assumed(20) },
    demandGrowth: { commercial: assumed(0), meeting_group: assumed(0), leisure: assumed(0) },
    penetration: { commercial: assumed(100), meeting_group: assumed(100), leisure: assumed(100) },
    penetrationRamp: assumed([]),
    adrIndex: assumed(100),
    adrGrowthPct: assumed(0),
    ...over,
  }
}

const noMarket: MarketData = { compSet: [], pipeline: [], censusRooms: 0 }
const manual = (rooms: number, occupancyPct: number, adr: number) => ({
  useManual: false,
  occupancyPct: assumed(occupancyPct),
  adr: assumed(adr),
  rooms: assumed(rooms),
})

describe('example A: a growing market entered by hand, the subject ramping to above fair share', () => {
  // Comp set 400 rooms at 75 % and 500 元 (no imported months: the entered, sourced figures).
  // Base: available 400 × 365 = 146 000; sold 75 % = 109 500; mix 50/30/20 → commercial 54 750, meeting & group
  // 32 850, leisure 21 900. Commercial grows 10 % a year, the others 0. Subject: 100 rooms opening 2026 (base 2025).
  // Penetration at stabilization: commercial 120 %, group 100 %, leisure 80 %; year 1 at 80 % of it.
  // ADR index 110 % of the comp set's 500 元, no growth: 550 元.
  const a = assumptions({
    manualCompSet: manual(400, 75, 500),
    demandGrowth: { commercial: assumed(10), meeting_group: assumed(0), leisure: assumed(0) },
    penetration: { commercial: assumed(120), meeting_group: assumed(100), leisure: assumed(80) },
    penetrationRamp: assumed([80]),
    adrIndex: assumed(110),
  })
  const base = marketBase(noMarket, a)
  const p = projectMarket(noMarket, a, base)

  it('derives the base year from the entered figures', () => {
    expect(base.basis).toBe('manual')
    expect(base.roomsAvailable).toBe(146_000)
    expect(base.roomsSold).toBeCloseTo(109_500, 6)
    expect(base.demand.commercial).toBeCloseTo(54_750, 6)
    expect(base.demand.meeting_group).toBeCloseTo(32_850, 6)
    expect(base.demand.leisure).toBeCloseTo(21_900, 6)
    // fair share 100 ÷ (400 + 100) = 20 %
    expect(base.fairShare).toBeCloseTo(0.2, 12)
  })

  it('year 1 (2026): demand grown one year, penetration at 80 % of stabilized', () => {
    const y = p[0]
    if (!y) throw new Error('no year 1')
    expect(y.calendarYear).toBe(2026)
    // commercial 54 750 × 1.1 = 60 225; total 60 225 + 32 850 + 21 900 = 114 975
    expect(y.demand.commercial).toBeCloseTo(60_225, 6)
    expect(y.totalDemand).toBeCloseTo(114_975, 6)
    // supply (400 + 100) × 365 = 182 500 → market occupancy 114 975 ÷ 182 500 = 63 %
    expect(y.totalSupply).toBe(182_500)
    expect(y.marketOccupancy).toBeCloseTo(0.63, 12)
    // penetration 120 × 0.8 = 96, 100 × 0.8 = 80, 80 × 0.8 = 64
    expect(y.penetration).toEqual({ commercial: 96, meeting_group: 80, leisure: 64 })
    // captured: 60 225 × 20 % × 96 % = 11 563.2; 32 850 × 20 % × 80 % = 5 256; 21 900 × 20 % × 64 % = 2 803.2
    expect(y.captured.commercial).toBeCloseTo(11_563.2, 6)
    expect(y.captured.meeting_group).toBeCloseTo(5_256, 6)
    expect(y.captured.leisure).toBeCloseTo(2_803.2, 6)
    // 19 622.4 ÷ 36 500 = 53.76 %; MPI 53.76 ÷ 63 = 0.8533
    expect(y.capturedTotal).toBeCloseTo(19_622.4, 6)
    expect(y.subjectOccupancy).toBeCloseTo(0.5376, 12)
    expect(y.mpi).toBeCloseTo(0.5376 / 0.63, 12)
    // ADR 500 × 110 % = 550; RevPAR 550 × 53.76 % = 295.68
    expect(y.subjectAdr).toBeCloseTo(550, 9)
    expect(y.subjectRevpar).toBeCloseTo(295.68, 9)
  })

  it('year 2 (2027): stabilized penetration', () => {
    const y = p[1]
    if (!y) throw new Error('no year 2')
    // commercial 54 750 × 1.21 = 66 247.5; total 120 997.5; market occupancy 66.3 %
    expect(y.demand.commercial).toBeCloseTo(66_247.5, 6)
    expect(y.marketOccupancy).toBeCloseTo(0.663, 12)
    // captured 66 247.5 × 20 % × 120 % = 15 899.4; 6 570; 3 504; total 25 973.4 → 71.16 %
    expect(y.capturedTotal).toBeCloseTo(25_973.4, 6)
    expect(y.subjectOccupancy).toBeCloseTo(0.7116, 12)
    expect(stabilizedProjectionYear(a)).toBe(2)
  })

  it('projects ten years', () => {
    expect(p).toHaveLength(10)
    expect(p.at(-1)?.calendarYear).toBe(2035)
  })
})

/** Twelve months of 2025 at 80 % and 400 元, and December 2024 at 10 % (outside the last twelve months). */
function compHotel(id: string, rooms: number): CompHotel {
  const months = Array.from({ length: 12 }, (_, i) => ({
    month: `2025-${String(i + 1).padStart(2, '0')}`,
    occupancy: 80,
    adr: 400,
  }))
  return {
    hotelId: id,
    name: id,
    rooms,
    positioning: 'upscale',
    distanceKm: 1,
    months: [{ month: '2024-12', occupancy: 10, adr: 100 }, ...months],
  }
}

const pipelineHotel = (
  id: string,
  rooms: number,
  status: PipelineHotel['status'],
  openingDate: string | null,
): PipelineHotel => ({ hotelId: id, name: id, rooms, positioning: 'upscale', status, openingDate })

describe('example B: new pipeline supply pushes market occupancy down', () => {
  // Comp set: two hotels of 200 rooms with imported months (2025 at 80 %, 400 元; December 2024 ignored).
  // Base: available 400 × 365 = 146 000, sold 116 800, 80 %, ADR 400. No demand growth.
  // Subject: 100 rooms opening 2027 (2 years after the base). Pipeline, weights 已签约 50 %, 在建 75 %, 即将开业 100 %:
  //   X 200 rooms under construction, opening July 2027 (6 of 12 months in 2027)
  //   Y 100 rooms signed, opening January 2028
  //   Z 100 rooms opening, no date: base year + 3-year lag = 2028, from January
  const market: MarketData = {
    compSet: [compHotel('A', 200), compHotel('B', 200)],
    pipeline: [
      pipelineHotel('X', 200, 'under_construction', '2027-07-15'),
      pipelineHotel('Y', 100, 'signed', '2028-01'),
      pipelineHotel('Z', 100, 'opening', null),
    ],
    censusRooms: 1200,
  }
  const a = assumptions({ openingYear: 2027, undatedOpeningLagYears: assumed(3) })
  const base = marketBase(market, a)
  const p = projectMarket(market, a, base)

  it('derives the base year from the last twelve imported months', () => {
    expect(base.basis).toBe('imported')
    expect(base.period).toEqual({ from: '2025-01', to: '2025-12' })
    expect(base.hotelsWithData).toBe(2)
    // rooms × days: 400 × 365 = 146 000; sold 80 % = 116 800
    expect(base.roomsAvailable).toBe(146_000)
    expect(base.roomsSold).toBeCloseTo(116_800, 6)
    expect(base.occupancy).toBeCloseTo(0.8, 12)
    expect(base.adr).toBeCloseTo(400, 9)
  })

  it('year 1 (2027): half a year of the hotel under construction, at its weight', () => {
    const y = p[0]
    if (!y) throw new Error('no year 1')
    // X: 200 × 365 × 75 % × 6/12 = 27 375
    expect(y.newSupply).toBeCloseTo(27_375, 6)
    // supply 146 000 + 27 375 + 36 500 = 209 875; occupancy 116 800 ÷ 209 875 = 55.65 %
    expect(y.totalSupply).toBeCloseTo(209_875, 6)
    expect(y.marketOccupancy).toBeCloseTo(116_800 / 209_875, 12)
    // at fair share (penetration 100 %) the subject runs at the market's occupancy
    expect(y.subjectOccupancy).toBeCloseTo(y.marketOccupancy, 12)
  })

  it('year 2 (2028): the whole pipeline in, occupancy down from 80 % to 40 %', () => {
    const y = p[1]
    if (!y) throw new Error('no year 2')
    // X full 54 750; Y 100 × 365 × 50 % = 18 250; Z 100 × 365 × 100 % = 36 500 → 109 500
    expect(y.newSupply).toBeCloseTo(109_500, 6)
    // supply 146 000 + 109 500 + 36 500 = 292 000; occupancy 116 800 ÷ 292 000 = 40 %
    expect(y.totalSupply).toBeCloseTo(292_000, 6)
    expect(y.marketOccupancy).toBeCloseTo(0.4, 12)
    // fair share 36 500 ÷ 292 000 = 12.5 %
    expect(y.fairShare).toBeCloseTo(0.125, 12)
    expect(y.subjectOccupancy).toBeCloseTo(0.4, 12)
    // without the pipeline the subject alone would have taken the market to 116 800 ÷ 182 500 = 64 %
    const alone = projectMarket({ ...market, pipeline: [] }, a, base)[1]
    expect(alone?.marketOccupancy).toBeCloseTo(0.64, 12)
  })

  it('uses the entered figures when asked to, even with months imported', () => {
    const m = marketBase(market, { ...a, manualCompSet: { ...manual(0, 70, 380), useManual: true } })
    expect(m.basis).toBe('manual')
    expect(m.rooms).toBe(400)
    expect(m.occupancy).toBeCloseTo(0.7, 12)
    expect(m.adr).toBe(380)
  })
})

describe('status weights and partial opening years', () => {
  const a = assumptions({
    statusWeights: { signed: assumed(40), under_construction: assumed(80), opening: assumed(100) },
    undatedOpeningLagYears: assumed(2),
  })
  it('counts the months left in the opening year', () => {
    expect(shareOfYearOpen({ year: 2027, month: 1 }, 2027)).toBe(1)
    expect(shareOfYearOpen({ year: 2027, month: 10 }, 2027)).toBe(0.25)
    expect(shareOfYearOpen({ year: 2027, month: 12 }, 2027)).toBeCloseTo(1 / 12, 12)
    expect(shareOfYearOpen({ year: 2027, month: 10 }, 2026)).toBe(0)
    expect(shareOfYearOpen({ year: 2027, month: 10 }, 2028)).toBe(1)
  })
  it('dates undated and overdue projects', () => {
    expect(openingOf(pipelineHotel('u', 10, 'signed', null), a)).toEqual({ year: 2027, month: 1 })
    expect(openingOf(pipelineHotel('o', 10, 'opening', '2024-05'), a)).toEqual({ year: 2026, month: 1 })
    expect(openingOf(pipelineHotel('d', 10, 'signed', '2029-04-01'), a)).toEqual({ year: 2029, month: 4 })
  })
  it('weights each project by its status', () => {
    const pipeline = [
      pipelineHotel('s', 100, 'signed', '2027-01'),
      pipelineHotel('c', 100, 'under_construction', '2027-10'),
    ]
    // 2027: signed 100 × 365 × 40 % = 14 600; under construction 100 × 365 × 80 % × 3/12 = 7 300
    expect(weightedNewSupply(pipeline, a, 2027)).toBeCloseTo(21_900, 6)
    // 2028: 14 600 + 29 200
    expect(weightedNewSupply(pipeline, a, 2028)).toBeCloseTo(43_800, 6)
    expect(weightedNewSupply(pipeline, a, 2026)).toBe(0)
  })
})

describe('example C: latent demand — unaccommodated nights let in by new rooms, and induced demand', () => {
  // Comp set 300 rooms at 90 % and 600 元: available 109 500, sold 98 550 (mix 60/20/20: 59 130, 19 710, 19 710).
  // Unaccommodated: 10 % = 9 855 room-nights turned away on full nights. A convention centre brings 5 000 meeting and
  // group room-nights from 2027. Subject 100 rooms opening 2026, at fair share.
  const a = assumptions({
    manualCompSet: manual(300, 90, 600),
    demandMix: { commercial: assumed(60), meeting_group: assumed(20), leisure: assumed(20) },
    latentDemand: {
      unaccommodatedPct: assumed(10),
      induced: [assumed({ label: '会展中心', segment: 'meeting_group' as const, roomNights: 5000, startYear: 2027 })],
    },
  })
  const p = projectMarket(noMarket, a, marketBase(noMarket, a))

  it('year 1 (2026): the subject’s 36 500 nights can take all 9 855 turned-away nights', () => {
    const y = p[0]
    if (!y) throw new Error('no year 1')
    // capacity for latent demand: 36 500 new nights × 90 % base occupancy = 32 850 ≥ 9 855
    expect(y.latentCaptured).toBeCloseTo(9_855, 6)
    expect(y.induced).toBe(0)
    // 98 550 + 9 855 = 108 405 over 146 000 = 74.25 %
    expect(y.totalDemand).toBeCloseTo(108_405, 6)
    expect(y.marketOccupancy).toBeCloseTo(0.7425, 12)
    // group: 19 710 + 1 971 (its 10 %) = 21 681
    expect(y.demand.meeting_group).toBeCloseTo(21_681, 6)
  })

  it('year 2 (2027): the convention centre adds 5 000 group nights', () => {
    const y = p[1]
    if (!y) throw new Error('no year 2')
    expect(y.induced).toBe(5000)
    // 108 405 + 5 000 = 113 405 over 146 000
    expect(y.totalDemand).toBeCloseTo(113_405, 6)
    expect(y.marketOccupancy).toBeCloseTo(113_405 / 146_000, 12)
    expect(y.demand.meeting_group).toBeCloseTo(26_681, 6)
  })

  it('lets in no more latent demand than the new rooms can hold', () => {
    // 50 % turned away = 49 275 > 32 850: only 32 850 come in
    const big = { ...a, latentDemand: { unaccommodatedPct: assumed(50), induced: [] } }
    const y = projectMarket(noMarket, big, marketBase(noMarket, big))[0]
    expect(y?.latentCaptured).toBeCloseTo(32_850, 6)
  })

  it('never sells more nights than the market or the subject has', () => {
    const full = { ...a, penetration: { commercial: assumed(300), meeting_group: assumed(300), leisure: assumed(300) } }
    const y = projectMarket(noMarket, full, marketBase(noMarket, full))[0]
    expect(y?.subjectOccupancy).toBeCloseTo(1, 12)
    const flags = computeStudy(noMarket, full).flags.map((f) => f.field)
    expect(flags).toContain('projection.subjectOccupancy')
    expect(flags).toContain('penetration.commercial')
  })
})

describe('financials from the projection, through the one feasibility model', () => {
  const a = assumptions({
    manualCompSet: manual(400, 75, 500),
    demandGrowth: { commercial: assumed(4), meeting_group: assumed(3), leisure: assumed(3) },
    penetrationRamp: assumed([75, 90]),
    adrIndex: assumed(105),
    adrGrowthPct: assumed(2),
  })
  const figures = computeStudy(noMarket, a)
  const f = figures.financials

  it('runs the operating model on each year’s projected occupancy and ADR', () => {
    expect(f.years).toHaveLength(10)
    figures.projection.forEach((p, i) => {
      expect(f.years[i]?.occupancy).toBeCloseTo(p.subjectOccupancy, 12)
      expect(f.years[i]?.adr).toBeCloseTo(p.subjectAdr, 9)
      expect(f.years[i]?.revpar).toBeCloseTo(p.subjectRevpar, 9)
    })
    // the stabilized year (3) is the occupancy factor 1 of the path
    expect(f.input.occupancyPct).toBeCloseTo((figures.projection[2]?.subjectOccupancy ?? 0) * 100, 9)
    // the costs in money: the financial case's (the segment's benchmark occupancy and ADR) for the subject's rooms
    expect(f.input.costBase).toEqual(operatingCostBase({ ...a.financial, rooms: a.subjectRooms }))
  })

  it('is the feasibility tool’s model: a path equal to the ramp gives the tool’s own years', () => {
    const tool = { ...a.financial, adrGrowthPct: 2, inflationPct: 2 }
    const plain = calculateFeasibility(tool)
    const withPath = calculateFeasibility({
      ...tool,
      path: Array.from({ length: tool.holdYears }, (_, i) => ({
        occupancy:
          i === 0 ? tool.rampYear1Pct / 100 : i === 1 ? tool.rampYear2Pct / 100 : i === 2 ? tool.rampYear3Pct / 100 : 1,
        adr: 1.02 ** i,
      })),
    })
    plain.years.forEach((y, i) => {
      expect(withPath.years[i]?.operating.noi).toBeCloseTo(y.operating.noi, 9)
    })
    expect(withPath.exit.value).toBeCloseTo(plain.exit.value, 6)
  })

  it('values the stabilized NOI at the going-in cap rate against total investment, and tests the loan', () => {
    const v = f.value
    expect(v.stabilizedYear).toBe(3)
    expect(v.stabilizedNoi).toBeCloseTo(f.years[2]?.noi ?? 0, 9)
    // going-in = exit cap rate less the terminal spread (0.5 point)
    expect(v.capRatePct).toBeCloseTo(f.input.exitCapRatePct - 0.5, 9)
    expect(v.value).toBeCloseTo(v.stabilizedNoi / (v.capRatePct / 100), 6)
    expect(v.valueToCost).toBeCloseTo(v.value / f.investment.totalInvestment, 12)
    expect(f.lender.ltv).toBeCloseTo(f.financing.loan / v.value, 12)
    expect(f.lender.yearsBelowMin).toEqual(
      f.lender.dscr.flatMap((d, i) => (d !== null && d < f.lender.dscrMin ? [i + 1] : [])),
    )
    expect(f.investment.totalInvestment).toBeGreaterThan(f.investment.total)
  })

  it('shows ADR moving the IRR more than occupancy in its tornado', () => {
    const bar = (key: string) => f.sensitivity.tornado.find((b) => b.key === key)
    const adr = bar('adr')
    const occupancy = bar('occupancy')
    expect((adr?.up ?? 0) - (occupancy?.up ?? 0)).toBeGreaterThan(0)
    expect((occupancy?.down ?? 0) - (adr?.down ?? 0)).toBeGreaterThan(0)
  })

  it('keeps costs in money as the market moves: lower occupancy, lower GOP margin', () => {
    // same hotel, a pipeline of 400 rooms opening in 2028 at full weight
    const crowded: MarketData = {
      ...noMarket,
      pipeline: [pipelineHotel('N', 400, 'opening', '2028-01')],
    }
    const g = computeStudy(crowded, a).financials
    const year = 5
    expect(g.years[year - 1]?.occupancy).toBeLessThan(f.years[year - 1]?.occupancy ?? 0)
    expect(g.years[year - 1]?.gopMargin).toBeLessThan(f.years[year - 1]?.gopMargin ?? 0)
  })
})

describe('financial input', () => {
  it('takes rooms, segment and the hold from the study', () => {
    const a = assumptions({ subjectRooms: 180, manualCompSet: manual(400, 75, 500) })
    const p = projectMarket(noMarket, a, marketBase(noMarket, a))
    const input = financialInput(a, p)
    expect(input.rooms).toBe(180)
    expect(input.holdYears).toBe(10)
    expect(input.path).toHaveLength(10)
  })
})

describe('a market with no competitive supply', () => {
  it('computes without failing and says what is missing', () => {
    const a = assumptions({ manualCompSet: manual(0, 70, 500) })
    const f = computeStudy(noMarket, a)
    expect(f.market.rooms).toBe(0)
    expect(f.projection[0]?.marketOccupancy).toBe(0)
    expect(f.projection[0]?.subjectOccupancy).toBe(0)
    expect(f.flags.map((x) => x.field)).toContain('manualCompSet.rooms')
    expect(f.flags.find((x) => x.field === 'manualCompSet.rooms')?.message).toContain('扩大市场范围')
  })
})
