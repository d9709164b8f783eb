import { z } from 'zod'
import { site } from '#common/site'
import type { Db } from '#server/db/database'
import { readDataFile } from '#server/lib/data-files'
import { demoOrgIds, demoUserId } from '../auth/seed.ts'
import type { Storage } from '../files/storage.ts'
import { storeMadeFile } from '../files/stored-bytes.ts'
import { demoProjectIds } from '../projects/seed.ts'
import { linkProjectFile } from '../projects/work-queries.ts'
import { cjkFontFor } from '../reports/cjk-font.ts'
import { demoReportFields, demoText, renderDemoReport } from '../reports/demo-pdf.ts'

const CONSULTANT = demoUserId('13800000001')

export const projectDeliverableSchema = z.strictObject({
  /** The project folder it is filed in. */
  folder: z.string().trim().min(1),
  at: z.iso.datetime(),
  ...demoReportFields,
})

/**
 * Deliverables the consultant has handed over in the project client's feasibility study
 * (content/demo/project-deliverables.yaml, invented, marked 演示), read and checked when the module loads.
 */
export const projectDeliverables = readDataFile('demo/project-deliverables.yaml', z.array(projectDeliverableSchema))

/**
 * Demo deliverables in the project client's feasibility study, so its home page shows "latest deliverables".
 * Needs storage (PDFs are stored like uploads). Idempotent: a project that already has files is left alone.
 */
export async function seedDemoDeliverables(db: Db, storage: Storage) {
  const projectId = demoProjectIds.lakesideFeasibility
  const project = await db.selectFrom('projects').select('id').where('id', '=', projectId).executeTakeFirst()
  if (!project) return
  const existing = await db
    .selectFrom('project_files')
    .select('file_id')
    .where('project_id', '=', projectId)
    .executeTakeFirst()
  if (existing) return
  const font = await cjkFontFor(projectDeliverables.map((d) => demoText(d, site.firmName)).join(''))
  for (const d of projectDeliverables) {
    const bytes = await renderDemoReport(d, site.firmName, font)
    const file = await storeMadeFile(
      db,
      storage,
      bytes,
      { original_name: `${d.title}.pdf`, kind: 'pdf', mime: 'application/pdf' },
      { id: CONSULTANT, organization_id: demoOrgIds.project_client },
      d.at,
    )
    await linkProjectFile(db, projectId, file.id, d.folder, CONSULTANT, d.at)
  }
}
