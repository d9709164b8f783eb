import type { SiteHit } from '#common/content'
import {
  cityTierLabels,
  groupOriginLabels,
  hotelStatusLabels,
  type Positioning,
  positioningLabels,
} from '#common/intel'
import type { Db } from '#server/db/database'
import type { AuthUser } from '#server/plugins/access'
import { contains } from '../intel/search.ts'
import { listReadableReports } from '../reports/queries.ts'
import { searchContent } from './queries.ts'
import { byTitleRank, normalizeSearch } from './search-text.ts'

/** Hits shown per kind: the header's list is a jump list, the walls and the knowledge browser list the rest. */
export const PER_KIND = 5

const profile = (kind: 'group' | 'brand' | 'city', id: string) =>
  `/section/profile?kind=${kind}&id=${encodeURIComponent(id)}`
const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ') || null

/**
 * The header search: topics, the content the user may open (the knowledge search, its access rules applied),
 * the reports the user may read, and the intel catalogue (groups, brands, cities, hotels), which every signed-in
 * user may browse on the walls. Each kind is ranked title-first and cut to PER_KIND.
 */
export async function searchSite(db: Db, query: string, user: AuthUser): Promise<SiteHit[]> {
  const q = normalizeSearch(query)
  const [topics, content, reports, groups, brands, cities, hotels] = await Promise.all([
    db.selectFrom('topics').select(['key', 'title', 'summary']).where(contains('title', q)).execute(),
    searchContent(db, query, user),
    listReadableReports(db, user, { q }),
    db
      .selectFrom('management_groups')
      .select(['id', 'name', 'name_en', 'origin', 'headquarters'])
      .where((eb) => eb.or([contains('name', q), contains('name_en', q)]))
      .orderBy('name')
      .limit(50)
      .execute(),
    db
      .selectFrom('brands as b')
      .innerJoin('management_groups as g', 'g.id', 'b.group_id')
      .select(['b.id', 'b.name', 'b.name_en', 'b.positioning', 'g.name as group_name'])
      .where((eb) => eb.or([contains('b.name', q), contains('b.name_en', q)]))
      .orderBy('b.name')
      .limit(50)
      .execute(),
    db
      .selectFrom('cities')
      .select(['id', 'name', 'province', 'tier'])
      .where((eb) => eb.or([contains('name', q), contains('province', q)]))
      .orderBy('name')
      .limit(50)
      .execute(),
    db
      .selectFrom('hotels as h')
      .innerJoin('cities as c', 'c.id', 'h.city_id')
      .select(['h.id', 'h.name', 'h.positioning', 'h.status', 'c.name as city_name'])
      .where(contains('h.name', q))
      .orderBy('h.name')
      .limit(PER_KIND)
      .execute(),
  ])
  const top = <T extends { title: string }>(hits: T[]) => byTitleRank(hits, q).slice(0, PER_KIND)
  const positioning = (p: string) => positioningLabels[p as Positioning] ?? null

  return [
    ...top(topics.map((t) => ({ kind: 'topic' as const, id: t.key, title: t.title, detail: t.summary || null }))).map(
      (t) => ({ ...t, target: `/startPage/${t.id}` }),
    ),
    ...top(content.filter((h) => h.kind === 'node')).map((h) => ({
      kind: 'node' as const,
      id: h.id,
      title: h.title,
      detail: h.topic_title,
      target: `/browser?topic=${encodeURIComponent(h.topic_key ?? '')}&node=${encodeURIComponent(h.id)}`,
    })),
    ...top(content.filter((h) => h.kind === 'page')).map((h) => ({
      kind: 'page' as const,
      id: h.id,
      title: h.title,
      detail: h.topic_title,
      target: h.target ?? `/datapage/${h.id}`,
    })),
    ...top(reports).map((r) => ({
      kind: 'report' as const,
      id: r.id,
      title: r.title,
      detail: join(String(r.year), r.summary.slice(0, 40)),
      target: `/report-viewer?id=${encodeURIComponent(r.id)}`,
    })),
    ...top(groups.map((g) => ({ ...g, title: g.name }))).map((g) => ({
      kind: 'group' as const,
      id: g.id,
      title: g.name,
      detail: join(g.name_en, groupOriginLabels[g.origin], g.headquarters),
      target: profile('group', g.id),
    })),
    ...top(brands.map((b) => ({ ...b, title: b.name }))).map((b) => ({
      kind: 'brand' as const,
      id: b.id,
      title: b.name,
      detail: join(b.name_en, b.group_name, positioning(b.positioning)),
      target: profile('brand', b.id),
    })),
    ...top(cities.map((c) => ({ ...c, title: c.name }))).map((c) => ({
      kind: 'city' as const,
      id: c.id,
      title: c.name,
      detail: join(c.province, cityTierLabels[c.tier]),
      target: profile('city', c.id),
    })),
    ...top(hotels.map((h) => ({ ...h, title: h.name }))).map((h) => ({
      kind: 'hotel' as const,
      id: h.id,
      title: h.name,
      detail: join(h.city_name, positioning(h.positioning), hotelStatusLabels[h.status]),
      target: `/hotel-viewer?id=${encodeURIComponent(h.id)}`,
    })),
  ]
}
