import { budgetDefaults, calculateBudget } from '#common/applets/budget'
import { benchmarkRow, benchmarkValue } from '#common/benchmarks/benchmarks'
import { positioningLabels } from '#common/intel'
import { shippedFacts } from '#server/modules/intel/facts/load'
import { type CodePage, note, ol, p, rich, table, ul } from './define.ts'

/**
 * Pages of three invest-stage topics (issue 18 depth rule): tourism-destination hotels, independent project
 * evaluation, and product and brand strategy. Figures come from the benchmark table, the published facts files, or
 * the public sources named next to them; worked examples are computed here and checked in seed.test.ts.
 */

const int = (value: number) => Math.round(value).toLocaleString('en-US')
const pct1 = (value: number) => value.toFixed(1)

// ----- tourism destination -----

/** 海南省旅游和文化广电体育厅《全省旅游接待情况表（2024年12月）》, 1–12 月累计 (万人次, 同比 %). */
const hainan2024 = {
  source: '海南省旅游和文化广电体育厅《全省旅游接待情况表（2024年12月）》',
  total: [9720.78, 8.0],
  overnight: [6782.59, 6.0],
  domesticOvernight: [6671.6, 5.1],
  inboundOvernight: [111.0, 115.6],
  dayTrips: [2938.19, 13.0],
  sanya: [2615.52, 1.7],
  haikou: [1828.25, 4.5],
  qionghai: [616.26, 7.4],
} as const

/** 文化和旅游部 2024 年国内旅游数据（新华社 2025-01-22 报道）: 国内出游人次 by quarter, 亿人次, 同比 %. */
const domesticTrips2024 = [
  ['一季度', 14.19, 16.7],
  ['二季度', 13.06, 11.8],
  ['三季度', 15.12, 17.2],
  ['四季度', 13.78, 13.2],
] as const
const domesticTrips2024Total = 56.15

/**
 * The demand example: Sanya's overnight visitors of 2024 turned into room nights under assumed stays and room
 * occupancy (persons per room). The visitor count is published; the stay and persons per room are the example's
 * assumptions, which a study must replace with survey data.
 */
export const destinationDemandExample = { visitorsWan: hainan2024.sanya[0], stays: [2, 3, 4], guestsPerRoom: 2 }

export function destinationDemandRows() {
  const { visitorsWan, stays, guestsPerRoom } = destinationDemandExample
  return stays.map((nights) => {
    const roomNightsWan = (visitorsWan * nights) / guestsPerRoom
    return { nights, roomNightsWan, dailyRooms: Math.round((roomNightsWan * 10_000) / 365) }
  })
}

/** Share of each quarter in the year's domestic trips, %, as the seasonality page prints it. */
export function tripShares() {
  return domesticTrips2024.map(([quarter, trips, growth]) => ({
    quarter,
    trips,
    growth,
    share: (trips / domesticTrips2024Total) * 100,
  }))
}

/** 三亚 holiday sampling by the city's tourism bureau: occupancy %, ADR 元. */
const sanyaHolidays = [
  ['亚龙湾', 89.69, 2145, 77.91, 1670],
  ['海棠湾', 88.23, 2342, 73.94, 1820],
  ['三亚湾', 88.99, 622, 73.06, 650],
  ['大东海', 85.22, 716, 76.6, 690],
  ['市区', 78.19, 451, 54.61, 410],
] as const

