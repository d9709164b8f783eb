import { budgetDefaults, calculateBudget } from '#common/applets/budget'
import { benchmarkValue } from '#common/benchmarks/benchmarks'
import { type Positioning, positioningLabels } from '#common/intel'
import { type CodePage, p, rich, table, ul } from './define.ts'

/**
 * Pages of three invest topics (issue 18 depth rule): 城市酒店发展战略 (cityStrategy), 中央活力区
 * (cityCentralActivityZone) and 特色小镇 (specialTown). Every figure is either a benchmark-table value, a figure of a
 * public document named with its issuer and date next to it, or an input of a worked example that says it is one.
 * The worked examples are computed here and their printed numbers are checked by seed.test.ts.
 */

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })

// ---------------------------------------------------------------------------------------------------------------
// cityStrategy: room gap by segment, from assumed demand and the benchmark table's occupancy
// ---------------------------------------------------------------------------------------------------------------

/** Inputs of the room-gap example: demand (room nights a year) and rooms open or under way are assumptions. */
export const roomGapExample = {
  rows: [
    { segment: 'upscale' as Positioning, demand: 600_000, existing: 2_400 },
    { segment: 'midscale' as Positioning, demand: 1_200_000, existing: 4_500 },
  ],
  /** Percentage points added to the upscale occupancy in the sensitivity line. */
  occupancyStep: 5,
}

/** Rooms a year's room nights can fill at an occupancy (in %). */
export const roomsSupported = (roomNights: number, occupancyPct: number) => roomNights / (365 * (occupancyPct / 100))

export function roomGapFigures() {
  const rows = roomGapExample.rows.map((row) => {
    const occupancy = benchmarkValue('ops.occupancy', { segment: row.segment })
    const supported = Math.round(roomsSupported(row.demand, occupancy))
    return { ...row, occupancy, supported, gap: supported - row.existing }
  })
  const upscale = rows[0]
  if (!upscale) throw new Error('room gap example lost its upscale row')
  const stepped = Math.round(roomsSupported(upscale.demand, upscale.occupancy + roomGapExample.occupancyStep))
  return { rows, stepped, fewer: upscale.supported - stepped, steppedGap: stepped - upscale.existing }
}

// ---------------------------------------------------------------------------------------------------------------
// cityCentralActivityZone: what a fixed hotel floor area holds, by segment, with the budget tool
// ---------------------------------------------------------------------------------------------------------------

/** The hotel part of a mixed-use plot in a tier-1 city: 30,000 ㎡ of hotel floor area (an assumption). */
export const cazExample = {
  hotelGfa: 30_000,
  tier: 'tier1' as const,
  segments: ['upscale', 'upper_upscale', 'luxury'] as Positioning[],
}

export function cazFigures() {
  const { hotelGfa, tier, segments } = cazExample
  return segments.map((segment) => {
    const gfaPerKey = benchmarkValue('dev.gfa_per_key', { segment })
    const rooms = Math.floor(hotelGfa / gfaPerKey)
    const budget = calculateBudget({
      ...budgetDefaults(segment, tier),
      rooms,
      areaBasis: 'total',
      grossFloorArea: hotelGfa,
    })
    const adr = benchmarkValue('ops.adr', { segment, tier })
    const occupancy = benchmarkValue('ops.occupancy', { segment, tier })
    const roomRevenueWan = (rooms * 365 * (occupancy / 100) * adr) / 10_000
    return {
      segment,
      gfaPerKey,
      rooms,
      total: budget.total,
      roomRevenue: roomRevenueWan * 10_000,
      totalYi: Number((budget.total / 1e8).toFixed(2)),
      perKeyWan: Number((budget.totalPerKey / 1e4).toFixed(1)),
      adr,
      occupancy,
      roomRevenueWan: Math.round(roomRevenueWan),
    }
  })
}

