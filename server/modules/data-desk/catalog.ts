import { z } from 'zod'
import { benchmarks as shippedBenchmarks } from '#common/benchmarks/benchmarks'
import { type BenchmarkSource, sourceKinds } from '#common/benchmarks/schema'
import type { FigureKind, FigureValue } from '#common/data-desk'
import { cityTierLabels, positioningLabels } from '#common/intel'
import { shippedFacts } from '../intel/facts/load.ts'

/**
 * A stored source: the desk's shape, plus the id of the file source it was seeded from. Read without the form's
 * checks: a seeded source may carry an empty quote, which a proposal may not.
 */
export const storedSourceSchema = z.object({
  id: z.string().optional(),
  kind: z.enum(sourceKinds),
  publisher: z.string(),
  title: z.string(),
  url: z.string().nullable().optional(),
  published: z.string(),
  period: z.string(),
  quote: z.string(),
  note: z.string().nullable().optional(),
})
export type StoredSource = z.infer<typeof storedSourceSchema>

/** One figure the desk can hold: what it describes, and its value in the repository's files (the seed). */
export type Target = {
  key: string
  kind: FigureKind
  label: string
  /** The population the figure is about, said in words: 品牌 汉庭, 星级饭店（五星级）… */
  population: string
  area: 'brands' | 'groups' | 'cities' | 'benchmarks'
  unit: string
  /** Benchmark key (ops.adr) for benchmark rows. */
  benchmark?: string
  seed: { value: FigureValue; as_of: string; note: string | null; source: StoredSource } | null
}

const groupScopes = { china: '中国（大中华区）规模', world: '全球规模', pipeline: '筹建储备' } as const
export type GroupScope = keyof typeof groupScopes

/** The file source as the desk stores it: the quote is the fact's note or the source's own. */
export function storedSource(source: BenchmarkSource, period: string, quote: string | null | undefined): StoredSource {
  return {
    id: source.id,
    kind: source.kind,
    publisher: source.publisher,
    title: source.title,
    url: source.url ?? null,
    published: String(source.year),
    period,
    quote: quote ?? source.note ?? '',
  }
}

let cached: Map<string, Target> | undefined

/** Every figure the desk can hold, by key, in a stable order (brands, groups, cities, benchmark rows). */
export function targets(): Map<string, Target> {
  cached ??= buildTargets()
  return cached
}

export function benchmarkRowKey(key: string, row: { segment?: string; tier?: string; variant?: string }) {
  return `benchmark/${key}/${row.segment ?? '*'}/${row.tier ?? '*'}/${row.variant ?? '*'}`
}

function buildTargets() {
  const facts = shippedFacts()
  const out = new Map<string, Target>()
  const src = (id: string) => {
    const s = facts.sources.get(id) ?? shippedBenchmarks.sources.get(id)
    if (!s) throw new Error(`未定义的来源 ${id}`)
    return s
  }
  const groupNames = new Map(facts.groups.map((g) => [g.slug, g.name]))
  for (const b of facts.brands) {
    const key = `brand/${b.slug}/size`
    out.set(key, {
      key,
      kind: 'brand_size',
      label: `${b.name} · 门店规模`,
      population: `品牌 ${b.name}（${groupNames.get(b.group) ?? b.group}）`,
      area: 'brands',
      unit: '家 / 间',
      seed: b.size && {
        value: { hotels: b.size.hotels, rooms: b.size.rooms },
        as_of: b.size.asOf,
        note: b.size.note ?? null,
        source: storedSource(src(b.size.source), b.size.asOf, b.size.note),
      },
    })
  }
  for (const g of facts.groups) {
    for (const scope of Object.keys(groupScopes) as GroupScope[]) {
      const key = `group/${g.slug}/${scope}`
      const size = g[scope]
      out.set(key, {
        key,
        kind: 'group_size',
        label: `${g.name} · ${groupScopes[scope]}`,
        population: `集团 ${g.name}`,
        area: 'groups',
        unit: '家 / 间',
        seed: size && {
          value: { hotels: size.hotels, rooms: size.rooms },
          as_of: size.asOf,
          note: size.note ?? null,
          source: storedSource(src(size.source), size.asOf, size.note),
        },
      })
    }
  }
  for (const c of [...facts.cities.values()].sort((a, b) => a.code.localeCompare(b.code))) {
    for (const field of ['population', 'gdp'] as const) {
      const key = `city/${c.code}/${field}`
      const v = c[field]
      out.set(key, {
        key,
        kind: field === 'population' ? 'city_population' : 'city_gdp',
        label: `${c.name} · ${field === 'population' ? '常住人口' : '地区生产总值'}`,
        population: `城市 ${c.name}`,
        area: 'cities',
        unit: field === 'population' ? '万人' : '亿元',
        seed: v && {
          value: { value: v.value },
          as_of: v.asOf,
          note: v.note ?? null,
          source: storedSource(src(v.source), v.asOf, v.note),
        },
      })
    }
  }
  for (const figure of shippedBenchmarks.figures.values()) {
    for (const row of figure.rows) {
      const key = benchmarkRowKey(figure.key, row)
      const scope = [
        row.segment && positioningLabels[row.segment],
        row.tier && cityTierLabels[row.tier],
        row.variant && (figure.variants?.[row.variant] ?? row.variant),
      ].filter(Boolean)
      const population = `${scope.length ? scope.join(' · ') : '全国'}${row.caveat ? `（${row.caveat}）` : ''}`
      out.set(key, {
        key,
        kind: 'benchmark',
        label: `${figure.label}${scope.length ? ` · ${scope.join(' · ')}` : ''}`,
        population,
        area: 'benchmarks',
        unit: figure.unit,
        benchmark: figure.key,
        seed:
          row.typical == null
            ? null
            : {
                value: { low: row.low ?? null, typical: row.typical, high: row.high ?? null },
                as_of: row.asOf,
                note: row.note ?? null,
                source: storedSource(src(row.source), row.asOf, row.note),
              },
      })
    }
  }
  return out
}

/** The benchmark area of a key (ops.adr → ops), the files' areas. */
export function benchmarkArea(key: string) {
  return key.split('.')[0] ?? key
}
