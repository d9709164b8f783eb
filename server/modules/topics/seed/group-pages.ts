import { groupOriginLabels } from '../../../../common/intel.ts'
import { shippedFacts } from '../../intel/facts/load.ts'
import { note, ol, p, rich, type SeedPage, table, ul } from './define.ts'

/**
 * The pages of the group topic (who runs China's hotels, how to check a group before signing) and of the group
 * strategy topic (asset-light, revenue model, development system). Every figure is published: the group facts of
 * server/modules/intel/facts, the benchmark table, or a group's own results as reported, named next to the figure.
 * The worked examples are computed here from those figures and checked by seed.test.ts.
 */

const int = (value: number) => value.toLocaleString('en-US')
const pct = (value: number, digits = 1) => value.toFixed(digits)

/** 中国旅游饭店业协会《2023年度中国饭店集团60强》: the 60 groups together (the source's note in groups.json). */
export const ctha60Total = { rooms: 5_183_000, hotels: 51_494 }

/** Groups whose Greater-China rooms the shipped facts take from the CTHA 2023 list, with their share of the 60. */
export function cthaShares() {
  const facts = shippedFacts()
  const source = facts.sources.get('ctha-2023-top60')
  const rows = facts.groups
    .filter((g) => g.china?.source === 'ctha-2023-top60' && g.china.rooms != null)
    .map((g) => ({
      name: g.name,
      origin: groupOriginLabels[g.origin],
      rooms: g.china?.rooms ?? 0,
      share: ((g.china?.rooms ?? 0) / ctha60Total.rooms) * 100,
    }))
    .sort((a, b) => b.rooms - a.rooms)
  return { rows, source, asOf: '2023-12-31' }
}

/** 华住中国 at the end of 2024 from the group facts: open hotels and the signed pipeline. */
export function huazhuPipeline() {
  const hworld = shippedFacts().groups.find((g) => g.slug === 'h-world')
  const open = hworld?.china?.hotels ?? 0
  const pipeline = hworld?.pipeline?.hotels ?? 0
  return { open, pipeline, ratio: (pipeline / open) * 100 }
}

/** 亚朵集团 2024 as reported with its full-year results (2025): openings in the year and hotels open at year end. */
export const atour2024 = {
  opened: 471,
  openAtYearEnd: 1619,
  rooms: 183_184,
  revenue: 72.48,
  hotelFees: 41.49,
  retail: 21.98,
}

/** 锦江酒店 plan for 2025 in its 2024 annual report, as reported: new signings and new openings. */
export const jinjiangPlan2025 = { signings: 2000, openings: 1300 }

/** 首旅酒店 2024 annual report, main business by segment (万元): revenue and gross profit. */
export const btgSegments2024 = [
  { name: '酒店运营（直营店）', revenue: 506_699.19, gross: 94_743.91 },
  { name: '酒店管理（加盟与管理店）', revenue: 216_779.66, gross: 168_400.25 },
  { name: '景区业务', revenue: 51_643.5, gross: 34_159.74 },
]

export function btgShares() {
  const revenue = btgSegments2024.reduce((s, r) => s + r.revenue, 0)
  const gross = btgSegments2024.reduce((s, r) => s + r.gross, 0)
  const rows = btgSegments2024.map((r) => ({
    ...r,
    margin: (r.gross / r.revenue) * 100,
    revenueShare: (r.revenue / revenue) * 100,
    grossShare: (r.gross / gross) * 100,
  }))
  return { rows, revenue, gross }
}

const CHA_2024 =
  '中国饭店协会《2024中国酒店业发展报告》，2024年4月发布（数据截至2023年12月31日，据新华社2024年4月24日报道）'
const HWORLD_2024 = '华住集团《2024年第四季度及全年业绩》，2025年3月发布（据新京报贝壳财经报道）'
const ATOUR_2024 = '亚朵集团2024年第四季度及全年业绩，2025年发布（据媒体转载）'
const JINJIANG_2024 = '锦江酒店《2024年年度报告》经营计划，2025年发布（据媒体转载）'
const BTG_2024 = '首旅酒店《2024年年度报告》主营业务分行业构成，2025年3月发布（据证券数据终端转载）'

