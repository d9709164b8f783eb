import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { factFiles } from './files.ts'
import { loadFacts, shippedFacts, tierOf } from './load.ts'

// biome-ignore lint/suspicious/noExplicitAny: the tests break the parsed JSON at arbitrary depths.
type Json = any
/** The shipped files, deep-copied so a test can break one. */
const files = () => structuredClone(factFiles) as Record<string, Json>
const problemsOf = (edit: (f: Record<string, Json>) => void) => {
  const f = files()
  edit(f)
  try {
    loadFacts(f)
  } catch (e) {
    return (e as Error).message
  }
  return 'no error'
}

describe('published industry facts', () => {
  it('ships every fact file of the folder (npm run facts:index after adding one)', () => {
    const dir = import.meta.dirname
    const onDisk = readdirSync(join(dir, 'brands'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => `brands/${f}`)
    expect(Object.keys(factFiles).sort()).toEqual(['cities.json', 'groups.json', ...onDisk].sort())
  })

  it('loads the shipped files', () => {
    const facts = shippedFacts()
    expect(facts.groups.length).toBeGreaterThan(10)
    expect(facts.brands.length).toBeGreaterThan(100)
    expect(facts.cities.size).toBe(337)
  })

  it('refuses a figure whose source is not defined, naming the file, row and field', () => {
    const message = problemsOf((f) => {
      f['groups.json'].groups[0].china = { hotels: 10, rooms: 1000, source: 'nowhere', asOf: '2024-12-31' }
    })
    const slug = files()['groups.json'].groups[0].slug
    expect(message).toContain(`groups.json: groups[0] (${slug}).china.source: 未定义的来源 nowhere`)
  })

  it('refuses a headquarters, founding year or ticker without a source, and a profile source not defined', () => {
    for (const field of [{ headquarters: '上海' }, { founded_year: 2005 }, { ticker: 'HTHT (NASDAQ)' }]) {
      const message = problemsOf((f) => {
        Object.assign(f['groups.json'].groups[0], { headquarters: null, founded_year: null, ticker: null }, field, {
          profile_sources: [],
        })
      })
      const slug = files()['groups.json'].groups[0].slug
      expect(message).toContain(`groups.json: groups[0] (${slug}).profile_sources: 总部、成立年份和上市代码须注明来源`)
    }
    const undefinedSource = problemsOf((f) => {
      f['groups.json'].groups[1].profile_sources = ['nowhere']
    })
    expect(undefinedSource).toMatch(/groups\[1\] \([a-z-]+\)\.profile_sources\[0\]: 未定义的来源 nowhere/)
  })

  it('ships no group profile without its source', () => {
    for (const g of shippedFacts().groups)
      if (g.headquarters || g.founded_year != null || g.ticker) expect(g.profile_sources, g.slug).not.toHaveLength(0)
  })

  it('refuses a supporting source that is not defined, and one that no fact cites, naming the file and row', () => {
    const f = files()
    const index = f['brands/okura.json'].brands.findIndex((b: Json) => b.slug === 'okura-prestige')
    const undefinedOne = problemsOf((g) => {
      g['brands/okura.json'].brands[index].supporting = ['nowhere']
    })
    expect(undefinedOne).toContain(
      `brands/okura.json: brands[${index}] (okura-prestige).supporting[0]: 未定义的来源 nowhere`,
    )
    // Without the supporting reference, the 2012 Taipei Times source is listed but cited by nothing.
    const orphan = problemsOf((g) => {
      delete g['brands/okura.json'].brands[index].supporting
    })
    const at = f['brands/okura.json'].sources.findIndex((s: Json) => s.id === 'taipeitimes-2012-okura-prestige')
    expect(orphan).toContain(`brands/okura.json: sources[${at}] (taipeitimes-2012-okura-prestige): 没有数据引用此来源`)
  })

  it('counts supporting sources as uses, so the 数据来源 page lists them', () => {
    const facts = shippedFacts()
    expect(facts.usage.get('taipeitimes-2012-okura-prestige')?.brands).toBe(1)
    expect(facts.usage.get('huazhu-2021-about')?.brands).toBe(17)
  })

  it('refuses a bad as-of date, naming the file, row and field', () => {
    const f = files()
    const brandFile = Object.keys(f).find((k) => k.startsWith('brands/')) as string
    const brand = f[brandFile].brands[0]
    const source = f['groups.json'].sources[0].id
    const message = problemsOf((g) => {
      g[brandFile].sources.push(f['groups.json'].sources[0])
      g[brandFile].brands[0].size = { hotels: 5, rooms: null, source, asOf: '2024/12' }
    })
    expect(message).toContain(`${brandFile}: brands[0] (${brand.slug}).size.asOf: 日期格式应为`)
  })

  it('refuses a brand size without a source or with a bad count, naming the file, row and field', () => {
    const f = files()
    const index = f['brands/h-world.json'].brands.findIndex((b: Json) => b.slug === 'hanting')
    expect(
      problemsOf((g) => {
        delete g['brands/h-world.json'].brands[index].size.source
      }),
    ).toContain(`brands/h-world.json: brands[${index}] (hanting).size.source:`)
    expect(
      problemsOf((g) => {
        g['brands/h-world.json'].brands[index].size.hotels = -1
      }),
    ).toContain(`brands/h-world.json: brands[${index}] (hanting).size.hotels:`)
    expect(
      problemsOf((g) => {
        g['brands/h-world.json'].brands[index].size = {
          hotels: null,
          rooms: null,
          source: 'hotels-2019-brands',
          asOf: '2019',
        }
      }),
    ).toContain(`brands/h-world.json: brands[${index}] (hanting).size: 酒店数和客房数至少要有一个`)
  })

  it('ships published brand sizes with a defined source and an as-of date, and 全季 at 中档 as H World last published', () => {
    const facts = shippedFacts()
    const sized = facts.brands.filter((b) => b.size)
    expect(sized.map((b) => b.slug).sort()).toEqual(
      [
        '7days',
        'campanile',
        'capella',
        'courtyard',
        'days-inn',
        'four-points',
        'golden-tulip',
        'grand-mercure',
        'hanting',
        'hilton-garden-inn',
        'hilton-hotels',
        'holiday-inn-express',
        'hualuxe',
        'ji-hotel',
        'vignette-collection',
        'shangri-la-signatures',
        'marco-polo',
        'upper-house',
        'east',
        'mandarin-oriental',
        'the-peninsula',
        'lavande',
        'vienna',
        'urcove',
        'hyatt-place',
        'sheraton',
        'novotel',
        'pullman',
        'intercityhotel',
      ].sort(),
    )
    for (const b of sized) {
      expect(facts.sources.get(b.size?.source ?? ''), b.slug).toBeDefined()
      expect(b.size?.asOf, b.slug).toMatch(/^\d{4}/)
    }
    const ji = facts.brands.find((b) => b.slug === 'ji-hotel')
    expect(ji).toMatchObject({ segment: 'midscale', group_segment: '中档', source: 'hworld-2025-partner-conference' })
    // 汉庭 as H World's Q2 2025 release quotes the HOTELS brand list (2024), replacing the 2019 list's 2,372.
    expect(facts.brands.find((b) => b.slug === 'hanting')?.size).toMatchObject({
      hotels: 4401,
      rooms: 378569,
      source: 'hworld-2025-q2-prnewswire',
      asOf: '2024',
    })
  })

  it('cites a defined source for every brand that states the group segment or a launch year', () => {
    const facts = shippedFacts()
    const stated = facts.brands.filter((b) => b.group_segment != null)
    expect(stated.length).toBeGreaterThan(50)
    for (const b of stated) expect(facts.sources.get(b.source ?? ''), b.slug).toBeDefined()
    const launched = facts.brands.filter((b) => b.launch_year != null)
    expect(launched.length).toBeGreaterThan(10)
    for (const b of launched) expect(facts.sources.get(b.launch_source ?? b.source ?? ''), b.slug).toBeDefined()
  })

  it('refuses a launch year without a source, and a launch source without a year', () => {
    const f = files()
    const brandFile = Object.keys(f).find((k) => k.startsWith('brands/')) as string
    const i = f[brandFile].brands.findIndex((b: Json) => b.source === null && b.launch_year === null)
    const slug = f[brandFile].brands[i].slug
    expect(
      problemsOf((g) => {
        g[brandFile].brands[i].launch_year = 1990
      }),
    ).toContain(`${brandFile}: brands[${i}] (${slug}).launch_year: 创立年份没有来源（写进 source 或 launch_source）`)
    expect(
      problemsOf((g) => {
        g[brandFile].brands[i].launch_source = g[brandFile].sources[0].id
      }),
    ).toContain(`${brandFile}: brands[${i}] (${slug}).launch_year: 有 launch_source 却没有创立年份`)
  })

  it('refuses an unknown segment and an unknown group', () => {
    const f = files()
    const brandFile = Object.keys(f).find((k) => k.startsWith('brands/')) as string
    const slug = f[brandFile].brands[1].slug
    const set = (path: (g: Record<string, Json>) => Record<string, Json>, key: string, value: unknown) =>
      problemsOf((g) => {
        path(g)[key] = value
      })
    expect(set((g) => g[brandFile].brands[1], 'segment', 'premium')).toContain(
      `${brandFile}: brands[1] (${slug}).segment:`,
    )
    expect(set((g) => g[brandFile], 'group', 'no-such-group')).toContain(
      `${brandFile}: group: groups.json 中没有集团 no-such-group`,
    )
  })

  it('refuses a source missing its publisher, a duplicate slug, a city tier name that is no city', () => {
    expect(
      problemsOf((f) => {
        delete f['groups.json'].sources[0].publisher
      }),
    ).toContain('groups.json: sources[0].publisher:')
    expect(
      problemsOf((f) => {
        const file = Object.keys(f).find((k) => k.startsWith('brands/')) as string
        f[file].brands.push(structuredClone(f[file].brands[0]))
      }),
    ).toMatch(/品牌编号 .+ 重复/)
    expect(
      problemsOf((f) => {
        f['cities.json'].tiers.lists.tier3.push('桃花源')
      }),
    ).toContain('cities.json: tiers.lists.tier3: 没有名为 桃花源 的地级市')
  })

  it('names each city tier by the shipped list, 四线及以下 for the cities it does not name', () => {
    const facts = shippedFacts()
    expect(tierOf(facts, '北京市')).toBe('tier1')
    expect(tierOf(facts, '阿勒泰地区')).toBe('tier4')
    expect(facts.tiers.byName.size).toBe(4 + 15 + 30 + 70)
  })
})
