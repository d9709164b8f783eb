import { PassThrough } from 'node:stream'
import ExcelJS from 'exceljs'
import { hotelStatusLabels, positioningLabels } from '#common/intel'
import type { HotelFilter, HotelSort } from '#common/intel-schemas'
import type { Db } from '#server/db/database'
import { addHelpSheet } from '#server/lib/xlsx'
import { hotelsByIds, pageOfIds } from '../hotel-queries.ts'
import { importColumns } from './columns.ts'

/** Largest export: beyond this the user is asked to filter first. */
export const EXPORT_MAX_ROWS = 100_000
const EXPORT_CHUNK = 2000

/**
 * Streams the filtered hotels as .xlsx in the import layout (so an export can be edited and imported again),
 * plus province and a demo flag. Rows are read 2,000 at a time and written straight to the response, so
 * memory holds one chunk whatever the size of the export.
 */
export function hotelsWorkbookStream(db: Db, query: HotelFilter & { sort: HotelSort }, total: number) {
  const stream = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false })
  const sheet = workbook.addWorksheet('酒店', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = [
    ...importColumns.hotels.map((c) => ({ header: c.header, width: c.width })),
    { header: '省份', width: 12 },
    { header: '演示数据', width: 10 },
  ]
  sheet.getRow(1).font = { bold: true }
  const write = async () => {
    for (let offset = 0; offset < total; offset += EXPORT_CHUNK) {
      const hotels = await hotelsByIds(db, await pageOfIds(db, query, EXPORT_CHUNK, offset))
      for (const h of hotels) {
        sheet
          .addRow([
            h.name,
            h.brand_name ?? '',
            h.group_name ?? '',
            h.city_name,
            h.address,
            h.lat,
            h.lng,
            positioningLabels[h.positioning],
            h.rooms,
            hotelStatusLabels[h.status],
            h.opening_date ?? '',
            h.province,
            h.is_demo ? '是' : '否',
          ])
          .commit()
      }
      if (hotels.length < EXPORT_CHUNK) break
    }
    sheet.commit()
    await workbook.commit()
  }
  write().catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))))
  return stream
}

/** The import template: the kind's columns with one example row, and a sheet that explains each column. */
export async function importTemplate(kind: keyof typeof importColumns, example: string[]) {
  const workbook = new ExcelJS.Workbook()
  const columns = importColumns[kind]
  const sheet = workbook.addWorksheet('数据', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map((c) => ({ header: c.required ? `${c.header}*` : c.header, width: c.width }))
  sheet.getRow(1).font = { bold: true }
  sheet.addRow(example)
  addHelpSheet(
    workbook,
    [14, 90],
    [
      ...columns.map((c) => [c.header, c.help]),
      ['', '带 * 的列必填。一次最多 50000 行；任何一行有误时不会导入任何数据。也可以上传 UTF-8 或 GBK 编码的 CSV。'],
    ],
  )
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
