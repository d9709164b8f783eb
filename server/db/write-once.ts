import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { AppError } from '../errors.ts'
import type { Db } from './database.ts'

/** How long a key is remembered: a client retries within minutes; a day is what such APIs commonly keep. */
export const keyKeptMs = 24 * 60 * 60 * 1000

/** The optional Idempotency-Key header of a creating call; a route declares it in its schema. */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\w.:-]{8,100}$/, 'Idempotency-Key 应为 8–100 位字母、数字或 - _ . :')
    .optional(),
})

const keyReused = () =>
  new AppError(
    422,
    'idempotency_key_reused',
    '该 Idempotency-Key 已用于另一个不同的请求，请为新的请求使用新的 Idempotency-Key',
  )

export type KeyedCall = {
  userId: string
  /** Method and route pattern: a key is scoped to the user and the route. */
  route: string
  key: string | undefined
  /** What was asked (params and body): the same key with a different request is refused. */
  request: unknown
  now: string
}

/** The keyed call a request makes, for writeOnce. */
export function keyedCall(request: FastifyRequest, userId: string, now: string): KeyedCall {
  const key = request.headers['idempotency-key']
  return {
    userId,
    route: `${request.method} ${request.routeOptions.url}`,
    key: typeof key === 'string' ? key : undefined,
    request: [request.params, request.body],
    now,
  }
}

/**
 * Runs a creating write once per user, route and Idempotency-Key (ADR 014). Without a key it just runs. With one,
 * the key's row is inserted in the write's own transaction, first: of several identical concurrent calls one
 * inserts it and the others wait on it, fail that insert and answer with the winner's result; a call retried after
 * a lost answer (a restart, a 503 after the commit) finds the row and is answered without writing again. `write`
 * returns what the call created (an id, or '' when the answer is the current list), kept with the key.
 */
export async function writeOnce(
  db: Db,
  call: KeyedCall,
  write: (db: Db) => Promise<string>,
): Promise<{ result: string; replayed: boolean }> {
  const { key, userId, route } = call
  if (!key) return { result: await write(db), replayed: false }
  const hash = createHash('sha256')
    .update(JSON.stringify(call.request) ?? '')
    .digest('hex')
  const earlier = async () => {
    const row = await db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'result'])
      .where('user_id', '=', userId)
      .where('route', '=', route)
      .where('key', '=', key)
      .executeTakeFirst()
    if (!row) return undefined
    if (row.request_hash !== hash) throw keyReused()
    return { result: row.result, replayed: true }
  }
  const found = await earlier()
  if (found) return found
  try {
    const result = await db.transaction().execute(async (trx) => {
      const expired = new Date(Date.parse(call.now) - keyKeptMs).toISOString()
      await trx.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('created_at', '<', expired).execute()
      await trx
        .insertInto('idempotency_keys')
        .values({ user_id: userId, route, key, request_hash: hash, result: '', created_at: call.now })
        .execute()
      const created = await write(trx)
      if (created) {
        await trx
          .updateTable('idempotency_keys')
          .set({ result: created })
          .where('user_id', '=', userId)
          .where('route', '=', route)
          .where('key', '=', key)
          .execute()
      }
      return created
    })
    return { result, replayed: false }
  } catch (error) {
    if (!isKeyTaken(error)) throw error
    const winner = await earlier()
    if (winner) return winner
    throw error
  }
}

/** A unique or primary key violation: on SQLite the key's primary key reports itself as the latter. */
function isKeyTaken(error: unknown) {
  const code = (error as { code?: string })?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

/**
 * writeOnce for a route's request: the call is keyed by the request, and a replayed answer says so in the
 * `idempotent-replayed` header. Answers what the write returned (the first time or, replayed, the stored result).
 */
export async function writeOnceFor(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  now: string,
  write: (db: Db) => Promise<string>,
): Promise<string> {
  const { result, replayed } = await writeOnce(db, keyedCall(request, userId, now), write)
  if (replayed) reply.header('idempotent-replayed', 'true')
  return result
}