// ---------------------------------------------------------------- group

function groupLandscape(): SeedPage {
  const { rows, source } = cthaShares()
  const top = rows.reduce((s, r) => s + r.share, 0)
  return {
    path: 'group/landscape',
    title: '中国酒店集团格局',
    summary: '连锁化率、60强集团的规模份额和各类集团的定位；每个数字注明出处和截至日期。',
    blocks: [
      rich(
        '行业底数：连锁化还有多少空间',
        p(
          `按中国饭店协会的统计，截至2023年末全国连锁酒店约9.06万家（2022年约7.1万家）；按客房数计算的连锁化率从上年的38.75%提高到40.95%，其中中档和豪华酒店的连锁化率都已超过55%；全国酒店客房约1650万间，其中连锁客房约676万间。换句话说，按客房数计仍有约${pct(100 - 40.95, 0)}%是单体酒店，它们是各集团加盟和委托管理拓展的主要来源，也是存量改造换牌的主要对象。`,
        ),
        note(`出处：${CHA_2024}。连锁酒店的口径以该报告为准。`),
      ),
      table(
        '部分集团的大中华区客房数与占60强合计的比例',
        ['集团', '类型', '大中华区客房（间）', '占60强合计（%）'],
        rows.map((r) => [r.name, r.origin, int(r.rooms), pct(r.share)]),
        `客房数出自${source?.publisher}《${source?.title}》（截至2023年12月31日，由各集团自行填报）；60强合计${ctha60Total.rooms / 1e4}万间客房、${int(ctha60Total.hotels)}家饭店。表中只列本站已核对逐家数字的集团，锦江、华住、首旅如家等名次在前的集团未列入，不能据此排序。`,
      ),
      rich(
        '从这张表读出什么',
        ul(
          `表中五家合计约占60强客房的${pct(top)}%：国际集团（洲际、万豪、温德姆）与国内的尚美、亚朵规模处在同一量级`,
          '同为国际集团，档次结构差别很大：按本站品牌库，温德姆旗下有速8、戴斯等经济型品牌，万豪在华品牌则多在高端及以上；国内的尚美以中端和经济型为主，亚朵以中高端为主',
          '集团之间的差距在档次结构，而不只在总量：选品牌时要比的是与项目同档次的那部分规模，而不是集团总客房数',
          '规模数字各有口径：协会榜单按集团填报的在营饭店统计，集团年报多按“在营加待开业”披露，不能直接相加或相减',
        ),
      ),
      table(
        '各类集团的定位（定性比较）',
        ['类型', '主力档次', '主要合作方式', '业主要注意'],
        [
          [
            '国内连锁集团',
            '经济型、中端、中高端',
            '加盟（含管理加盟）为主',
            '同城同品牌门店密度；加盟店的店长由谁委派、费用怎么分摊',
          ],
          [
            '国际酒店集团',
            '高端、超高端、奢华；中端以特许为主',
            '高端以上委托管理，中端多由国内伙伴特许经营',
            '品牌标准带来的投资；管理合同期限、考核与终止条款',
          ],
          [
            '国有及地方酒店集团',
            '高端、中高端',
            '自有、委托管理，逐步输出管理',
            '品牌和系统的成熟度；异地项目的团队支持能力',
          ],
          [
            '区域与第三方管理公司',
            '中高端、度假、单体高端',
            '委托管理、特许品牌的代管',
            '渠道和会员依赖所挂品牌；管理团队的稳定性',
          ],
        ],
        '定性比较，不含数字；具体集团以其年报和本站集团墙为准。',
      ),
      rich(
        '读排名前先看口径',
        ol(
          '中国旅游饭店业协会的“中国饭店集团60强”统计在中国境内以委托管理、特许经营、投资兼管理、租赁兼管理等方式管理的已开业饭店，不含顾问式管理，数据由各集团自行填报',
          '迈点研究院的“中国酒店集团规模TOP60”按大中华区在营酒店的客房数和门店数排名，本站只采用其公布的名次',
          'HOTELS杂志的全球榜单（THE LIST）给的是全球客房数和酒店数，不能拿来比较在中国的规模',
        ),
        note('三份榜单的出处、截至日期和本站采用的范围，见“数据来源”墙。'),
      ),
    ],
  }
}

