import { benchmarkValue } from '../../../../common/benchmarks/benchmarks.ts'
import { benchmarks, chart, ol, p, rich, type SeedPage, table, ul } from './define.ts'

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

function watchCycle(): SeedPage {
  const s = revparSplit()
  const e = hworldQ3
  return {
    path: 'industryWatch/cycle',
    title: '读懂周期：把 RevPAR 的变化拆开',
    summary: '用上市集团公布的季度数据，把 RevPAR 的同比变化拆成房价和出租率两部分，判断市场处在哪个阶段。',
    blocks: [
      rich(
        '为什么要拆',
        p(
          'RevPAR = 平均房价 × 出租率。同样是 RevPAR 下降8%，如果是出租率掉下来，说明需求不足，降价未必能拉回客人；如果出租率稳住而房价下跌，说明供给增加、竞争加剧，各家在用价格换出租率。两种情况对业主的含义完全不同：前者要等需求恢复，后者要看新增供给何时消化完。',
        ),
      ),
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
      benchmarks(
        '本站基准表中的有限服务酒店房价与出租率（出自上市集团公告）',
        ['ops.adr', 'ops.occupancy'],
        '中端、经济型和中高端行分别出自锦江和亚朵的公告，高端及以上出自星级饭店统计；与上面的华住数字期间不同，不能混在一起算增长率。',
      ),
      table(
        '周期判断的四个信号',
        ['信号', '读法', '去哪里核对'],
        [
          ['出租率稳、房价跌', '供给过多，各家以价换量', '上市集团季报；本城市竞争组合的 ARI'],
          ['出租率跌、房价稳', '需求走弱，酒店在守价', '上市集团季报；竞争组合的 MPI'],
          ['两者都跌', '需求下行与新增供给叠加，最需警惕', '星级饭店季度报告、上市集团季报'],
          ['两者都涨', '需求恢复快于供给，是开发的窗口期', '同上，再核对本城市待开业客房'],
        ],
        '每个信号都要在本城市竞争组合的指数上再核对一次，指数的算法见业绩对标专题。',
      ),
      rich(
        '常见的坑',
        ul(
          '把单季度的同比当成趋势：要看连续两到三个季度的方向',
          '拿集团的全国数字套本城市：集团门店向三线及以下城市下沉，会拉低全国平均房价，不等于一线城市的房价同样下跌',
          '只看 RevPAR 不看出租率：出租率接近上限时，RevPAR 的增长只能来自房价，这时新增供给的冲击最先反映在房价上',
        ),
      ),
    ],
  }
}

export function industryWatchPages(): SeedPage[] {
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

function nationalScale(): SeedPage {
  const f = lodgingFigures()
  return {
    path: 'nationalHotel/scale',
    title: '全国规模：住宿业客房的起落',
    summary: '中国饭店协会公布的住宿业客房总规模，2019年以来的下降与恢复，以及平均每家设施的客房数。',
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
      rich(
        '业主怎么用',
        ol(
          '做城市研究时，先取本城市全口径设施和客房数，再筛出与项目同档次的部分',
          '在可研的市场部分写清总量数字的口径和年份，避免拿全口径客房数和星级饭店的出租率相乘',
          '全国的连锁化率和集团份额见集团专题，城市诊断的口径说明见城市战略专题，本页不重复',
        ),
      ),
    ],
  }
}

function nationalStar(): SeedPage {
  return {
    path: 'nationalHotel/star',
    title: '星级饭店：历次报告的读数',
    summary: '文化和旅游部星级饭店统计调查报告的几期读数：家数在减少，房价与出租率怎么读。',
    blocks: [
      rich(
        '星级统计能说明什么',
        p(
          '星级饭店统计由政府按季度发布，按星级、省份和重点旅游城市分列，平均房价（客房收入 ÷ 实际出租间夜）和平均出租率的定义各期相同。它的局限是样本：只含当期通过省级文化和旅游部门审核的星级饭店，而通过审核的家数在减少（见下表），不评星级的连锁酒店不在其中。',
        ),
      ),
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
      rich(
        '从读数看出什么',
        ul(
          '星级饭店从2019年上半年的10,284家（统计总数）降到2023年第一季度的6,324家（通过审核家数），少了约四成；两者口径略有不同，但方向明确，跨年比较前先看家数',
          '各期都是单季或半年数，季节不同不能直接比较趋势；比较时只比同一季度',
          '2022年第二季度出租率只有36.73%，是疫情期间的低点；用星级数据做可研基准时，不要取2020—2022年的数字',
        ),
      ),
      benchmarks(
        '本站基准表中取自星级统计的数字',
        ['ops.adr', 'ops.occupancy', 'ops.fnb_revenue_share', 'ops.staff_per_room'],
        '高端及以上档次的房价与出租率取自星级饭店统计（四星、五星），一线城市行取自北京市文化和旅游局；出处和年份见每一行。',
      ),
    ],
  }
}

export function nationalHotelPages(): SeedPage[] {
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

function happyLongStay(): SeedPage {
  const f = longStayFigures()
  const e = longStayExample
  return {
    path: 'happyIndustry/long-stay',
    title: '长住产品的价格算例',
    summary: '一家中端酒店在淡季按月出租客房，月价定多少才不低于按晚销售的客房收入。',
    blocks: [
      rich(
        '问题',
        p(
          '康养旅居客按月入住，酒店关心的是：同一间房按月卖，月价至少要多少，才不比按晚卖的客房收入少？答案取决于这个月按晚卖能卖出多少收入，也就是该月的 RevPAR 乘以天数。淡季 RevPAR 低，月价的底线也低；旺季反之。',
        ),
      ),
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
      benchmarks('算例使用的基准数字', [
        'ops.adr',
        'ops.occupancy',
        'ops.season_occupancy_index',
        'ops.season_adr_index',
      ]),
      rich(
        '定价清单',
        ol(
          '用本店近两年的月度数据代替基准表，算出每个月按晚销售的 RevPAR',
          '月价底线 = 当月 RevPAR × 天数，减去长住节省的清扫和布草等变动成本，加上长住客少带来的餐饮和其他收入损失',
          '规定长住房的上限（例如只在淡季开放、只占一定比例的房量），避免旺季占用',
          '在合同中写清包含的服务：清扫频次、布草更换、能耗、膳食和活动',
          '按季度复核：长住客的续住率和口碑决定产品能否持续',
        ),
      ),
    ],
  }
}

export function happyIndustryPages(): SeedPage[] {
  return [happyLongStay()]
}
