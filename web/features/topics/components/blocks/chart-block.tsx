import { Typography } from 'antd'
import { useMemo } from 'react'
import type { ChartBlock as ChartBlockData } from '#common/content'
import { Chart } from '#web/components/chart/chart.tsx'
import type { ChartSpec } from '#web/components/chart/chart-spec.ts'

/** A data page's chart block in the product's one chart library (ADR 052); pie blocks draw as a ring. */
export function chartSpecOf(block: ChartBlockData): ChartSpec {
  if (block.chart === 'pie') {
    const [first] = block.series
    return {
      categories: block.categories,
      series: first ? [{ name: first.name, type: 'bar', data: first.data }] : [],
      ring: true,
      unit: block.unit,
    }
  }
  const type = block.chart
  return {
    categories: block.categories,
    series: block.series.map((s) => ({ name: s.name, type, data: s.data })),
    unit: block.unit,
  }
}

export function ChartBlock({ block }: { block: ChartBlockData }) {
  const spec = useMemo(() => chartSpecOf(block), [block])
  return (
    <figure style={{ margin: 0 }}>
      <Typography.Title level={4}>{block.title}</Typography.Title>
      <Chart spec={spec} height={320} label={block.title} />
      {block.note && (
        <figcaption>
          <Typography.Text type="secondary">{block.note}</Typography.Text>
        </figcaption>
      )}
    </figure>
  )
}
