import { cityTierLabels, cityTiers } from '../../../../common/intel.ts'
import { shippedFacts } from '../../intel/facts/load.ts'
import { benchmarks, note, ol, p, rich, type SeedPage, table, ul } from './define.ts'

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

/** The demand side of a city study: where room nights come from and how to estimate them (issue 18). */
export const cityDemandPage: SeedPage = {
  path: 'city/demand',
  title: '客源从哪里来',
  summary: '按细分市场拆解一座城市的酒店需求，每一类用什么数据估计、问谁验证。',
  blocks: [
    rich(
      '先拆客源，再估总量',
      p(
        '城市的酒店需求不是一个数，而是几类客人的总和，每一类的驱动因素不同：商务客跟着企业和产业走，会议和展览跟着会展设施和行业活动走，休闲客跟着景区、交通和季节走，团队和长住客又有各自的规律。把需求拆开估计，才能判断项目应该瞄准哪几类客人，以及这些客人会不会随着新的供给被分走。',
      ),
    ),
    table(
      '各类客源的估计方法',
      ['客源', '驱动因素', '用什么数据', '问谁验证'],
      [
        [
          '商务散客',
          '企业数量与产业结构、总部和研发机构',
          '统计年鉴的三产占比和企业数，园区入驻企业名单',
          '园区管委会、周边酒店的协议客户经理',
        ],
        ['协议公司', '大型企业的差旅采购', '重点企业名单与员工规模', '企业行政或差旅负责人'],
        ['会议与展览', '会展场馆的面积与档期', '场馆年度展会排期和面积', '会展场馆的销售部门'],
        [
          '休闲度假',
          '景区、交通可达性、季节',
          '文旅部门的接待人次，机场和高铁的旅客量',
          '旅行社和在线平台的目的地数据',
        ],
        ['团队与长住', '旅游团、培训、项目驻场', '培训机构和大型工程项目名单', '周边酒店的销售部门和旅行社'],
      ],
    ),
    rich(
      '从客源到房晚',
      ol(
        '按客源估计当前竞争市场的已售房晚：可售房晚乘以竞争酒店的出租率，再按访谈得到的客源结构拆分',
        '为每类客源设定增长率，依据是它自己的驱动因素，而不是城市生产总值的增速',
        '加上被压抑的需求：旺季满房时被拒绝的预订，新酒店开业后可能释放',
        '减去会被新增供给分走的需求，得到项目可以争取的房晚',
      ),
      p(
        '访谈是不可替代的：统计数据说明城市的总量，竞争酒店的销售经理、园区和会展场馆的负责人才说得清楚客人从哪里来、什么时候来、愿意付多少钱。每次访谈都记录对象、日期和要点，作为报告的附件。',
      ),
      p(
        '这一步的结果直接进入供需平衡测算和可行性研究的出租率假设。任何一类客源的假设都应能说清楚来源：是统计数据、访谈结果，还是顾问的判断；判断的部分要在报告里标明，并做敏感性分析。',
      ),
    ),
  ],
}
