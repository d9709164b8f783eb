import { budgetDefaults, calculateBudget } from '../../../../common/applets/budget.ts'
import { benchmarkValue } from '../../../../common/benchmarks/benchmarks.ts'
import { type Positioning, positioningLabels } from '../../../../common/intel.ts'
import { benchmarks, ol, p, rich, type SeedPage, table, ul } from './define.ts'

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

function strategyTargets(): SeedPage {
  const g = roomGapFigures()
  const [up, mid] = g.rows
  if (!up || !mid) throw new Error('room gap example lost a row')
  return {
    path: 'cityStrategy/targets',
    title: '目标与政策工具',
    summary: '已发布的城市住宿业目标长什么样，怎样从房晚需求测算各档次客房缺口（附算例），以及可用的政策工具。',
    blocks: [
      rich(
        '可以考核的目标',
        p(
          '好的目标有三个特点：能用公开数据复核，分档次而不是只给总量，既有数量指标也有结果指标。下表摘录了几份已发布的文件，供制定目标时参照写法；数字本身属于各自的城市，不能直接套用。',
        ),
      ),
      table(
        '已发布的住宿业目标（摘录）',
        ['地区', '文件', '目标年', '目标'],
        [
          [
            '北京',
            '北京市酒店行业发展大会（2026年1月22日）公布的目标；会上同时介绍了北京市文化和旅游局等10部门《关于促进住宿业高质量发展的若干措施》',
            '2030',
            '打造10个集聚国际国内知名酒店品牌的高端酒店集群；全市酒店连锁化率60%以上；星级、绿色、精品旅游饭店和主题酒店等各类高品质酒店600家以上',
          ],
          [
            '山东',
            '山东省人民政府办公厅《关于促进全省旅游住宿业高质量发展的若干措施》',
            '2025年底',
            '全省星级饭店600家以上、其中五星级50家以上；好客山东精品酒店全省100家以上，各市至少3家、重点旅游城市5家以上；各市新打造1–3家五星级民宿、1个以上旅游民宿集聚区、5家以上乡村酒店',
          ],
          [
            '伦敦',
            '大伦敦政府《伦敦规划》（2011年7月版）Policy 4.5',
            '2031',
            '净增酒店客房40,000间，其中至少10%为轮椅无障碍客房',
          ],
        ],
        '北京据北京日报2026年1月23日对北京市酒店行业发展大会的报道，山东据观点网2023年8月18日的报道，均为摘录，未逐条核对原文；伦敦据规划文本。',
      ),
      rich(
        '目标怎么定：从房晚到客房',
        p(
          '客房目标应从需求倒推：先按档次预测规划年的房晚需求，再除以这一档酒店能维持的出租率，得到需求可以支撑的客房数，最后减去现有和在建客房，得到缺口。公式是：可支撑客房 = 年房晚需求 ÷（365 × 出租率）。出租率用同档次酒店的实际平均水平，而不是项目可研里的目标值，否则会低估需要的客房、或高估新酒店的经营水平。',
        ),
      ),
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
      benchmarks(
        '算例用到的出租率',
        ['ops.occupancy'],
        '星级饭店数据为行业平均值，不等于新项目的目标出租率；城市测算应替换为当地数据。',
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
      rich(
        '常见的失误',
        ol(
          '目标年太远、没有中期节点：五到十年的目标要拆成年度节点，否则评估时无从比较',
          '结构目标与土地供应脱节：目标写了“高端酒店集群”，却没有相应片区的用地和规划条件',
          '扶持政策只看建设：按投资额补贴的酒店建成后可能长期空置，奖励应与开业、评级和经营结果挂钩',
          '不设退出机制：经营多年仍达不到条件的项目，政策上没有收回或调整的办法',
        ),
      ),
    ],
  }
}

// ===============================================================================================================
// cityCentralActivityZone
// ===============================================================================================================

function cazMix(): SeedPage {
  const rows = cazFigures()
  const { hotelGfa } = cazExample
  const pick = (segment: Positioning) => rows.find((row) => row.segment === segment)
  const up = pick('upscale')
  const lux = pick('luxury')
  if (!up || !lux) throw new Error('caz example lost a segment')
  const more = cazComparison()
  return {
    path: 'cityCentralActivityZone/mix',
    title: '综合体中的酒店怎么配',
    summary: '规划条件、与办公商业的接口，以及同样 3 万平方米做高端、超高端或奢华酒店的客房数、投资与客房收入对比。',
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
      benchmarks(
        '算例用到的基准',
        ['dev.gfa_per_key', 'dev.hard_cost_per_sqm', 'ops.adr', 'ops.occupancy', 'fin.cap_rate'],
        '资本化率用于估算酒店部分的资产价值，一线城市数据为2015年投资者调查，年份较早。',
      ),
      table(
        '酒店与办公、商业的接口',
        ['接口', '要点', '由谁确认'],
        [
          ['出入口与落客', '酒店需要独立的主入口和落客区，与办公和商场的人流分开', '品牌技术标准、交通评估'],
          ['竖向交通', '大堂可设在首层，也可设在塔楼高区；客梯、服务梯独立设置', '建筑设计、消防设计'],
          [
            '机电系统',
            '冷热源可以共用，但计量必须分开；酒店全年全天运行，与办公的运行时间不同',
            '机电顾问、物业管理方',
          ],
          ['停车', '与办公错峰共用车位，要在产权和管理协议中写明', '交通评估、物业管理方'],
          ['产权与物业管理', '酒店部分能否单独确权、单独抵押，影响融资与出售', '律师、不动产登记部门'],
          [
            '设计规范',
            '酒店部分按旅馆建筑设计，涉及 GB 55025-2022《宿舍、旅馆建筑项目规范》、JGJ 62-2014《旅馆建筑设计规范》、GB 55037-2022《建筑防火通用规范》与 GB 50016-2014（2018年版）《建筑设计防火规范》',
            '设计院、消防设计审查',
          ],
        ],
      ),
      rich(
        '常见的失误',
        ol(
          '先定品牌再做方案：品牌的面积和层高要求与塔楼结构冲突，只能大改或放弃',
          '酒店与办公共用大堂和电梯：客人与上班人流混杂，品牌技术审核时往往被要求分开，改起来代价很大',
          '机电不分表：酒店与办公的能耗无法分摊，管理公司和业主长期争议',
          '酒店不能单独确权：开发贷款和日后出售都受限，只能整体处置',
        ),
      ),
    ],
  }
}

