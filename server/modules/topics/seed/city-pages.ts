import { cityTierLabels, cityTiers } from '#common/intel'
import { factsInForce } from '#server/modules/intel/facts/load'
import { type CodePage, table } from './define.ts'

/** How many cities each tier of the shipped (published) tier list holds. */
export function tierCounts() {
  const facts = factsInForce()
  const counts = new Map<string, number>()
  for (const tier of facts.tiers.byName.values()) counts.set(tier, (counts.get(tier) ?? 0) + 1)
  return { title: facts.tiers.title, asOf: facts.tiers.asOf, counts }
}

/** The city topic's page on city tiers and what they do and do not say (issue 17/18). */
export function cityTierPage(): CodePage {
  const { title, counts } = tierCounts()
  const listed = cityTiers.filter((tier) => (counts.get(tier) ?? 0) > 0)
  return {
    path: 'city/tiers',
    blocks: [
      table(
        '城市等级的来源与城市数',
        ['等级', '城市数（个）'],
        listed.map((tier) => [cityTierLabels[tier], counts.get(tier) ?? 0]),
        `等级取自${title}；榜单之外的地级城市在本站归入“四线及以下”。城市墙和城市档案按此显示，数据来源页列出原文出处。`,
      ),
    ],
  }
}
