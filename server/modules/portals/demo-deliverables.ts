import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { site } from '#common/site'
import type { Db } from '#server/db/database'
import { newId } from '#server/lib/ids'
import { demoOrgIds, demoUserId } from '../auth/seed.ts'
import { insertFile } from '../files/queries.ts'
import type { Storage } from '../files/storage.ts'
import { demoProjectIds } from '../projects/seed.ts'
import { linkProjectFile } from '../projects/work-queries.ts'
import { sha256 } from '../reports/bytes.ts'
import { cjkFontFor } from '../reports/cjk-font.ts'
import { type DemoReport, demoText, renderDemoReport } from '../reports/demo-pdf.ts'

const CONSULTANT = demoUserId('13800000001')

/** Deliverables the consultant has handed over in the project client's feasibility study (invented, marked 演示). */
const deliverables: (DemoReport & { folder: string; at: string })[] = [
  {
    folder: '调研资料',
    at: '2026-10-30T08:00:00.000Z',
    title: '千岛湖度假酒店市场调研报告（演示）',
    subtitle: '云栖湖畔度假酒店可行性研究 · 阶段成果',
    sections: [
      {
        heading: '一、客源市场',
        paragraphs: [
          '千岛湖景区近三年接待游客保持增长，周末与节假日以长三角自驾家庭客为主，平日会议与团建需求稳定。本文件为演示数据。',
        ],
      },
      {
        heading: '二、竞品表现',
        paragraphs: ['东南湖区六家中高端度假酒店平均出租率约六成，旺季平均房价明显高于淡季，湖景房溢价显著。'],
      },
    ],
  },
  {
    folder: '会议纪要',
    at: '2026-10-29T09:30:00.000Z',
    title: '竞品访谈纪要（演示）',
    subtitle: '云栖湖畔度假酒店可行性研究 · 访谈记录',
    sections: [
      {
        heading: '访谈要点',
        paragraphs: [
          '受访酒店普遍反映餐饮收入占比偏低，建议新项目控制餐饮面积，强化亲子与户外体验产品。本文件为演示数据。',
        ],
      },
    ],
  },
]

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
  const font = await cjkFontFor(deliverables.map((d) => demoText(d, site.firmName)).join(''))
  for (const d of deliverables) {
    const bytes = await renderDemoReport(d, site.firmName, font)
    await mkdir(storage.tempDir, { recursive: true })
    const tempPath = join(storage.tempDir, `${newId()}-${randomBytes(4).toString('hex')}`)
    await writeFile(tempPath, bytes, { mode: 0o600 })
    const storageKey = await storage.saveFrom(tempPath)
    const file = await insertFile(
      db,
      {
        storage_key: storageKey,
        original_name: `${d.title}.pdf`,
        kind: 'pdf',
        mime: 'application/pdf',
        size: bytes.length,
        sha256: sha256(bytes),
      },
      { id: CONSULTANT, organization_id: demoOrgIds.project_client },
      d.at,
    )
    await linkProjectFile(db, projectId, file.id, d.folder, CONSULTANT, d.at)
  }
}
