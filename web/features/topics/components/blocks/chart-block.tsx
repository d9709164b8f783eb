import { Skeleton, Typography } from 'antd'
import { lazy, Suspense } from 'react'
import type { ChartBlock as ChartBlockData } from '../../../../../common/content.ts'

// ECharts is large: it is fetched only when a page actually has a chart block.
const EchartsView = lazy(() => import('./echarts-view.tsx').then((m) => ({ default: m.EchartsView })))

export function ChartBlock({ block }: { block: ChartBlockData }) {
  return (
    <figure style={{ margin: 0 }}>
      <Typography.Title level={4}>{block.title}</Typography.Title>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 320 }} />}>
        <EchartsView block={block} />
      </Suspense>
      {block.note && (
        <figcaption>
          <Typography.Text type="secondary">{block.note}</Typography.Text>
        </figcaption>
      )}
    </figure>
  )
}