function groupPipeline(): SeedPage {
  const hz = huazhuPipeline()
  const atourShare = (atour2024.opened / atour2024.openAtYearEnd) * 100
  return {
    path: 'group/pipeline',
    title: '读懂集团的储备与开业节奏',
    summary: '从业绩公告读出一家集团的储备规模、下沉方向和拓展速度，以及这些数字对业主意味着什么。',
    blocks: [
      rich(
        '为什么业主要看储备',
        p(
          '集团的“已签约未开业”储备，是未来两三年它要在各城市开出的店。对正在选品牌的业主，储备说明两件事：一是集团的拓展方向（哪些档次、哪些城市），决定它会把资源投向哪里；二是本项目周边将来会出现多少同集团、同档次的竞争者。储备越大，越要在合同里写清区域保护。',
        ),
      ),
      table(
        '示例：华住中国2024年末的规模与储备',
        ['指标', '数值', '说明'],
        [
          ['在营酒店（家）', int(hz.open), '华住中国，不含DH海外业务'],
          ['已签约未开业酒店（家）', int(hz.pipeline), '集团口径的待开业储备'],
          ['储备相当于在营的比例（%）', pct(hz.ratio), `${int(hz.pipeline)} ÷ ${int(hz.open)}`],
          ['在营酒店中三线及以下城市占比（%）', '42', '较上年提高2个百分点'],
          ['待开业酒店中三线及以下城市占比（%）', '54', '比在营酒店中的占比高12个百分点'],
          ['覆盖城市（个）', '1,380', '当年新增123个'],
        ],
        `出处：${HWORLD_2024}；在营和待开业家数与本站集团数据一致。`,
      ),
      rich(
        '从示例读出什么',
        ul(
          `储备相当于在营的${pct(hz.ratio)}%：即使储备只有一部分如期开业，未来几年华住中国的门店仍会明显增加`,
          '储备中三线及以下城市的占比（54%）高于在营（42%）：集团的新增门店正在向下沉市场转移，三四线城市的业主会接到更多品牌的拓展邀约，同时也要面对更多同档次新店',
          '对一二线城市的业主：新增门店更多是存量物业的改造换牌，要关注周边同品牌门店的距离和区域保护条款',
        ),
      ),
      table(
        '两家集团公布的拓展数字',
        ['集团', '公布的数字', '折算', '出处'],
        [
          [
            '亚朵集团',
            `2024年新开业${atour2024.opened}家，年末在营${int(atour2024.openAtYearEnd)}家、${int(atour2024.rooms)}间客房`,
            `当年新开业相当于年末在营的${pct(atourShare)}%`,
            ATOUR_2024,
          ],
          [
            '锦江酒店',
            `2025年计划新增签约${int(jinjiangPlan2025.signings)}家、新增开业${int(jinjiangPlan2025.openings)}家`,
            `计划开业数相当于计划签约数的${pct((jinjiangPlan2025.openings / jinjiangPlan2025.signings) * 100, 0)}%`,
            JINJIANG_2024,
          ],
        ],
        '折算由本站按公布的数字计算；计划数是集团的目标，不是实际结果。',
      ),
      rich(
        '业主怎么用这些数字',
        ol(
          '问集团本城市的储备名单：在酒店地图上标出已签约和筹建中的项目，看与本项目的距离和档次',
          '问集团同一档次品牌在本省的开业计划：一年内新开店很多的品牌，开业筹备团队和区域督导可能被摊薄',
          '看新店占比：新开业门店占在营比例高的集团，品牌口碑和经营数据多来自开业不久的门店，要看运营一年半以上的成熟门店的表现',
          '把区域保护写进意向书：半径、覆盖的品牌范围（同品牌还是同档次）、期限和例外情形',
        ),
        note('集团业绩公告的口径每年可能调整（例如是否含海外业务、是否含待开业），比较时以同一份公告为准。'),
      ),
    ],
  }
}

