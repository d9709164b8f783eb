import { type FigureKind, isStale, maxAgeOf } from '#common/data-desk'
import type { Citation, PublishedSize } from '#common/intel-schemas'
import type { Facts } from './load.ts'
import type { BrandFact, GroupFact, SizeFact, ValueFact } from './schema.ts'

/**
 * The published facts of groups, brands and cities in the API's shape, looked up by slug or city code. With `today`
 * (YYYY-MM-DD) a dated figure older than its kind may be (common/data-desk.ts) says `stale`.
 */
export function factViews(facts: Facts, today?: string) {
  const cite = (id: string, asOf: string, note?: string | null, kind?: FigureKind): Citation => {
    const source = facts.sources.get(id)
    if (!source) throw new Error(`未定义的来源 ${id}`)
    const citation: Citation = {
      publisher: source.publisher,
      label: `${source.publisher}《${source.title}》`,
      as_of: asOf,
      url: source.url ?? null,
      note: note ?? source.note ?? null,
    }
    if (kind && today) citation.stale = isStale(asOf, maxAgeOf(kind, source.kind), today)
    return citation
  }
  /** A source cited for what it says, not for a dated figure: as of its own year. */
  const citeSource = (id: string) => cite(id, String(facts.sources.get(id)?.year))
  const size = (s: SizeFact | null, kind: FigureKind): PublishedSize | null =>
    s && { hotels: s.hotels, rooms: s.rooms, citation: cite(s.source, s.asOf, s.note, kind) }
  const value = (v: ValueFact | null, kind: FigureKind) =>
    v && { value: v.value, citation: cite(v.source, v.asOf, v.note, kind) }

  const groupView = (g: GroupFact | undefined) => ({
    ticker: g?.ticker ?? null,
    ranking: g?.ranking ? { ...g.ranking, citation: cite(facts.ranking.source, facts.ranking.asOf) } : null,
    china: size(g?.china ?? null, 'group_size'),
    world: size(g?.world ?? null, 'group_size'),
    pipeline: size(g?.pipeline ?? null, 'group_size'),
    profile_citations: (g?.profile_sources ?? []).map(citeSource),
  })
  const brandView = (b: BrandFact | undefined) => ({
    group_segment: b?.group_segment ?? null,
    launch_year: b?.launch_year ?? null,
    launch_citation: b?.launch_source ? citeSource(b.launch_source) : null,
    style: b?.style ?? null,
    size: size(b?.size ?? null, 'brand_size'),
    citation: b?.source ? citeSource(b.source) : null,
    supporting: (b?.supporting ?? []).map(citeSource),
  })
  const tierCitation = cite(facts.tiers.source, facts.tiers.asOf)
  const cityView = (code: string) => {
    const c = facts.cities.get(code)
    return {
      tier_citation: tierCitation,
      population: value(c?.population ?? null, 'city_population'),
      gdp: value(c?.gdp ?? null, 'city_gdp'),
    }
  }

  const groups = new Map(facts.groups.map((g) => [g.slug, groupView(g)]))
  const brands = new Map(facts.brands.map((b) => [b.slug, brandView(b)]))
  return {
    /** Imported groups and brands (not in the shipped facts) get empty facts. */
    group: (slug: string) => groups.get(slug) ?? groupView(undefined),
    brand: (slug: string) => brands.get(slug) ?? brandView(undefined),
    city: cityView,
  }
}
export type FactViews = ReturnType<typeof factViews>

/** Every source the facts cite, with how many group, brand and city facts rest on it: the 数据来源 page. */
export function factSources(facts: Facts) {
  return [...facts.sources.values()]
    .map((s) => ({
      id: s.id,
      kind: s.kind,
      publisher: s.publisher,
      title: s.title,
      year: s.year,
      url: s.url ?? null,
      note: s.note ?? null,
      uses: facts.usage.get(s.id) ?? { groups: 0, brands: 0, cities: 0 },
    }))
    .filter((s) => s.uses.groups + s.uses.brands + s.uses.cities > 0)
    .sort((a, b) => a.kind.localeCompare(b.kind) || b.year - a.year || a.publisher.localeCompare(b.publisher, 'zh-CN'))
}