export function tourismDestinationPages(): CodePage[] {
  const h = hainan2024
  const overnightShare = (h.overnight[0] / h.total[0]) * 100
  const demand = destinationDemandRows()
  const mid = demand.find((row) => row.nights === 3)
  const low = demand[0]
  const high = demand.at(-1)
  const shares = tripShares()
  const haitang = sanyaHolidays[1]
  const sanyaBay = sanyaHolidays[2]
  const bayRatio = haitang[2] / sanyaBay[2]
  return [
    {
      path: 'hotelGroupTourismDestination/overview',
      blocks: [
        rich(
          '常见的失误',
          ol(
            `用景区年接待人次直接推算客房需求：海南 2024 年接待的游客中一日游约占 ${Math.round((h.dayTrips[0] / h.total[0]) * 100)}%，具体景区的比例往往更高，还有游客住在别的城市`,
            '只看旺季：节假日满房、房价翻倍的数据最有说服力，但全年出租率取决于平季和淡季能卖出多少',
            '房量按旺季定：旺季接住了，淡季大量空房拉低全年出租率，而折旧、人工和能耗是按全部客房发生的',
            '把配套当成收入来源：温泉、乐园、演艺若由酒店自营，投资和亏损也由酒店承担',
            '忽视交通的季节瓶颈：旺季机票、车票紧张且价格高，会压缩远程客源',
          ),
          note('需求怎么估见“从游客人次到客房需求”，季节怎么做进测算见“度假酒店季节性”。'),
        ),
      ],
    },
    {
      path: 'hotelGroupTourismDestination/demand',
      blocks: [
        rich(
          '先把统计数字拆开',
          p(
            `目的地公布的“接待游客总人数”包括过夜游客和一日游游客，只有过夜游客会产生客房需求。以海南为例，2024 年全省接待游客 ${h.total[0].toLocaleString('en-US')} 万人次，其中过夜游客 ${h.overnight[0].toLocaleString('en-US')} 万人次，占 ${pct1(overnightShare)}%；过夜游客又分布在各市县，三亚一地就有 ${h.sanya[0].toLocaleString('en-US')} 万人次。做项目研究时，要从全省数落到项目所在市县，再落到项目所在的片区。`,
          ),
        ),
        table(
          '海南省 2024 年游客接待（节选）',
          ['指标', '2024 年（万人次）', '同比（%）'],
          (
            [
              ['接待游客总人数', h.total],
              ['其中：过夜游客', h.overnight],
              ['　国内过夜游客', h.domesticOvernight],
              ['　入境过夜游客', h.inboundOvernight],
              ['其中：一日游游客', h.dayTrips],
              ['三亚市过夜游客', h.sanya],
              ['海口市过夜游客', h.haikou],
              ['琼海市过夜游客', h.qionghai],
            ] as [string, readonly [number, number]][]
          ).map(([name, [count, growth]]) => [
            name,
            count.toLocaleString('en-US', { minimumFractionDigits: 2 }),
            growth.toFixed(1),
          ]),
          `来源：${h.source}，1–12 月累计，2025 年 1 月发布。同表：2024 年游客总花费 2,040.14 亿元，同比增长 12.5%；12 月另列“候鸟游客”80.55 万人次，是康养长住产品要单独研究的客群。过夜游客占比由本页按表中数字算得。`,
        ),
        table(
          `示例：三亚 2024 年过夜游客换算为客房需求（每间平均 ${destinationDemandExample.guestsPerRoom} 人）`,
          ['人均停留（晚）', '客房间夜（万）', '日均在住客房（间）'],
          demand.map((row) => [
            row.nights,
            row.roomNightsWan.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
            int(row.dailyRooms),
          ]),
          `过夜游客 ${destinationDemandExample.visitorsWan.toLocaleString('en-US')} 万人次来自${h.source}；人均停留晚数和每间入住人数为示例假设，尚未扣除不住酒店的游客，须以调查数据替换。`,
        ),
        rich(
          '示例说明了什么',
          p(
            `同一个公开的人次，人均停留按 2 晚、3 晚、4 晚计，日均在住客房分别约为 ${int(low?.dailyRooms ?? 0)} 间、${int(mid?.dailyRooms ?? 0)} 间和 ${int(high?.dailyRooms ?? 0)} 间，上下相差三分之一。人均停留晚数和每间入住人数在上面的统计表里都没有，要另找来源，而它们对结果的影响比人次本身的增减大得多。所以目的地研究的功夫要花在这两个假设上：向统计部门了解口径，向竞争酒店了解平均住宿天数和家庭客比例，用在线旅行平台的目的地报告和机场、高铁站的旅客吞吐量交叉验证。`,
          ),
          p(
            '得到片区的需求之后，再看项目能分到多少：项目客房数占竞争酒店客房总数的比例是“公平份额”；区位（一线海景还是二线）、产品（有无儿童设施、会议场地）和品牌渠道决定项目能拿到高于还是低于公平份额的需求。这一份额要分旺季、平季、淡季分别判断，因为项目的优势在不同季节并不一样。',
          ),
        ),
      ],
    },
    {
      path: 'hotelGroupTourismDestination/seasonality',
      blocks: [
        rich(
          '全国平均看不出一个目的地的季节',
          p(
            `全国国内出游人次分季度看相当平均：2024 年四个季度各占全年的 ${shares.map((s) => `${pct1(s.share)}%`).join('、')}。但具体到一个海岛、一座雪山或一个避暑目的地，客人集中在少数几个月，旺季和淡季的差距远大于全国数字。可研不能用全国或全省的平均季节形状，要用目的地自己的月度数据和竞争酒店的月度经营数据。`,
          ),
        ),
        table(
          '全国国内出游人次分季度（2024 年）',
          ['季度', '出游人次（亿）', '占全年（%）', '同比增长（%）'],
          shares.map((s) => [s.quarter, s.trips, pct1(s.share), s.growth]),
          `来源：文化和旅游部国内旅游抽样调查，2024 年度国内旅游数据（新华社 2025 年 1 月 22 日报道）；全年国内出游 ${domesticTrips2024Total} 亿人次，国内游客出游总花费 5.75 万亿元。各季度占比由本页算得。`,
        ),
        table(
          '同一座城市、不同海湾：三亚节假日抽样',
          [
            '片区',
            '2020 年国庆 开房率（%）',
            '2020 年国庆 房价（元）',
            '2021 年元旦 开房率（%）',
            '2021 年元旦 房价（元）',
          ],
          sanyaHolidays.map((row) => [...row]),
          '来源：三亚市旅游和文化广电体育局抽样调查。2020 年国庆为 10 月 3 日当日数据（三亚日报 2020 年 10 月 4 日报道）；2021 年元旦为 1 月 1–3 日数据（中新网 2021 年 1 月 4 日报道）。均为节假日抽样，不是全年平均，不能直接用作可研假设。',
        ),
        rich(
          '这张表说明两件事',
          ul(
            `价位由片区和产品决定，而不是由城市决定：同一天、出租率相近，海棠湾的平均房价是三亚湾的 ${bayRatio.toFixed(1)} 倍。可研要按项目所在的片区取竞争组合，不能用全市平均房价`,
            '节假日之间也有差别：除三亚湾房价略高外，各片区元旦三天的开房率和房价都低于国庆当天。旺季不是一个数，春节、暑期、国庆、元旦要分别看；这两组数据都在出境游受限的 2020–2021 年，只用来比较片区之间的差别',
          ),
        ),
      ],
    },
  ]
}

