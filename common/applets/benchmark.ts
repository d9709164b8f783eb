import { z } from 'zod'
import { numberField, percentField } from './fields.ts'

/**
 * Performance against a competitive set as STR and the industry define it:
 *   MPI (占有率指数) = hotel occupancy / comp-set occupancy × 100
 *   ARI (平均房价指数) = hotel ADR / comp-set ADR × 100
 *   RGI (RevPAR 指数) = hotel RevPAR / comp-set RevPAR × 100 (= MPI × ARI / 100)
 * 100 means the hotel gets exactly its fair share. Room counts are optional and only feed the fair-share view.
 */
const performance = (who: string) => ({
  occupancyPct: percentField(`${who}出租率`, 0.1, 100),
  adr: numberField(`${who}平均房价`, { min: 1, max: 100_000, unit: ' 元' }),
  rooms: numberField(`${who}客房数`, { min: 1, max: 100_000, unit: ' 间', integer: true }).nullish(),
})

export const benchmarkInputSchema = z.object({
  hotel: z.object(performance('本酒店')),
  compSet: z.object(performance('竞争群')),
})
export type BenchmarkInput = z.infer<typeof benchmarkInputSchema>

export type Performance = { occupancy: number; adr: number; revpar: number }

export type FairShare = {
  /** Hotel rooms / (hotel + comp-set rooms): the share of supply, i.e. of demand it would get at par. */
  fairShare: number
  /** Hotel room nights sold / all room nights sold in the market (hotel + comp set). */
  demandShare: number
  /** Hotel rooms revenue / all rooms revenue in the market. */
  revenueShare: number
}

export type IndexReading = 'above' | 'par' | 'below'

export type BenchmarkResult = {
  hotel: Performance
  compSet: Performance
  mpi: number
  ari: number
  rgi: number
  readings: { mpi: IndexReading; ari: IndexReading; rgi: IndexReading }
  fairShare: FairShare | null
}

function performanceOf(p: BenchmarkInput['hotel']): Performance {
  const occupancy = p.occupancyPct / 100
  return { occupancy, adr: p.adr, revpar: occupancy * p.adr }
}

/** Within half an index point of 100 counts as par, so rounding on screen never contradicts the reading. */
function reading(index: number): IndexReading {
  if (index >= 100.5) return 'above'
  if (index < 99.5) return 'below'
  return 'par'
}

export function calculateBenchmark(input: BenchmarkInput): BenchmarkResult {
  const hotel = performanceOf(input.hotel)
  const compSet = performanceOf(input.compSet)
  const mpi = (hotel.occupancy / compSet.occupancy) * 100
  const ari = (hotel.adr / compSet.adr) * 100
  const rgi = (hotel.revpar / compSet.revpar) * 100

  let fairShare: FairShare | null = null
  const hotelRooms = input.hotel.rooms
  const compRooms = input.compSet.rooms
  if (hotelRooms != null && compRooms != null) {
    const hotelSold = hotelRooms * hotel.occupancy
    const compSold = compRooms * compSet.occupancy
    fairShare = {
      fairShare: hotelRooms / (hotelRooms + compRooms),
      demandShare: hotelSold / (hotelSold + compSold),
      revenueShare: (hotelSold * hotel.adr) / (hotelSold * hotel.adr + compSold * compSet.adr),
    }
  }

  return {
    hotel,
    compSet,
    mpi,
    ari,
    rgi,
    readings: { mpi: reading(mpi), ari: reading(ari), rgi: reading(rgi) },
    fairShare,
  }
}

export const benchmarkDefaults: BenchmarkInput = {
  hotel: { occupancyPct: 75, adr: 800, rooms: 300 },
  compSet: { occupancyPct: 70, adr: 850, rooms: 1200 },
}
