import { type Canvas, ensure, grey, ink, LEFT, paleRed, red, text, WIDTH } from './canvas.ts'
import type { Block, Num } from './model.ts'
import { notes } from './table.ts'

type Chart = Extract<Block, { kind: 'chart' }>

const ROW = 22
const LABEL = 118
const VALUE = 64

/**
 * Horizontal bars drawn with rectangles: the typical value as a solid bar, the published range (when the row has
 * one) as a pale band behind it, the value printed at the bar's end. Bars share one scale starting at zero.
 */
export function drawChart(c: Canvas, chart: Chart, numbers: Map<string, number>) {
  const area = WIDTH - LABEL - VALUE
  const values = chart.bars
    .flatMap((b) => [b.value.value, b.high?.value ?? null])
    .filter((v): v is number => v !== null)
  const max = Math.max(...values, 0) || 1
  const scale = (v: number) => (Math.max(0, v) / max) * area

  ensure(c, 40 + chart.bars.length * ROW)
  text(c, `${chart.title}（单位：${chart.unit}）`, { size: 10, leading: 16, color: red })
  c.y -= 4
  const top = c.y
  for (const bar of chart.bars) {
    const y = c.y - ROW + 6
    c.page.drawText(bar.label, { x: LEFT, y: y + 4, size: 8.6, font: c.font, color: ink })
    const x0 = LEFT + LABEL
    if (bar.low?.value != null && bar.high?.value != null) {
      c.page.drawRectangle({
        x: x0 + scale(bar.low.value),
        y: y - 1,
        width: Math.max(1, scale(bar.high.value) - scale(bar.low.value)),
        height: 14,
        color: paleRed,
      })
    }
    const v = bar.value.value
    if (v !== null) c.page.drawRectangle({ x: x0, y: y + 2, width: Math.max(1, scale(v)), height: 8, color: red })
    const end = Math.max(scale(v ?? 0), bar.high?.value != null ? scale(bar.high.value) : 0)
    c.page.drawText(bar.value.text, { x: x0 + end + 5, y: y + 3, size: 8.6, font: c.font, color: ink })
    c.y -= ROW
  }
  c.page.drawLine({
    start: { x: LEFT + LABEL, y: top },
    end: { x: LEFT + LABEL, y: c.y + 4 },
    thickness: 0.6,
    color: grey,
  })
  c.y -= 6
  const hasRange = chart.bars.some((b) => b.low && b.high)
  const note = [hasRange ? '深色条为典型值，浅色带为区间（下限至上限）' : '', chart.note ?? '']
    .filter(Boolean)
    .join('；')
  const nums: Num[] = chart.bars.flatMap((b) => [b.value, ...(b.low ? [b.low] : []), ...(b.high ? [b.high] : [])])
  notes(c, note || undefined, nums, numbers)
}