// ----- project evaluation -----

/**
 * The value test: a 250-room upscale hotel in a tier-2 city at the benchmark table's typical values, per key and
 * year. Cost from the budget tool; revenue from the table's upscale ADR, occupancy and revenue split; NOI after
 * base and incentive fees, the FF&E reserve, 房产税 (original value less the deduction, × 1.2 %) and insurance;
 * value by direct capitalisation. Also the ADR at which value equals cost, other inputs unchanged.
 */
export const valueTestCase = { segment: 'upscale', tier: 'tier2' } as const

export function valueTestExample() {
  const { segment, tier } = valueTestCase
  const v = (key: string) => benchmarkValue(key, { segment, tier })
  const budget = calculateBudget(budgetDefaults(segment, tier))
  const line = (key: string) => budget.lines.find((l) => l.key === key)?.perKey ?? 0
  const cost = budget.totalPerKey
  const buildingValue = line('hardCost') + line('softCost') + line('contingency')
  // The page quotes the four-star averages as such (the upscale defaults of the tools are derived, 测算假设).
  const adr = benchmarkValue('ops.adr', { variant: 'four_star' })
  const occupancy = benchmarkValue('ops.occupancy', { variant: 'four_star' }) / 100
  const roomsShare = (100 - v('ops.fnb_revenue_share') - v('ops.other_revenue_share')) / 100
  const gopPct = v('ops.gop_margin') / 100
  const basePct = v('fee.base_pct') / 100
  const incentivePct = v('fee.incentive_pct_gop') / 100
  const reservePct = v('ops.ffe_reserve_pct') / 100
  const capRate = v('fin.cap_rate') / 100
  const propertyTaxRate = (1 - v('tax.property_value_deduction_pct') / 100) * (v('tax.property_tax_value_pct') / 100)
  const insurancePct = v('ops.insurance_pct_value') / 100

  const roomsRevenue = adr * occupancy * 365
  const revenue = roomsRevenue / roomsShare
  const gop = revenue * gopPct
  const baseFee = revenue * basePct
  const incentiveFee = gop * incentivePct
  const reserve = revenue * reservePct
  const propertyTax = buildingValue * propertyTaxRate
  const insurance = cost * insurancePct
  const noi = gop - baseFee - incentiveFee - reserve - propertyTax - insurance
  const value = noi / capRate
  // NOI is linear in revenue: NOI = revenue × margin − fixed; solve NOI = cost × cap rate for revenue, then ADR.
  const margin = gopPct - basePct - reservePct - gopPct * incentivePct
  const fixed = propertyTax + insurance
  const revenueNeeded = (cost * capRate + fixed) / margin
  const adrNeeded = (revenueNeeded * roomsShare) / (occupancy * 365)
  return {
    cost,
    buildingValue,
    adr,
    occupancy,
    roomsShare,
    roomsRevenue,
    revenue,
    gop,
    baseFee,
    incentiveFee,
    reserve,
    propertyTax,
    insurance,
    noi,
    capRate,
    value,
    valueToCost: value / cost,
    hardCostShare: line('hardCost') / cost,
    adrNeeded,
    tier1Adr: benchmarkValue('ops.adr', { tier: 'tier1', variant: 'four_star' }),
    rates: {
      gop: v('ops.gop_margin'),
      base: v('fee.base_pct'),
      incentive: v('fee.incentive_pct_gop'),
      reserve: v('ops.ffe_reserve_pct'),
      deduction: v('tax.property_value_deduction_pct'),
      propertyTax: v('tax.property_tax_value_pct'),
      insurance: v('ops.insurance_pct_value'),
      cap: v('fin.cap_rate'),
    },
  }
}

