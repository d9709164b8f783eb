import { BarChart, LineChart } from 'echarts/charts'
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components'
import { type EChartsCoreOption, type EChartsType, init, use } from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import { useEffect, useRef } from 'react'

// Only the pieces the applets draw: this keeps the chart chunk small (tree-shaken echarts/core).
use([BarChart, LineChart, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent, SVGRenderer])

export type EChartProps = { option: EChartsCoreOption; height: number; label: string }

/** One ECharts instance bound to a div; loaded lazily through chart.tsx, never imported directly. */
export function EChart({ option, height, label }: EChartProps) {
  const container = useRef<HTMLDivElement>(null)
  const chart = useRef<EChartsType | null>(null)

  // ECharts owns the DOM inside the div: create it once, follow size changes, dispose on unmount.
  useEffect(() => {
    const el = container.current
    if (!el) return
    const instance = init(el, 'dark', { renderer: 'svg' })
    chart.current = instance
    const observer = new ResizeObserver(() => instance.resize())
    observer.observe(el)
    return () => {
      observer.disconnect()
      instance.dispose()
      chart.current = null
    }
  }, [])

  useEffect(() => {
    chart.current?.setOption({ backgroundColor: 'transparent', ...option }, true)
  }, [option])

  return <div ref={container} role="img" aria-label={label} style={{ width: '100%', height }} />
}
