import type { Db } from '#server/db/database'

/** A user's live sessions: not ended and not expired. Rotated-away rows are history, not sessions. */
export async function liveSessions(db: Db, userId: string, now: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'family_id', 'created_at', 'last_used_at', 'expires_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('last_used_at', 'desc')
    .limit(200)
    .execute()
}

/** Ends every session of a user at once; the guard reads the session on each request, so the next one gets 401. */
export async function revokeUserSessions(db: Db, userId: string, reason: string, now: string) {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Ends one login: the session and its whole refresh family, so the refresh cookie cannot bring it back. */
export async function revokeSession(db: Db, userId: string, sessionId: string, reason: string, now: string) {
  const session = await db
    .selectFrom('sessions')
    .select('family_id')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  if (!session) return false
  await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('family_id', '=', session.family_id)
    .where('revoked_at', 'is', null)
    .execute()
  return true
}