export function evaluationPages(): CodePage[] {
  const e = valueTestExample()
  const r = e.rates
  const upscaleGfa = benchmarkValue('dev.gfa_per_key', { segment: 'upscale' })
  return [
    {
      path: 'evaluationProspect/value-test',
      blocks: [
        table(
          '示例：二线城市高端酒店，每间客房的投资与价值',
          ['项目', '每间（元）', '算法'],
          [
            ['开发投资（不含土地与建设期利息）', int(e.cost), '投资预算工具，二线城市高端档次默认值'],
            [
              '客房收入（年）',
              int(e.roomsRevenue),
              `平均房价 ${e.adr} 元 × 出租率 ${pct1(e.occupancy * 100)}% × 365 天`,
            ],
            ['总收入（年）', int(e.revenue), `客房收入 ÷ 客房收入占比 ${pct1(e.roomsShare * 100)}%`],
            ['GOP', int(e.gop), `总收入 × ${r.gop}%`],
            ['基本管理费', `−${int(e.baseFee)}`, `总收入 × ${r.base}%`],
            ['奖励管理费', `−${int(e.incentiveFee)}`, `GOP × ${r.incentive}%`],
            ['FF&E 更新准备金', `−${int(e.reserve)}`, `总收入 × ${r.reserve}%`],
            [
              '房产税',
              `−${int(e.propertyTax)}`,
              `建安、专业服务与不可预见费 ${int(e.buildingValue)} 元 × (1 − ${r.deduction}%) × ${r.propertyTax}%`,
            ],
            ['财产保险', `−${int(e.insurance)}`, `开发投资 × ${r.insurance}%`],
            ['NOI（年）', int(e.noi), 'GOP 减以上各项'],
            ['收益法价值', int(e.value), `NOI ÷ 资本化率 ${r.cap}%`],
            ['价值 ÷ 投资', `${pct1(e.valueToCost * 100)}%`, ''],
          ],
          '各项比率取自基准数据表的典型值（出处见下方基准表，其中造价、GOP 率和费用率多为测算假设）；平均房价与出租率为 2017 年全国四星级平均值，年份较早。城镇土地使用税取决于用地面积，未计入；房产原值按本例的建筑投资近似，实际以当地税务机关认定的口径为准。',
        ),
        rich(
          '怎么读这张表',
          p(
            `按这组数字，酒店稳定后的收益法价值约为开发投资的 ${Math.round(e.valueToCost * 100)}%，而且投资里还没有算土地和建设期利息。在其他假设不变时，要让价值等于投资，平均房价需要达到约 ${int(e.adrNeeded)} 元，是表中四星级平均房价的 ${(e.adrNeeded / e.adr).toFixed(1)} 倍；作为参照，基准表中北京四星级 2024 年 1–3 月的平均房价为 ${e.tier1Adr} 元。这并不是说高端酒店都不该建，而是说明很多高端酒店的投资逻辑不在酒店本身：评估要找出补足差额的那部分价值，并判断它是否真实、是否归同一个投资主体。`,
          ),
          ul(
            `压投资：建安工程费按建筑面积计，在本例投资中占 ${Math.round(e.hardCostShare * 100)}%，要逐项核对每间客房分摊的建筑面积、公区和餐饮网点数量`,
            '提收入：定位能否上一个价位带，宴会、会议和餐饮能否做出超过星级平均的收入',
            '找补差：综合体里其他业态的收益、土地条件、政府支持是否写进了有约束力的文件',
            '接受差额：若业主出于形象或战略仍要建，董事会决议里要写明接受的差额和理由',
          ),
        ),
      ],
    },
    {
      path: 'evaluationProspect/risks',
      blocks: [
        table(
          '项目评估中最常见的问题',
          ['问题', '怎么发现', '对结论的影响', '处理办法'],
          [
            [
              '定位偏高',
              '原可研的房价高于竞争组合实际，且说不出产品或区位上的理由',
              '收入、NOI 和价值同比例下降',
              '调整档次、客房数或产品组合，重新做市场定位',
            ],
            [
              '面积失控',
              `每间客房分摊的建筑面积明显超过同档次的参考值（基准表高端档次典型 ${upscaleGfa}㎡/间）`,
              '投资增加而收入不增加',
              '多出的面积改为可出租商业、会议或公寓，或调整客房数',
            ],
            [
              '预算漏项',
              '预算只有建安和装修，没有经营用品、开业前费用、专业服务费或不可预见费',
              '总投资被低估，资金缺口在开业前集中暴露',
              '按投资预算工具的分项补足，并落实资金来源',
            ],
            [
              '设计未过品牌审核',
              '没有品牌方书面的技术审核意见，或审核意见未关闭',
              '变更、返工和工期延误',
              '开工前取得书面审核意见，关键节点请品牌方复核',
            ],
            [
              '合同条款失衡',
              '没有业绩考核，终止赔偿高，出售或转让须品牌方同意',
              '限制出售和再融资，压低资产价值',
              '重新谈判关键条款，或在估值中计入折价',
            ],
            [
              '工期风险',
              '机电和精装尚未招标，关键设备未订货',
              '开业推迟，开业前费用和利息增加',
              '排出关键路径，提前招标和订货',
            ],
            [
              '爬坡过快',
              '开业首年即按稳定年出租率测算',
              '前两年的现金缺口被低估',
              '按爬坡比例重排头三年，备足营运资金',
            ],
          ],
          '判断“明显偏高”“明显超过”时，以竞争组合的实际数据和品牌方的设计标准为依据，并在报告中写明比较对象。',
        ),
      ],
    },
  ]
}

