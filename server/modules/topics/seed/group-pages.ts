import { groupOriginLabels } from '#common/intel'
import { factsInForce } from '#server/modules/intel/facts/load'
import { type CodePage, table } from './define.ts'

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
  const facts = factsInForce()
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
  const hworld = factsInForce().groups.find((g) => g.slug === 'h-world')
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
    figures: { CHA_2024, top, independentShare: 100 - 40.95 },
    blocks: [
      table(
        '部分集团的大中华区客房数与占60强合计的比例',
        ['集团', '类型', '大中华区客房（间）', '占60强合计（%）'],
        rows.map((r) => [r.name, r.origin, int(r.rooms), pct(r.share)]),
        `客房数出自${source?.publisher}《${source?.title}》（截至2023年12月31日，由各集团自行填报）；60强合计${ctha60Total.rooms / 1e4}万间客房、${int(ctha60Total.hotels)}家饭店。表中只列本站已核对逐家数字的集团，锦江、华住、首旅如家等名次在前的集团未列入，不能据此排序。`,
      ),
    ],
  }
}

function groupPipeline(): CodePage {
  const hz = huazhuPipeline()
  const atourShare = (atour2024.opened / atour2024.openAtYearEnd) * 100
  return {
    path: 'group/pipeline',
    figures: {
      hz,
      HWORLD_2024,
      atour2024,
      atourShare,
      ATOUR_2024,
      jinjiangPlan2025,
      JINJIANG_2024,
      openingsPerSigning: (jinjiangPlan2025.openings / jinjiangPlan2025.signings) * 100,
    },
    blocks: [],
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
    figures: {
      mgmtOfHotel,
      atour2024,
      ATOUR_2024,
      mgmtRevenueShare: mgmt?.revenueShare ?? 0,
      mgmtGrossShare: mgmt?.grossShare ?? 0,
      directRevenueShare: direct?.revenueShare ?? 0,
      directMargin: direct?.margin ?? 0,
      marginMultiple: Math.round((mgmt?.margin ?? 0) / (direct?.margin ?? 1)),
      hotelFeesShare: (atour2024.hotelFees / atour2024.revenue) * 100,
      retailShare: (atour2024.retail / atour2024.revenue) * 100,
    },
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
    ],
  }
}

const strategyExpansion: CodePage = {
  path: 'groupStrategy/expansion',
  figures: {
    jinjiangPlan2025,
    JINJIANG_2024,
    openingsPerSigning: (jinjiangPlan2025.openings / jinjiangPlan2025.signings) * 100,
  },
  blocks: [],
}

export function groupStrategyPages(): CodePage[] {
  return [strategyBusinessModel(), strategyExpansion]
}
