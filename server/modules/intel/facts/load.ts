import type { z } from 'zod'
import type { BenchmarkSource } from '#common/benchmarks/schema'
import { cityRows } from '#common/cities'
import { inForce } from '#common/in-force'
import type { CityTier } from '#common/intel'
import { factFiles } from './files.ts'
import {
  type BrandFact,
  brandsFileSchema,
  type CityFact,
  citiesFileSchema,
  type GroupFact,
  groupsFileSchema,
} from './schema.ts'

export type Facts = {
  sources: Map<string, BenchmarkSource>
  ranking: { source: string; asOf: string; title: string }
  groups: GroupFact[]
  /** Brands with the slug of their group. */
  brands: (BrandFact & { group: string })[]
  tiers: { source: string; asOf: string; title: string; byName: Map<string, CityTier> }
  cities: Map<string, CityFact>
  /** How many facts cite each source, by file area (groups, brands, cities). */
  usage: Map<string, Record<FactArea, number>>
}
export type FactArea = 'groups' | 'brands' | 'cities'

let cached: Facts | undefined
/** The shipped facts (files.ts imports every file of this folder), checked once per process. */
export function shippedFacts(): Facts {
  cached ??= loadFacts(factFiles)
  return cached
}

const factsSlot = inForce(shippedFacts)

/**
 * The facts computed content reads: the shipped ones, or others for the length of `withFacts` (pages rendered with
 * the research desk's live figures, ADR 045).
 */
export const factsInForce = factsSlot.get

/** Runs `render` (synchronous) with `facts` in force. */
export const withFacts = <T>(facts: Facts, render: () => T): T => factsSlot.with(facts, render)

/**
 * Checks every file against its schema and the references between files (a figure's source exists, a brand's group
 * exists, slugs and source ids are unique, a city code is a real one). Throws one message that names the file, the
 * row and the field of each problem.
 */
