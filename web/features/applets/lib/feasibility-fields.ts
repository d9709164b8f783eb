import {
  type FeasibilityNumberKey,
  feasibilityBenchmarks,
  landUseTaxBenchmark,
  operatingModelOf,
  systemFeeBenchmarks,
} from '#common/applets/feasibility'
import { developmentLoanConditions, loanRateBenchmarks, operatingLoanConditions } from '#common/applets/lending'
import type { CityTier, Positioning } from '#common/intel'
import { benchmarkHint, type UsedSource } from './benchmark-hint.ts'
import { benchmarkedFields, sectionSources, type ToolSection } from './tool-fields.ts'

/**
 * The feasibility form: every number input in its section, with unit and help. The label is the schema's field name,
 * so an error message ("客房数不能小于 10 间") reads as it does next to the input. Help under a field is the benchmark's
 * typical value and range for the chosen case; fields the table has no figure for say that they are the user's
 * assumption.
 */
const f = benchmarkedFields<FeasibilityNumberKey>(feasibilityBenchmarks)

const own = '基准表无此项，为使用者自定假设，请按项目实际填写'

export const feasibilitySections: ToolSection<FeasibilityNumberKey>[] = [
  {
    title: '项目与土地',
    fields: [
      f('rooms', '客房数', '间', '可售客房间数'),
      f('gfaPerKey', '每间客房建筑面积', '㎡', '总建筑面积 ÷ 客房数，含公共区域与后场'),
      f(
        'purchasePrice',
        '购入价格',
        '万元',
        '改造：既有建筑连同土地使用权的价格；收购：在营酒店的价格（含土地与 FF&E）；购地新建不用此项。缺省值为测算假设：改造按楼面地价加新建建安造价中保留的结构部分，收购按本模型首年 NOI ÷ 资本化率（收益法）',
      ),
      f('plotRatio', '容积率', '', `总建筑面积 ÷ 土地面积，用于推算占地面积（城镇土地使用税的计税面积）。${own}`),
      f(
        'landPricePerSqm',
        '楼面地价',
        '元/㎡',
        `按建筑面积计的土地出让价款；改造或收购时用于把购入价格拆成土地与房屋。${own}；土地差异远大于城市等级均值`,
      ),
      f('deedTaxPct', '契税税率', '%', '《契税法》第三条：3%–5%，由省级政府确定；计入土地成本'),
      f('landTermYears', '土地使用权剩余年限', '年', '开业时剩余年限；商业、旅游用地出让最高 40 年，按此直线摊销'),
    ],
  },
  {
    title: '开发成本与建设期',
    fields: [
      f('hardCostPerSqm', '建安工程单方造价', '元/㎡', '含土建、机电、精装修，按建筑面积'),
      f('softCostPct', '工程建设其他费率', '%', '设计、咨询、报建、监理等，占建安工程费'),
      f('contingencyPct', '不可预见费率', '%', '占建安工程费与工程建设其他费之和'),
      f('ffePerKey', '每间 FF&E', '元', '家具、装置及设备，按 FF&E 年限折旧'),
      f('osePerKey', '每间 OS&E', '元', '经营用品（布草、餐具等），与 FF&E 一并折旧'),
      f('preOpeningPerKey', '每间开业前费用', '元', '筹开人员、培训、开业市场推广；开业当年一次性税前扣除'),
      f(
        'workingCapitalPerKey',
        '每间开业流动资金',
        '元',
        '开业时投入的备用金、存货等，出售时收回，不折旧；缺省值按稳定年一个月的经营费用估列（测算假设）；收购在营酒店不另计',
      ),
      f(
        'keyMoney',
        '品牌方或管理方资助（key money）',
        '万元',
        `品牌方或管理方为取得合同在开业时支付给业主的资金，冲减业主投入；提前解约通常须按比例返还，所得税处理未计入。${own}`,
      ),
      f(
        'constructionMonths',
        '建设期',
        '个月',
        '自取得土地或物业至开业；土地（改造时连同购入建筑）首月支付，新建工程按 S 曲线投入、改造工程均匀投入，FF&E 与筹开集中在最后 6 个月；收购在营酒店无建设期',
      ),
    ],
  },
  {
    title: '收入与爬坡',
    fields: [
      f('adr', '开业首年平均房价', '元', '含增值税的对客价；收入按不含税金额计'),
      f('adrGrowthPct', '房价年增长率', '%', own),
      f('occupancyPct', '稳定期出租率', '%', '第 4 年起（或爬坡系数达到 100% 的年份起）'),
      f('rampYear1Pct', '第 1 年出租率爬坡系数', '%', '开业第 1 年出租率为稳定期的百分比'),
      f('rampYear2Pct', '第 2 年出租率爬坡系数', '%', '开业第 2 年出租率为稳定期的百分比'),
      f('rampYear3Pct', '第 3 年出租率爬坡系数', '%', '开业第 3 年出租率为稳定期的百分比'),
      f('fnbSharePct', '餐饮收入占总收入比例', '%', '稳定期餐饮收入占酒店总收入'),
      f('otherSharePct', '其他收入占总收入比例', '%', '康体、停车、租赁等'),
    ],
  },
  {
    title: '经营费用（USALI，稳定期费用率与其中固定部分）',
    fields: [
      f('roomsCostPct', '客房部门费用率', '%', '占客房收入'),
      f('fnbCostPct', '餐饮部门费用率', '%', '占餐饮收入，含食品饮料成本与人工'),
      f('otherCostPct', '其他部门费用率', '%', '占其他收入'),
      f('undistributedPct', '未分配经营费用率', '%', '行政、销售市场、工程维修、能耗，占总收入'),
      f('roomsFixedPct', '客房部门费用固定部分', '%', '稳定期客房费用中不随出租率变化的比例'),
      f('fnbFixedPct', '餐饮部门费用固定部分', '%', '稳定期餐饮费用中不随收入变化的比例'),
      f('otherFixedPct', '其他部门费用固定部分', '%', '稳定期其他部门费用中固定的比例'),
      f('undistributedFixedPct', '未分配费用固定部分', '%', '稳定期未分配费用中固定的比例'),
      f('inflationPct', '费用年增长率', '%', `固定费用与保险费的年增长率。${own}`),
    ],
  },
  {
    title: '管理费与非经营费用',
    fields: [
      f('baseFeePct', '基本管理费率', '%', '占总收入；默认高端及以上按委托管理计，中高端及以下按特许经营计为 0'),
      f('incentiveFeePct', '奖励管理费率', '%', '占 GOP，GOP 为负时不计；特许经营的默认值为 0'),
      f(
        'ownerPriorityPct',
        '业主优先回报率',
        '%',
        '占总投资（含建设期利息）；奖励管理费只从扣除业主优先回报后的现金中支付，不足部分不结转',
      ),
      f('brandFeePct', '品牌及系统费率', '%', '预订、会员、市场推广费合计（特许经营另加特许经营费），占客房收入'),
      f(
        'ffeReservePct',
        'FF&E 更新准备金率',
        '%',
        '占总收入，视同当年用于更新改造；所得税前不扣除，支出资本化后按家具器具 5 年折旧（企业所得税法实施条例第六十条）',
      ),
      f(
        'ffeReserveRampYears',
        'FF&E 准备金递增年数',
        '年',
        '开业第 n 年按费率 × n ÷ 递增年数计提（4 年、4% 即 1%→2%→3%→4%），之后按全额；0 表示第 1 年起全额',
      ),
      f('insurancePct', '财产保险费率', '%', '每年占建筑与设备投资（不含土地）'),
    ],
  },
  {
    title: '税费',
    fields: [
      f('vatPct', '增值税税率', '%', '一般纳税人住宿、餐饮服务 6%；未计进项抵扣'),
      f('urbanMaintenancePct', '城市维护建设税税率', '%', '《城市维护建设税法》第四条：市区 7%、县城镇 5%、其他 1%'),
      f('educationSurchargePct', '教育费附加征收率', '%', '按实缴增值税 3%'),
      f('localEducationSurchargePct', '地方教育附加征收率', '%', '按实缴增值税 2%'),
      f('propertyTaxPct', '房产税税率', '%', '《房产税暂行条例》第四条：从价计征 1.2%'),
      f('propertyDeductionPct', '房产原值减除比例', '%', '《房产税暂行条例》第三条：10%–30%，由省级政府确定'),
      f(
        'landUseTaxPerSqm',
        '城镇土地使用税税额',
        '元/㎡',
        '《城镇土地使用税暂行条例》第四条，按城市规模分档，每平方米每年',
      ),
      f('incomeTaxPct', '企业所得税税率', '%', '《企业所得税法》第四条：25%'),
      f('buildingLifeYears', '房屋折旧年限', '年', '《企业所得税法实施条例》第六十条：房屋、建筑物不短于 20 年'),
      f(
        'ffeLifeYears',
        'FF&E 折旧年限',
        '年',
        '《企业所得税法实施条例》第六十条：家具等不短于 5 年、电子设备不短于 3 年',
      ),
    ],
  },
  {
    title: '融资',
    fields: [
      f(
        'loanSharePct',
        '贷款比例',
        '%',
        `占开发总成本（不含建设期利息）；资本金先投入，之后提款。${developmentLoanConditions}；收购时为经营性物业贷款，${operatingLoanConditions}`,
      ),
      f(
        'loanRatePct',
        '贷款年利率',
        '%',
        '5 年期以上 LPR 加点（加点为测算假设，按银行报价替换）；建设期按月计息，由业主支付并资本化',
      ),
      f('loanTermYears', '贷款期限', '年', '自开业起计，宽限期后等额本息'),
      f('graceYears', '宽限期', '年', '开业后只付息不还本的年数，覆盖爬坡期'),
      f('dscrMin', '贷款行要求的最低 DSCR', '×', 'NOI ÷ 当年还本付息；国内银行无统一公开标准，按贷款行要求输入'),
      f(
        'debtYieldMinPct',
        '债务收益率参考下限（国际惯例）',
        '%',
        'NOI ÷ 年初贷款余额。参考：国际惯例（美国 CMBS），国内银行不以此审批',
      ),
    ],
  },
  {
    title: '持有与退出',
    fields: [
      f('holdYears', '持有期', '年', `开业后持有年数，期末按下一年 NOI ÷ 资本化率出售。${own}`),
      f('discountRatePct', '折现率', '%', '业主要求的回报率，用于 NPV 并与 IRR 比较'),
      f('exitCapRatePct', '退出资本化率', '%', '含土地的整体酒店估值所用资本化率'),
      f('sellingCostPct', '出售交易费用率', '%', '中介、法律等，占出售价值'),
      f(
        'latentTaxSharePct',
        '股权转让买方折让的潜在税负比例',
        '%',
        '股权转让时买方承接资产转让才会发生的土地增值税、附加税费与印花税，按此比例压价。测算假设：无公开标准，默认各担一半',
      ),
    ],
  },
]

/** Help lines the static sections cannot carry: the land-use tax band follows the city tier. */
export function feasibilityFieldNotes(tier: CityTier): Partial<Record<FeasibilityNumberKey, string | undefined>> {
  const band = landUseTaxBenchmark(tier)
  return { landUseTaxPerSqm: benchmarkHint(band.key, { variant: band.variant }) }
}

export function feasibilitySources(segment: Positioning, tier: CityTier): UsedSource[] {
  const fees = operatingModelOf(segment) === 'managed' ? [] : [{ key: 'fee.franchise_pct_rooms' }]
  return sectionSources(feasibilitySections, { segment, tier }, [
    landUseTaxBenchmark(tier),
    ...loanRateBenchmarks,
    { key: 'ops.working_capital_months' },
    ...systemFeeBenchmarks,
    ...fees,
  ])
}
