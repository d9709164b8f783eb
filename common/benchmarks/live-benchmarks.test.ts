import { describe, expect, it } from 'vitest'
import { applyLiveBenchmarks, type BenchmarkTable, benchmarks, rowIn } from './benchmarks.ts'

const copy = (): BenchmarkTable => ({
  figures: new Map([...benchmarks.figures].map(([k, f]) => [k, { ...f, rows: f.rows.map((r) => ({ ...r })) }])),
  sources: new Map(benchmarks.sources),
})
const source = {
  id: 'desk-p1',
  kind: 'survey' as const,
  publisher: '测试',
  title: '测试',
  year: 2026,
  url: null,
  note: null,
}

describe('the research desk’s approved rows in the benchmark table', () => {
  it('replaces the row that has the same segment, tier and variant, with its source and as-of date', () => {
    const table = copy()
    const shipped = rowIn(table, 'fin.cap_rate', {})
    const n = applyLiveBenchmarks(
      [
        {
          key: 'fin.cap_rate',
          segment: null,
          tier: null,
          variant: null,
          low: 4,
          typical: 5,
          high: 6,
          as_of: '2025-12',
          source,
        },
      ],
      table,
    )
    expect(n).toBe(1)
    const row = rowIn(table, 'fin.cap_rate', {})
    expect(row).toMatchObject({ typical: 5, low: 4, high: 6, asOf: '2025-12', source: 'desk-p1' })
    expect(row?.typical).not.toBe(shipped?.typical)
    expect(table.sources.get('desk-p1')).toMatchObject({ publisher: '测试', kind: 'survey' })
    // The shared table of the page is untouched by a copy's change.
    expect(rowIn(benchmarks, 'fin.cap_rate', {})?.source).not.toBe('desk-p1')
  })

  it('ignores rows the table does not have', () => {
    const table = copy()
    const rows = [
      {
        key: 'no.such_key',
        segment: null,
        tier: null,
        variant: null,
        low: null,
        typical: 1,
        high: null,
        as_of: '2025',
        source,
      },
      {
        key: 'fin.cap_rate',
        segment: 'luxury',
        tier: 'tier1',
        variant: 'nope',
        low: null,
        typical: 1,
        high: null,
        as_of: '2025',
        source,
      },
    ]
    expect(applyLiveBenchmarks(rows, table)).toBe(0)
  })
})
