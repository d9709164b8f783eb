import { cpus } from 'node:os'
import { computeStudy } from '#common/study/compute'
import { defaultStudyAssumptions } from '#common/study/defaults'
import type { CompHotel, MarketData, PipelineHotel, StudyAssumptions } from '#common/study/schemas'

/**
 * Speed of the market and feasibility study's numbers (issue 34, Speed): computeStudy — the base year from 24 imported
 * months of the comp set, the ten-year penetration projection, the feasibility model over ten years and its
 * sensitivity (about 70 model runs) — on a realistic market: a comp set of 12 hotels with 24 months each, a pipeline of
 * 20 hotels in all three statuses, three induced-demand generators. Target: p95 ≤ 200 ms on this machine (the server
 * recomputes on every save). Not a timed test: it prints what it measured and exits non-zero above the target.
 * Run: node --import tsx bench/study.ts [runs]
 */
const TARGET_MS = 200
const runs = Number(process.argv[2] ?? 100)

const months = (seed: number) =>
  Array.from({ length: 24 }, (_, i) => ({
    month: `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
    occupancy: 55 + ((seed * 7 + i * 3) % 30),
    adr: 420 + ((seed * 37 + i * 11) % 160),
  }))
const compSet: CompHotel[] = Array.from({ length: 12 }, (_, k) => ({
  hotelId: `c${k}`,
  name: `竞争酒店${k + 1}`,
  rooms: 150 + ((k * 53) % 250),
  positioning: k % 3 === 0 ? 'upper_upscale' : 'upscale',
  distanceKm: 0.4 + k * 0.2,
  months: months(k),
}))
const statuses: PipelineHotel['status'][] = ['signed', 'under_construction', 'opening']
const pipeline: PipelineHotel[] = Array.from({ length: 20 }, (_, k) => ({
  hotelId: `p${k}`,
  name: `在建项目${k + 1}`,
  rooms: 120 + ((k * 41) % 280),
  positioning: 'upscale',
  status: statuses[k % 3] as PipelineHotel['status'],
  openingDate: k % 5 === 4 ? null : `${2026 + (k % 4)}-${String((k % 12) + 1).padStart(2, '0')}`,
}))
const market: MarketData = { compSet, pipeline, censusRooms: 9000 }
const base: StudyAssumptions = {
  ...defaultStudyAssumptions({ segment: 'upscale', tier: 'tier2', rooms: 260, baseYear: 2025, openingYear: 2028 }),
}
base.latentDemand = {
  unaccommodatedPct: { value: 5, source: null },
  induced: [
    { value: { label: '会展中心', segment: 'meeting_group', roomNights: 12_000, startYear: 2029 }, source: null },
    { value: { label: '产业园', segment: 'commercial', roomNights: 8000, startYear: 2028 }, source: null },
    { value: { label: '景区扩建', segment: 'leisure', roomNights: 5000, startYear: 2030 }, source: null },
  ],
}

// Each run moves the ADR index a little, as editing does, so nothing can be cached between runs.
const withIndex = (i: number): StudyAssumptions => ({ ...base, adrIndex: { value: 100 + (i % 20) / 10, source: null } })
for (let i = 0; i < 10; i++) computeStudy(market, withIndex(i))
const times: number[] = []
for (let i = 0; i < runs; i++) {
  const input = withIndex(i)
  const start = performance.now()
  computeStudy(market, input)
  times.push(performance.now() - start)
}
times.sort((a, b) => a - b)
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] as number
const median = at(0.5)
const p95 = at(0.95)
const max = times.at(-1) as number
console.log(
  `computeStudy (12 comp hotels × 24 months, 20 pipeline hotels, 10 years + sensitivity), ${runs} runs on ${cpus().length} cores:`,
)
console.log(
  `  median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms (target ≤ ${TARGET_MS} ms)`,
)
if (p95 > TARGET_MS) process.exitCode = 1
