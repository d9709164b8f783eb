import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { site } from '../../../common/site.ts'
import type { Db } from '../../db/database.ts'
import { nowIso } from '../../lib/clock.ts'
import { newId } from '../../lib/ids.ts'
import { demoUserId } from '../auth/seed.ts'
import { insertFile } from '../files/queries.ts'
import type { Storage } from '../files/storage.ts'
import { sha256 } from './bytes.ts'
import { cjkFontFor } from './cjk-font.ts'
import { demoReports } from './demo-content.ts'
import { demoText, renderDemoReport } from './demo-pdf.ts'
import { insertReport } from './queries.ts'

/** The demo administrator owns the seeded report files. */
const SEED_OWNER = demoUserId('13800000000')

/** Demo reports with PDFs generated now and stored like uploads. Idempotent: a report that exists is skipped. */
export async function seedReports(db: Db, storage: Storage) {
  const existing = await db
    .selectFrom('reports')
    .select('id')
    .where(
      'id',
      'in',
      demoReports.map((r) => r.id),
    )
    .execute()
  const missing = demoReports.filter((r) => !existing.some((e) => e.id === r.id))
  if (missing.length === 0) return
  // One font subset for all of them: cutting the 8 MB source font is the slow part.
  const font = await cjkFontFor(missing.map((r) => demoText(r, site.firmName)).join(''))
  for (const report of missing) {
    const bytes = await renderDemoReport(report, site.firmName, font)
    const storageKey = await saveBytes(storage, bytes)
    const file = await insertFile(
      db,
      {
        storage_key: storageKey,
        original_name: `${report.title}.pdf`,
        kind: 'pdf',
        mime: 'application/pdf',
        size: bytes.length,
        sha256: sha256(bytes),
      },
      { id: SEED_OWNER, organization_id: null },
    )
    const now = nowIso()
    await insertReport(
      db,
      {
        id: report.id,
        title: report.title,
        topic: report.topic,
        year: report.year,
        summary: report.summary,
        file_id: file.id,
        is_annual: report.isAnnual ? 1 : 0,
        created_by: null,
        created_at: now,
        updated_at: now,
      },
      report.organizationIds,
    )
  }
}

async function saveBytes(storage: Storage, bytes: Uint8Array) {
  await mkdir(storage.tempDir, { recursive: true })
  const tempPath = join(storage.tempDir, `${newId()}-${randomBytes(4).toString('hex')}`)
  await writeFile(tempPath, bytes, { mode: 0o600 })
  return storage.saveFrom(tempPath)
}