// ----- product and brand strategy -----

/**
 * Brands whose segment the facts files carry with a source (the group's own wording in a cited publication); the
 * matrix shows only these, so no brand is placed by guess.
 */
export function publishedBrandSegments() {
  const facts = shippedFacts()
  const groupName = (slug: string) => facts.groups.find((g) => g.slug === slug)?.name ?? slug
  return facts.brands
    .filter((b) => b.source && b.group_segment)
    .map((b) => {
      const source = b.source ? facts.sources.get(b.source) : undefined
      return {
        group: groupName(b.group),
        brand: b.name,
        groupSegment: b.group_segment ?? '',
        segment: positioningLabels[b.segment],
        cite: source ? `${source.publisher}《${source.title}》（${source.year}）` : '',
      }
    })
}

/**
 * The franchise model of an upper-midscale prototype in a leased building, per key and year, at the benchmark
 * table's typical values: revenue from the table's upper-midscale ADR and occupancy, GOP at the table's margin, the
 * brand fee on revenue and the rent as a share of revenue; investment = full conversion + OS&E + pre-opening +
 * initial fee. Payback = investment ÷ the owner's yearly cash flow before tax and depreciation.
 */
export function franchiseModelExample() {
  const segment = 'upper_midscale' as const
  const v = (key: string, variant?: string) => benchmarkValue(key, { segment, ...(variant ? { variant } : {}) })
  const adr = v('ops.adr')
  const occupancy = v('ops.occupancy') / 100
  const roomsShare = (100 - v('ops.fnb_revenue_share') - v('ops.other_revenue_share')) / 100
  const roomsRevenue = adr * occupancy * 365
  const revenue = roomsRevenue / roomsShare
  const gop = (revenue * v('ops.gop_margin')) / 100
  const brandFee = (revenue * v('fee.franchise_pct_rooms')) / 100
  const rent = (revenue * v('fee.lease_rent_pct_revenue')) / 100
  const cash = gop - brandFee - rent
  const conversion = v('dev.pip_cost_per_key', 'full')
  const conversionHigh = benchmarkRow('dev.pip_cost_per_key', { segment, variant: 'full' })?.high ?? conversion
  const other = v('dev.ose_per_key') + v('dev.pre_opening_per_key') + v('fee.initial_fee_per_key')
  const investment = conversion + other
  const investmentHigh = conversionHigh + other
  return {
    adr,
    occupancy,
    roomsShare,
    roomsRevenue,
    revenue,
    gop,
    brandFee,
    rent,
    cash,
    conversion,
    conversionHigh,
    ose: v('dev.ose_per_key'),
    preOpening: v('dev.pre_opening_per_key'),
    initialFee: v('fee.initial_fee_per_key'),
    investment,
    investmentHigh,
    payback: investment / cash,
    paybackHigh: investmentHigh / cash,
    rates: { gop: v('ops.gop_margin'), fee: v('fee.franchise_pct_rooms'), rent: v('fee.lease_rent_pct_revenue') },
  }
}

