import { benchmarkValue } from '#common/benchmarks/benchmarks'
import { type CodePage, chart, table } from './define.ts'

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
    figures: { e, s, SRC_HZ_Q3, hworldFy2024, SRC_HZ_FY, revparFall: -s.revpar, adrFall: -s.adr, occFall: -s.occ },
    blocks: [],
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
    figures: {
      lodging2024,
      f,
      firstChangeFall: -(f.changes[0]?.pct ?? 0),
      secondChangeFall: -(f.changes[1]?.pct ?? 0),
      thirdChange: f.changes[2]?.pct ?? 0,
      fourthChange: f.changes[3]?.pct ?? 0,
    },
    blocks: [
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
    ],
  }
}

function nationalStar(): CodePage {
  return {
    path: 'nationalHotel/star',
    figures: { starRevpar2: starRevpar(358.07, 43.28), starRevpar3: starRevpar(341.76, 60.86) },
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
    figures: { f, e, lowMonth: Math.round(f.low.month), peakMonth: Math.round(f.peak.month) },
    blocks: [],
  }
}

export function happyIndustryPages(): CodePage[] {
  return [happyLongStay()]
}
