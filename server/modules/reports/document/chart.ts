import { randomBytes } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { cjkFontFor } from '../cjk-font.ts'
import type { DocChart } from './model.ts'

/**
 * Bar and line charts (ADR 062) laid out once as a list of shapes in a 640 × 300 box. The Word file gets them as
 * SVG rasterized to PNG by resvg; the PDF draws the same shapes as vectors with pdf-lib (pdf.ts), so both show the
 * same chart. resvg reads only the CJK font the PDF renderer ships, cut to the charts' characters (loading the whole
 * 8 MB font took ~200 ms per chart, the cut one ~30 ms); it reads no system fonts and fetches nothing.
 */

export const CHART_WIDTH = 640
export const CHART_HEIGHT = 300
const ZOOM = 2.5
const FONT = 'Noto Sans S Chinese'

/** The firm's red first, then colours that stay apart in print and in grey. */
export const palette = ['#9e1a1f', '#5b6b7f', '#d4a23c', '#3f7f5f', '#8c6bb1', '#c96b3c']

const M = { left: 64, right: 16, top: 40, bottom: 30 }

export type Shape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; fill: string }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: string; width: number }
  | { kind: 'polyline'; points: [number, number][]; stroke: string; width: number }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string }
  | { kind: 'text'; x: number; y: number; size: number; fill: string; anchor: 'start' | 'middle' | 'end'; text: string }

/** Round step (1, 2, 2.5 or 5 × 10^n) giving about `count` ticks over [min, max]. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1]
  if (min === max) {
    if (min === 0) return [0, 1]
    ;[min, max] = min > 0 ? [0, max] : [min, 0]
  }
  const raw = (max - min) / count
  const pow = 10 ** Math.floor(Math.log10(raw))
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * pow >= raw) ?? 10) * pow
  const start = Math.floor(min / step) * step
  const end = Math.ceil(max / step) * step
  const ticks: number[] = []
  for (let v = start; v <= end + step / 2; v += step) ticks.push(Number(v.toPrecision(12)))
  return ticks
}

/** A tick label: thousands grouped, at most two decimals, trailing zeros dropped. */
export function tickLabel(v: number) {
  const abs = Math.abs(v)
  const digits = abs >= 100 || Number.isInteger(v) ? 0 : abs >= 10 ? 1 : 2
  return v.toLocaleString('en-US', { maximumFractionDigits: digits })
}

/** A category label cut into at most two lines of `width` at the font `size` (CJK characters are `size` wide). */
export function wrapLabel(text: string, width: number, size: number): string[] {
  const lines: string[] = ['']
  let used = 0
  for (const ch of text) {
    const w = ch.charCodeAt(0) > 255 ? size : size * 0.6
    if (used + w > width && lines.length < 2 && lines[lines.length - 1] !== '') {
      lines.push('')
      used = 0
    }
    lines[lines.length - 1] += ch
    used += w
  }
  return lines
}

