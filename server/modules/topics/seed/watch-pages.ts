import { benchmarkValue } from '#common/benchmarks/benchmarks'
import { type CodePage, chart, ol, p, rich, table, ul } from './define.ts'

/**
 * The pages of the industry-watch topic (how to read the hotel cycle), the national-market topic (scale, star-hotel
 * statistics, regions) and the happy-industry topic (lodging for tourism, culture, sport, health and elderly care).
 * Every figure is published and cited next to it, most of them as read in a press report of the source, which the
 * page says; the worked examples are computed here and checked by seed.test.ts.
 */

const int = (value: number) => value.toLocaleString('en-US')
const fix = (value: number, digits = 1) => value.toFixed(digits)

// ---------------------------------------------------------------- sources

const SRC_HZ_Q3 = '华住集团2024年第三季度业绩（2024年11月26日发布，据中国城市网2024年11月27日报道）'
const SRC_HZ_FY = '华住集团2024年第四季度及全年业绩（2025年3月20日发布，据新京报贝壳财经报道）'
const SRC_CHA_2025 =
  '中国饭店协会历年《中国酒店业发展报告》（2025年版数据截至2024年12月31日；据中研普华产业研究院2025年10月报道转引）'

// ---------------------------------------------------------------- industryWatch

/** 华住中国 2024年第三季度与上年同期（元、%），as reported by 中国城市网. */
export const hworldQ3 = { adr2024: 301, adr2023: 324, revpar2024: 256, revpar2023: 278, occ2024: 84.9 }
/** 华住中国 2024 full year as reported by 新京报: ADR 289, RevPAR 235, OCC 81.2%. */
export const hworldFy2024 = { adr: 289, revpar: 235, occ: 81.2 }

/** RevPAR = ADR × occupancy, so (1 + RevPAR change) = (1 + ADR change) × (1 + occupancy change). */
export function revparSplit() {
  const e = hworldQ3
  const revpar = (e.revpar2024 / e.revpar2023 - 1) * 100
  const adr = (e.adr2024 / e.adr2023 - 1) * 100
  const occ2023 = (e.revpar2023 / e.adr2023) * 100
  const occ2024 = (e.revpar2024 / e.adr2024) * 100
  const occ = ((1 + revpar / 100) / (1 + adr / 100) - 1) * 100
  const fyCheck = (hworldFy2024.adr * hworldFy2024.occ) / 100
  return { revpar, adr, occ, occ2023, occ2024, fyCheck }
}

function watchCycle(): CodePage {
  const s = revparSplit()
  const e = hworldQ3
  return {
    path: 'industryWatch/cycle',
    blocks: [
      table(
        '算例：华住中国2024年第三季度与上年同期',
        ['项目', '2023年三季度', '2024年三季度', '变化（%）'],
        [
          ['平均房价（元）', e.adr2023, e.adr2024, fix(s.adr)],
          ['RevPAR（元）', e.revpar2023, e.revpar2024, fix(s.revpar)],
          ['出租率（%，RevPAR ÷ 房价推算）', fix(s.occ2023), fix(s.occ2024), fix(s.occ, 2)],
        ],
        `出处：${SRC_HZ_Q3}。公告披露的2024年三季度出租率为${fix(e.occ2024)}%，与推算值的差异来自房价和 RevPAR 的四舍五入。`,
      ),
      rich(
        '算法',
        ol(
          `RevPAR 变化 = ${e.revpar2024} ÷ ${e.revpar2023} − 1 = ${fix(s.revpar)}%`,
          `房价变化 = ${e.adr2024} ÷ ${e.adr2023} − 1 = ${fix(s.adr)}%`,
          `出租率变化 = (1 − ${fix(-s.revpar)}%) ÷ (1 − ${fix(-s.adr)}%) − 1 = ${fix(s.occ, 2)}%`,
          `结论：RevPAR 下降${fix(-s.revpar)}%中，房价下降贡献了${fix(-s.adr)}个百分点，出租率只下降了约${fix(-s.occ, 1)}%`,
        ),
      ),
      rich(
        '从算例读出什么',
        ul(
          '2024年三季度华住中国的出租率仍在85%左右，下降几乎全部来自房价：这是“客人还在，但价格被压低”的形态，属于下面“周期判断的四个信号”表中的第一种',
          `全年口径可以用同样的方法核对：华住公布2024年全年房价${hworldFy2024.adr}元、出租率${fix(hworldFy2024.occ)}%，两者相乘约${fix(s.fyCheck)}元，与公布的 RevPAR ${hworldFy2024.revpar}元一致（出处：${SRC_HZ_FY}）`,
          '对业主的预算：在这种阶段，可研和预算里的房价增长率不宜沿用前两年的涨幅，应按持平或下降做基准情景，出租率可以参考竞争组合的实际水平',
          '对在谈的品牌：集团推介材料中的房价多取自上一个高点，要求对方按最近一季的同档次实际房价重新测算',
        ),
      ),
    ],
  }
}

export function industryWatchPages(): CodePage[] {
  return [watchCycle()]
}

