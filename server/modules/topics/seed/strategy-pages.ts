import { budgetDefaults, calculateBudget } from '../../../../common/applets/budget.ts'
import { benchmarkRow, benchmarkValue } from '../../../../common/benchmarks/benchmarks.ts'
import { positioningLabels } from '../../../../common/intel.ts'
import { shippedFacts } from '../../intel/facts/load.ts'
import { benchmarks, note, ol, overviewPage, p, rich, type SeedPage, table, ul } from './define.ts'

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

export function tourismDestinationPages(): SeedPage[] {
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
    overviewPage(
      'hotelGroupTourismDestination',
      '旅游目的地酒店投资要点',
      '目的地酒店卖的首先是目的地：客人先决定去哪里，再挑住哪一家。项目的天花板由目的地决定——客源城市到这里要多久，景区和活动能把人留几晚，一年里有几个月值得专程来；项目自己能决定的，是在这个目的地里占哪一段价位、接哪一类客人、旺季之外靠什么把房间卖出去。与城市商务酒店相比，度假酒店的收入更集中在节假日，餐饮、康体和活动收入的比重更大，景观和低密度建筑让单房投资更高，口碑和渠道也要经过至少一个完整的旺季才见分晓。业主在这一阶段要拍板的是：做不做、做多少间、做到什么档次，一家酒店还是一组酒店。',
      [
        '客源来自哪几座城市？单程交通要多久，旺季的航班和高铁运力够不够？',
        '过夜游客占多少、平均住几晚？统计口径是住宿单位登记的人次，还是抽样推算的人数？',
        '一年里有几个月能卖出像样的房价？淡季最长连续几个月，那时谁会来？',
        '同一片区已开业和在建的度假酒店有多少间、各占哪个价位？新项目要和谁错开？',
        '业主能承受多长的爬坡期？土地出让或招商协议是否限定了档次、开业时间或运营主体？',
        '温泉、乐园、演艺、营地这些配套，是酒店自营、对外承包，还是交给目的地运营方？',
      ],
      [
        '画客源圈：按 2 小时、4 小时交通时间圈出客源城市，列出各城市人口、直飞航班和高铁班次',
        '取得目的地近三年的月度或季度游客统计，核对过夜游客与一日游的划分和统计口径',
        '选定同一海湾或景区内的同档次竞争酒店，分别收集节假日、周末和平日的房价与出租率',
        '按月估计需求再合成全年：旺季看房量是否接得住，淡季看价格能否守住',
        '确定档次与房量，同步排出淡季产品（会议、研学、康养长住、本地周末），并把所需的会议室、儿童设施、带厨房的长住房型写进设计任务书',
        '用可行性研究工具测算回报，用投资预算工具核对单房投资，至少做“淡季延长一个月”“旺季房价下降”两种敏感性',
      ],
      [
        rich(
          '度假酒店的账和城市酒店不一样',
          ul(
            '收入结构：全服务酒店的餐饮和其他收入合计约占一半或更多（见下表星级饭店的收入构成）；度假酒店还有康体、活动、接驳等收入，每一项都要先定经营方式（自营、承包或合作），再估收入和毛利',
            '人员编制：度假酒店餐饮网点多、占地大，还要康乐、景观和接驳人员；下表的人房比来自星级饭店统计，城市和度假酒店混在一起，度假项目要按网点和占地单独排编制',
            '建设周期：景观、泳池和低密度建筑让工期拉长，基准表对奢华档次已注明度假村可长于典型值',
            '爬坡期：度假酒店的点评和渠道排名要经过一个完整的旺季才能建立，开业时点最好落在旺季之前，而不是旺季刚过',
          ),
        ),
        benchmarks('度假项目常用的基准数字', [
          'ops.fnb_revenue_share',
          'ops.other_revenue_share',
          'ops.staff_per_room',
          'dev.construction_months',
          'ops.gop_margin',
        ]),
        rich(
          '酒店群落：同一目的地的几家酒店怎么错开',
          p(
            '文旅项目常常一次规划几家酒店：一家旗舰度假酒店、一两家中端或精品酒店，再加民宿、营地或度假公寓。规划的目标是让它们各接一类客人，而不是在同一个价位上互相压价。错开的维度有四个：价位带（相差一个档次以上）、客群（亲子家庭、情侣、会议团队、长住康养）、产品形态（独栋别墅、标准客房、营地帐篷、带厨房的公寓）和区位（一线海景、景区入口、镇区）。会议中心、停车、接驳、布草洗涤和员工宿舍可以共用，既省投资也省人工。',
          ),
          ul(
            '同一集团的几个品牌：会员和渠道可以共享，但要在合同里写清区域保护范围，避免集团后来在旁边再签一家同档次酒店',
            '不同集团的品牌：各自带来不同的会员客源，但共用设施的费用分摊、服务标准和管理界面要在开业前谈定',
            '自营的民宿和营地：投资小、上线快，适合先开业养客源，但服务标准和安全管理要单独建立',
          ),
        ),
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
    ),
    {
      path: 'hotelGroupTourismDestination/demand',
      title: '从游客人次到客房需求',
      summary: '目的地的游客统计怎么拆、怎么换算成客房间夜，哪几个假设最影响结果；附三亚 2024 年的换算示例。',
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
        rich(
          '换算方法',
          ol(
            '确认口径：过夜游客是按住宿单位登记的人次汇总，还是按抽样调查推算的人数？同一位游客换住两家酒店是否记两次？口径不同，下面的“人均停留晚数”含义也不同',
            '客房间夜 = 过夜游客人次 × 人均停留晚数 ÷ 每间客房平均入住人数',
            '扣除不住酒店的部分：民宿、度假公寓、亲友家和自有住房；“候鸟”客群中自有或长租住房的比例要单独调查',
            '按价位带和客群拆分，只留下与项目档次相符的那一部分',
            '日均在住客房 = 全年客房间夜 ÷ 365，再与片区同档次酒店的客房总数比较，判断供需是否平衡',
          ),
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
      title: '度假酒店季节性',
      summary:
        '季节性怎么影响全年出租率和房价，怎么把季节做进测算，淡季靠什么客源；附全国分季度出游与三亚节假日抽样数据。',
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
        rich(
          '把季节做进测算',
          ol(
            '至少分旺季、平季、淡季三段（有条件按月），每段分别设出租率和平均房价',
            '旺季出租率受房量约束：需求超过客房数的部分卖不出去，只能体现为更高的房价；不要让旺季出租率的假设超过竞争酒店旺季的实际水平',
            '全年出租率 = 各段售出间夜之和 ÷ 各段可售间夜之和；全年平均房价 = 各段客房收入之和 ÷ 售出间夜之和，不能把各段房价简单平均',
            '成本也分段：核心编制全年在岗，旺季用季节工和外包补充；能耗、布草、餐饮原料随出租率变化，折旧、保险和核心人工不随季节变化',
            '现金流按月排：淡季几个月的经营现金流可能为负，开业首年和每年淡季都要备足营运资金',
          ),
        ),
        rich(
          '淡季靠什么',
          ul(
            '会议与奖励旅游：企业把年会、培训和奖励旅游放在淡季，价格敏感但人数多；前提是设计阶段就留足会议室面积、宴会厨房和大巴停车',
            '研学与亲子：学期内的周末和寒暑假之外的假期，需要儿童设施、研学课程和合作学校、机构',
            '康养与长住：海南统计中单列的“候鸟游客”就是这类客群，需要带厨房和洗衣设施的房型、按月计价的产品和医疗资源合作',
            '本地客：周边城市的周末短途、婚宴和餐饮，靠的是餐饮品质和本地会员，而不是远程渠道',
            '节庆与赛事：马拉松、音乐节、体育赛事能在淡季造出几个高峰，但要提前一年以上与主办方锁定',
          ),
          note(
            '淡季降价要有底线：大幅低价会被点评和比价平台记住，旺季再拉高房价时客人会拿淡季价格比较。用打包产品（含餐、含活动）代替直接降房价。',
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

export function evaluationPages(): SeedPage[] {
  const e = valueTestExample()
  const r = e.rates
  const upscaleGfa = benchmarkValue('dev.gfa_per_key', { segment: 'upscale' })
  return [
    {
      path: 'evaluationProspect/value-test',
      title: '投入和价值对得上吗',
      summary:
        '用基准表的典型值，把一家二线城市高端酒店的开发投资与收益法价值放在一起比较，并反推价值覆盖投资所需的房价。',
      blocks: [
        rich(
          '为什么先做这一步',
          p(
            '评估里分量最重的一个问题是：酒店建成稳定后，按市场上买家愿意支付的价格，它值多少钱；这个数与投资相比是高还是低。价值明显低于投资时，无论可研的内部收益率算得多好看，差额都要由别的东西来补——低价取得的土地、综合体里住宅和办公的收益、政府的补贴，或者业主愿意为城市形象和品牌地标付出的代价。评估报告要把这笔差额算出来，并写清楚由谁来补。',
          ),
        ),
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
        benchmarks('示例用到的基准数字', [
          'ops.adr',
          'ops.occupancy',
          'ops.gop_margin',
          'fee.base_pct',
          'fee.incentive_pct_gop',
          'ops.ffe_reserve_pct',
          'fin.cap_rate',
        ]),
        rich(
          '换成项目自己的数字',
          ol(
            '投资：用项目的预算和已签合同，分开已发生与待发生的部分；已发生的部分在“继续还是止损”的判断中是沉没成本',
            '收入：平均房价和出租率用竞争组合近 12 个月的实际，再按开业爬坡比例排出头三年',
            '费用：GOP 率用同品牌、同档次、同类城市酒店的实际，费用按管理合同条款逐项计算',
            '税费：房产税按当地的原值减除比例，城镇土地使用税按用地面积和当地税额',
            '价值：资本化率取自评估报告或可比交易；再用估值工具做十年现金流折现，与直接资本化的结果对照',
          ),
        ),
      ],
    },
    {
      path: 'evaluationProspect/risks',
      title: '常见风险清单',
      summary: '项目评估中最常发现的问题：怎么发现、对结论有什么影响、怎么处理。',
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
        benchmarks('复核时对照的基准', [
          'dev.gfa_per_key',
          'dev.pre_opening_per_key',
          'dev.contingency_pct',
          'ops.ramp_occupancy_pct',
        ]),
        rich(
          '报告里要写清楚的',
          ul(
            '每个问题的影响金额：对总投资、对稳定年 NOI、对价值各是多少',
            '每个数字的来源：竞争酒店数据的取得方式和日期，访谈的对象和要点',
            '哪些是评估人的判断，判断的依据是什么，如果判断错了结论会不会改变',
            '结论的触发条件：例如“若合同在开工前改签业绩考核条款，则建议继续”',
          ),
          note('问题清单要交给业主和管理公司逐条回复，回复意见与处理结果作为评估报告的附件。'),
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

export function productBrandPages(): SeedPage[] {
  const brands = publishedBrandSegments()
  const f = franchiseModelExample()
  return [
    {
      path: 'productBrandStrategy/matrix',
      title: '品牌定位矩阵',
      summary:
        '定位图怎么画、档次以谁的说法为准；列出已核对出处的品牌档次和各集团公开的品牌矩阵，以及从定位图找空档的步骤。',
      blocks: [
        rich(
          '定位图怎么画',
          p(
            '定位图的横轴是价位带，纵轴是客群或场景（商务、生活方式、度假、长住）。每个品牌先按所属集团自己公开的档次说法落位，再用实际房价校正：同一品牌在一线城市和三线城市的房价可能相差一个档次，定位图要按项目所在的城市或城市等级来画。本站统一用奢华、超高端、高端、中高端、中端、经济型六档；集团的用语与六档不一一对应时，保留集团原话，并写明归到哪一档、依据是什么。',
          ),
        ),
        table(
          '已核对出处的品牌档次',
          ['集团', '品牌', '集团的说法', '本站六档', '出处'],
          brands.map((b) => [b.group, b.brand, b.groupSegment, b.segment, b.cite]),
          '只列出档次说法已在公开资料中核对到出处的品牌。品牌墙上的其他品牌，档次尚未逐一核对到集团原文，本页不把它们放进定位图，以免按印象归类。',
        ),
        table(
          '集团公开的品牌矩阵（按资料原文）',
          ['集团', '资料与时点', '档次划分与所列品牌'],
          [
            [
              '华住集团',
              '海通证券研究所《华住：“多品牌+全覆盖”打造万店连锁》，2020 年 3 月，截至 2019 年末',
              '经济型：汉庭、海友、怡莱、Zleep；中端：星程、全季、宜必思；中高端：美仑、美居、诺富特、桔子水晶、漫心、Intercity；奢华与高端：美仑国际、禧玥、花间堂、美爵、Steigenberger、Jaz、Maxx',
            ],
            [
              '亚朵集团',
              '东北证券《亚朵：中高端酒店龙头，领先的生活方式品牌集团》，2023 年 1 月',
              '中端：亚朵轻居；中高端：亚朵、亚朵X；高端：亚朵S、ZHotel；豪华：A.T.HOUSE',
            ],
            [
              '万豪国际',
              'Marriott International 2021 年年报（Form 10-K）物业表',
              'Luxury 档列 JW万豪、丽思卡尔顿、W 酒店、豪华精选、瑞吉、EDITION、Bvlgari；其后为 Premium 档（首列万豪酒店），其余档次见原文',
            ],
          ],
          '券商报告转述的是集团在当时的品牌划分，年份较早的要以集团最新年报或官网为准。同一资料中华住在 2019 年末开业酒店 5,618 家、客房 53.7 万间，会员 1.39 亿。',
        ),
        rich(
          '这两张表提醒的事',
          ul(
            '档次会随产品迭代而变：例如全季在华住 2019 年的矩阵里列为中端。引用档次时写明资料和年份，不同资料说法不一致时，以集团最新的公开材料为准',
            '上表的华住、亚朵用经济型、中端、中高端、高端、豪华这样的分档，万豪在年报里用自己的档次名称（Luxury、Premium 等）列示品牌，两种说法不能逐字对译，归到本站六档时要说明依据',
            '规模要看口径：亚朵 2024 年末有 1,619 家酒店、183,184 间客房，按客房数为中国最大的中高端连锁（融中财经 2025 年 8 月报道，引 Frost & Sullivan 数据）；这是单一档次的规模，不能和集团全部档次的客房数放在一起比',
          ),
        ),
        rich(
          '从定位图找空档',
          ol(
            '列出项目所在城市（或同等级城市）目标价位带内的品牌和门店数，门店数以集团公开数据或实地统计为准',
            '用实际房价校正每个品牌的位置：在线平台同一日期的抽样，或竞争酒店访谈',
            '找空档：价位带内门店少而需求旺的城市，或者某类客群（亲子、长住、电竞、宠物友好）没有专门的产品',
            '检验空档是否真实：是没人做，还是有人做过没做成；做不成的原因是需求不足，还是成本结构撑不起这个价位',
            '判断能否守住：空档一旦被证明有效，大集团能否在一两年内用现有品牌跟进；新品牌的差异要建立在对手难以快速复制的东西上（物业资源、会员、供应链）',
          ),
        ),
      ],
    },
    {
      path: 'productBrandStrategy/prototype',
      title: '产品原型开发流程',
      summary: '从概念到标准手册的六个阶段、每个阶段的交付物和过关条件，以及检验原型能否吸引业主的加盟模型示例。',
      blocks: [
        table(
          '从概念到标准：六个阶段',
          ['阶段', '交付物', '过关条件'],
          [
            [
              '概念',
              '目标客群画像、价位带、品牌承诺、客房与公区的功能清单',
              '管理层认可定位，并写明与集团现有品牌的边界',
            ],
            [
              '原型设计',
              '标准客房平面（开间、进深、卫浴布置）、公区功能配比、餐饮模式、机电与智能化标准',
              '单房面积和单房投资都在上限之内',
            ],
            [
              '成本与加盟模型',
              '单房投资分项估算、目标房价与出租率、业主回收期测算',
              '回收期达到拓展团队能说服业主的水平',
            ],
            ['样板间', '1:1 样板间、材料样板、宾客与业主的评审记录', '评审意见关闭，造价复核不超上限'],
            ['试点店', '首批店开业，以及开业后 12 个月的经营数据和点评', 'RevPAR 指数、点评得分和业主回报达到目标'],
            [
              '标准化',
              '设计手册、运营手册、开业检查与质量巡检标准、改造换牌标准',
              '新店按手册即可复制，不依赖原设计团队',
            ],
          ],
        ),
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
        benchmarks('加盟模型用到的基准数字', [
          'ops.adr',
          'ops.occupancy',
          'ops.gop_margin',
          'fee.franchise_pct_rooms',
          'fee.lease_rent_pct_revenue',
          'dev.pip_cost_per_key',
        ]),
        rich(
          '原型开发中常见的问题',
          ul(
            '样板间用料和做工好于批量施工：样板间评审通过的造价，要用首批店的结算价复核',
            '客房面积做大了，房价却上不去：每增加一平方米，单房投资和租金都增加，要先证明客人愿意为此付钱',
            '标准写得太死：存量物业的柱网、层高和机电条件各不相同，标准要区分“必须”与“建议”，并给出改造物业的替代做法',
            '试点店选在最好的位置：首批店的数据会偏好，要至少包含一家普通区位的店',
            '只算稳定年：业主的回收期从签约付款开始算，筹建期和爬坡期的现金流要一起算进去',
          ),
          note('改造投资可以用改造与换牌测算工具细化，品牌费用的计收方式见品牌谈判专题。'),
        ),
      ],
    },
  ]
}
