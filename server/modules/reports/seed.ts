import { site } from '#common/site'
import type { Db } from '#server/db/database'
import { nowIso } from '#server/lib/clock'
import { demoUserId } from '../auth/seed.ts'
import type { Storage } from '../files/storage.ts'
import { storeMadeFile } from '../files/stored-bytes.ts'
import { cjkFontFor } from './cjk-font.ts'
import { type DemoReportSeed, demoDeliverables } from './demo-content.ts'
import { demoText, renderDemoReport } from './demo-pdf.ts'
import { insertReport } from './queries.ts'
import { researchReports } from './research/catalogue.ts'
import type { ResearchReport } from './research/model.ts'
import { renderResearchReport, researchText } from './research/render.ts'

/** The demo administrator owns the seeded report files. */
const SEED_OWNER = demoUserId('13800000000')

type Seeded = { kind: 'research'; report: ResearchReport } | { kind: 'demo'; report: DemoReportSeed }

/**
 * PDFs rendered in this process, by report id. Test files seed a fresh database several times; the reports are
 * built from shipped data, so the bytes of the first run serve the rest.
 */
const rendered = new Map<string, Promise<Uint8Array>>()

/**
 * The firm's research reports (built from the benchmark table and the published facts) and the demo deliverables,
 * with PDFs generated now and stored like uploads. Idempotent: a report that exists is skipped.
 */
export async function seedReports(db: Db, storage: Storage) {
  const all: Seeded[] = [
    ...researchReports().map((report) => ({ kind: 'research' as const, report })),
    ...demoDeliverables.map((report) => ({ kind: 'demo' as const, report })),
  ]
  const existing = await db
    .selectFrom('reports')
    .select('id')
    .where(
      'id',
      'in',
      all.map((r) => r.report.id),
    )
    .execute()
  const missing = all.filter((r) => !existing.some((e) => e.id === r.report.id))
  if (missing.length === 0) return
  const author = site.firmName
  const toRender = missing.filter((r) => !rendered.has(r.report.id))
  if (toRender.length > 0) {
    // One font subset for all of them: cutting the 8 MB source font is the slow part.
    const font = cjkFontFor(
      toRender
        .map((r) => (r.kind === 'research' ? researchText(r.report, author) : demoText(r.report, author)))
        .join(''),
    )
    for (const r of toRender) {
      rendered.set(
        r.report.id,
        font.then((f) =>
          r.kind === 'research' ? renderResearchReport(r.report, author, f) : renderDemoReport(r.report, author, f),
        ),
      )
    }
  }
  for (const { report } of missing) {
    const bytes = (await rendered.get(report.id)) as Uint8Array
    const file = await storeMadeFile(
      db,
      storage,
      bytes,
      { original_name: `${report.title}.pdf`, kind: 'pdf', mime: 'application/pdf' },
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
        is_annual: 'isAnnual' in report && report.isAnnual ? 1 : 0,
        created_by: null,
        created_at: now,
        updated_at: now,
      },
      report.organizationIds,
    )
  }
}