// ---------------------------------------------------------------- nationalHotel

/** 中国饭店协会: 住宿业客房总规模, 万间, at each year end (2021 not given in the report as read). */
export const lodgingRooms = [
  { year: 2019, rooms: 1892 },
  { year: 2020, rooms: 1620 },
  { year: 2022, rooms: 1529 },
  { year: 2023, rooms: 1805 },
  { year: 2024, rooms: 1928 },
] as const
/** 中国饭店协会《2025中国酒店业发展报告》: facilities and rooms at 2024-12-31. */
export const lodging2024 = { facilities: 570_104, rooms: 19_277_554 }

export function lodgingFigures() {
  const changes = lodgingRooms.slice(1).map((r, i) => {
    const prev = lodgingRooms[i] ?? r
    return { from: prev.year, to: r.year, pct: (r.rooms / prev.rooms - 1) * 100 }
  })
  const perFacility = lodging2024.rooms / lodging2024.facilities
  return { changes, perFacility }
}

/** Star-hotel readings from 文化和旅游部 reports as reported in the press: hotels, ADR 元, occupancy %, RevPAR 元. */
export const starReadings = [
  {
    period: '2017年第四季度',
    hotels: 9775,
    adr: 357.89,
    occ: 58.65,
    revpar: null,
    cite: '中商情报网2018年3月20日报道',
  },
  {
    period: '2018年第三季度',
    hotels: 9230,
    adr: 341.76,
    occ: 60.86,
    revpar: 208.0,
    cite: '中商产业研究院2019年3月5日报道',
  },
  {
    period: '2019年上半年',
    hotels: 10284,
    adr: 354.59,
    occ: 53.05,
    revpar: 188.11,
    cite: '中国文化报报道',
  },
  {
    period: '2021年第四季度',
    hotels: 6801,
    adr: 338.45,
    occ: 42.22,
    revpar: null,
    cite: '扬子晚报2022年3月4日报道',
  },
  {
    period: '2022年第二季度',
    hotels: 6698,
    adr: 297.91,
    occ: 36.73,
    revpar: null,
    cite: '文化和旅游部市场管理司2022年8月发布（据百科转载）',
  },
  {
    period: '2023年第一季度',
    hotels: 6324,
    adr: 358.07,
    occ: 43.28,
    revpar: 154.99,
    cite: '中国文化传媒网2023年5月17日报道',
  },
] as const

export const starRevpar = (adr: number, occ: number) => (adr * occ) / 100

function nationalScale(): CodePage {
  const f = lodgingFigures()
  return {
    path: 'nationalHotel/scale',
    blocks: [
      rich(
        '总量',
        p(
          `按中国饭店协会的统计，截至2024年12月31日，全国住宿业设施共${int(lodging2024.facilities)}家，客房总规模${int(lodging2024.rooms)}间，平均每家约${fix(f.perFacility)}间。平均规模之所以这样小，是因为全口径包括大量民宿、公寓和小旅馆；做酒店市场研究时，要再按档次和设施类型筛选。`,
        ),
      ),
      table(
        '住宿业客房总规模（万间）',
        ['年末', '客房（万间）'],
        lodgingRooms.map((r) => [String(r.year), int(r.rooms)]),
        `出处：${SRC_CHA_2025}。2021年末的数字本站未核对到，表中不列。`,
      ),
      chart(
        '住宿业客房总规模',
        'bar',
        lodgingRooms.map((r) => String(r.year)),
        { 客房总规模: lodgingRooms.map((r) => r.rooms) },
        '万间',
        `出处：${SRC_CHA_2025}。`,
      ),
      table(
        '算例：各期变化',
        ['期间', '计算', '变化（%）'],
        f.changes.map((c) => {
          const a = lodgingRooms.find((r) => r.year === c.from)?.rooms ?? 0
          const b = lodgingRooms.find((r) => r.year === c.to)?.rooms ?? 0
          return [`${c.from}→${c.to}`, `${int(b)} ÷ ${int(a)} − 1`, fix(c.pct)]
        }),
        '2020→2022 跨两年，是两年合计的变化。',
      ),
      rich(
        '从数字读出什么',
        ul(
          `2020年客房总规模比2019年减少${fix(-(f.changes[0]?.pct ?? 0))}%，2022年比2020年又减少${fix(-(f.changes[1]?.pct ?? 0))}%`,
          `2023年反弹${fix(f.changes[2]?.pct ?? 0)}%，2024年再增${fix(f.changes[3]?.pct ?? 0)}%，总量已超过2019年的水平，新增客房要靠需求增长来消化（房价的变化见行业观察专题“读懂周期”）`,
          '总量恢复不等于每个档次都恢复：总量数字看不出新增和退出各在哪些档次，项目研究要按档次重新统计本城市的在营和新增客房',
        ),
      ),
    ],
  }
}