/** How much more room revenue and investment the luxury case has than the upscale one, in whole per cent. */
export function cazComparison() {
  const rows = cazFigures()
  const up = rows.find((row) => row.segment === 'upscale')
  const lux = rows.find((row) => row.segment === 'luxury')
  if (!up || !lux) throw new Error('caz example lost a segment')
  return {
    revenuePct: Math.round((lux.roomRevenue / up.roomRevenue - 1) * 100),
    investmentPct: Math.round((lux.total / up.total - 1) * 100),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// specialTown: from visitors to room nights, and what building for the peak does to occupancy
// ---------------------------------------------------------------------------------------------------------------

/** Every input is an assumption of the example, not a statistic. */
export const townExample = {
  visitors: 800_000,
  overnightShare: 0.25,
  nights: 1.5,
  guestsPerRoom: 2,
  peakDays: 70,
  peakShare: 0.45,
  /** Rooms of hotels and B&Bs built in the capped case. */
  built: 600,
}

export function townFigures() {
  const e = townExample
  const roomNights = (e.visitors * e.overnightShare * e.nights) / e.guestsPerRoom
  const offDays = 365 - e.peakDays
  const peakNightly = (roomNights * e.peakShare) / e.peakDays
  const offNightly = (roomNights * (1 - e.peakShare)) / offDays
  const peakRooms = Math.round(peakNightly)
  const sold = Math.min(peakNightly, e.built) * e.peakDays + Math.min(offNightly, e.built) * offDays
  return {
    roomNights: Math.round(roomNights),
    offDays,
    peakRooms,
    offRooms: Math.round(offNightly),
    averageRooms: Math.round(roomNights / 365),
    peakBuildOccupancy: Number(((roomNights / (peakRooms * 365)) * 100).toFixed(1)),
    peakBuildOffOccupancy: Number(((offNightly / peakRooms) * 100).toFixed(1)),
    cappedSold: Math.round(sold),
    cappedOccupancy: Number(((sold / (e.built * 365)) * 100).toFixed(1)),
    overflow: Math.round(roomNights - sold),
    overflowSharePct: Number((((roomNights - sold) / roomNights) * 100).toFixed(1)),
    overflowPerPeakNight: Math.round(peakNightly - e.built),
  }
}

/** 导则: 建设用地亩均累计投资不低于 200 万元/亩; one 亩 is 10,000/15 ㎡. */
export const townInvestment = {
  perMuWan: 200,
  farResort: 0.5,
  segment: 'upscale' as Positioning,
}

export function townInvestmentFigures() {
  const perSqmLand = (townInvestment.perMuWan * 10_000) / (10_000 / 15)
  const hardCost = benchmarkValue('dev.hard_cost_per_sqm', { segment: townInvestment.segment })
  return {
    perSqmLand: Math.round(perSqmLand),
    hardCost,
    perSqmLandResort: Math.round(hardCost * townInvestment.farResort),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Sources quoted on several pages of these topics
// ---------------------------------------------------------------------------------------------------------------

const SRC_LAND = '《中华人民共和国城镇国有土地使用权出让和转让暂行条例》（国务院令第55号，1990年）第十二条'
const SRC_GUIDE_2021 = '国家发展改革委等十部门《全国特色小镇规范健康发展导则》（发改规划〔2021〕1383号，2021年9月）'

// ===============================================================================================================
// cityStrategy
// ===============================================================================================================

function strategyTargets(): CodePage {
  const g = roomGapFigures()
  const [up, mid] = g.rows
  if (!up || !mid) throw new Error('room gap example lost a row')
  return {
    path: 'cityStrategy/targets',
    blocks: [
      table(
        '算例：按档次测算客房缺口',
        ['项目', '高端', '中端'],
        [
          ['规划年房晚需求（间夜/年）', fmt(up.demand), fmt(mid.demand)],
          ['出租率（基准数据表，%）', fmt(up.occupancy, 2), fmt(mid.occupancy, 2)],
          ['需求可支撑的客房（间）', fmt(up.supported), fmt(mid.supported)],
          ['现有与在建客房（间）', fmt(up.existing), fmt(mid.existing)],
          ['缺口（间）', fmt(up.gap), fmt(mid.gap)],
        ],
        '房晚需求与现有、在建客房是说明方法的假设，不代表任何城市。出租率取基准数据表：高端为2017年全国四星级饭店平均值（智研数据研究中心报告引用），中端为锦江中国境内中端酒店2023年1–11月数据。',
      ),
      rich(
        '从算例读出什么',
        ul(
          `缺口对出租率很敏感：高端出租率若按 ${fmt(up.occupancy + roomGapExample.occupancyStep, 2)}% 计，可支撑客房为 ${fmt(g.stepped)} 间，比按 ${fmt(up.occupancy, 2)}% 计少 ${fmt(g.fewer)} 间，缺口从 ${fmt(up.gap)} 间降到 ${fmt(g.steppedGap)} 间。出租率取多少本身就是政策选择：取得低，等于接受新酒店在较低的出租率下经营`,
          '缺口是需求“可以支撑”的客房数，不是“应该批准”的数：还要考虑同期可能退出或转型的老旧酒店，并看缺口集中在哪些片区',
          '中端缺口小不等于不需要中端：中端的缺口往往要靠存量改造和换牌补上，不一定需要新增用地，这一点应写进政策工具',
          '算例用的是全国平均出租率；正式测算要换成当地同档次酒店的实际水平，并对需求做高、中、低三种情景',
        ),
      ),
      table(
        '政策工具',
        ['工具', '做法', '要注意什么'],
        [
          [
            '土地出让条件',
            '在出让公告和规划条件中写明酒店功能、最低持有年限、不得分割销售等',
            `出让最高年限：商业、旅游、娱乐用地40年，综合或者其他用地50年（${SRC_LAND}）。条件过严会压低地价甚至流拍`,
          ],
          [
            '规划与混合用地',
            '允许酒店与办公、商业在同一地块混合，规划条件写明各功能的比例或下限',
            '比例一旦写进规划条件，日后调整要重新审批',
          ],
          ['资金扶持', '对评定星级、引进品牌、改造提升给予奖励或贴息', '按开业和经营结果兑现，而不是按投资额预付'],
          [
            '招商活动',
            '每年组织住宿业招商推介、搭建企业对接平台（山东2023年措施要求各市每年组织）',
            '推介材料要有可核对的需求数据，而不只是城市宣传',
          ],
          ['存量提升', '推动老旧酒店改造、换牌和加入连锁', '改造投资与回收期可用翻新改造（PIP）工具测算'],
          [
            '文旅赋能城市更新',
            '国务院办公厅《关于释放旅游消费潜力推动旅游业高质量发展的若干措施》（国办发〔2023〕36号）提出开展文旅产业赋能城市更新行动，打造国家级旅游休闲城市和街区',
            '把酒店纳入街区更新方案，与商业业态、停车和夜间经济一并设计',
          ],
        ],
      ),
    ],
  }
}

// ===============================================================================================================
// cityCentralActivityZone
// ===============================================================================================================

function cazMix(): CodePage {
  const rows = cazFigures()
  const { hotelGfa } = cazExample
  const pick = (segment: Positioning) => rows.find((row) => row.segment === segment)
  const up = pick('upscale')
  const lux = pick('luxury')
  if (!up || !lux) throw new Error('caz example lost a segment')
  const more = cazComparison()
  return {
    path: 'cityCentralActivityZone/mix',
    blocks: [
      rich(
        '先看规划条件，再谈配比',
        p(
          `综合体里酒店占多大比例，首先不是市场问题，而是规划条件问题：控规或出让条件规定了用地性质、容积率、限高，以及混合用地中各功能的比例或下限。用地年限也因用途而异：商业、旅游、娱乐用地出让最高40年，综合或者其他用地最高50年（${SRC_LAND}）。同一宗地中酒店和办公、住宅的剩余年限、能否分别确权，直接影响日后的融资和出售。`,
        ),
        p(
          '在规划条件允许的范围内，酒店的体量再由三件事决定：片区需求能支撑多少间客房；目标品牌的面积标准；开发商愿意承担多少投资。行业里常说的“酒店占综合体面积的某个比例”，本站没有找到可以引用的公开统计，因此不给这样的比例，而是用下面的算例说明面积、档次和投资之间的关系。',
        ),
      ),
      table(
        `算例：${fmt(hotelGfa)} 平方米酒店面积能做什么（一线城市）`,
        [
          '档次',
          '每间建筑面积（㎡）',
          '客房数（间）',
          '开发投资（亿元，不含土地）',
          '每间投资（万元）',
          '平均房价（元）',
          '出租率（%）',
          '年客房收入（万元）',
        ],
        rows.map((row) => [
          positioningLabels[row.segment],
          fmt(row.gfaPerKey),
          fmt(row.rooms),
          row.totalYi.toFixed(2),
          row.perKeyWan.toFixed(1),
          fmt(row.adr, 1),
          fmt(row.occupancy, 1),
          fmt(row.roomRevenueWan),
        ]),
        '酒店面积为假设；每间建筑面积、建安单方造价、FF&E、开业前费用等取基准数据表典型值，开发投资由投资预算工具按总建筑面积计算。平均房价与出租率为北京市文化和旅游局公布的2024年1–3月星级饭店数据（高端对应四星级，超高端与奢华对应五星级），一季度为淡季，只作对比用。',
      ),
      rich(
        '从算例读出什么',
        ul(
          `同样 ${fmt(hotelGfa)} 平方米，做高端酒店约 ${fmt(up.rooms)} 间，做奢华酒店只有约 ${fmt(lux.rooms)} 间；每间投资从约 ${up.perKeyWan.toFixed(1)} 万元升到约 ${lux.perKeyWan.toFixed(1)} 万元，总投资从约 ${up.totalYi.toFixed(2)} 亿元升到约 ${lux.totalYi.toFixed(2)} 亿元。`,
          `按基准数据表一线城市的行，奢华档次的年客房收入约 ${fmt(lux.roomRevenueWan)} 万元，高端档次约 ${fmt(up.roomRevenueWan)} 万元，多 ${more.revenuePct}%；开发投资多 ${more.investmentPct}%。${more.revenuePct > more.investmentPct ? '收入增幅高于投资增幅，靠的是奢华的房价：' : '房价和出租率高出的部分，大半被客房数的减少抵消了。'}高端的房价与出租率是北京四星级饭店 2024 年 1–3 月的平均值，奢华的房价由北京五星级平均房价按档次递增规则推算，是测算假设（表中注明），实际项目要按目标品牌在同城的房价测算。`,
          '这就是综合体开发商常见的取舍：奢华品牌抬升的是整个片区的形象和办公、商业的租金，酒店自身的回报未必更高。开发商要把酒店放在整个综合体的现金流里评估，而不是单独看酒店的回报。',
          '奢华与超高端的每间建筑面积、以及全部档次的建安造价，在基准数据表中是本公司的测算假设（表中注明）；实际项目要用方案面积表和造价咨询的估算替换。',
        ),
      ),
    ],
  }
}

// ===============================================================================================================
// specialTown
// ===============================================================================================================

function townRules(): CodePage {
  const inv = townInvestmentFigures()
  return {
    path: 'specialTown/rules',
    blocks: [
      rich(
        '导则给出了哪些底线',
        p(
          `${SRC_GUIDE_2021}把特色小镇定位为微型产业集聚区，既非行政建制镇，也非传统产业园区，并给出了一组量化底线。下表逐条列出，并说明每一条对住宿规划意味着什么。`,
        ),
      ),
      rich(
        '投资强度怎么换算',
        p(
          `1亩约合666.7平方米，导则要求的200万元/亩折合每平方米建设用地约 ${fmt(inv.perSqmLand)} 元。以基准数据表中高端酒店的建安单方造价典型值 ${fmt(inv.hardCost)} 元/㎡（本公司测算假设）计，容积率 ${townInvestment.farResort} 的低密度度假酒店，每平方米用地上的建安投资约 ${fmt(inv.perSqmLandResort)} 元，单看建安已经超过这一强度；而营地、利用既有民居改造的民宿，每平方米用地的投资远低于此，只能与主力酒店和其他项目合并计算。`,
        ),
        p(
          '浙江在推行特色小镇时，对旅游产业类小镇另有要求：规划面积一般在3平方公里左右，建设面积一般控制在1平方公里左右，并按5A级景区标准建设（据原国家旅游局2017年1月发布的消息）。在浙江等先行省份做项目，要同时对照省级文件。',
        ),
      ),
    ],
  }
}

function townMix(): CodePage {
  const t = townFigures()
  const e = townExample
  return {
    path: 'specialTown/mix',
    blocks: [
      table(
        '算例：一座文旅小镇的住宿规模',
        ['项目', '数值', '计算'],
        [
          ['年接待游客（人次）', fmt(e.visitors), '假设'],
          ['过夜游客占比', `${fmt(e.overnightShare * 100)}%`, '假设'],
          ['平均停留（晚）', fmt(e.nights, 1), '假设'],
          ['每间客房入住人数', fmt(e.guestsPerRoom), '假设'],
          ['全年房晚（间夜）', fmt(t.roomNights), '游客 × 过夜占比 × 停留晚数 ÷ 每间人数'],
          ['全年日均需求（间）', fmt(t.averageRooms), '全年房晚 ÷ 365'],
          [
            `旺季每晚需求（间）`,
            fmt(t.peakRooms),
            `旺季 ${e.peakDays} 天承接全年 ${fmt(e.peakShare * 100)}% 的房晚（假设）`,
          ],
          ['淡季每晚需求（间）', fmt(t.offRooms), `其余 ${t.offDays} 天承接 ${fmt((1 - e.peakShare) * 100)}% 的房晚`],
        ],
        '全部输入为说明方法的假设，不代表任何小镇；正式规划应以票务、住宿登记和手机信令等数据替换。',
      ),
      rich(
        '按峰值建还是按基底建',
        ul(
          `按旺季峰值建 ${fmt(t.peakRooms)} 间：全年平均出租率只有 ${t.peakBuildOccupancy.toFixed(1)}%，淡季 ${t.offDays} 天里每晚只能住满 ${t.peakBuildOffOccupancy.toFixed(1)}%，为峰值多建的客房一年中大部分时间空置，却要全年承担折旧、能耗和人工。`,
          `固定建设 ${fmt(e.built)} 间（主力酒店、精品酒店与民宿合计）：淡季需求全部承接，旺季每晚约有 ${fmt(t.overflowPerPeakNight)} 间的需求要由营地、周边住宿或价格调节来消化；全年售出约 ${fmt(t.cappedSold)} 间夜，平均出租率约 ${t.cappedOccupancy.toFixed(1)}%；放弃的约 ${fmt(t.overflow)} 间夜占全年需求的 ${t.overflowSharePct.toFixed(1)}%。`,
          '固定客房数定在哪里，要在淡季出租率和旺季损失之间取舍，再结合各类产品的房价和投资测算回报；主力酒店的部分可以放进可行性研究工具做十年测算。',
          '延长停留时间比增加客房更有效：平均停留从1.5晚提高到2晚，房晚增加三分之一，而不需要新增用地。夜间演艺、餐饮和第二天的活动安排，是提高过夜率和停留天数的抓手。',
        ),
      ),
    ],
  }
}

// ===============================================================================================================

export function cityStrategyPages(): CodePage[] {
  return [strategyTargets()]
}

export function cityCentralActivityZonePages(): CodePage[] {
  return [cazMix()]
}

export function specialTownPages(): CodePage[] {
  return [townRules(), townMix()]
}
