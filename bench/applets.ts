import { cpus } from 'node:os'
import { feasibilityDefaultsFor, feasibilityStartCase } from '#common/applets/feasibility'
import { analyseFeasibility } from '#common/applets/feasibility-sensitivity'

/**
 * Speed of the feasibility study as the page recomputes it on every edit: the model plus both sensitivity grids and
 * the tornado (about 70 model runs). Target: median and p95 within one frame (16 ms) on a 2-core machine.
 * Run: node --import tsx bench/applets.ts [runs]
 */
const TARGET_MS = 16
const runs = Number(process.argv[2] ?? 500)
const base = feasibilityDefaultsFor(feasibilityStartCase.segment, feasibilityStartCase.tier)

// Each run changes the ADR slightly, as typing does, so nothing can be cached between runs.
for (let i = 0; i < 50; i++) analyseFeasibility({ ...base, adr: base.adr + i })
const times: number[] = []
for (let i = 0; i < runs; i++) {
  const input = { ...base, adr: base.adr * (1 + (i % 20) / 1000) }
  const start = performance.now()
  analyseFeasibility(input)
  times.push(performance.now() - start)
}
times.sort((a, b) => a - b)
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] as number
const median = at(0.5)
const p95 = at(0.95)
console.log(`feasibility with sensitivity, ${runs} runs on ${cpus().length} cores:`)
console.log(`  median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (target ≤ ${TARGET_MS} ms)`)
if (p95 > TARGET_MS) process.exitCode = 1
