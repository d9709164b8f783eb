import { SHORT_TABLE_ROWS } from '../document/model.ts'
import { type Canvas, ensure, grey, ink, LEFT, lines, red, stripe, text, WIDTH, white } from './canvas.ts'
import type { Block, Inline, Num } from './model.ts'
import { sourceLine } from './sources.ts'

const SIZE = 8.6
const LEADING = 12
const PAD = 4

type Table = Extract<Block, { kind: 'table' }>

export const inlineText = (parts: Inline[], numbers: Map<string, number>) =>
  parts
    .map((p) =>
      typeof p === 'string' ? p : p.kind === 'num' ? p.text : p.sources.map((id) => `[${numbers.get(id)}]`).join(''),
    )
    .join('')

/** A table with a title, a header row repeated on each page it runs onto, wrapped cells and its 资料来源 line. */
export function drawTable(c: Canvas, table: Table, numbers: Map<string, number>) {
  const total = table.columns.reduce((s, col) => s + (col.weight ?? 1), 0)
  const widths = table.columns.map((col) => ((col.weight ?? 1) / total) * WIDTH)
  const cellLines = (cells: string[]) => cells.map((cell, i) => lines(c, cell, SIZE, (widths[i] ?? 0) - 2 * PAD))
  const header = cellLines(table.columns.map((col) => col.label))
  const rows = table.rows.map((row) => cellLines(row.map((cell) => inlineText([cell], numbers))))
  const heightOf = (cells: string[][]) => Math.max(...cells.map((l) => l.length), 1) * LEADING + 2 * PAD - 2

  // A short table starts where it fits whole; a long one where its header and first two rows fit.
  const kept = rows.length <= SHORT_TABLE_ROWS ? rows : rows.slice(0, 2)
  ensure(c, 24 + heightOf(header) + kept.reduce((sum, row) => sum + heightOf(row), 0))
  text(c, table.title, { size: 10, leading: 16, color: red })
  c.y -= 2
  const drawRow = (cells: string[][], kind: 'header' | 'odd' | 'even') => {
    const height = heightOf(cells)
    if (kind !== 'header' && c.y - height < 64) {
      ensure(c, 1000)
      drawRow(header, 'header')
    }
    if (kind !== 'even') {
      c.page.drawRectangle({ x: LEFT, y: c.y - height, width: WIDTH, height, color: kind === 'header' ? red : stripe })
    }
    let x = LEFT
    cells.forEach((cellLines, i) => {
      const width = widths[i] ?? 0
      const right = table.columns[i]?.align === 'right'
      cellLines.forEach((line, j) => {
        const w = c.font.widthOfTextAtSize(line, SIZE)
        c.page.drawText(line, {
          x: right ? x + width - PAD - w : x + PAD,
          y: c.y - PAD - SIZE - j * LEADING + 1,
          size: SIZE,
          font: c.font,
          color: kind === 'header' ? white : ink,
        })
      })
      x += width
    })
    c.y -= height
  }
  drawRow(header, 'header')
  for (const [i, row] of rows.entries()) drawRow(row, i % 2 === 0 ? 'odd' : 'even')
  c.page.drawLine({ start: { x: LEFT, y: c.y }, end: { x: LEFT + WIDTH, y: c.y }, thickness: 0.5, color: grey })
  c.y -= 6
  const nums = table.rows.flat().filter((cell): cell is Num => typeof cell !== 'string' && cell.kind === 'num')
  notes(c, table.note, nums, numbers, table.source)
}

/** The note and 资料来源 line under a table or chart, in small grey type. */
export function notes(
  c: Canvas,
  note: string | undefined,
  nums: Num[],
  numbers: Map<string, number>,
  /** A source line given as text (the deliverable documents' tables), printed when no figure names its source. */
  source?: string,
) {
  if (note) text(c, `注：${note}`, { size: 8, leading: 12, color: grey })
  const line = sourceLine(nums, numbers) || (source ? `资料来源：${source}` : '')
  if (line) text(c, line, { size: 8, leading: 12, color: grey })
  c.y -= 12
}
