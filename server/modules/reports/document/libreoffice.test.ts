import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { sampleDocument } from '../test-fixtures/sample-document.ts'
import { renderDocx } from './docx.ts'

/**
 * A second reader of the Word file: LibreOffice converts it to PDF, which must have the cover, the contents and
 * the chapters with their charts. Skipped where LibreOffice is not installed (CI machines may lack it).
 */
const soffice = spawnSync('soffice', ['--version'], { encoding: 'utf8' })
const hasSoffice = soffice.status === 0
const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0
const hasPdfimages = spawnSync('pdfimages', ['-v']).status === 0

describe.skipIf(!hasSoffice)('deliverable document: the Word file read by LibreOffice', () => {
  it('converts to a PDF with every chapter, its tables and its chart images', { timeout: 120_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docx-check-'))
    try {
      await writeFile(join(dir, 'sample.docx'), await renderDocx(sampleDocument(3)))
      execFileSync(
        'soffice',
        [
          `-env:UserInstallation=file://${dir}/profile`,
          '--headless',
          '--convert-to',
          'pdf',
          '--outdir',
          dir,
          join(dir, 'sample.docx'),
        ],
        { timeout: 100_000, stdio: 'ignore' },
      )
      const bytes = await readFile(join(dir, 'sample.pdf'))
      const pdf = await PDFDocument.load(bytes)
      // Cover, contents, three chapters of a table and two charts each (a chart does not fit beside the table).
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(5)
      if (hasPdftotext) {
        const text = execFileSync('pdftotext', ['-layout', join(dir, 'sample.pdf'), '-'], { encoding: 'utf8' })
        for (const heading of [
          '一、摘要与结论',
          '二、经营表现分析 1',
          '三、经营表现分析 2',
          '平均房价（元）',
          '测算假设',
        ]) {
          expect(text).toContain(heading)
        }
        expect(text).toMatch(/第\s*3\s*页\s*\/\s*共\s*\d+\s*页/)
      }
      if (hasPdfimages) {
        // Each chart is an image (LibreOffice writes its soft mask as a second row, not counted).
        const list = execFileSync('pdfimages', ['-list', join(dir, 'sample.pdf')], { encoding: 'utf8' })
        expect(list.split('\n').filter((line) => line.trim().split(/\s+/)[2] === 'image')).toHaveLength(6)
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

if (!hasSoffice)
  console.info('LibreOffice (soffice) is not installed: the Word file is checked by reading its XML only.')