function nationalStar(): CodePage {
  return {
    path: 'nationalHotel/star',
    blocks: [
      table(
        '历次报告的全国读数',
        ['统计期间', '星级饭店（家）', '平均房价（元/间夜）', '平均出租率（%）', 'RevPAR（元）', '出处'],
        starReadings.map((r) => [
          r.period,
          int(r.hotels),
          fix(r.adr, 2),
          fix(r.occ, 2),
          r.revpar == null ? `${fix(starRevpar(r.adr, r.occ), 2)}（推算）` : fix(r.revpar, 2),
          r.cite,
        ]),
        '均为文化和旅游部（2018年以前为国家旅游局）发布的全国星级饭店统计数字，经所列媒体报道读取。家数为当期通过审核的家数，2019年上半年为统计总数。RevPAR 标“推算”的，是平均房价 × 平均出租率，报告原文未在报道中给出。',
      ),
      rich(
        '算例：核对 RevPAR',
        p(
          `报告公布的 RevPAR 应约等于平均房价乘以出租率。以2023年第一季度为例：358.07 × 43.28% = ${fix(starRevpar(358.07, 43.28), 2)}元，报告公布154.99元，差异来自四舍五入；2018年第三季度：341.76 × 60.86% = ${fix(starRevpar(341.76, 60.86), 2)}元，公布208.00元。核对一致，说明引用的几个数字属于同一口径；如果相差较大，通常是把不同期间或不同范围的数字拼在了一起。`,
        ),
      ),
    ],
  }
}

export function nationalHotelPages(): CodePage[] {
  return [nationalScale(), nationalStar()]
}

// ---------------------------------------------------------------- happyIndustry

/** The long-stay example: a midscale hotel sells a room by the month in February instead of by the night. */
export const longStayExample = { segment: 'midscale' as const, month: 'm02', days: 28, peakMonth: 'm08', peakDays: 31 }

/** February and August room revenue per available room from the table's midscale ADR, occupancy and season indices. */
export function longStayFigures() {
  const e = longStayExample
  const adr = benchmarkValue('ops.adr', { segment: e.segment })
  const occ = benchmarkValue('ops.occupancy', { segment: e.segment })
  const month = (m: string, days: number) => {
    const occIdx = benchmarkValue('ops.season_occupancy_index', { variant: m })
    const adrIdx = benchmarkValue('ops.season_adr_index', { variant: m })
    const mAdr = (adr * adrIdx) / 100
    const mOcc = (occ * occIdx) / 100
    const revpar = (mAdr * mOcc) / 100
    return { occIdx, adrIdx, adr: mAdr, occ: mOcc, revpar, month: revpar * days }
  }
  return { adr, occ, low: month(e.month, e.days), peak: month(e.peakMonth, e.peakDays) }
}

function happyLongStay(): CodePage {
  const f = longStayFigures()
  const e = longStayExample
  return {
    path: 'happyIndustry/long-stay',
    blocks: [
      table(
        '算例：一家中端酒店的二月和八月',
        ['项目', '二月（淡季）', '八月（旺季）', '来源'],
        [
          ['全年平均房价（元）', fix(f.adr, 2), fix(f.adr, 2), '基准表：中端'],
          ['全年平均出租率（%）', fix(f.occ, 2), fix(f.occ, 2), '基准表：中端'],
          ['房价季节指数', f.low.adrIdx, f.peak.adrIdx, '基准表：测算假设'],
          ['出租率季节指数', f.low.occIdx, f.peak.occIdx, '基准表：测算假设'],
          ['当月房价（元）', fix(f.low.adr, 2), fix(f.peak.adr, 2), '全年房价 × 指数 ÷ 100'],
          ['当月出租率（%）', fix(f.low.occ, 2), fix(f.peak.occ, 2), '全年出租率 × 指数 ÷ 100'],
          ['当月 RevPAR（元）', fix(f.low.revpar, 2), fix(f.peak.revpar, 2), '房价 × 出租率'],
          ['天数', e.days, e.peakDays, ''],
          [
            '按晚销售的月客房收入（元/间）',
            int(Math.round(f.low.month)),
            int(Math.round(f.peak.month)),
            'RevPAR × 天数',
          ],
        ],
        '房价与出租率出自锦江酒店中国境内中端酒店2023年1—11月的公告数字；季节指数是本站的测算假设。出处见下方基准表。',
      ),
      rich(
        '从算例读出什么',
        ul(
          `二月按月出租，月价不低于约${int(Math.round(f.low.month))}元，客房收入就不比按晚卖少；八月的底线是约${int(Math.round(f.peak.month))}元`,
          '长住客每天都在，但不一定每天清扫、每天换布草，变动成本低于按晚销售；成本差额要按本店的清扫和布草标准测算，本页不给数字',
          '长住客不在店内消费早餐以外的餐饮时，餐饮收入的损失要另算；反之，包餐的旅居产品可以把膳食作为收入来源',
          '结论：把长住产品放在淡季、按低于旺季的月价销售，对酒店有利；旺季则应限制长住房量',
        ),
      ),
    ],
  }
}

export function happyIndustryPages(): CodePage[] {
  return [happyLongStay()]
}
