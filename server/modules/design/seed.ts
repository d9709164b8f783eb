import { reviewStages } from '#common/design'
import type { Db } from '#server/db/database'
import { insertMissing } from '#server/db/insert-missing'
import { nowIso } from '#server/lib/clock'
import { demoOrgIds, demoUserId } from '../auth/seed.ts'
import type { Storage } from '../files/storage.ts'
import { storeMadeFile } from '../files/stored-bytes.ts'
import { insertDemoProject } from '../projects/seed.ts'
import { demoCases, demoReviewItems } from './content-cases.ts'
import { demoStandards } from './content-standards.ts'
import { illustrationSize, renderIllustration } from './illustrations.ts'
import { attachChecklist, checklistItems, updateChecklistItem } from './queries.ts'

/** The design client's own project (its organization had none), with a review checklist attached. */
export const demoDesignProjectId = 'da000000-0000-4000-8000-000000000001'

const ADMIN = '13800000000'
const EMPLOYEE = '13800000001'
const DESIGN_CLIENT = '13800000009'

/**
 * Standards, review templates, cases and the design client's project with its checklist. Idempotent: rows
 * have fixed ids. Case pictures are drawn and stored only when `storage` is given (as for report PDFs).
 */
export async function seedDesign(db: Db, storage?: Storage) {
  const now = nowIso()
  await seedStandards(db, now)
  await insertMissing(
    db,
    'design_review_templates',
    demoReviewItems.map((item, sort) => ({ ...item, sort })),
  )
  await seedCases(db, now)
  if (storage) await seedCaseImages(db, storage)
  await seedDesignProject(db, now)
}

async function seedStandards(db: Db, now: string) {
  const slugs = demoStandards.flatMap((s) => (s.brand ? [s.brand] : []))
  const brands = new Map(
    (await db.selectFrom('brands').select(['id', 'slug']).where('slug', 'in', slugs).execute()).map((b) => [
      b.slug,
      b.id,
    ]),
  )
  for (const [sort, standard] of demoStandards.entries()) {
    const brandId = standard.brand ? brands.get(standard.brand) : null
    // A brand note needs its brand in the intel tables; without it the note would be a standard of nobody.
    if (brandId === undefined) continue
    await insertMissing(db, 'design_standards', [
      {
        id: standard.id,
        brand_id: brandId,
        positioning: standard.positioning,
        title: standard.title,
        summary: standard.summary,
        source: standard.source,
        restricted: standard.brand ? 1 : 0,
        sort,
        created_at: now,
        updated_at: now,
      },
    ])
    const sections = Object.entries(standard.sections)
    if (sections.length === 0) continue
    await db
      .insertInto('design_standard_sections')
      .values(
        sections.map(([section, content], i) => ({
          id: `${standard.id.slice(0, 24)}${String(i + 1).padStart(4, '0')}${standard.id.slice(28)}`,
          standard_id: standard.id,
          section: section as keyof typeof standard.sections,
          body: content?.body ?? '',
          figures: JSON.stringify(content?.figures ?? []),
        })),
      )
      .onConflict((oc) => oc.columns(['standard_id', 'section']).doNothing())
      .execute()
  }
}

async function seedCases(db: Db, now: string) {
  await insertMissing(
    db,
    'design_cases',
    demoCases.map(({ scene: _scene, tags, ...row }, sort) => ({
      ...row,
      tags: JSON.stringify(tags),
      image_file_id: null,
      image_width: null,
      image_height: null,
      sort,
      created_at: now,
    })),
  )
}

/** Draws each case's picture and stores it like an upload; cases that have one are skipped. */
export async function seedCaseImages(db: Db, storage: Storage) {
  const missing = await db.selectFrom('design_cases').select('id').where('image_file_id', 'is', null).execute()
  for (const { id } of missing) {
    const demo = demoCases.find((c) => c.id === id)
    if (!demo) continue
    const bytes = renderIllustration(demo.scene, Number.parseInt(id.slice(-4), 16))
    const file = await storeMadeFile(
      db,
      storage,
      bytes,
      { original_name: `${demo.title}.png`, kind: 'png', mime: 'image/png' },
      { id: demoUserId(ADMIN), organization_id: null },
    )
    await db
      .updateTable('design_cases')
      .set({ image_file_id: file.id, image_width: illustrationSize.width, image_height: illustrationSize.height })
      .where('id', '=', id)
      .execute()
  }
}

async function seedDesignProject(db: Db, now: string) {
  const exists = await db.selectFrom('projects').select('id').where('id', '=', demoDesignProjectId).executeTakeFirst()
  if (exists) return
  const ids = { id: demoDesignProjectId, organizationId: demoOrgIds.design_client, createdBy: ADMIN }
  await insertDemoProject(
    db,
    ids,
    {
      name: '莫干山溪谷度假酒店室内设计评审',
      location: '湖州·德清县',
      service_type: 'design',
      stage: 'review',
      status: 'active',
      start_date: '2026-07-01',
      due_date: '2027-05-31',
      description: '120 间客房山地度假酒店：对山屿建筑设计事务所的室内设计成果分阶段评审，对标奢华定位设计要点。',
      members: [
        { phone: EMPLOYEE, role: 'lead' },
        { phone: DESIGN_CLIENT, role: 'client' },
      ],
    },
    now,
  )
  await attachChecklist(db, demoDesignProjectId, reviewStages)
  // The concept review is behind them: its items are ticked by the consultant, one carries a remark.
  const items = await checklistItems(db, demoDesignProjectId)
  for (const item of items.filter((i) => i.stage === 'concept')) {
    await updateChecklistItem(db, item.id, {
      checked: 1,
      checked_by: demoUserId(EMPLOYEE),
      checked_at: '2026-08-20T06:00:00.000Z',
    })
  }
  const efficiency = items.find((i) => i.title === '客房标准层效率')
  if (efficiency) {
    await updateChecklistItem(db, efficiency.id, {
      note: '标准层效率 72%，东侧端部两间客房进深偏大，已建议调整为套房。',
      note_by: demoUserId(EMPLOYEE),
      note_at: '2026-08-20T06:10:00.000Z',
    })
  }
}
