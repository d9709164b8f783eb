import { cityTierLabels, cityTiers } from '../../../../common/intel.ts'
import { shippedFacts } from '../../intel/facts/load.ts'
import { benchmarks, note, p, rich, type SeedPage, table, ul } from './define.ts'

/** How many cities each tier of the shipped (published) tier list holds. */
export function tierCounts() {
  const facts = shippedFacts()
  const counts = new Map<string, number>()
  for (const tier of facts.tiers.byName.values()) counts.set(tier, (counts.get(tier) ?? 0) + 1)
  return { title: facts.tiers.title, asOf: facts.tiers.asOf, counts }
}

/** The city topic's page on city tiers and what they do and do not say (issue 17/18). */
export function cityTierPage(): SeedPage {
  const { title, counts } = tierCounts()
  const listed = cityTiers.filter((tier) => (counts.get(tier) ?? 0) > 0)
  return {
    path: 'city/tiers',
    title: '城市等级怎么用',
    summary: '本站的城市等级来自哪份榜单、每一级有多少城市，以及等级能说明什么、不能说明什么。',
    blocks: [
      table(
        '城市等级的来源与城市数',
        ['等级', '城市数（个）'],
        listed.map((tier) => [cityTierLabels[tier], counts.get(tier) ?? 0]),
        `等级取自${title}；榜单之外的地级城市在本站归入“四线及以下”。城市墙和城市档案按此显示，数据来源页列出原文出处。`,
      ),
      rich(
        '等级说明什么',
        p(
          '这份榜单按商业资源集聚度、城市枢纽性、城市人活跃度、生活方式多样性和未来可塑性给城市排序，反映的是一座城市的商业活跃程度。对酒店投资来说，它是一个有用的初筛：等级越高的城市，商务和消费需求通常越大，可选的品牌也越多。',
        ),
        p(
          '地价、造价和资产的资本化率也随城市而不同，但公开、可引用的分城市数据很少。本站基准表目前只有资本化率给出了一线城市的公开调查数据（见下表），造价按档次给出、未按城市等级区分；具体项目须按当地的造价和交易调研替换。',
        ),
      ),
      benchmarks('与城市相关的基准', ['fin.cap_rate']),
      rich(
        '等级不能说明什么',
        ul(
          '不能说明某个片区的需求：同一座城市里，核心商务区、会展中心周边和远郊新区的酒店市场完全不同',
          '不能说明供给：等级高的城市往往在建项目也多，未来几年的出租率可能下降',
          '不能代替旅游目的地判断：很多度假目的地在商业榜单中排名不高，却有很强的休闲需求',
          '榜单有年份：城市排名每年调整，引用时要注明版本，并留意最新版本的变化',
          '不能说明城市的酒店是否已经过剩：等级相同的两座城市，每万人拥有的中高端客房数可能相差很大，要用存量和在建数据判断',
        ),
        note('城市研究要从等级出发，落到片区的供需测算：见“供需平衡测算方法”和供给与储备页。'),
      ),
    ],
  }
}
