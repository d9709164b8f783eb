import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  type ChartConfiguration,
  Chart as ChartJs,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js'
import { useEffect, useRef, useState } from 'react'
import type { ChartSpec } from './chart-spec.ts'

// Only the pieces the applets draw, so the chart chunk stays small (Chart.js is tree-shakable).
ChartJs.register(
  ArcElement,
  DoughnutController,
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
)
// Readable on the portal's dark theme.
ChartJs.defaults.color = 'rgba(255, 255, 255, 0.75)'
ChartJs.defaults.borderColor = 'rgba(255, 255, 255, 0.12)'

const palette = ['#4c8dff', '#36b37e', '#f5a623', '#d4282d', '#9b7ede', '#13c2c2', '#eb2f96']
const referenceColor = 'rgba(255, 255, 255, 0.55)'

export type CanvasChartProps = { spec: ChartSpec; height: number; label: string }

type Kind = 'bar' | 'line' | 'doughnut'

/** "1,234 万元": values in the tooltip with thousands separators and the spec's unit. */
function valueText(value: number, unit?: string) {
  return `${value.toLocaleString('zh-CN')}${unit ? ` ${unit}` : ''}`
}

function ringConfig(spec: ChartSpec): ChartConfiguration<Kind, number[], string> {
  const [first] = spec.series
  return {
    type: 'doughnut',
    data: {
      labels: spec.categories,
      datasets: [
        {
          label: first?.name ?? '',
          data: first?.data ?? [],
          backgroundColor: spec.categories.map((_, i) => palette[i % palette.length] as string),
          borderWidth: 0,
        },
      ],
    },
    options: {
      maintainAspectRatio: false,
      responsive: true,
      animation: false,
      cutout: '55%',
      plugins: {
        legend: { position: 'bottom' },
        tooltip: { callbacks: { label: (item) => `${item.label}: ${valueText(item.parsed as number, spec.unit)}` } },
      },
    },
  }
}

export function configFor(spec: ChartSpec): ChartConfiguration<Kind, number[], string> {
  if (spec.ring) return ringConfig(spec)
  let colorIndex = 0
  return {
    type: 'bar',
    data: {
      labels: spec.categories,
      datasets: spec.series.map((s) => {
        const color = s.reference ? referenceColor : (s.color ?? (palette[colorIndex++ % palette.length] as string))
        return {
          type: s.type,
          label: s.name,
          data: s.data,
          backgroundColor: color,
          borderColor: color,
          borderWidth: s.type === 'line' ? 2 : 0,
          borderDash: s.reference ? [6, 4] : undefined,
          pointRadius: s.reference ? 0 : 3,
          // Lines are drawn over the bars.
          order: s.type === 'line' ? 0 : 1,
        }
      }),
    },
    options: {
      indexAxis: spec.horizontal ? 'y' : 'x',
      maintainAspectRatio: false,
      responsive: true,
      animation: false,
      interaction: { mode: 'index', intersect: false },
      scales: scalesFor(spec),
      plugins: {
        legend: { display: spec.series.length > 1, position: 'top' },
        tooltip: {
          callbacks: {
            label: (item) => {
              const value = (spec.horizontal ? item.parsed.x : item.parsed.y) as number
              return `${item.dataset.label}: ${valueText(value, spec.unit)}`
            },
          },
        },
      },
    },
  }
}

/** Stacked axes when asked; whole-number ticks on the value axis when every value is whole (hotels, not 1.2 hotels). */
function scalesFor(spec: ChartSpec) {
  const stacked = spec.stacked === true
  const whole = spec.series.every((s) => s.data.every(Number.isInteger))
  const valueTicks = whole ? { ticks: { precision: 0 } } : {}
  return {
    x: { stacked, ...(spec.horizontal ? valueTicks : {}) },
    y: { stacked, ...(spec.horizontal ? {} : valueTicks) },
  }
}

/** One Chart.js instance on a canvas; loaded lazily through chart.tsx, never imported directly. */
export function CanvasChart({ spec, height, label }: CanvasChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const chart = useRef<ChartJs<Kind, number[], string> | null>(null)
  const [unsupported, setUnsupported] = useState(false)

  // Chart.js owns the canvas: create it once per chart type (a ring cannot become bars in place), destroy it on
  // unmount.
  const ring = spec.ring === true
  useEffect(() => {
    const el = canvas.current
    if (!el) return
    const instance = new ChartJs(el, configFor({ categories: [], series: [], ring }))
    // Without a 2D context (very old browsers, jsdom) Chart.js draws nothing; say so instead of an empty box.
    if (!instance.ctx) setUnsupported(true)
    chart.current = instance
    return () => {
      instance.destroy()
      chart.current = null
    }
  }, [ring])

  useEffect(() => {
    const instance = chart.current
    if (!instance?.ctx) return
    const next = configFor(spec)
    instance.data = next.data
    instance.options = next.options ?? {}
    instance.update()
  }, [spec])

  return (
    <div style={{ position: 'relative', height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
      {unsupported && <span>当前浏览器无法绘制图表。</span>}
    </div>
  )
}
