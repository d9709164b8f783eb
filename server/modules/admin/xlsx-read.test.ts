import { createReadStream } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { afterAll, describe, expect, it } from 'vitest'
import { AppError } from '#server/errors'
import { forEachFirstSheetRow, readSheet } from './xlsx-read.ts'

const dir = await mkdtemp(join(tmpdir(), 'xlsx-read-'))
afterAll(() => rm(dir, { recursive: true, force: true }))

/** A workbook as exceljs writes it (our templates too): the worksheet is stored before the workbook part. */
async function writtenByExceljs(rows: number) {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('用户')
  sheet.addRow(['用户名', '手机号'])
  for (let i = 0; i < rows; i++) sheet.addRow([`用户${i}`, `138${String(i).padStart(8, '0')}`])
  const path = join(dir, `sheet-${rows}.xlsx`)
  await writeFile(path, Buffer.from(await workbook.xlsx.writeBuffer()))
  return path
}

describe('reading the first worksheet', () => {
  it('reads every row of an exceljs-written file in 400 concurrent reads, none lost to the streaming race', async () => {
    const path = await writtenByExceljs(30)
    const counts: number[] = []
    for (let batch = 0; batch < 40; batch++) {
      const reads = Array.from({ length: 10 }, async () => {
        let rows = 0
        await forEachFirstSheetRow(
          async () => createReadStream(path),
          () => rows++,
        )
        return rows
      })
      counts.push(...(await Promise.all(reads)))
    }
    expect(counts).toHaveLength(400)
    expect(new Set(counts)).toEqual(new Set([31]))
  })

  it('opens the file once when the first read succeeds', async () => {
    const path = await writtenByExceljs(3)
    let opened = 0
    const rows = await readSheet(
      async () => {
        opened++
        return createReadStream(path)
      },
      { name: '用户名', phone: '手机号' },
      ['name', 'phone'],
    )
    expect(rows.map((r) => r.cells.name)).toEqual(['用户0', '用户1', '用户2'])
    expect(opened).toBe(1)
  })

  it('answers sheet_unreadable after three reads of a file that is not a workbook', async () => {
    let opened = 0
    const error = await forEachFirstSheetRow(
      async () => {
        opened++
        return Readable.from([Buffer.from('not a zip file at all')])
      },
      () => {},
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).code).toBe('sheet_unreadable')
    expect(opened).toBe(3)
  })

  it('does not read again when a row handler refuses a row', async () => {
    const path = await writtenByExceljs(5)
    let opened = 0
    const refusal = new AppError(400, 'too_many_rows', '太多')
    const error = await forEachFirstSheetRow(
      async () => {
        opened++
        return createReadStream(path)
      },
      (row) => {
        if (row > 2) throw refusal
      },
    ).catch((e: unknown) => e)
    expect(error).toBe(refusal)
    expect(opened).toBe(1)
  })
})
