import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { reviewStages } from '#common/design'
import type { Db } from '#server/db/database'
import { nowIso } from '#server/lib/clock'
import { newId } from '#server/lib/ids'
import { demoOrgIds, demoUserId } from '../auth/seed.ts'
import { insertFile } from '../files/queries.ts'
import type { Storage } from '../files/storage.ts'
import { sha256 } from '../reports/bytes.ts'
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
  await db
    .insertInto('design_review_templates')
    .values(demoReviewItems.map((item, sort) => ({ ...item, sort })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
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
    await db
      .insertInto('design_standards')
      .values({
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
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
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
  await db
    .insertInto('design_cases')
    .values(
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
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
}

/** Draws each case's picture and stores it like an upload; cases that have one are skipped. */
export async function seedCaseImages(db: Db, storage: Storage) {
  const missing = await db.selectFrom('design_cases').select('id').where('image_file_id', 'is', null).execute()
  for (const { id } of missing) {
    const demo = demoCases.find((c) => c.id === id)
    if (!demo) continue
    const bytes = renderIllustration(demo.scene, Number.parseInt(id.slice(-4), 16))
    await mkdir(storage.tempDir, { recursive: true })
    const tempPath = join(storage.tempDir, `${newId()}-${randomBytes(4).toString('hex')}`)
    await writeFile(tempPath, bytes, { mode: 0o600 })
    const file = await insertFile(
      db,
      {
        storage_key: await storage.saveFrom(tempPath),
        original_name: `${demo.title}.png`,
        kind: 'png',
        mime: 'image/png',
        size: bytes.length,
        sha256: sha256(bytes),
      },
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
  await db
    .insertInto('projects')
    .values({
      id: demoDesignProjectId,
      organization_id: demoOrgIds.design_client,
      name: '莫干山溪谷度假酒店室内设计评审',
      location: '湖州·德清县',
      service_type: 'design',
      stage: 'review',
      status: 'active',
      start_date: '2026-07-01',
      due_date: '2027-05-31',
      description: '120 间客房山地度假酒店：对山屿建筑设计事务所的室内设计成果分阶段评审，对标奢华定位设计要点。',
      created_by: demoUserId(ADMIN),
      created_at: now,
      updated_at: now,
    })
    .execute()
  await db
    .insertInto('project_members')
    .values([
      { project_id: demoDesignProjectId, user_id: demoUserId(EMPLOYEE), role: 'lead', added_at: now },
      { project_id: demoDesignProjectId, user_id: demoUserId(DESIGN_CLIENT), role: 'client', added_at: now },
    ])
    .execute()
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