export function groupPages(): SeedPage[] {
  return [groupLandscape(), groupPipeline()]
}

// ---------------------------------------------------------------- groupStrategy

function strategyBusinessModel(): SeedPage {
  const { rows, revenue, gross } = btgShares()
  const mgmt = rows[1]
  const direct = rows[0]
  const hotelGross = (mgmt?.gross ?? 0) + (direct?.gross ?? 0)
  const mgmtOfHotel = ((mgmt?.gross ?? 0) / hotelGross) * 100
  return {
    path: 'groupStrategy/business-model',
    title: '收入结构与利润来源：读上市集团的年报',
    summary: '用首旅酒店和亚朵集团公开的收入结构，说明直营、管理加盟和其他业务各自贡献多少收入和利润。',
    blocks: [
      rich(
        '为什么要拆开看',
        p(
          '酒店集团的营业收入把两种完全不同的生意加在一起：直营店的收入是整家酒店的客房和餐饮收入，成本包括人工、租金和折旧，毛利率低；管理和加盟业务的收入只是费用，对应的成本主要是督导和系统人员，毛利率高。只看营业收入增长，会把直营店的扩张误当成集团实力的增长。战略规划要按业务拆开收入和毛利，再决定资源投向哪里。',
        ),
      ),
      table(
        '算例：首旅酒店2024年主营业务构成',
        ['业务', '营业收入（万元）', '毛利（万元）', '毛利率（%）', '占收入（%）', '占毛利（%）'],
        [
          ...rows.map((r) => [
            r.name,
            int(r.revenue),
            int(r.gross),
            pct(r.margin, 2),
            pct(r.revenueShare),
            pct(r.grossShare),
          ]),
          [
            '合计',
            int(Math.round(revenue * 100) / 100),
            int(Math.round(gross * 100) / 100),
            pct((gross / revenue) * 100, 2),
            '100.0',
            '100.0',
          ],
        ],
        `收入与毛利出自${BTG_2024}；毛利 = 营业收入 − 营业成本，与年报所列毛利率一致；占比由本站计算。`,
      ),
      rich(
        '从算例读出什么',
        ul(
          `酒店管理业务只占主营收入的${pct(mgmt?.revenueShare ?? 0)}%，却贡献了${pct(mgmt?.grossShare ?? 0)}%的毛利；只算酒店两项业务，管理业务占毛利的${pct(mgmtOfHotel)}%`,
          `直营店收入占${pct(direct?.revenueShare ?? 0)}%，毛利率只有${pct(direct?.margin ?? 0, 2)}%：直营店的价值更多在于样板、品牌展示和培养人才，而不是利润`,
          `同样增加一亿元收入，来自管理和加盟费的那一亿元带来的毛利约是直营店的${Math.round((mgmt?.margin ?? 0) / (direct?.margin ?? 1))}倍：这就是各集团把拓展资源压在加盟上的原因`,
        ),
      ),
      table(
        '另一种结构：亚朵集团2024年',
        ['项目', '金额（亿元）', '占总收入（%）'],
        [
          ['总收入', pct(atour2024.revenue, 2), '100.0'],
          ['管理加盟酒店收入', pct(atour2024.hotelFees, 2), pct((atour2024.hotelFees / atour2024.revenue) * 100)],
          ['零售收入', pct(atour2024.retail, 2), pct((atour2024.retail / atour2024.revenue) * 100)],
        ],
        `出自${ATOUR_2024}；占比由本站计算，其余收入为直营店等。`,
      ),
      rich(
        '对战略规划的含义',
        ol(
          '先把自己的收入和毛利按直营、管理、加盟和其他业务拆开，与上面两家的结构对照',
          '管理和加盟收入的增长取决于在营门店数和单店收入：单店收入由客房收入和费率决定，费率见上一页的基准',
          '亚朵的零售收入说明会员和客房场景可以延伸出新的收入来源，但前提是有足够的门店和会员规模',
          '直营店的去留按每家店的利润和资产价值单独决定，不因“轻资产”一刀切',
        ),
        note('上市集团的分部口径各不相同（锦江按有限服务和全服务、境内和境外分部），比较时先统一口径。'),
      ),
    ],
  }
}