// ===============================================================================================================
// specialTown
// ===============================================================================================================

function townRules(): SeedPage {
  const inv = townInvestmentFigures()
  return {
    path: 'specialTown/rules',
    title: '导则的硬指标与住宿规划',
    summary: '《全国特色小镇规范健康发展导则》的量化底线逐条对照住宿规划，附投资强度的换算。',
    blocks: [
      rich(
        '导则给出了哪些底线',
        p(
          `${SRC_GUIDE_2021}把特色小镇定位为微型产业集聚区，既非行政建制镇，也非传统产业园区，并给出了一组量化底线。下表逐条列出，并说明每一条对住宿规划意味着什么。`,
        ),
      ),
      table(
        '导则的量化底线与住宿规划',
        ['指标', '导则要求', '对住宿规划意味着什么'],
        [
          [
            '规划用地面积',
            '原则上不少于1平方公里、不多于5平方公里；文化旅游、体育运动及三产融合类上限可适当提高',
            '住宿只占其中一部分，先定核心区和一刻钟便民生活圈，再布置住宿',
          ],
          ['建设用地面积', '原则上不少于1/2平方公里', '主力酒店、精品酒店和配套的用地都在其中，需与产业用地一并平衡'],
          ['绿化覆盖率', '原则上不低于30%', '低密度度假产品与营地可以融入景观，但建筑体量和容积率仍按管控要求落实'],
          [
            '特色产业投资占比',
            '原则上不低于总投资的60%',
            '文旅类小镇的住宿可以属于主导产业，产业类小镇的酒店只是配套，投资比重要控制',
          ],
          [
            '亩均累计投资',
            '建设期内建设用地原则上不低于200万元/亩',
            '换算见下文；营地和民宿改造的投资强度较低，要与其他项目一并计算',
          ],
          ['接待游客', '文化旅游类原则上不少于50万人次/年', '这是过夜需求测算的起点，但要先拆分过夜游客和一日游'],
          ['吸纳就业', '单个小镇原则上不少于2000人', '酒店和民宿用工多，员工宿舍与通勤要纳入规划'],
          ['亩均税收', '建设用地原则上不低于10万元/年', '住宿与餐饮的税收要计入小镇，经营主体宜在当地注册'],
          [
            '住宅用地占比',
            '原则上不超过30%，鼓励控制在25%以下',
            '以度假公寓、产权式酒店名义分割销售的住宿产品，会被审视是否变相房地产开发',
          ],
          [
            '劳动生产率',
            '全员劳动生产率原则上不低于20万元/人',
            '按增加值计的小镇整体指标；住宿业的人均增加值要单独测算，不能用营业收入代替',
          ],
        ],
        '来源：国家发展改革委等十部门《全国特色小镇规范健康发展导则》（2021年9月），据北京青年报转载观点地产网（2021年9月30日）与达州市发展和改革委员会网站（2021年11月12日）的摘要整理，未逐条核对原文。',
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
      benchmarks('换算用到的建安造价', ['dev.hard_cost_per_sqm'], '本公司测算假设，项目应以造价咨询估算替换。'),
      rich(
        '对照检查清单',
        ul(
          '小镇在省级清单内，主导产业与住宿的关系已写明',
          '住宿项目的用地面积、投资额已计入小镇的用地与投资台账',
          '分割销售的住宿产品已按住宅用地占比上限审视，并征求主管部门意见',
          '年接待游客的统计口径清楚，过夜游客数据有来源',
          '员工住宿和通勤已纳入规划',
        ),
      ),
    ],
  }
}

function townMix(): SeedPage {
  const t = townFigures()
  const e = townExample
  return {
    path: 'specialTown/mix',
    title: '住宿产品组合与规模',
    summary: '度假酒店、精品酒店、民宿、营地与研学住宿各自的作用与适用标准，以及从游客量到客房数的算例。',
    blocks: [
      table(
        '小镇住宿产品与适用标准',
        ['产品', '在小镇中的作用', '适用的标准或政策', '规划要点'],
        [
          [
            '品牌度假或会议酒店',
            '品牌号召力、会议团队和高消费客群',
            'GB/T 14308-2023《旅游饭店星级的划分与评定》（参评星级时）；品牌技术标准',
            '体量按淡季可维持的需求定，旺季峰值由其他产品承接',
          ],
          ['精品酒店', '文化主题、较高房价的散客', '品牌或运营方标准', '放在核心街区，与餐饮和文化空间结合'],
          [
            '旅游民宿',
            '在地生活体验、家庭客群',
            'GB/T 41648-2022《旅游民宿基本要求与等级划分》（2022年7月发布，2023年2月实施）',
            '利用既有民居时先核实宅基地和房屋权属',
          ],
          [
            '乡村民宿',
            '由农户、村集体、合作社参与经营，带动增收',
            '文化和旅游部等10部门《关于促进乡村民宿高质量发展的指导意见》（2022年7月）',
            '乡镇国土空间规划和村庄规划可预留不超过5%的建设用地机动指标，用于村庄建设边界外的少量配套设施，不得占用永久基本农田和生态保护红线',
          ],
          ['营地', '承接旺季峰值，年轻与亲子客群', '当地营地管理规定', '设施可拆卸、可季节性开放'],
          ['研学与团队住宿', '淡季的团队客源', '教育和文旅部门对研学基地的要求', '按床位经营，与度假客分区'],
        ],
        '乡村民宿指导意见据新华社2022年7月19日的报道；GB/T 41648-2022 的发布与实施日期据标准信息页。',
      ),
      rich(
        '规模怎么定：从游客量到客房',
        p(
          '小镇住宿最常见的错误，是按旅游旺季的峰值把客房建满。正确的顺序是：先把年接待游客拆成过夜和一日游，得到全年房晚；再看房晚在旺季和淡季如何分布；最后决定固定建设的客房按什么水平定，峰值部分交给营地、周边住宿和价格调节。',
        ),
      ),
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
      rich(
        '规划检查清单',
        ol(
          '年接待游客已拆分为过夜与一日游，数据来源写明',
          '旺季天数与峰值占比来自票务或住宿登记数据，而不是估计',
          '固定客房数按淡季可维持的水平确定，峰值承接方案已落实到营地或周边合作住宿',
          '每类产品的选址、体量和风貌要求已写进规划条件或设计导则',
          '民宿所用房屋的权属、消防和治安许可路径已逐户核实',
        ),
      ),
    ],
  }
}

// ===============================================================================================================

export function cityStrategyPages(): SeedPage[] {
  return [strategyTargets()]
}

export function cityCentralActivityZonePages(): SeedPage[] {
  return [cazMix()]
}

export function specialTownPages(): SeedPage[] {
  return [townRules(), townMix()]
}
