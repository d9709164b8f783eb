/**
 * `npm run benchmarks`: what the benchmark table rests on — for each figure, how many rows cite a publication, a
 * law or standard, or are the firm's assumptions, and the oldest as-of date — so a reviewer sees at once which
 * defaults still need a published source.
 */
import { benchmarks } from '#common/benchmarks/benchmarks'

type Count = { published: number; assumption: number; empty: number; oldest: string }
const byArea = new Map<string, Count>()
const lines: string[] = []

for (const figure of benchmarks.figures.values()) {
  const count: Count = { published: 0, assumption: 0, empty: 0, oldest: '9999' }
  for (const row of figure.rows) {
    const kind = benchmarks.sources.get(row.source)?.kind
    if (row.typical == null) count.empty++
    else if (kind === 'assumption') count.assumption++
    else count.published++
    if (row.asOf < count.oldest) count.oldest = row.asOf
  }
  const area = figure.key.split('.')[0] ?? ''
  const total = byArea.get(area) ?? { published: 0, assumption: 0, empty: 0, oldest: '9999' }
  total.published += count.published
  total.assumption += count.assumption
  total.empty += count.empty
  if (count.oldest < total.oldest) total.oldest = count.oldest
  byArea.set(area, total)
  lines.push(
    `${figure.key.padEnd(34)} published ${String(count.published).padStart(3)}  assumption ${String(count.assumption).padStart(3)}  empty ${count.empty}  oldest ${count.oldest}  ${figure.label}`,
  )
}

console.log(lines.join('\n'))
console.log('\nby area')
for (const [area, c] of byArea) {
  console.log(
    `${area.padEnd(6)} published ${c.published}, assumption ${c.assumption}, empty ${c.empty}, oldest ${c.oldest}`,
  )
}
console.log(`\n${benchmarks.figures.size} figures, ${benchmarks.sources.size} sources`)
