import { saveBlob } from '#web/lib/api-files.ts'

/** A sheet as plain rows, built by each tool (and testable without writing a file). */
export type SheetSpec = {
  name: string
  rows: (string | number | null)[][]
  /** Column widths in characters. */
  widths?: number[]
}

/**
 * Builds the .xlsx file. The writer is imported here, on demand, so it stays out of every bundle until someone
 * exports.
 */
export async function workbookBlob(sheets: SheetSpec[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser')
  return writeXlsxFile(
    sheets.map((sheet) => ({
      sheet: sheet.name,
      data: sheet.rows.map((row, i) =>
        row.map((value) => (value === null ? null : { value, fontWeight: i === 0 ? ('bold' as const) : undefined })),
      ),
      columns: sheet.widths?.map((width) => ({ width })),
      stickyRowsCount: 1,
    })),
  ).toBlob()
}

/** Hands the workbook to the browser as a download. */
export async function downloadWorkbook(fileName: string, sheets: SheetSpec[]) {
  saveBlob(await workbookBlob(sheets), fileName)
}
