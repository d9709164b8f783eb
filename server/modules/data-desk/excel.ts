import ExcelJS from 'exceljs'
import { sourceFieldLabels } from '#common/data-desk'
import { readSheet, type SheetSource } from '../admin/xlsx-read.ts'
import { type FigureView, sourceKindLabelsOf } from './excel-labels.ts'

/** The columns of a figure table, in export and import alike: an export can be edited and imported as proposals. */
export const sheetColumns = {
  figure: '数据编号',
  label: '数据',
  population: '描述对象',
  unit: '单位',
  hotels: '酒店数',
  rooms: '客房数',
  value: '数值',
  low: '下限',
  typical: '典型值',
  high: '上限',
  ...sourceFieldLabels,
  note: '口径说明',
  stale: '较旧',
} as const
export type SheetColumn = keyof typeof sheetColumns

const valueColumns = ['hotels', 'rooms', 'value', 'low', 'typical', 'high'] as const

/** The figures with their sources as one sheet (the same columns the import reads). */
export async function figuresWorkbook(figures: FigureView[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('数据')
  const keys = Object.keys(sheetColumns) as SheetColumn[]
  sheet.columns = keys.map((key) => ({ header: sheetColumns[key], key, width: key === 'quote' ? 60 : 16 }))
  sheet.getRow(1).font = { bold: true }
  for (const f of figures) {
    const cells: Partial<Record<SheetColumn, string | number | null>> = {
      figure: f.key,
      label: f.label,
      population: f.population,
      unit: f.unit,
      kind: f.source ? (sourceKindLabelsOf[f.source.kind] ?? f.source.kind) : null,
      publisher: f.source?.publisher ?? null,
      title: f.source?.title ?? null,
      url: f.source?.url ?? null,
      published: f.source?.published ?? null,
      period: f.as_of,
      quote: f.source?.quote ?? null,
      note: f.note,
      stale: f.stale ? `较旧（截至 ${f.as_of}）` : null,
    }
    for (const c of valueColumns) if (f.value && c in f.value) cells[c] = f.value[c] ?? null
    sheet.addRow(cells)
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

export type SheetRow = { row: number; cells: Partial<Record<SheetColumn, string>> }

export function readFiguresSheet(open: SheetSource): Promise<SheetRow[]> {
  return readSheet(open, sheetColumns, ['figure', 'kind', 'publisher', 'title', 'published', 'period', 'quote'], 500)
}
