import { createHash } from 'node:crypto'
import type { CreateRequestInput } from '#common/procurement-schemas'
import type { Db } from '#server/db/database'
import { AppError, badRequest } from '#server/errors'
import { newId } from '#server/lib/ids'
import { isUniqueViolation } from '../admin/user-queries.ts'
import { findProducts, findRequestByKey, insertRequest, type NewItem } from './queries.ts'

const keyReused = () =>
  new AppError(
    422,
    'idempotency_key_reused',
    '该 Idempotency-Key 已用于另一份不同的采购申请，请为新的申请使用新的 Idempotency-Key',
  )

/** Lines from the catalogue take name, spec, unit, category and (unless given) price from the product. */
export async function resolveItems(db: Db, input: CreateRequestInput): Promise<NewItem[]> {
  const ids = [...new Set(input.items.flatMap((i) => (i.product_id ? [i.product_id] : [])))]
  const products = new Map((await findProducts(db, ids)).map((p) => [p.id, p]))
  const fields: Record<string, string> = {}
  const items = input.items.map((line, index): NewItem => {
    const product = line.product_id ? products.get(line.product_id) : undefined
    if (line.product_id && !product) fields[`items.${index}.product_id`] = '目录中没有这个商品'
    const price =
      line.unit_price !== undefined ? Math.round(line.unit_price * 100) : Number(product?.unit_price_cents ?? 0)
    return {
      product_id: product?.id ?? null,
      category: product?.category ?? line.category ?? 'ose',
      name: product?.name ?? line.name ?? '',
      spec: line.spec || product?.spec || '',
      unit: product?.unit ?? line.unit ?? '',
      quantity: line.quantity,
      unit_price_cents: price,
    }
  })
  if (Object.keys(fields).length > 0) throw badRequest('采购明细中有目录里不存在的商品', fields)
  return items
}

/**
 * Creates a draft request. With an Idempotency-Key, the unique (creator, key) index decides which of several
 * identical concurrent calls inserts; every other one fails that insert and answers with the winner's request.
 * A key reused with a different body is refused instead of silently returning the other request.
 */
export async function createRequest(
  db: Db,
  input: { projectId: string; userId: string; body: CreateRequestInput; key: string | undefined; now: string },
): Promise<{ id: string; replayed: boolean }> {
  const hash = createHash('sha256')
    .update(JSON.stringify([input.projectId, input.body]))
    .digest('hex')
  const replay = async () => {
    if (!input.key) return undefined
    const existing = await findRequestByKey(db, input.userId, input.key)
    if (!existing) return undefined
    if (existing.request_hash !== hash) throw keyReused()
    return { id: existing.id, replayed: true }
  }
  const earlier = await replay()
  if (earlier) return earlier
  const items = await resolveItems(db, input.body)
  const id = newId()
  try {
    await insertRequest(
      db,
      {
        id,
        project_id: input.projectId,
        title: input.body.title,
        needed_by: input.body.needed_by,
        created_by: input.userId,
        idempotency_key: input.key ?? null,
        request_hash: input.key ? hash : null,
        created_at: input.now,
        updated_at: input.now,
      },
      items.map((item) => ({ id: newId(), item })),
      newId(),
    )
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const winner = await replay()
    if (winner) return winner
    throw error
  }
  return { id, replayed: false }
}
