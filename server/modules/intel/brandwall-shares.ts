import { createHash, randomBytes } from 'node:crypto'
import type { Selectable } from 'kysely'
import { z } from 'zod'
import type { Db } from '#server/db/database'
import { jsonColumn } from '#server/db/json-column'
import { AppError, badRequest, notFound } from '#server/errors'
import { type Clock, isoAt } from '#server/lib/clock'
import { newId } from '#server/lib/ids'
import { listBrands } from './catalog-queries.ts'
import type { BrandwallShareTable } from './tables.ts'

const dayMs = 24 * 60 * 60 * 1000
/** 32 random bytes, base64url: what a real token looks like; anything else is refused before the database. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function createShare(
  db: Db,
  clock: Clock,
  input: { brand_ids: string[]; title: string; expires_in_days: number; created_by: string },
) {
  const ids = [...new Set(input.brand_ids)]
  const found = await db.selectFrom('brands').select('id').where('id', 'in', ids).execute()
  if (found.length !== ids.length) {
    const known = new Set(found.map((b) => b.id))
    const unknown = ids.filter((id) => !known.has(id))
    throw badRequest('部分品牌不存在', { brand_ids: `未知的品牌：${unknown.slice(0, 5).join('、')}` })
  }
  const token = randomBytes(32).toString('base64url')
  const now = clock.now()
  const row = {
    id: newId(),
    token_hash: hashToken(token),
    title: input.title,
    brand_ids: JSON.stringify(ids),
    created_by: input.created_by,
    created_at: isoAt(now),
    expires_at: isoAt(now + input.expires_in_days * dayMs),
    revoked_at: null,
  }
  await db.insertInto('brandwall_shares').values(row).execute()
  return { ...toShare(row, now), token, path: `/section/brand/brandwall-token/${token}` }
}

type ShareRow = Omit<Selectable<BrandwallShareTable>, 'token_hash'>

const readBrandIds = jsonColumn(z.array(z.string()), { name: 'brandwall_shares.brand_ids' })

function toShare(row: ShareRow, now: number) {
  const status = row.revoked_at ? 'revoked' : Date.parse(row.expires_at) <= now ? 'expired' : 'active'
  return {
    id: row.id,
    title: row.title,
    brand_count: readBrandIds(row.brand_ids).length,
    created_by: row.created_by,
    created_at: row.created_at,
    expires_at: row.expires_at,
    revoked_at: row.revoked_at,
    status: status as 'active' | 'expired' | 'revoked',
  }
}

export async function listShares(db: Db, clock: Clock) {
  const rows = await db
    .selectFrom('brandwall_shares')
    .select(['id', 'title', 'brand_ids', 'created_by', 'created_at', 'expires_at', 'revoked_at'])
    .orderBy('created_at', 'desc')
    .limit(500)
    .execute()
  return rows.map((r) => toShare(r, clock.now()))
}

export async function revokeShare(db: Db, clock: Clock, id: string) {
  const result = await db
    .updateTable('brandwall_shares')
    .set({ revoked_at: isoAt(clock.now()) })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) {
    const exists = await db.selectFrom('brandwall_shares').select('id').where('id', '=', id).executeTakeFirst()
    if (!exists) throw notFound('分享链接不存在')
  }
}

/** The read-only wall behind a token. Forged and unknown tokens get the same answer; expired and revoked say so. */
export async function sharedWall(db: Db, clock: Clock, token: string) {
  const invalid = new AppError(404, 'share_not_found', '分享链接无效')
  if (!tokenShape.test(token)) throw invalid
  const row = await db
    .selectFrom('brandwall_shares')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst()
  if (!row) throw invalid
  if (row.revoked_at) throw new AppError(410, 'share_revoked', '分享链接已被撤销')
  if (Date.parse(row.expires_at) <= clock.now()) throw new AppError(410, 'share_expired', '分享链接已过期')
  const ids = readBrandIds(row.brand_ids)
  const brands = await listBrands(db, { ids, sort: 'positioning', page: 1, size: ids.length })
  return { title: row.title, expires_at: row.expires_at, brands: brands.items }
}
