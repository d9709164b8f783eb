import { Tooltip, Typography } from 'antd'
import {
  type BenchmarkSelector,
  benchmarkFigure,
  benchmarkSource,
  benchmarks,
  citeSource,
  rowIn,
} from '#common/benchmarks/benchmarks'
import type { BenchmarkFigure, BenchmarkRow } from '#common/benchmarks/schema'
import type { BenchmarkBlock as BenchmarkBlockData } from '#common/content'
import { cityTierLabels, positioningLabels, positionings } from '#common/intel'
import { PlainTable } from '#web/components/plain-table.tsx'
import { useLiveBenchmarks } from '#web/features/data-desk/index.ts'

/**
 * Figures of the benchmark table as the calculators see them: one table for figures that vary by segment (columns
 * 奢华 … 经济型), one for the others, each cell numbered to its source in the list below. No keys: every source.
 */
export function BenchmarkBlock({ block }: { block: BenchmarkBlockData }) {
  // The research desk's approved rows replace the shipped ones; their arrival draws the table again.
  useLiveBenchmarks()
  if (block.keys.length === 0) return <SourceIndex title={block.title} />
  const tier = block.tier ?? 'tier2'
  const figures = block.keys.map(benchmarkFigure).filter((f): f is BenchmarkFigure => f !== undefined)
  const refs = new Refs()
  const bySegment = figures.filter((f) => f.rows.some((r) => r.segment))
  const general = figures.filter((f) => !f.rows.some((r) => r.segment))
  const tierMatters = bySegment.some((f) => f.rows.some((r) => r.tier))

  const segmentRows = bySegment.flatMap((f) =>
    variantsOf(f).map((variant) => ({
      key: `${f.key}:${variant ?? ''}`,
      label: labelOf(f, variant),
      cells: positionings.map((segment) => cell(rowIn(benchmarks, f.key, { segment, tier, variant }), refs)),
    })),
  )
  const generalRows = general.flatMap((f) =>
    variantsOf(f).map((variant) => ({
      key: `${f.key}:${variant ?? ''}`,
      label: labelOf(f, variant),
      value: cell(rowIn(benchmarks, f.key, { variant } as BenchmarkSelector), refs),
    })),
  )

  return (
    <div>
      {block.title && <Typography.Title level={4}>{block.title}</Typography.Title>}
      {segmentRows.length > 0 && (
        <PlainTable
          rowKey={(row) => row.key}
          rows={segmentRows}
          columns={[
            { key: 'label', title: '指标', sticky: true },
            ...positionings.map((segment, i) => ({
              key: segment,
              title: positioningLabels[segment],
              align: 'end' as const,
              render: (row: (typeof segmentRows)[number]) => row.cells[i],
            })),
          ]}
        />
      )}
      {generalRows.length > 0 && (
        <div style={{ marginTop: segmentRows.length > 0 ? 12 : 0 }}>
          <PlainTable
            rowKey={(row) => row.key}
            rows={generalRows}
            columns={[
              { key: 'label', title: '指标' },
              { key: 'value', title: '数值', align: 'end' },
            ]}
          />
        </div>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0, fontSize: 12 }}>
        {tierMatters && `按城市等级变化的指标取${cityTierLabels[tier]}城市。`}
        {block.note}
      </Typography.Paragraph>
      <ol style={{ fontSize: 12, margin: '4px 0 0', paddingInlineStart: 20 }}>
        {refs.list().map((r) => (
          <li key={r.id}>
            <Typography.Text type="secondary">{r.text}</Typography.Text>
          </li>
        ))}
      </ol>
    </div>
  )
}

/** The distinct variants of a figure's rows, in file order (undefined for a figure without variants). */
function variantsOf(f: BenchmarkFigure): (string | undefined)[] {
  const seen: (string | undefined)[] = []
  for (const r of f.rows) if (!seen.includes(r.variant)) seen.push(r.variant)
  return seen
}

function labelOf(f: BenchmarkFigure, variant: string | undefined) {
  const unit = f.unit ? `（${f.unit}）` : ''
  return variant ? `${f.label}：${f.variants?.[variant] ?? variant}${unit}` : `${f.label}${unit}`
}

function cell(row: BenchmarkRow | undefined, refs: Refs) {
  if (!row) return <Typography.Text type="secondary">—</Typography.Text>
  const n = refs.number(row.source)
  const value =
    row.typical == null
      ? '暂无公开数据'
      : row.low != null && row.high != null
        ? `${fmt(row.typical)}（${fmt(row.low)}–${fmt(row.high)}）`
        : fmt(row.typical)
  const source = benchmarkSource(row.source)
  const tip = `${source ? citeSource(source) : row.source}，截至 ${row.asOf}${row.caveat ? `（${row.caveat}）` : ''}${row.note ? `。${row.note}` : ''}`
  return (
    <Tooltip title={tip}>
      <span>
        {value}
        <sup>[{n}]</sup>
      </span>
    </Tooltip>
  )
}

/** Footnote numbers in order of first use. */
class Refs {
  private ids: string[] = []
  number(id: string) {
    if (!this.ids.includes(id)) this.ids.push(id)
    return this.ids.indexOf(id) + 1
  }
  list() {
    return this.ids.map((id) => {
      const source = benchmarkSource(id)
      const text = !source
        ? id
        : source.kind === 'assumption'
          ? `测算假设：${source.note ?? source.title}`
          : `${citeSource(source)}${source.note ? `，${source.note}` : ''}`
      return { id, text }
    })
  }
}

function SourceIndex({ title }: { title?: string }) {
  const sources = [...benchmarks.sources.values()].sort((a, b) => a.kind.localeCompare(b.kind) || b.year - a.year)
  const used = (id: string) =>
    [...benchmarks.figures.values()].filter((f) => f.rows.some((r) => r.source === id)).map((f) => f.label)
  return (
    <div>
      {title && <Typography.Title level={4}>{title}</Typography.Title>}
      <PlainTable
        rowKey={(s) => s.id}
        rows={sources}
        columns={[
          {
            key: 'source',
            title: '来源',
            render: (s) =>
              s.url ? (
                <a href={s.url} target="_blank" rel="noreferrer noopener">
                  {citeSource(s)}
                </a>
              ) : (
                citeSource(s)
              ),
          },
          { key: 'used', title: '用于', render: (s) => used(s.id).join('、') },
          { key: 'note', title: '说明', render: (s) => s.note },
        ]}
      />
    </div>
  )
}

function fmt(n: number) {
  return n.toLocaleString('zh-CN', { maximumFractionDigits: 2 })
}
