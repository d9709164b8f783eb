import { z } from 'zod'
import { numberField, percentField } from './fields.ts'

/**
 * RevPAR index against a competitive set, month by month and for the year, as STR defines it:
 *   MPI (市场渗透指数) = hotel occupancy / comp-set occupancy × 100
 *   ARI (平均房价指数) = hotel ADR / comp-set ADR × 100
 *   RGI (收入产生指数) = hotel RevPAR / comp-set RevPAR × 100 = MPI × ARI / 100
 * 100 is the fair share. The comp set excludes the hotel. Room counts are optional: supply is taken as constant
 * through the year, so they only feed the fair-share view (see yearOf for why they do not change the indices).
 */

/** Days of each month of a common year: the weights of the yearly figures. */
export const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const

const monthSchema = (month: number) =>
  z.object({
    hotelOcc: percentField(`${month}月本酒店出租率`, 0.1, 100),
    hotelAdr: numberField(`${month}月本酒店平均房价`, { min: 1, max: 100_000, unit: ' 元' }),
    compOcc: percentField(`${month}月竞争群出租率`, 0.1, 100),
    compAdr: numberField(`${month}月竞争群平均房价`, { min: 1, max: 100_000, unit: ' 元' }),
  })
type MonthSchema = ReturnType<typeof monthSchema>

export const benchmarkInputSchema = z.object({
  /** 0 = not given. A number rather than null so that the value survives the URL. */
  hotelRooms: numberField('本酒店客房数', { min: 0, max: 100_000, unit: ' 间', integer: true }),
  compRooms: numberField('竞争群客房数', { min: 0, max: 1_000_000, unit: ' 间', integer: true }),
  // One schema per month, so a message names its month ("3月本酒店出租率不能大于 100%").
  months: z.tuple([
    monthSchema(1),
    monthSchema(2),
    monthSchema(3),
    monthSchema(4),
    monthSchema(5),
    monthSchema(6),
    monthSchema(7),
    monthSchema(8),
    monthSchema(9),
    monthSchema(10),
    monthSchema(11),
    monthSchema(12),
  ]),
})

/** The month schemas in order, for the form's per-cell rules. */
export const monthSchemas: readonly MonthSchema[] = benchmarkInputSchema.shape.months.def.items
export type BenchmarkInput = z.infer<typeof benchmarkInputSchema>
export type MonthInput = z.infer<MonthSchema>

export type Performance = { occupancy: number; adr: number; revpar: number }
export type IndexReading = 'above' | 'par' | 'below'
export type Indices = { mpi: number; ari: number; rgi: number }

export type MonthIndex = Indices & { month: number; hotel: Performance; compSet: Performance }

export type FairShare = {
  /** Hotel rooms / (hotel + comp-set rooms): the share of supply, i.e. the share of demand it would get at par. */
  fairShare: number
  /** Hotel room nights sold / all room nights sold (hotel + comp set). */
  demandShare: number
  /** Hotel rooms revenue / all rooms revenue. */
  revenueShare: number
}

/**
 * room_nights: both room counts given, the year is summed room nights and revenue. day_weighted: no room counts,
 * each month weighs by its days (the same figures, since supply is constant through the year).
 */
export type YearMethod = 'room_nights' | 'day_weighted'

export type BenchmarkResult = {
  months: MonthIndex[]
  year: Indices & {
    hotel: Performance
    compSet: Performance
    readings: { mpi: IndexReading; ari: IndexReading; rgi: IndexReading }
  }
  method: YearMethod
  fairShare: FairShare | null
}

/** Within half an index point of 100 counts as par, so rounding on screen never contradicts the reading. */
export function reading(index: number): IndexReading {
  if (index >= 100.5) return 'above'
  if (index < 99.5) return 'below'
  return 'par'
}

function indicesOf(hotel: Performance, compSet: Performance): Indices {
  return {
    mpi: (hotel.occupancy / compSet.occupancy) * 100,
    ari: (hotel.adr / compSet.adr) * 100,
    rgi: (hotel.revpar / compSet.revpar) * 100,
  }
}

