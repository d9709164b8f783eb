import type { AgreementTerms } from '#common/asset/fees'
import { agreementTerms } from '#common/asset/schemas'
import type { Db } from '#server/db/database'
import { jsonColumn } from '#server/db/json-column'

const readTerms = jsonColumn(agreementTerms, { name: 'asset_agreements.terms' })

export async function readAgreement(db: Db, hotelId: string): Promise<AgreementTerms | null> {
  const row = await db.selectFrom('asset_agreements').select('terms').where('hotel_id', '=', hotelId).executeTakeFirst()
  return row ? readTerms(row.terms) : null
}

/** Inserts or replaces a hotel's agreement; answers the terms it replaced (for the audit row). */
export async function saveAgreement(
  db: Db,
  hotelId: string,
  terms: AgreementTerms,
  meta: { user_id: string | null; at: string; is_demo?: boolean },
) {
  const before = await readAgreement(db, hotelId)
  await db.deleteFrom('asset_agreements').where('hotel_id', '=', hotelId).execute()
  await db
    .insertInto('asset_agreements')
    .values({
      hotel_id: hotelId,
      terms: JSON.stringify(terms),
      updated_by: meta.user_id,
      updated_at: meta.at,
      is_demo: meta.is_demo ? 1 : 0,
    })
    .execute()
  return before
}
