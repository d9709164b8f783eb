import { Alert, Skeleton } from 'antd'
import { Component, lazy, type ReactNode, Suspense } from 'react'
import type { EChartProps } from './echart.tsx'

const EChart = lazy(async () => ({ default: (await import('./echart.tsx')).EChart }))

/** A chart that downloads ECharts only when first shown, and degrades to a notice if drawing fails. */
export function Chart(props: EChartProps) {
  return (
    <ChartBoundary>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.height }} />}>
        <EChart {...props} />
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