/** The chart's shapes, in drawing order, in a CHART_WIDTH × CHART_HEIGHT box with y pointing down. */
export function chartShapes(chart: DocChart): Shape[] {
  const w = CHART_WIDTH
  const h = CHART_HEIGHT
  const plotW = w - M.left - M.right
  const plotH = h - M.top - M.bottom
  const values = chart.series.flatMap((s) => s.values).filter((v): v is number => v !== null && Number.isFinite(v))
  const lo = Math.min(0, ...values)
  const hi = Math.max(0, ...values)
  // A line chart of values far from zero (ADR, occupancy) reads better without forcing zero into the axis.
  const lineMin = values.length ? Math.min(...values) : 0
  const lineMax = values.length ? Math.max(...values) : 1
  const spread = lineMax - lineMin
  const floorLine = chart.chart === 'line' && lineMin > 0 && spread < lineMin * 0.6 ? lineMin - spread * 0.15 : lo
  const ticks = niceTicks(chart.chart === 'line' ? floorLine : lo, chart.chart === 'line' ? Math.max(lineMax, 0) : hi)
  const yMin = ticks[0] as number
  const yMax = ticks[ticks.length - 1] as number
  const y = (v: number) => M.top + plotH - ((v - yMin) / (yMax - yMin || 1)) * plotH
  const n = Math.max(chart.categories.length, 1)
  const band = plotW / n
  const cx = (i: number) => M.left + band * (i + 0.5)
  const out: Shape[] = []
  const label = (
    x: number,
    yy: number,
    text: string,
    size: number,
    anchor: 'start' | 'middle' | 'end',
    fill = '#555555',
  ) => out.push({ kind: 'text', x, y: yy, size, fill, anchor, text })

  // Legend across the top, the unit at the right.
  let lx = M.left
  chart.series.forEach((s, i) => {
    const color = palette[i % palette.length] as string
    out.push(
      chart.chart === 'line'
        ? { kind: 'line', x1: lx, y1: 16, x2: lx + 18, y2: 16, stroke: color, width: 2.5 }
        : { kind: 'rect', x: lx, y: 10, width: 14, height: 12, fill: color },
    )
    label(lx + 22, 20, s.name, 11, 'start', '#333333')
    lx += 30 + [...s.name].reduce((sum, ch) => sum + (ch.charCodeAt(0) > 255 ? 11 : 6.5), 0) + 12
  })
  label(w - M.right, 20, chart.unit, 10, 'end', '#6b6b6b')
  // Grid and y axis labels.
  for (const t of ticks) {
    out.push({
      kind: 'line',
      x1: M.left,
      y1: y(t),
      x2: w - M.right,
      y2: y(t),
      stroke: t === 0 ? '#888888' : '#e3e3e3',
      width: t === 0 ? 1 : 0.8,
    })
    label(M.left - 6, y(t) + 3.5, tickLabel(t), 10, 'end')
  }
  // Category labels: every k-th one when they would collide along a series of months or years; a few distinct
  // categories (the factors of a sensitivity chart) are each named, on two lines where one is too narrow.
  const textWidth = (c: string, size: number) =>
    [...c].reduce((s, ch) => s + (ch.charCodeAt(0) > 255 ? size : size * 0.6), 0)
  const longest = Math.max(...chart.categories.map((c) => textWidth(c, 10)), 1)
  const every = Math.max(1, Math.ceil((longest + 8) / band))
  if (every > 1 && n <= 12) {
    chart.categories.forEach((c, i) => {
      const size = textWidth(c, 9.5) <= 2 * (band - 6) ? 9.5 : 8
      for (const [li, line] of wrapLabel(c, band - 6, size).entries())
        label(cx(i), h - M.bottom + 13 + li * 12, line, size, 'middle')
    })
  } else {
    chart.categories.forEach((c, i) => {
      if (i % every === 0) label(cx(i), h - M.bottom + 16, c, 10, 'middle')
    })
  }
  out.push({
    kind: 'line',
    x1: M.left,
    y1: M.top + plotH,
    x2: w - M.right,
    y2: M.top + plotH,
    stroke: '#888888',
    width: 1,
  })

  if (chart.chart === 'bar') {
    const k = Math.max(chart.series.length, 1)
    const group = band * 0.72
    const bw = group / k
    const zero = y(Math.max(yMin, Math.min(0, yMax)))
    chart.series.forEach((s, si) => {
      s.values.forEach((v, i) => {
        if (v === null || !Number.isFinite(v)) return
        const x = cx(i) - group / 2 + si * bw
        const top = Math.min(y(v), zero)
        const height = Math.max(Math.abs(zero - y(v)), 0.5)
        out.push({
          kind: 'rect',
          x,
          y: top,
          width: Math.max(bw - 1.5, 1),
          height,
          fill: palette[si % palette.length] as string,
        })
        // Values on the bars when there are few of them.
        if (n * k <= 16) label(x + bw / 2, v >= 0 ? top - 4 : top + height + 11, tickLabel(v), 9, 'middle', '#333333')
      })
    })
  } else {
    chart.series.forEach((s, si) => {
      const color = palette[si % palette.length] as string
      // Runs of consecutive values; a null breaks the line.
      let run: [number, number][] = []
      const flush = () => {
        if (run.length > 1) out.push({ kind: 'polyline', points: run, stroke: color, width: 2.2 })
        run = []
      }
      s.values.forEach((v, i) => {
        if (v === null || !Number.isFinite(v)) {
          flush()
          return
        }
        run.push([cx(i), y(v)])
        if (n <= 36) out.push({ kind: 'circle', cx: cx(i), cy: y(v), r: 2.4, fill: color })
      })
      flush()
    })
  }
  return out
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const n1 = (v: number) => v.toFixed(1)

function shapeSvg(s: Shape): string {
  switch (s.kind) {
    case 'rect':
      return `<rect x="${n1(s.x)}" y="${n1(s.y)}" width="${n1(s.width)}" height="${n1(s.height)}" fill="${s.fill}"/>`
    case 'line':
      return `<line x1="${n1(s.x1)}" y1="${n1(s.y1)}" x2="${n1(s.x2)}" y2="${n1(s.y2)}" stroke="${s.stroke}" stroke-width="${s.width}"/>`
    case 'polyline':
      return `<polyline points="${s.points.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ')}" fill="none" stroke="${s.stroke}" stroke-width="${s.width}" stroke-linejoin="round"/>`
    case 'circle':
      return `<circle cx="${n1(s.cx)}" cy="${n1(s.cy)}" r="${s.r}" fill="${s.fill}"/>`
    case 'text':
      return `<text x="${n1(s.x)}" y="${n1(s.y)}" font-size="${s.size}" fill="${s.fill}" text-anchor="${s.anchor}">${esc(s.text)}</text>`
  }
}

/** The chart as an SVG document. */
export function chartSvg(chart: DocChart): string {
  const body = chartShapes(chart).map(shapeSvg)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CHART_WIDTH}" height="${CHART_HEIGHT}" viewBox="0 0 ${CHART_WIDTH} ${CHART_HEIGHT}" font-family="${FONT}">`,
    `<rect width="${CHART_WIDTH}" height="${CHART_HEIGHT}" fill="#ffffff"/>`,
    ...body,
    '</svg>',
  ].join('')
}

/** Every character the charts print (the font is cut to these). */
export function chartText(charts: DocChart[]) {
  return `${charts
    .flatMap((c) => chartShapes(c).flatMap((s) => (s.kind === 'text' ? [s.text] : [])))
    .join('')}0123456789,.-%`
}

/**
 * The charts as PNGs (CHART_WIDTH × CHART_HEIGHT at 2.5×), in order. The font is cut once for all of them and
 * handed to resvg as a temporary file, removed afterwards.
 */
export async function chartPngs(charts: DocChart[]): Promise<Uint8Array[]> {
  if (charts.length === 0) return []
  const fontFile = join(tmpdir(), `chart-font-${randomBytes(6).toString('hex')}.otf`)
  await writeFile(fontFile, await cjkFontFor(chartText(charts)), { mode: 0o600 })
  try {
    return charts.map((chart) =>
      new Resvg(chartSvg(chart), {
        font: { loadSystemFonts: false, fontFiles: [fontFile], defaultFontFamily: FONT, sansSerifFamily: FONT },
        fitTo: { mode: 'zoom', value: ZOOM },
        background: '#ffffff',
      })
        .render()
        .asPng(),
    )
  } finally {
    await rm(fontFile, { force: true })
  }
}
