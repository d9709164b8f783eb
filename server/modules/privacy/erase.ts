import { createHash } from 'node:crypto'
import type { Db } from '#server/db/database'
import { AppError } from '#server/errors'
import { revokeUserSessions } from '../admin/session-queries.ts'
import { maskPhone } from '../auth/phone.ts'

/** The stable name a deleted person goes by in the audit trail and wherever their name was shown. */
export function pseudonymOf(userId: string) {
  return `已注销用户-${createHash('sha256').update(userId).digest('hex').slice(0, 8)}`
}

/** Refused: deleting this account would leave the product without an active administrator. */
export const lastAdmin = () =>
  new AppError(
    409,
    'conflict',
    '该账号是系统中最后一个在用的管理员，注销后将无人能管理用户和处理注销申请。请先为另一位用户开通管理员权限，再提交或执行注销。',
  )

/** True when the user is an active administrator and no other active administrator exists. */
export async function isLastActiveAdmin(db: Db, userId: string) {
  const user = await db
    .selectFrom('users')
    .select(['authorization', 'status'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (user?.authorization !== 'admin' || user.status !== 'active') return false
  const others = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('authorization', '=', 'admin')
    .where('status', '=', 'active')
    .where('id', '<>', userId)
    .executeTakeFirstOrThrow()
  return Number(others.n) === 0
}

/**
 * Erases a person's account (PIPL art. 47) inside the caller's transaction: the account is disabled and loses its
 * administrator right, every session ends, name, phone and avatar are replaced, session addresses and pending
 * login codes go, and the audit rows they did or that name them stay with the pseudonym in place of the name and
 * phone. Business records (projects, files, comments) stay and show the pseudonym, as the account row now does.
 */
export async function eraseAccount(trx: Db, userId: string, at: string) {
  const user = await trx
    .selectFrom('users')
    .select(['username', 'phone'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  const pseudonym = pseudonymOf(userId)
  await trx
    .updateTable('users')
    .set({
      username: pseudonym,
      // Unique like a phone, never a valid phone: nobody can log in with it or be matched to it.
      phone: `deleted:${userId}`,
      avatar: null,
      authorization: null,
      status: 'disabled',
      updated_at: at,
    })
    .where('id', '=', userId)
    .execute()
  const sessionsEnded = await revokeUserSessions(trx, userId, 'deleted', at)
  await trx.updateTable('sessions').set({ ip: null, user_agent: null }).where('user_id', '=', userId).execute()
  await trx.deleteFrom('login_codes').where('phone', '=', user.phone).execute()

  const masked = maskPhone(user.phone)
  const rows = await trx
    .selectFrom('audit_log')
    .select(['id', 'actor_user_id', 'detail'])
    .where((eb) => eb.or([eb('actor_user_id', '=', userId), eb('detail', 'like', `%"user_id":"${userId}"%`)]))
    .execute()
  for (const row of rows) {
    const detail = replaceAll(replaceAll(row.detail, user.username, pseudonym), masked, pseudonym)
    await trx
      .updateTable('audit_log')
      .set({
        detail,
        ...(row.actor_user_id === userId ? { phone_masked: null, ip: null } : {}),
      })
      .where('id', '=', row.id)
      .execute()
  }
  return { pseudonym, sessionsEnded, auditRowsPseudonymized: rows.length }
}

/** Replaces a value inside JSON text only where it is a whole string value, so ids and keys stay intact. */
function replaceAll(json: string, value: string, by: string) {
  if (!value) return json
  const quoted = JSON.stringify(value)
  return json.split(quoted).join(JSON.stringify(by))
}