const performance = (occupancyPct: number, adr: number): Performance => ({
  occupancy: occupancyPct / 100,
  adr,
  revpar: (occupancyPct / 100) * adr,
})

type Totals = { available: number; sold: number; revenue: number }

/**
 * A side's year from summed room nights: occupancy = Σ sold / Σ available, ADR = Σ revenue / Σ sold,
 * RevPAR = Σ revenue / Σ available. With a constant room count the count cancels out, which is why one formula
 * serves both methods (rooms = 1 when not given).
 */
function yearOf(rooms: number, side: (m: MonthInput) => { occ: number; adr: number }, months: MonthInput[]) {
  const totals: Totals = { available: 0, sold: 0, revenue: 0 }
  months.forEach((m, i) => {
    const { occ, adr } = side(m)
    const available = rooms * (monthDays[i] ?? 0)
    const sold = available * (occ / 100)
    totals.available += available
    totals.sold += sold
    totals.revenue += sold * adr
  })
  const performance: Performance = {
    occupancy: totals.sold / totals.available,
    adr: totals.revenue / totals.sold,
    revpar: totals.revenue / totals.available,
  }
  return { performance, totals }
}

const hotelSide = (m: MonthInput) => ({ occ: m.hotelOcc, adr: m.hotelAdr })
const compSide = (m: MonthInput) => ({ occ: m.compOcc, adr: m.compAdr })

export function calculateBenchmark(input: BenchmarkInput): BenchmarkResult {
  const months: MonthIndex[] = input.months.map((m, i) => {
    const hotel = performance(m.hotelOcc, m.hotelAdr)
    const compSet = performance(m.compOcc, m.compAdr)
    return { month: i + 1, hotel, compSet, ...indicesOf(hotel, compSet) }
  })

  const method: YearMethod = input.hotelRooms > 0 && input.compRooms > 0 ? 'room_nights' : 'day_weighted'
  const hotelRooms = method === 'room_nights' ? input.hotelRooms : 1
  const compRooms = method === 'room_nights' ? input.compRooms : 1
  const hotel = yearOf(hotelRooms, hotelSide, input.months)
  const compSet = yearOf(compRooms, compSide, input.months)
  const indices = indicesOf(hotel.performance, compSet.performance)

  const fairShare: FairShare | null =
    method === 'room_nights'
      ? {
          fairShare: hotelRooms / (hotelRooms + compRooms),
          demandShare: hotel.totals.sold / (hotel.totals.sold + compSet.totals.sold),
          revenueShare: hotel.totals.revenue / (hotel.totals.revenue + compSet.totals.revenue),
        }
      : null

  return {
    months,
    year: {
      hotel: hotel.performance,
      compSet: compSet.performance,
      ...indices,
      readings: { mpi: reading(indices.mpi), ari: reading(indices.ari), rgi: reading(indices.rgi) },
    },
    method,
    fairShare,
  }
}

/**
 * Example figures (示例数据, to be replaced by the hotel's own STR or local survey data): an upscale hotel of 300
 * rooms in a seasonal city against a 1 200-room comp set. It fills more rooms than its rivals but at a discount
 * that costs more than the extra nights bring: the case the reading must not call a win.
 */
const exampleMonths: [number, number, number, number][] = [
  // hotel occ %, hotel ADR, comp occ %, comp ADR
  [62, 640, 60, 700],
  [55, 620, 54, 690],
  [68, 650, 66, 710],
  [74, 680, 71, 740],
  [78, 700, 74, 760],
  [76, 690, 73, 750],
  [82, 730, 78, 790],
  [85, 750, 80, 810],
  [77, 700, 74, 760],
  [80, 720, 76, 780],
  [73, 670, 70, 730],
  [66, 650, 64, 710],
]

export const benchmarkDefaults: BenchmarkInput = {
  hotelRooms: 300,
  compRooms: 1200,
  months: exampleMonths.map(([hotelOcc, hotelAdr, compOcc, compAdr]) => ({
    hotelOcc,
    hotelAdr,
    compOcc,
    compAdr,
  })) as BenchmarkInput['months'],
}