const strategyExpansion: SeedPage = {
  path: 'groupStrategy/expansion',
  title: '拓展体系与指标',
  summary: '拓展漏斗怎么建、转化率用谁的数据、拓展团队看哪些指标，以及从开业目标倒推签约量的方法。',
  blocks: [
    rich(
      '拓展漏斗用自己的历史数据',
      p(
        '拓展体系的核心是一条漏斗：项目线索、初步筛选、实地考察、意向书、正式签约、开工、开业。每一级的转化率和所需时间因品牌、档次、城市和物业类型（新建还是改造）差别很大，行业没有可以直接套用的公开数字。集团应当用自己近三年的项目台账算出每一级的转化率和平均用时，按品牌分开统计，每季度更新。',
      ),
      p(
        `公开数字只能作参照。例如锦江酒店在2024年年度报告的经营计划中提出，2025年新增签约${int(jinjiangPlan2025.signings)}家、新增开业${int(jinjiangPlan2025.openings)}家，计划开业数相当于计划签约数的${pct((jinjiangPlan2025.openings / jinjiangPlan2025.signings) * 100, 0)}%（${JINJIANG_2024}）。这是集团层面的年度计划，开业的项目大多是往年签约的，不等于单个项目从签约到开业的转化率。`,
      ),
    ),
    rich(
      '从开业目标倒推签约量',
      ol(
        '定开业目标：按品牌列出第N年要开业的门店数',
        '查用时：用台账算出该品牌从签约到开业的平均月数，改造项目和新建项目分开',
        '查转化：用台账算出签约项目最终开业的比例（扣除解约、停工和长期未开业的项目）',
        '倒推：第N年的开业目标 ÷ 签约到开业的转化率 = 需要在对应年份完成的签约量；再按意向书到签约的转化率倒推意向书数量',
        '配人：按每位拓展经理每年能完成的签约量，算出需要的拓展人数；按每个筹开团队同时能负责的项目数，算出筹开团队数量',
      ),
      note('转化率和用时要用集团自己的数据；没有三年台账的集团，先从建立统一的项目台账开始。'),
    ),
    table(
      '拓展团队的考核指标',
      ['指标', '怎么算', '为什么要看'],
      [
        ['签约数与签约客房数', '按品牌、城市等级统计', '规模目标的直接来源'],
        ['签约质量', '签约项目的位置评分、物业条件和业主资金能力评分', '防止为完成数量签下开不了业的项目'],
        ['签约到开业转化率', '签约满一定期限后已开业项目的比例', '衡量签约的真实性'],
        ['开业后首年业绩', '开业首年 RevPAR 与可研预测之比', '把拓展人员的奖励与项目结果挂钩'],
        ['解约与摘牌', '开业三年内解约或摘牌的门店数', '反映选址和业主筛选的质量'],
      ],
      '指标的目标值由集团按自身历史数据设定。',
    ),
    rich(
      '拓展体系的常见问题',
      ul(
        '只按签约数量发奖金：签约数上去了，开业率和开业后业绩下来了',
        '拓展与筹开脱节：拓展承诺了业主开业时间，筹开团队却排不过来',
        '同城内部竞争：同集团不同品牌的拓展人员争抢同一业主或相邻物业，违反对已签约业主的区域保护承诺',
        '台账口径不一：各区域对“意向”“签约”的定义不同，总部汇总的数字无法比较',
      ),
    ),
  ],
}

export function groupStrategyPages(): SeedPage[] {
  return [strategyBusinessModel(), strategyExpansion]
}
