import { groupOriginLabels } from '#common/intel'
import { shippedFacts } from '#server/modules/intel/facts/load'
import { type CodePage, note, p, rich, table, ul } from './define.ts'

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

function groupLandscape(): CodePage {
  const { rows, source } = cthaShares()
  const top = rows.reduce((s, r) => s + r.share, 0)
  return {
    path: 'group/landscape',
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
    ],
  }
}

function groupPipeline(): CodePage {
  const hz = huazhuPipeline()
  const atourShare = (atour2024.opened / atour2024.openAtYearEnd) * 100
  return {
    path: 'group/pipeline',
    blocks: [
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
    ],
  }
}

export function groupPages(): CodePage[] {
  return [groupLandscape(), groupPipeline()]
}

// ---------------------------------------------------------------- groupStrategy

function strategyBusinessModel(): CodePage {
  const { rows, revenue, gross } = btgShares()
  const mgmt = rows[1]
  const direct = rows[0]
  const hotelGross = (mgmt?.gross ?? 0) + (direct?.gross ?? 0)
  const mgmtOfHotel = ((mgmt?.gross ?? 0) / hotelGross) * 100
  return {
    path: 'groupStrategy/business-model',
    blocks: [
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
    ],
  }
}

const strategyExpansion: CodePage = {
  path: 'groupStrategy/expansion',
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
  ],
}

export function groupStrategyPages(): CodePage[] {
  return [strategyBusinessModel(), strategyExpansion]
}
