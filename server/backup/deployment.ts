import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database.ts'
import { nowIso } from '../lib/clock.ts'

const KEY = 'deployment_id'

/**
 * The identity of this deployment: made once, on the first start, and carried by every backup, so a restore can
 * tell a backup of this deployment from one of another.
 */
export async function ensureDeploymentId(db: Db): Promise<string> {
  await db
    .insertInto('app_meta')
    .values({ key: KEY, value: randomUUID(), updated_at: nowIso() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  return (await readDeploymentId(db)) ?? ''
}

export async function readDeploymentId(db: Db): Promise<string | undefined> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', KEY).executeTakeFirst()
  return row?.value
}
