import { BarChart, LineChart, PieChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import { useEffect, useRef } from 'react'
import type { ChartBlock } from '../../../../../common/content.ts'

echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer])

function optionFor(block: ChartBlock): echarts.EChartsCoreOption {
  const unit = block.unit ? ` ${block.unit}` : ''
  if (block.chart === 'pie') {
    const [first] = block.series
    return {
      backgroundColor: 'transparent',
      tooltip: { trigger: 'item', valueFormatter: (v: unknown) => `${v}${unit}` },
      legend: { bottom: 0 },
      series: [
        {
          type: 'pie',
          radius: ['35%', '65%'],
          name: first?.name,
          data: block.categories.map((name, i) => ({ name, value: first?.data[i] ?? 0 })),
        },
      ],
    }
  }
  return {
    backgroundColor: 'transparent',
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${v}${unit}` },
    legend: { bottom: 0 },
    grid: { left: 48, right: 16, top: 24, bottom: 48 },
    xAxis: { type: 'category', data: block.categories },
    yAxis: { type: 'value' },
    series: block.series.map((s) => ({ type: block.chart, name: s.name, data: s.data })),
  }
}

/** Draws one chart block; the SVG renderer keeps text crisp and works without a canvas. */
export function EchartsView({ block }: { block: ChartBlock }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!ref.current) return
    const chart = echarts.init(ref.current, 'dark', { renderer: 'svg' })
    chart.setOption(optionFor(block))
    const observer = new ResizeObserver(() => chart.resize())
    observer.observe(ref.current)
    return () => {
      observer.disconnect()
      chart.dispose()
    }
  }, [block])
  return <div ref={ref} role="img" aria-label={block.title} style={{ width: '100%', height: 320 }} />
}
