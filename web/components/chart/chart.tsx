import { Alert, Skeleton } from 'antd'
import { Component, lazy, type ReactNode, Suspense } from 'react'
import type { CanvasChartProps } from './canvas-chart.tsx'

const CanvasChart = lazy(async () => ({ default: (await import('./canvas-chart.tsx')).CanvasChart }))

/** A chart that downloads the chart library only when first shown, and degrades to a notice if drawing fails. */
export function Chart(props: CanvasChartProps) {
  return (
    <ChartBoundary>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.height }} />}>
        <CanvasChart {...props} />
      </Suspense>
    </ChartBoundary>
  )
}

class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    if (this.state.failed) return <Alert type="warning" showIcon title="图表暂时无法显示，表格中的数据不受影响。" />
    return this.props.children
  }
}