export function productBrandPages(): CodePage[] {
  const brands = publishedBrandSegments()
  const f = franchiseModelExample()
  return [
    {
      path: 'productBrandStrategy/matrix',
      blocks: [
        table(
          '已核对出处的品牌档次',
          ['集团', '品牌', '集团的说法', '本站六档', '出处'],
          brands.map((b) => [b.group, b.brand, b.groupSegment, b.segment, b.cite]),
          '只列出档次说法已在公开资料中核对到出处的品牌。品牌墙上的其他品牌，档次尚未逐一核对到集团原文，本页不把它们放进定位图，以免按印象归类。',
        ),
      ],
    },
    {
      path: 'productBrandStrategy/prototype',
      blocks: [
        rich(
          '示例：中高端品牌在租赁物业里的加盟模型',
          p(
            `业主最关心的是多少年收回投资。下面用基准表中高端档次的典型值，算一间客房一年的账：平均房价 ${f.adr} 元、出租率 ${pct1(f.occupancy * 100)}%（亚朵集团 2024 年全年数据）；客房收入占总收入 ${pct1(f.roomsShare * 100)}%，GOP 率 ${f.rates.gop}%；品牌费用按总收入的 ${f.rates.fee}% 计；物业为租赁，租金按总收入的 ${f.rates.rent}% 计。`,
          ),
        ),
        table(
          '每间客房的年度经营与投资回收（元）',
          ['项目', '金额（元）', '算法'],
          [
            ['客房收入', int(f.roomsRevenue), `${f.adr} 元 × ${pct1(f.occupancy * 100)}% × 365 天`],
            ['总收入', int(f.revenue), `客房收入 ÷ ${pct1(f.roomsShare * 100)}%`],
            ['GOP', int(f.gop), `总收入 × ${f.rates.gop}%`],
            ['品牌费用', `−${int(f.brandFee)}`, `总收入 × ${f.rates.fee}%`],
            ['租金', `−${int(f.rent)}`, `总收入 × ${f.rates.rent}%`],
            ['业主经营现金流（税前、未计折旧）', int(f.cash), 'GOP 减品牌费用和租金'],
            [
              '单房投资',
              int(f.investment),
              `改造 ${int(f.conversion)} + 经营用品 ${int(f.ose)} + 开业前费用 ${int(f.preOpening)} + 加盟费 ${int(f.initialFee)}`,
            ],
            ['静态回收期', `约 ${f.payback.toFixed(1)} 年`, '单房投资 ÷ 业主经营现金流'],
          ],
          '比率与单房投资取自基准数据表的典型值（出处见下方基准表；GOP 率、租金比例、经营用品和开业前费用为测算假设）。预订、会员等系统费用和所得税未计入，须按品牌报价和业主的税务情况补入。',
        ),
        rich(
          '用这个模型做什么',
          p(
            `如果改造投资取基准表区间的上限 ${int(f.conversionHigh)} 元/间，单房投资升到 ${int(f.investmentHigh)} 元，回收期延长到约 ${f.paybackHigh.toFixed(1)} 年。产品团队每加一项配置，都要在这张表里看它对单房投资和回收期的影响；拓展团队承诺给业主的回收期，也必须由这张表的数字支撑，而不是由样板间的观感支撑。模型还要分别检验爬坡期（开业前两年出租率低于稳定期）和租金按年递增两种情形，回收期在这两种情形下仍可接受，原型才算过关。`,
          ),
        ),
      ],
    },
  ]
}
