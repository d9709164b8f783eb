import ExcelJS from 'exceljs'
import { pnlLines } from '#common/asset/usali'
import { AppError } from '#server/errors'
import { addHelpSheet } from '#server/lib/xlsx'
import { type SheetSource, streamSheetRows } from '../admin/xlsx-read.ts'
import { keyColumns, MAX_PNL_ROWS, pnlHeaders, type RawRow } from './import-rows.ts'

const headerSet = new Set<string>(pnlHeaders)
const emptySheet = () => new AppError(400, 'empty_sheet', '表格中没有数据行，请在模板的表头下每月填写一行')
const tooManyRows = () =>
  new AppError(400, 'too_many_rows', `一次最多导入 ${MAX_PNL_ROWS} 行，请拆分成多个文件后再导入`)

/**
 * The first worksheet, streamed row by row by the user import's reader (ADR 070): columns are found by their Chinese
 * names; reading stops past MAX_PNL_ROWS. Only for a file the files module has inspected.
 */
export function readPnlSheet(open: SheetSource): Promise<RawRow[]> {
  return streamSheetRows(open, { readHeader, maxRows: MAX_PNL_ROWS, errors: { tooManyRows, emptySheet } })
}

function readHeader(texts: string[]) {
  const header = new Map<number, string>()
  texts.forEach((text, index) => {
    const name = text.replace(/\*/g, '').trim()
    if (headerSet.has(name)) header.set(index, name)
  })
  const present = new Set(header.values())
  const required = [keyColumns.hotel, keyColumns.month, pnlLines.total_revenue, pnlLines.gop]
  const missing = required.filter((c) => !present.has(c))
  if (missing.length > 0) {
    throw new AppError(400, 'missing_columns', `表头缺少列：${missing.join('、')}。请使用下载的模板填写`)
  }
  return header
}

/** The template: the header, one example row per hotel the user may import, and a sheet that explains the columns. */
export async function pnlTemplate(hotels: { name: string }[], month: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('月度损益', { views: [{ state: 'frozen', ySplit: 1, xSplit: 3 }] })
  sheet.columns = pnlHeaders.map((header, i) => ({ header, width: i === 0 ? 24 : 14 }))
  sheet.getRow(1).font = { bold: true }
  sheet.getColumn(2).numFmt = '@'
  for (const hotel of hotels.slice(0, 50)) sheet.addRow([hotel.name, month, '实际'])
  addHelpSheet(
    workbook,
    [22, 90],
    [
      [keyColumns.hotel, '必填：酒店名称或酒店编号，只能填写您有权查看的酒店'],
      [keyColumns.month, '必填：如 2026-03；同一酒店、同一类型的月份不能重复，且须连续'],
      [keyColumns.kind, '“实际”或“预算”，不填为实际；预算与实际使用同一格式'],
      ['金额', '单位：元，不含税；收入、房晚与人次不能为负数'],
      [pnlLines.total_revenue, '= 客房收入 + 餐饮收入 + 其他营业部门收入 + 杂项收入'],
      [pnlLines.departmental_expense, '= 客房、餐饮、其他部门费用之和'],
      [pnlLines.undistributed_expense, '= 行政管理、信息与通讯系统、销售与市场、物业运营与维护、能源费用之和'],
      [pnlLines.gop, '= 营业收入合计 − 部门费用合计 − 未分配经营费用合计'],
      [pnlLines.ebitda, '= GOP − 基本管理费 − 奖励管理费 − 房产税 − 保险费 − 租金'],
      ['', '合计与各项相差超过 1 元即视为不符；任何一行有误时不导入任何数据；重新导入某月会替换该月并保留旧版本'],
    ],
  )
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** A filled sheet for tests and the bench: rows of cells by header. */
export async function pnlWorkbook(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('月度损益')
  sheet.addRow(pnlHeaders)
  for (const r of rows) sheet.addRow(r)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
