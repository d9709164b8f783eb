import { render, screen } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import { describe, expect, it } from 'vitest'
import { benchmarkRow, benchmarkSource, benchmarks, citeSource } from '#common/benchmarks/benchmarks'
import { BenchmarkBlock } from './benchmark-block.tsx'

const show = (keys: string[], tier?: 'tier1') =>
  render(
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <BenchmarkBlock block={{ type: 'benchmark', title: '基准', keys, ...(tier ? { tier } : {}) }} />
    </ConfigProvider>,
  )

const fmt = (n: number) => n.toLocaleString('zh-CN', { maximumFractionDigits: 2 })

describe('benchmark block', { timeout: 30_000 }, () => {
  it('shows the figure the tools default from, per segment, with its source numbered below', () => {
    show(['ops.adr'])
    const row = benchmarkRow('ops.adr', { segment: 'economy', tier: 'tier2' })
    if (!row?.typical) throw new Error('the table has no economy ADR')
    expect(screen.getByRole('columnheader', { name: '经济型' })).toBeInTheDocument()
    expect(screen.getByText(fmt(row.typical), { exact: false })).toBeInTheDocument()
    const source = benchmarkSource(row.source)
    if (!source) throw new Error('missing source')
    expect(screen.getByText(citeSource(source), { exact: false })).toBeInTheDocument()
  })

  it('uses the tier rows when the block names a tier', () => {
    const tier1 = benchmarks.figures.get('ops.adr')?.rows.find((r) => r.tier === 'tier1' && r.segment === 'upscale')
    if (!tier1?.typical) return expect(tier1).toBeUndefined()
    show(['ops.adr'], 'tier1')
    expect(screen.getAllByText(fmt(tier1.typical), { exact: false }).length).toBeGreaterThan(0)
    expect(screen.getByText('按城市等级变化的指标取一线城市。', { exact: false })).toBeInTheDocument()
  })

  it('lists national figures by variant with their Chinese names', () => {
    show(['tax.urban_maintenance_pct'])
    expect(screen.getByText('城市维护建设税税率：市区（%）', { exact: false })).toBeInTheDocument()
    expect(screen.getByText('城市维护建设税税率：县城、镇（%）', { exact: false })).toBeInTheDocument()
  })

  it('without keys lists every source of the table', () => {
    show([])
    for (const source of benchmarks.sources.values()) {
      expect(screen.getAllByText(citeSource(source)).length).toBeGreaterThan(0)
    }
  })
})
