import { gzipSync } from 'node:zlib'
import { z } from 'zod'
import { type HotelFilter, type HotelListQuery, hotelItem, pageOf, pointFields } from '#common/intel-schemas'
import type { Db } from '#server/db/database'
import { answerCache } from '#server/lib/answer-cache'
import { hotelPoints, listHotels } from './hotel-queries.ts'
import { hotelVersion } from './hotel-version.ts'

export const hotelPageAnswer = z.object({ data: pageOf(hotelItem) })

/**
 * The hotel list's pages and the map's points, encoded once per hotel data version and query (ADR 034). Every
 * signed-in user sees the same hotels, so the key holds no viewer: the route's access check runs on every request
 * before an answer is looked up. Point answers are few but can be megabytes (all of China), hence their own small
 * caches; a list page is tens of kilobytes.
 */
export function hotelAnswers(db: () => Db, now: () => number) {
  const pages = answerCache(500)
  const points = answerCache(16)
  const zippedPoints = answerCache(16)
  // Requests that miss the same key at once share one build (the moment after a change, every visitor misses).
  const building = new Map<string, Promise<Buffer>>()

  async function answer(cache: ReturnType<typeof answerCache>, key: string, build: () => Promise<Buffer>) {
    const at = now()
    const hit = cache.get(key, at)
    if (hit) return hit
    let pending = building.get(key)
    if (!pending) {
      pending = build().then((body) => cache.put(key, at, body))
      building.set(key, pending)
      pending.then(
        () => building.delete(key),
        () => building.delete(key),
      )
    }
    return pending
  }

  const pointsJson = async (filter: HotelFilter) =>
    JSON.stringify({ data: { fields: pointFields, points: await hotelPoints(db(), filter) } })

  return {
    /** A page of the hotel list, checked against its response schema when it was built. */
    async page(query: HotelListQuery) {
      const key = `page\u0000${await hotelVersion(db(), now())}\u0000${JSON.stringify(query)}`
      return answer(pages, key, async () =>
        Buffer.from(JSON.stringify(hotelPageAnswer.parse({ data: await listHotels(db(), query) }))),
      )
    },
    /** The map's points for a filter, gzipped or not. */
    async points(filter: HotelFilter, gzip: boolean) {
      const key = `${gzip ? 'gzip' : 'json'}\u0000${await hotelVersion(db(), now())}\u0000${JSON.stringify(filter)}`
      if (gzip) return answer(zippedPoints, key, async () => gzipSync(await pointsJson(filter), { level: 6 }))
      return answer(points, key, async () => Buffer.from(await pointsJson(filter)))
    },
  }
}
