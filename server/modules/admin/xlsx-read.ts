import type { Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { AppError } from '#server/errors'
import { importColumns, MAX_IMPORT_ROWS, type RawRow, requiredColumns } from './import-rows.ts'

export const tooManyRows = () =>
  new AppError(
    400,
    'too_many_rows',
    `一次最多导入 ${MAX_IMPORT_ROWS} 行，本文件超过 ${MAX_IMPORT_ROWS} 行数据，请拆分成多个文件后再导入`,
  )
const sheetUnreadable = () => new AppError(400, 'sheet_unreadable', '无法读取这个 Excel 文件，请使用下载的模板填写')
const emptySheet = () => new AppError(400, 'empty_sheet', '表格中没有数据行，请在模板的表头下填写用户')

/** Opens the stored file afresh for each read: a read that exceljs loses (below) starts again from the file. */
export type SheetSource = () => Promise<Readable>

/**
 * How often a read is started again. exceljs's streaming reader sometimes loses the workbook part of a file whose
 * worksheet is stored before it (as exceljs itself writes them, our templates included) and throws before the first
 * row, about once in a few hundred reads under concurrency (exceljs issue 3064, open upstream).
 */
const READ_ATTEMPTS = 3

/**
 * Calls `onRow` with each row of the first worksheet (its sheet row number and exceljs's values, 1-based), streamed:
 * an error `onRow` throws stops the read; anything else that goes wrong answers 400 `sheet_unreadable`, after up to
 * READ_ATTEMPTS reads when it went wrong before the first row. Each input is closed. Call only on a file the files
 * module has already inspected (zip bomb and traversal checks).
 */
export async function forEachFirstSheetRow(open: SheetSource, onRow: (row: number, values: unknown[]) => void) {
  for (let attempt = 1; ; attempt++) {
    let delivered = false
    const input = await open()
    try {
      await readFirstSheet(input, (row, values) => {
        delivered = true
        onRow(row, values)
      })
      return
    } catch (error) {
      if (error instanceof AppError) throw error
      if (delivered || attempt >= READ_ATTEMPTS) throw sheetUnreadable()
    } finally {
      input.destroy()
    }
  }
}

async function readFirstSheet(input: Readable, onRow: (row: number, values: unknown[]) => void) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  })
  for await (const worksheet of reader) {
    for await (const row of worksheet) onRow(row.number, row.values as unknown[])
    break
  }
}

/** What a sheet reader answers when the file has too many data rows, or none (each import words its own). */
export type SheetErrors = { tooManyRows: () => AppError; emptySheet: () => AppError }

/**
 * Reads the first worksheet as a stream, row by row, and stops as soon as it has seen more than `maxRows` data rows:
 * a huge sheet never sits in memory. The first non-empty row is the header: `readHeader` maps its column positions to
 * the import's column keys (and throws its own error when a required column is missing); each later non-empty row
 * becomes its cells by key and its sheet row number. A file exceljs cannot read answers 400 `sheet_unreadable`.
 * Call only on a file the files module has already inspected (zip bomb and traversal checks).
 */
export async function streamSheetRows<C extends string>(
  open: SheetSource,
  options: { readHeader: (texts: string[]) => Map<number, C>; maxRows: number; errors: SheetErrors },
): Promise<{ row: number; cells: Partial<Record<C, string>> }[]> {
  let header: Map<number, C> | undefined
  const rows: { row: number; cells: Partial<Record<C, string>> }[] = []
  await forEachFirstSheetRow(open, (number, values) => {
    const texts = values.map(cellText)
    if (texts.every((t) => !t)) return
    if (!header) {
      header = options.readHeader(texts)
      return
    }
    if (rows.length >= options.maxRows) throw options.errors.tooManyRows()
    const cells: Partial<Record<C, string>> = {}
    for (const [index, column] of header) cells[column] = texts[index] ?? ''
    rows.push({ row: number, cells })
  })
  if (!header || rows.length === 0) throw options.errors.emptySheet()
  return rows
}

/** The user import's sheet (ADR 070). */
export function readImportSheet(open: SheetSource): Promise<RawRow[]> {
  return readSheet(open, importColumns, requiredColumns) as Promise<RawRow[]>
}

/**
 * Any sheet with named columns: `columns` maps a column's key to its header text (a header may carry spaces or an
 * asterisk), `required` names the columns the header must have. Rows come back with the cells by key.
 */
export function readSheet<C extends string>(
  open: SheetSource,
  columns: Record<C, string>,
  required: readonly C[],
  maxRows = MAX_IMPORT_ROWS,
): Promise<{ row: number; cells: Partial<Record<C, string>> }[]> {
  const byHeader = new Map<string, C>(Object.entries(columns).map(([key, header]) => [header as string, key as C]))
  return streamSheetRows(open, {
    readHeader: (texts) => readHeader(texts, byHeader, columns, required),
    maxRows,
    errors: { tooManyRows, emptySheet },
  })
}

function readHeader<C extends string>(
  texts: string[],
  byHeader: Map<string, C>,
  columns: Record<C, string>,
  required: readonly C[],
) {
  const header = new Map<number, C>()
  texts.forEach((text, index) => {
    const column = byHeader.get(text.replace(/\s|\*/g, ''))
    if (column) header.set(index, column)
  })
  const present = new Set(header.values())
  const missing = required.filter((c) => !present.has(c)).map((c) => columns[c])
  if (missing.length > 0) {
    throw new AppError(400, 'missing_columns', `表头缺少列：${missing.join('、')}。请使用下载的模板填写`)
  }
  return header
}

/** The text a person sees in a cell, whatever Excel stored (numbers, rich text, formulas, links). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value)
  if (typeof value === 'boolean') return value ? '是' : '否'
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: string }
    if (Array.isArray(v.richText))
      return v.richText
        .map((r) => r.text)
        .join('')
        .trim()
    if ('result' in v) return cellText(v.result)
    if ('text' in v) return cellText(v.text)
  }
  return ''
}
