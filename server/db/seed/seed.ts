import { nowIso } from '../../lib/clock.ts'
import { seedAsset } from '../../modules/asset/seed.ts'
import { seedAuth } from '../../modules/auth/seed.ts'
import { seedDesign } from '../../modules/design/seed.ts'
import type { Storage } from '../../modules/files/storage.ts'
import { seedIntel } from '../../modules/intel/seed.ts'
import { seedPortals } from '../../modules/portals/seed.ts'
import { seedProcurement } from '../../modules/procurement/seed.ts'
import { seedProjects } from '../../modules/projects/seed.ts'
import { seedReports } from '../../modules/reports/seed.ts'
import { seedStudies } from '../../modules/studies/seed.ts'
import { seedContent } from '../../modules/topics/seed/seed.ts'
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