export function loadFacts(files: Record<string, unknown>): Facts {
  const problems: string[] = []
  const sources = new Map<string, BenchmarkSource>()
  const uses: { file: string; at: string; id: string }[] = []
  const use = (file: string, at: string, id: string | null | undefined) => {
    if (id) uses.push({ file, at, id })
  }
  const listed: { file: string; at: string; id: string }[] = []
  const addSources = (file: string, list: BenchmarkSource[]) => {
    for (const [i, source] of list.entries()) {
      listed.push({ file, at: `sources[${i}] (${source.id})`, id: source.id })
      const known = sources.get(source.id)
      if (known && JSON.stringify(known) !== JSON.stringify(source))
        problems.push(`${file}: 来源 ${source.id} 与其他文件中的同名来源内容不同`)
      sources.set(source.id, source)
    }
  }
  const parse = <S extends z.ZodType>(
    file: string,
    schema: S,
    label: (json: unknown, path: PropertyKey[]) => string,
  ) => {
    const parsed = schema.safeParse(files[file])
    if (parsed.success) return parsed.data as z.infer<S>
    for (const issue of parsed.error.issues)
      problems.push(`${file}: ${label(files[file], issue.path)}: ${issue.message}`)
    return undefined
  }

  const groupsFile = parse('groups.json', groupsFileSchema, rowLabel('groups', 'slug'))
  const groups = groupsFile?.groups ?? []
  if (groupsFile) {
    addSources('groups.json', groupsFile.sources)
    use('groups.json', 'ranking.source', groupsFile.ranking.source)
    const ranks = new Set<number>()
    groups.forEach((g, i) => {
      const at = `groups[${i}] (${g.slug})`
      for (const [j, id] of g.profile_sources.entries()) use('groups.json', `${at}.profile_sources[${j}]`, id)
      if ((g.headquarters || g.founded_year != null || g.ticker) && g.profile_sources.length === 0)
        problems.push(`groups.json: ${at}.profile_sources: 总部、成立年份和上市代码须注明来源`)
      for (const key of ['china', 'world', 'pipeline'] as const)
        use('groups.json', `${at}.${key}.source`, g[key]?.source)
      if (g.ranking && ranks.has(g.ranking.rank))
        problems.push(`groups.json: ${at}.ranking.rank: 名次 ${g.ranking.rank} 重复`)
      if (g.ranking) ranks.add(g.ranking.rank)
    })
    unique(
      groups.map((g) => g.slug),
      (s) => problems.push(`groups.json: 集团编号 ${s} 重复`),
    )
  }
  const groupSlugs = new Set(groups.map((g) => g.slug))

  const brands: Facts['brands'] = []
  for (const file of Object.keys(files).filter((f) => f.startsWith('brands/'))) {
    const parsed = parse(file, brandsFileSchema, rowLabel('brands', 'slug'))
    if (!parsed) continue
    addSources(file, parsed.sources)
    if (!groupSlugs.has(parsed.group)) problems.push(`${file}: group: groups.json 中没有集团 ${parsed.group}`)
    parsed.brands.forEach((b, i) => {
      const at = `brands[${i}] (${b.slug})`
      use(file, `${at}.source`, b.source)
      use(file, `${at}.launch_source`, b.launch_source)
      if (b.launch_source && b.launch_year == null) {
        problems.push(`${file}: ${at}.launch_year: 有 launch_source 却没有创立年份`)
      }
      if (b.launch_year != null && !b.source && !b.launch_source) {
        problems.push(`${file}: ${at}.launch_year: 创立年份没有来源（写进 source 或 launch_source）`)
      }
      for (const [j, id] of (b.supporting ?? []).entries()) use(file, `${at}.supporting[${j}]`, id)
      use(file, `${at}.size.source`, b.size?.source)
      brands.push({ ...b, group: parsed.group })
    })
  }
  unique(
    brands.map((b) => b.slug),
    (s) => problems.push(`brands/: 品牌编号 ${s} 重复`),
  )

  const citiesFile = parse('cities.json', citiesFileSchema, rowLabel('cities', 'name'))
  const knownCities = new Map(cityRows.map(([code, name]) => [code, name]))
  const shortNames = new Map(cityRows.flatMap(([code, name]) => cityAliases(name).map((alias) => [alias, code])))
  const byName = new Map<string, CityTier>()
  const cities = new Map<string, CityFact>()
  if (citiesFile) {
    addSources('cities.json', citiesFile.sources)
    use('cities.json', 'tiers.source', citiesFile.tiers.source)
    for (const [tier, names] of Object.entries(citiesFile.tiers.lists)) {
      for (const name of names) {
        if (!shortNames.has(name)) problems.push(`cities.json: tiers.lists.${tier}: 没有名为 ${name} 的地级市`)
        if (byName.has(name)) problems.push(`cities.json: tiers.lists.${tier}: ${name} 出现在两个线级`)
        byName.set(name, tier as CityTier)
      }
    }
    citiesFile.cities.forEach((c, i) => {
      const at = `cities[${i}] (${c.name})`
      const name = knownCities.get(c.code)
      if (name === undefined) problems.push(`cities.json: ${at}.code: 没有代码为 ${c.code} 的地级市`)
      else if (name !== c.name) problems.push(`cities.json: ${at}.name: 代码 ${c.code} 是 ${name}`)
      use('cities.json', `${at}.population.source`, c.population?.source)
      use('cities.json', `${at}.gdp.source`, c.gdp?.source)
      cities.set(c.code, c)
    })
  }

  const usage = new Map<string, Record<FactArea, number>>()
  for (const { file, at, id } of uses) {
    if (!sources.has(id)) problems.push(`${file}: ${at}: 未定义的来源 ${id}`)
    const area: FactArea = file.startsWith('brands/') ? 'brands' : file === 'groups.json' ? 'groups' : 'cities'
    const counts = usage.get(id) ?? { groups: 0, brands: 0, cities: 0 }
    counts[area] += 1
    usage.set(id, counts)
  }
  // A source that no fact cites would not reach the 数据来源 page: the evidence it holds would be invisible.
  const cited = new Set(uses.map((u) => `${u.file}\u0000${u.id}`))
  for (const { file, at, id } of listed)
    if (!cited.has(`${file}\u0000${id}`))
      problems.push(`${file}: ${at}: 没有数据引用此来源（写进 source 或 supporting，或删去）`)
  if (problems.length > 0 || !groupsFile || !citiesFile) throw new Error(`行业数据有误：\n${problems.join('\n')}`)
  const { source, asOf, title } = citiesFile.tiers
  const tiers = { source, asOf, title, byName }
  return { sources, ranking: groupsFile.ranking, groups, brands, tiers, cities, usage }
}

/** 北京市 → 北京, 阿拉善盟 → 阿拉善, 大兴安岭地区 → 大兴安岭: the form tier lists use. */
export function shortCityName(name: string) {
  return name.length > 2 ? name.replace(/(市|地区|盟|自治州)$/, '') : name
}

/** A city's tier in the shipped list; cities it does not name are 四线及以下. */
export function tierOf(facts: Facts, cityName: string): CityTier {
  for (const alias of cityAliases(cityName)) {
    const tier = facts.tiers.byName.get(alias)
    if (tier) return tier
  }
  return 'tier4'
}

/** Names a tier list may use for a city: 北京 for 北京市, and 大理, 西双版纳 for 自治州 names. */
function cityAliases(name: string) {
  if (!name.endsWith('自治州')) return [shortCityName(name)]
  return [2, 3, 4].map((n) => name.slice(0, n))
}

/** groups[3].ranking.rank with the row's slug added, so a reader finds the row in a long file. */
function rowLabel(list: string, idField: string) {
  return (json: unknown, path: PropertyKey[]) => {
    const parts = path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')
    const [first, index] = path
    if (first === list && typeof index === 'number') {
      const id = (json as Record<string, Record<string, unknown>[] | undefined>)?.[list]?.[index]?.[idField]
      if (typeof id === 'string') return `${list}[${index}] (${id})${parts.slice(`${list}[${index}]`.length + 1)}`
    }
    return parts.slice(1) || '(整个文件)'
  }
}

function unique(values: string[], onDuplicate: (value: string) => void) {
  const seen = new Set<string>()
  for (const v of values) {
    if (seen.has(v)) onDuplicate(v)
    seen.add(v)
  }
}
