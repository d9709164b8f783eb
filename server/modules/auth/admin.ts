import { site } from '#common/site'
import type { Db } from '#server/db/database'
import { type Clock, nowIso, systemClock } from '#server/lib/clock'
import { newId } from '#server/lib/ids'
import { normalizePhone } from './phone.ts'
import { parseList } from './queries.ts'

export class AdminInputError extends Error {}

export type AdminResult = { action: 'created' | 'promoted'; userId: string; phone: string; organizationId: string }

/**
 * Creates an administrator in the firm's organization, or promotes the user who already has that phone
 * (making them active, an employee and a member of the firm). The firm's organization is created when missing.
 */
export async function createOrPromoteAdmin(
  db: Db,
  input: { phone?: string; name?: string },
  clock: Clock = systemClock,
): Promise<AdminResult> {
  const phone = normalizePhone(input.phone ?? '')
  if (!phone) throw new AdminInputError(`--phone must be a mainland mobile number (got "${input.phone ?? ''}")`)
  const name = input.name?.trim() ?? ''
  if (!name || name.length > 50) throw new AdminInputError('--name must be 1 to 50 characters')
  const now = nowIso(clock)

  return db.transaction().execute(async (trx) => {
    let firm = await trx.selectFrom('organizations').select('id').where('kind', '=', 'firm').executeTakeFirst()
    if (!firm) {
      firm = { id: newId() }
      await trx
        .insertInto('organizations')
        .values({ id: firm.id, name: site.firmName, kind: 'firm', logo: null, created_at: now, updated_at: now })
        .execute()
    }
    const existing = await trx.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst()
    if (existing) {
      const multi = parseList(existing.user_type_multi)
      if (!multi.includes('employee') && !multi.includes('management')) multi.unshift('employee')
      await trx
        .updateTable('users')
        .set({
          authorization: 'admin',
          status: 'active',
          organization_id: firm.id,
          user_type_multi: JSON.stringify(multi),
          updated_at: now,
        })
        .where('id', '=', existing.id)
        .execute()
      return { action: 'promoted' as const, userId: existing.id, phone, organizationId: firm.id }
    }
    const id = newId()
    await trx
      .insertInto('users')
      .values({
        id,
        username: name,
        phone,
        user_type: 'hm_employee',
        user_type_multi: JSON.stringify(['employee']),
        organization_id: firm.id,
        authorization: 'admin',
        avatar: null,
        status: 'active',
        created_at: now,
        updated_at: now,
      })
      .execute()
    return { action: 'created' as const, userId: id, phone, organizationId: firm.id }
  })
}
