import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { AppError } from '#server/errors'
import { cellText, forEachFirstSheetRow, type SheetSource } from '#server/modules/admin/xlsx-read'
import { filePolicies, formatMb } from '#server/modules/files/policy'
import { noFile } from '#server/modules/files/rejections'
import { sniffKind } from '#server/modules/files/sniff'
import type { Storage } from '#server/modules/files/storage'
import { cleanName, receiveFile } from '#server/modules/files/upload'
import { type ColumnSpec, MAX_IMPORT_ROWS, type SheetRow } from './columns.ts'
import { csvRecords, decodeCsv } from './csv.ts'

/** CSV has no container to inspect, so it gets the same ceiling as .xlsx and is read whole (bounded). */
export const MAX_CSV_BYTES = filePolicies.xlsx.maxBytes

const notSpreadsheet = () =>
  new AppError(415, 'unsupported_file_type', '只能导入 .xlsx 或 .csv 表格文件（可先下载模板按模板填写）')
const legacyXls = () =>
  new AppError(415, 'unsupported_file_type', '不支持旧版 .xls 文件，请在 Excel 中另存为 .xlsx 后再上传')
const csvTooLarge = () => new AppError(413, 'file_too_large', `文件过大：CSV 文件不能超过 ${formatMb(MAX_CSV_BYTES)}`)
const csvNotText = () => new AppError(415, 'file_type_mismatch', '文件内容不是 CSV 文本，与扩展名不符')
const tooManyRows = () =>
  new AppError(
    400,
    'too_many_rows',
    `一次最多导入 ${MAX_IMPORT_ROWS} 行，本文件超过 ${MAX_IMPORT_ROWS} 行数据，请拆分后再导入`,
  )
const emptySheet = () => new AppError(400, 'empty_sheet', '表格中没有数据行，请在模板的表头下逐行填写')

export type UploadedTable = { fileName: string; rows: SheetRow[] }

/**
 * The first file of a multipart request as rows keyed by column. .xlsx goes through the files module (size
 * limit while streaming, magic bytes, zip-bomb and traversal checks before any parsing), is read as a stream
 * and removed again; .csv is read up to its size limit, checked to be text and decoded (UTF-8 or GBK).
 */
export async function readUploadedTable(
  request: FastifyRequest,
  storage: Storage,
  columns: ColumnSpec[],
): Promise<UploadedTable> {
  if (!request.isMultipart()) throw new AppError(415, 'not_multipart', '请以 multipart/form-data 方式上传文件')
  const part: MultipartFile | undefined = await request.file()
  if (!part) throw noFile()
  const ext = part.filename.toLowerCase().split('.').pop() ?? ''
  if (ext === 'xlsx') {
    const received = await receiveFile(part, storage)
    try {
      return {
        fileName: received.original_name,
        rows: await readXlsx(() => storage.read(received.storage_key), columns),
      }
    } finally {
      await storage.remove(received.storage_key)
    }
  }
  if (ext === 'csv') return { fileName: cleanName(part.filename), rows: await readCsv(part, columns) }
  part.file.resume()
  throw ext === 'xls' ? legacyXls() : notSpreadsheet()
}

async function readCsv(part: MultipartFile, columns: ColumnSpec[]) {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_CSV_BYTES) {
      part.file.resume()
      throw csvTooLarge()
    }
    chunks.push(chunk)
  }
  if (part.file.truncated) throw csvTooLarge()
  const bytes = Buffer.concat(chunks)
  if (size === 0) throw emptySheet()
  if (sniffKind(bytes.subarray(0, 16))) throw csvNotText()
  const rows = new TableBuilder(columns)
  for (const { line, fields } of csvRecords(decodeCsv(bytes)))
    rows.add(
      line,
      fields.map((f) => f.trim()),
    )
  return rows.finish()
}

/** The first worksheet, streamed row by row; stops as soon as the row limit is passed. */
async function readXlsx(open: SheetSource, columns: ColumnSpec[]) {
  const rows = new TableBuilder(columns)
  await forEachFirstSheetRow(open, (number, values) => rows.add(number, values.slice(1).map(cellText)))
  return rows.finish()
}

/** Header first (the first non-empty row), then data rows as cells by column key. */
class TableBuilder {
  private header: Map<number, string> | undefined
  private readonly rows: SheetRow[] = []
  constructor(private readonly columns: ColumnSpec[]) {}

  add(row: number, texts: string[]) {
    if (texts.every((t) => !t)) return
    if (!this.header) {
      this.header = this.readHeader(texts)
      return
    }
    if (this.rows.length >= MAX_IMPORT_ROWS) throw tooManyRows()
    const cells: Record<string, string> = {}
    for (const [index, key] of this.header) cells[key] = texts[index] ?? ''
    this.rows.push({ row, cells })
  }

  finish() {
    if (this.rows.length === 0) throw emptySheet()
    return this.rows
  }

  private readHeader(texts: string[]) {
    const byHeader = new Map(this.columns.map((c) => [c.header, c.key]))
    const header = new Map<number, string>()
    texts.forEach((text, index) => {
      const key = byHeader.get(text.replace(/^\uFEFF/, '').replace(/[\s*＊]/g, ''))
      if (key) header.set(index, key)
    })
    const present = new Set(header.values())
    const missing = this.columns.filter((c) => c.required && !present.has(c.key)).map((c) => c.header)
    if (missing.length > 0) {
      throw new AppError(400, 'missing_columns', `表头缺少列：${missing.join('、')}。请使用下载的模板填写`)
    }
    return header
  }
}
