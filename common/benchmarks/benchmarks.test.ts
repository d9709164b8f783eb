import { describe, expect, it } from 'vitest'
import { benchmarkRow, benchmarks, loadBenchmarks, rowIn } from './benchmarks.ts'

const source = { id: 'stat-a', kind: 'statistics', publisher: '国家统计局', title: '中国统计年鉴', year: 2024 }
const file = (figures: unknown[], sources: unknown[] = [source]) => ({ area: 'test', sources, figures })
const figure = (rows: unknown[]) => ({ key: 'ops.adr', label: '平均房价', unit: '元', rows })
const row = { typical: 500, source: 'stat-a', asOf: '2024' }

function problemOf(files: Record<string, unknown>): string {
  try {
    loadBenchmarks(files)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected the files to be refused')
}

describe('benchmark files', () => {
  it('refuses a row without a source, naming file, row and field', () => {
    const message = problemOf({ 'data/ops.json': file([figure([{ typical: 500, asOf: '2024' }])]) })
    expect(message).toContain('data/ops.json: figures[0].rows[0].source (ops.adr)')
  })

  it('refuses a row whose source is not defined in any file', () => {
    const message = problemOf({ 'data/ops.json': file([figure([{ ...row, source: 'nowhere' }])]) })
    expect(message).toContain('data/ops.json: figures[0] (ops.adr) rows[0].source: 未定义的来源 nowhere')
  })

  it('refuses a bad as-of date', () => {
    for (const asOf of ['2024-13', '24', '2024-Q5', '2024/06', '']) {
      const message = problemOf({ 'data/ops.json': file([figure([row, { ...row, asOf }])]) })
      expect(message).toContain('data/ops.json: figures[0].rows[1].asOf (ops.adr)')
    }
  })

  it('refuses a segment or city tier that is not on the one scale', () => {
    const bad = problemOf({ 'data/ops.json': file([figure([{ ...row, segment: 'premium' }])]) })
    expect(bad).toContain('figures[0].rows[0].segment (ops.adr)')
    const tier = problemOf({ 'data/ops.json': file([figure([{ ...row, tier: 'tier9' }])]) })
    expect(tier).toContain('figures[0].rows[0].tier (ops.adr)')
  })

  it('refuses a key defined twice across files and a range upside down', () => {
    expect(problemOf({ 'a.json': file([figure([row])]), 'b.json': file([figure([row])], []) })).toContain(
      'b.json: figures[0] (ops.adr): 指标键重复定义',
    )
    expect(problemOf({ 'a.json': file([figure([{ ...row, low: 9, high: 1 }])]) })).toContain('下限不能大于上限')
  })

  it('accepts a figure with no published value (shown as 暂无公开数据)', () => {
    const table = loadBenchmarks({ 'a.json': file([figure([{ ...row, typical: null }])]) })
    expect(table.figures.get('ops.adr')?.rows[0]?.typical).toBeNull()
  })

  it('picks the most specific row for a selection', () => {
    const table = loadBenchmarks({
      'a.json': file([
        figure([
          { ...row, typical: 1 },
          { ...row, typical: 2, segment: 'upscale' },
          { ...row, typical: 3, segment: 'upscale', tier: 'tier1' },
        ]),
      ]),
    })
    expect(rowIn(table, 'ops.adr', { segment: 'upscale', tier: 'tier1' })?.typical).toBe(3)
    expect(rowIn(table, 'ops.adr', { segment: 'upscale', tier: 'tier2' })?.typical).toBe(2)
    expect(rowIn(table, 'ops.adr', { segment: 'luxury', tier: 'tier1' })?.typical).toBe(1)
    expect(rowIn(table, 'ops.adr', {})?.typical).toBe(1)
  })

  it('takes a named variant only when asked for it, and never a row of another variant', () => {
    const table = loadBenchmarks({
      'a.json': file([
        figure([
          { ...row, typical: 7, variant: 'city' },
          { ...row, typical: 5, variant: 'county_town' },
        ]),
      ]),
    })
    expect(rowIn(table, 'ops.adr', { variant: 'county_town' })?.typical).toBe(5)
    expect(rowIn(table, 'ops.adr', { variant: 'city' })?.typical).toBe(7)
    expect(rowIn(table, 'ops.adr', { variant: 'other' })).toBeUndefined()
  })
})

describe('the shipped benchmark table', () => {
  it('loads, and every row cites a defined source', () => {
    for (const figure of benchmarks.figures.values()) {
      for (const r of figure.rows) expect(benchmarks.sources.has(r.source)).toBe(true)
    }
  })

  it('lists no source that no row cites, and names every variant a row uses', () => {
    const cited = new Set([...benchmarks.figures.values()].flatMap((f) => f.rows.map((r) => r.source)))
    for (const id of benchmarks.sources.keys()) expect(cited.has(id), id).toBe(true)
    for (const figure of benchmarks.figures.values()) {
      for (const r of figure.rows) {
        if (r.variant) expect(figure.variants?.[r.variant], `${figure.key}: ${r.variant}`).toBeTruthy()
      }
    }
  })

  it('falls back from segment × tier to segment to national rows', () => {
    for (const figure of benchmarks.figures.values()) {
      const national = figure.rows.find((r) => !r.segment && !r.tier && !r.variant)
      if (national) expect(benchmarkRow(figure.key, { segment: 'economy', tier: 'tier4' })).toBeDefined()
    }
  })
})
