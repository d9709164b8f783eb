import type ExcelJS from 'exceljs'

/**
 * The 填写说明 sheet of an import template: a bold 列 / 说明 header row, then a row per column explained (a row with
 * an empty first cell for a general note).
 */
export function addHelpSheet(workbook: ExcelJS.Workbook, widths: [column: number, text: number], rows: string[][]) {
  const help = workbook.addWorksheet('填写说明')
  help.columns = [
    { header: '列', width: widths[0] },
    { header: '说明', width: widths[1] },
  ]
  help.getRow(1).font = { bold: true }
  help.addRows(rows)
  return help
}
