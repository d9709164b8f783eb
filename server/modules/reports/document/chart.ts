import { Resvg } from '@resvg/resvg-js'
import { cjkFontPath } from '../cjk-font.ts'
import type { DocChart } from './model.ts'

/**
 * Bar and line charts drawn as SVG by code and rasterized with resvg (ADR 062): the same PNG goes into the Word
 * file and the PDF. Text is set in the Noto Sans font the PDF renderer already ships, loaded from its file; resvg
 * reads no system fonts and fetches nothing.
 */

/** Drawing size in SVG units; the PNG is rendered at `ZOOM` times this for print. */
export const CHART_WIDTH = 640
export const CHART_HEIGHT = 300
const ZOOM = 2.5
const FONT = 'Noto Sans S Chinese'

/** The firm's red first, then colours that stay apart in print and in grey. */
export const palette = ['#9e1a1f', '#5b6b7f', '#d4a23c', '#3f7f5f', '#8c6bb1', '#c96b3c']

const M = { left: 64, right: 16, top: 40, bottom: 30 }

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

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

/** The chart as an SVG document. */
export function chartSvg(chart: DocChart): string {
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

  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="${FONT}">`,
    `<rect width="${w}" height="${h}" fill="#ffffff"/>`,
  ]
  // Legend across the top.
  let lx = M.left
  chart.series.forEach((s, i) => {
    const color = palette[i % palette.length]
    out.push(
      chart.chart === 'line'
        ? `<line x1="${lx}" y1="16" x2="${lx + 18}" y2="16" stroke="${color}" stroke-width="2.5"/>`
        : `<rect x="${lx}" y="10" width="14" height="12" fill="${color}"/>`,
      `<text x="${lx + 22}" y="20" font-size="11" fill="#333333">${esc(s.name)}</text>`,
    )
    lx += 30 + s.name.length * 11 + 12
  })
  out.push(`<text x="${w - M.right}" y="20" font-size="10" fill="#6b6b6b" text-anchor="end">${esc(chart.unit)}</text>`)
  // Grid and y axis labels.
  for (const t of ticks) {
    const ty = y(t).toFixed(1)
    out.push(
      `<line x1="${M.left}" y1="${ty}" x2="${w - M.right}" y2="${ty}" stroke="${t === 0 ? '#888888' : '#e3e3e3'}" stroke-width="${t === 0 ? 1 : 0.8}"/>`,
      `<text x="${M.left - 6}" y="${(y(t) + 3.5).toFixed(1)}" font-size="10" fill="#555555" text-anchor="end">${tickLabel(t)}</text>`,
    )
  }
  // Category labels: every k-th one when they would collide.
  const longest = Math.max(
    ...chart.categories.map((c) => [...c].reduce((s, ch) => s + (ch.charCodeAt(0) > 255 ? 10 : 6), 0)),
    1,
  )
  const every = Math.max(1, Math.ceil((longest + 8) / band))
  chart.categories.forEach((c, i) => {
    if (i % every !== 0) return
    out.push(
      `<text x="${cx(i).toFixed(1)}" y="${h - M.bottom + 16}" font-size="10" fill="#555555" text-anchor="middle">${esc(c)}</text>`,
    )
  })
  out.push(
    `<line x1="${M.left}" y1="${M.top + plotH}" x2="${w - M.right}" y2="${M.top + plotH}" stroke="#888888" stroke-width="1"/>`,
  )

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
        out.push(
          `<rect x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${Math.max(bw - 1.5, 1).toFixed(1)}" height="${height.toFixed(1)}" fill="${palette[si % palette.length]}"/>`,
        )
        // Values on the bars when there are few of them.
        if (n * k <= 16) {
          const ly = v >= 0 ? top - 4 : top + height + 11
          out.push(
            `<text x="${(x + bw / 2).toFixed(1)}" y="${ly.toFixed(1)}" font-size="9" fill="#333333" text-anchor="middle">${tickLabel(v)}</text>`,
          )
        }
      })
    })
  } else {
    chart.series.forEach((s, si) => {
      const color = palette[si % palette.length]
      // Runs of consecutive values; a null breaks the line.
      let run: string[] = []
      const flush = () => {
        if (run.length > 1)
          out.push(
            `<polyline points="${run.join(' ')}" fill="none" stroke="${color}" stroke-width="2.2" stroke-linejoin="round"/>`,
          )
        run = []
      }
      s.values.forEach((v, i) => {
        if (v === null || !Number.isFinite(v)) {
          flush()
          return
        }
        run.push(`${cx(i).toFixed(1)},${y(v).toFixed(1)}`)
        if (n <= 36) out.push(`<circle cx="${cx(i).toFixed(1)}" cy="${y(v).toFixed(1)}" r="2.4" fill="${color}"/>`)
      })
      flush()
    })
  }
  out.push('</svg>')
  return out.join('')
}

/** The chart as a PNG (`CHART_WIDTH` × `CHART_HEIGHT` at 2.5×). */
export function chartPng(chart: DocChart): Uint8Array {
  const resvg = new Resvg(chartSvg(chart), {
    font: { loadSystemFonts: false, fontFiles: [cjkFontPath], defaultFontFamily: FONT, sansSerifFamily: FONT },
    fitTo: { mode: 'zoom', value: ZOOM },
    background: '#ffffff',
  })
  return resvg.render().asPng()
}
