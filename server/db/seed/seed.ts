import { nowIso } from '#server/lib/clock'
import { seedAsset } from '#server/modules/asset/seed'
import { seedAuth } from '#server/modules/auth/seed'
import { seedDesign } from '#server/modules/design/seed'
import type { Storage } from '#server/modules/files/storage'
import { seedIntel } from '#server/modules/intel/seed'
import { seedPortals } from '#server/modules/portals/seed'
import { seedProcurement } from '#server/modules/procurement/seed'
import { seedProjects } from '#server/modules/projects/seed'
import { seedReports } from '#server/modules/reports/seed'
import { seedStudies } from '#server/modules/studies/seed'
import { seedContent } from '#server/modules/topics/seed/seed'
import type { Db } from '../database.ts'

/**
 * Demo data for development and tests. Idempotent: every part checks before it writes.
 * `storage` is needed by seeds that store files (demo report PDFs); without it they are skipped.
 */
export async function seedDemo(db: Db, storage?: Storage) {
  await db
    .insertInto('app_meta')
    .values({ key: 'demo_seeded_at', value: nowIso(), updated_at: nowIso() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  await seedAuth(db)
  await seedContent(db)
  await seedIntel(db)
  await seedProjects(db)
  await seedPortals(db, storage)
  await seedAsset(db)
  await seedProcurement(db)
  if (storage) await seedReports(db, storage)
  await seedDesign(db, storage)
  await seedStudies(db, storage)
}
