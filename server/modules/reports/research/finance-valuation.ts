import { calculateLoanSizing, loanSizingDefaults, loanTestLabels, loanTests } from '#common/applets/loan-sizing'
import { calculateValuation, valuationDefaults, valuationSensitivity } from '#common/applets/valuation'
import { bullets, cite, p, type RowSpec, rangeTable, sub, variantRows } from './blocks.ts'
import { bench, fmt, rowOf, toolNums } from './figures.ts'
import { type Block, cols, type Inline, type ResearchReport } from './model.ts'

const all = (label = '全国'): RowSpec => ({ label, selector: {} })

/** The loan-sizing and valuation tools on their defaults: an upscale hotel in a tier-2 city. */
export const loanExampleInput = () => loanSizingDefaults('upscale', 'tier2')
export const valuationExampleInput = () => valuationDefaults('upscale', 'tier2')

function loanExample(): Block[] {
  const input = loanExampleInput()
  const result = calculateLoanSizing(input)
  const n = toolNums('loan-sizing', input, result)
  const wan = { digits: 0 as const }
  const src = (key: string): Inline => cite(rowOf(key, { segment: 'upscale', tier: 'tier2' }).source)
  return [
    p(
      '以一家稳定年净经营收入（NOI）为 ',
      n('input.noi', { digits: 0, unit: ' 万元' }),
      '的高端酒店为例（NOI 为可行性研究工具同一情形——二线城市、购地新建的高端酒店——稳定年的 NOI，盈亏平衡工具算出的也是这个数；使用时以项目自己的数字替换），贷款条件取上文的基准值，用本平台“贷款额度测算”工具按经营性物业贷款的规则求银行最多能贷多少。',
    ),
    {
      kind: 'table',
      title: '算例输入：贷款条件',
      columns: cols(['条件', 3], ['取值', 1.3, 'right'], ['来源', 1]),
      rows: [
        ['资本化率（%）', n('input.capRatePct'), src('fin.cap_rate')],
        ['贷款年利率（%，5 年期以上 LPR 加点）', n('input.loanRatePct'), src('fin.loan_spread_pct')],
        ['贷款期限与摊还年限（年）', n('input.loanTermYears', { digits: 0 }), src('fin.loan_term_years')],
        ['最高贷款价值比（%）', n('input.ltvMaxPct', { digits: 0 }), src('fin.ltv_max')],
        ['贷款行要求的最低偿债覆盖率（倍）', n('input.dscrMin'), src('fin.dscr_min')],
        ['债务收益率参考值（%，参考：国际惯例）', n('input.debtYieldMinPct', { digits: 0 }), src('fin.debt_yield_min')],
      ],
    },
    {
      kind: 'table',
      title: '算例结果：两项测试各自允许的贷款额（万元）',
      columns: cols(['测试', 2.6], ['允许贷款额', 1.4, 'right'], ['高于约束额', 1.4, 'right']),
      rows: result.limits.map((l, i) => [
        loanTestLabels[l.test],
        n(`result.limits.${i}.loan`, wan),
        n(`result.limits.${i}.excess`, wan),
      ]),
      note: `贷款额取两项测试中较小者；“高于约束额”为该项测试允许额超出最终贷款额的部分。参考：国际惯例，按债务收益率 ${fmt(input.debtYieldMinPct, 0)}% 计可贷 ${fmt(result.debtYieldReference.loan, 0)} 万元，国内银行不以此审批`,
    },
    {
      kind: 'chart',
      title: '算例：两项测试允许的贷款额',
      unit: '万元',
      bars: loanTests.map((test, i) => ({ label: loanTestLabels[test], value: n(`result.limits.${i}.loan`, wan) })),
    },
    p(
      '按资本化率推出的酒店价值为 ',
      n('result.value', { digits: 0, unit: ' 万元' }),
      '。最终可贷 ',
      n('result.maxLoan', { digits: 0, unit: ' 万元' }),
      '，由',
      loanTestLabels[result.binding],
      '测试决定；每年还本付息 ',
      n('result.debtService', { digits: 0, unit: ' 万元' }),
      '，对应偿债覆盖率 ',
      n('result.dscr', { digits: 2, unit: ' 倍' }),
      '；债务收益率 ',
      n('result.debtYield', { scale: 100, digits: 1, unit: '%' }),
      '（参考：国际惯例）。要提高额度，应先改善约束最紧的这一项。',
    ),
  ]
}

function valuationExample(): Block[] {
  const input = valuationExampleInput()
  const result = { ...calculateValuation(input), sensitivity: valuationSensitivity(input) }
  const sensitivity = result.sensitivity
  const n = toolNums('valuation', input, result)
  const wan = { digits: 0 as const }
  return [
    p(
      '同一家酒店用本平台“酒店估值（收益法与 DCF）”工具估值：客房 ',
      n('input.rooms', { digits: 0, unit: ' 间' }),
      '，稳定年 NOI ',
      n('input.noi', { digits: 0, unit: ' 万元' }),
      '，NOI 年增长 ',
      n('input.noiGrowthPct', { unit: '%' }),
      '（工具示例值）；资本化率、期末资本化率、折现率和出售费用率取基准值，建筑面积按高端档次每间建筑面积典型值计。',
    ),
    {
      kind: 'table',
      title: '算例结果：两种收益法估值',
      columns: cols(
        ['方法', 2.4],
        ['价值（万元）', 1.4, 'right'],
        ['每间（万元）', 1.3, 'right'],
        ['每㎡（元）', 1.3, 'right'],
      ),
      rows: (['direct', 'dcf', 'reconciled'] as const).map((m) => [
        { direct: '直接资本化法', dcf: '10 年现金流折现', reconciled: '加权调和价值' }[m],
        n(`result.${m}.total`, wan),
        n(`result.${m}.perKey`, { digits: 1 }),
        n(`result.${m}.perSqm`, wan),
      ]),
      note: '调和价值按直接资本化法与现金流折现各占一半加权（工具示例值）',
    },
    {
      kind: 'table',
      title: '现金流折现明细（万元）',
      columns: cols(['年份', 1], ['NOI', 1.4, 'right'], ['折现系数', 1.4, 'right'], ['现值', 1.4, 'right']),
      rows: [
        ...result.years.map((y, i) => [
          `第 ${y.year} 年`,
          n(`result.years.${i}.noi`, wan),
          n(`result.years.${i}.discountFactor`, { digits: 2 }),
          n(`result.years.${i}.presentValue`, wan),
        ]),
        ['期末出售（净额）', n('result.terminalNet', wan), '—', n('result.terminalPresentValue', wan)],
      ],
    },
    {
      kind: 'table',
      title: '敏感性：折现率与期末资本化率变化时的 DCF 价值（万元）',
      columns: [
        { label: '折现率／期末资本化率', weight: 2.2 },
        ...sensitivity.terminalCapRatesPct.map((c) => ({ label: `${fmt(c)}%`, weight: 1.2, align: 'right' as const })),
      ],
      rows: sensitivity.discountRatesPct.map((d, i) => [
        `${fmt(d)}%`,
        ...sensitivity.terminalCapRatesPct.map((_, j) => n(`result.sensitivity.values.${i}.${j}`, wan)),
      ]),
      note: '折现率上下各 1 个百分点、期末资本化率上下各 0.5 个百分点，其余假设不变',
    },
    p(
      '直接资本化法得出 ',
      n('result.direct.total', { digits: 0, unit: ' 万元' }),
      '，现金流折现得出 ',
      n('result.dcf.total', { digits: 0, unit: ' 万元' }),
      '，其中期末出售价值的现值占 ',
      n('result.terminalShare', { scale: 100, digits: 1, unit: '%' }),
      '。两种方法的差距主要来自折现率与资本化率之差是否等于 NOI 增长率；期末资本化率每变动半个百分点，价值变动见敏感性表。',
    ),
  ]
}

export function financeValuationReport(): ResearchReport {
  return {
    id: 'd6000000-0000-4000-8000-000000000015',
    title: '酒店融资与估值参数',
    subtitle: '贷款利率（LPR 加点）、LTV、DSCR、资本化率与折现率；债务收益率作国际惯例参考',
    topic: 'assetValue',
    year: 2025,
    summary:
      '汇总 LPR 与贷款加点、经营性物业贷款的贷款价值比上限与期限、开发贷款的资本金要求、偿债覆盖率（按贷款行要求输入，美国 CMBS 要求与债务收益率只作国际惯例参考）、酒店资本化率与折现率，并用贷款额度测算和估值工具给出一家高端酒店的贷款额度与价值算例。',
    organizationIds: [],
    sections: [
      {
        heading: '摘要与主要发现',
        blocks: [
          p(
            '酒店的融资额度和估值都从同一个数出发：稳定年净经营收入（NOI）。国内银行发放经营性物业贷款，用贷款价值比和偿债覆盖率两把尺子决定能借多少，利率按 LPR 加点；美国 CMBS 常用的债务收益率只作参考。投资者用资本化率和折现率决定值多少。本报告列出这些参数的公开依据，并演示一家高端酒店的完整计算。',
          ),
          bullets(
            [
              '5 年期以上 LPR 为 ',
              bench('fin.lpr_5y', {}, 'typical', { unit: '%' }),
              '，1 年期 LPR 为 ',
              bench('fin.lpr_1y', {}, 'typical', { unit: '%' }),
              '。',
            ],
            [
              '经营性物业贷款额度不超过承贷物业评估价值的 ',
              bench('fin.ltv_max', {}, 'typical', { unit: '%' }),
              '，期限一般不超过 ',
              bench('fin.loan_term_years', {}, 'typical', { unit: ' 年' }),
              '、最长不超过 ',
              bench('fin.loan_term_years', {}, 'high', { unit: ' 年' }),
              '。',
            ],
            [
              '国内银行没有统一公开的偿债覆盖率下限，测算按 ',
              bench('fin.dscr_min', {}, 'typical', { unit: ' 倍' }),
              '（测算假设，按贷款行要求替换）；参考：国际惯例，美国 CMBS 酒店贷款通常要求不低于 ',
              bench('fin.dscr_min', { variant: 'us_cmbs' }, 'typical', { unit: ' 倍' }),
              '；国内 2018 年发行的 CMBS/CMBN 优先 A 档平均覆盖倍数为 ',
              bench('fin.dscr_min', { variant: 'china_cmbs_2018_avg' }, 'typical', { unit: ' 倍' }),
              '，它是各类商业物业已发行产品的平均值，不是准入下限。',
            ],
            [
              'JLL 酒店投资者调查中，北京、上海的投资者目标初始收益率（资本化率）为 ',
              bench('fin.cap_rate', { tier: 'tier1' }, 'low', { unit: '%' }),
              '–',
              bench('fin.cap_rate', { tier: 'tier1' }, 'high', { unit: '%' }),
              '；项目资本金最低比例决定开发贷款最多占总投资的 ',
              bench('fin.development_loan_pct', { variant: 'legal_max' }, 'typical', { unit: '%' }),
              '。',
            ],
          ),
        ],
      },
      {
        heading: '研究方法与口径',
        blocks: [
          p(
            '利率、贷款价值比上限和贷款期限取自人民银行与金融监管总局的公开文件和每月公布的 LPR；美国 CMBS 的偿债覆盖率与债务收益率要求取自公开的 CMBS 贷款研究，只作国际惯例参考；资本化率取自 JLL 酒店投资者调查。国内没有公开统计的参数（贷款加点、贷款行的偿债覆盖率下限、一线以外城市的资本化率、折现率、出售费用率、开发贷款比例）使用本公司测算假设，资料来源中写明取值依据。',
          ),
          sub('两项贷款测试与一项参考'),
          bullets(
            [
              '贷款价值比（LTV）：贷款额 ≤ 酒店价值 × 最高贷款价值比（经营性物业贷款原则上不超过 ',
              bench('fin.ltv_max', {}, 'typical', { unit: '%' }),
              '）；酒店价值按 NOI ÷ 资本化率或评估价值确定。',
            ],
            [
              '偿债覆盖率（DSCR）：宽限期后的每年还本付息额 ≤ NOI ÷ 贷款行要求的最低偿债覆盖率，再按利率和摊还年限折算为贷款本金。',
            ],
            [
              '参考：国际惯例。债务收益率 = NOI ÷ 贷款额，美国 CMBS 贷款常用，与利率和期限无关；国内银行不以此审批，只列出作比较。',
            ],
          ),
          sub('两种收益法估值'),
          p(
            '直接资本化法：价值 = 稳定年 NOI ÷ 资本化率。现金流折现法：把 10 年 NOI 和第 10 年末按第 11 年 NOI ÷ 期末资本化率、扣除出售费用后的出售价格，按折现率折现求和。两种方法的结果按估值师选择的权重调和。',
          ),
          sub('局限'),
          p(
            '贷款利率按 5 年期以上 LPR 加点测算，加点为测算假设（全国新发放企业贷款加权平均利率低于 LPR，是各类企业的平均，不是酒店贷款的价格），应以银行报价为准；资本化率的公开数据较早，仅覆盖一线城市，使用时应结合近期成交案例判断。',
          ),
        ],
      },
      {
        heading: '利率基准',
        blocks: [
          rangeTable('fin.lpr_5y', [all()], { digits: 2 }, { first: '口径' }),
          rangeTable('fin.lpr_1y', [all()], { digits: 2 }, { first: '口径' }),
          rangeTable('fin.loan_spread_pct', [all('测算缺省')], { digits: 1 }, { first: '口径' }),
          rangeTable('fin.loan_rate', [all('全国各类企业（参考）')], { digits: 2 }, { first: '口径' }),
          {
            kind: 'chart',
            title: '利率基准对照',
            unit: '%',
            bars: [
              { label: '1 年期 LPR', value: bench('fin.lpr_1y', {}, 'typical', { unit: '%' }) },
              { label: '5 年期以上 LPR', value: bench('fin.lpr_5y', {}, 'typical', { unit: '%' }) },
              { label: '企业贷款加权平均利率（参考）', value: bench('fin.loan_rate', {}, 'typical', { unit: '%' }) },
            ],
          },
        ],
      },
      {
        heading: '贷款条件',
        blocks: [
          rangeTable('fin.ltv_max', [all()], { digits: 0 }, { first: '口径' }),
          rangeTable('fin.loan_term_years', [all()], { digits: 0 }, { first: '口径' }),
          rangeTable(
            'fin.dscr_min',
            [all('测算缺省（按贷款行要求输入）'), ...variantRows('fin.dscr_min')],
            { digits: 2 },
            { first: '口径' },
          ),
          rangeTable('fin.debt_yield_min', [all('参考：国际惯例（美国 CMBS）')], { digits: 0 }, { first: '口径' }),
          rangeTable('fin.grace_years', variantRows('fin.grace_years'), { digits: 0 }, { first: '项目情形' }),
          rangeTable(
            'fin.development_loan_pct',
            [all('测算缺省'), ...variantRows('fin.development_loan_pct')],
            { digits: 0 },
            { first: '口径' },
          ),
          {
            kind: 'chart',
            title: '偿债覆盖率要求对照',
            unit: '倍',
            bars: [
              { label: '测算缺省', value: bench('fin.dscr_min', {}, 'typical') },
              { label: '美国 CMBS（参考）', value: bench('fin.dscr_min', { variant: 'us_cmbs' }, 'typical') },
              {
                label: '国内 CMBS 2018 均值',
                value: bench('fin.dscr_min', { variant: 'china_cmbs_2018_avg' }, 'typical'),
              },
            ],
          },
        ],
      },
      {
        heading: '资本化率、折现率与交易费用',
        blocks: [
          rangeTable(
            'fin.cap_rate',
            [all('一线以外城市及未分档'), { label: '一线城市', selector: { tier: 'tier1' } }],
            { digits: 1 },
            { first: '口径' },
          ),
          rangeTable('fin.discount_rate', [all()], { digits: 1 }, { first: '口径' }),
          rangeTable('fin.selling_cost_pct', [all()], { digits: 1 }, { first: '口径' }),
          p(
            '长期看，资本化率约等于折现率减去 NOI 的长期增长率。若估值中两者的差与增长假设不一致，直接资本化法和现金流折现法的结果会明显分开，这是检查估值假设的第一步。',
          ),
        ],
      },
      { heading: '算例一：贷款额度', blocks: loanExample() },
      { heading: '算例二：收益法估值', blocks: valuationExample() },
      {
        heading: '结论与建议',
        blocks: [
          bullets(
            [
              '融资前先算清稳定年 NOI：两项贷款测试和两种估值方法都以它为起点，NOI 的口径（是否扣管理费、FF&E 准备金）必须与银行和估值师一致；本平台各工具对同一项目算出同一个 NOI。',
            ],
            ['约束额度的往往是偿债覆盖率，而不是贷款价值比；提高 NOI、延长摊还年限或争取宽限期比提高评估价值更有效。'],
            [
              '经营性物业贷款期限一般不超过 ',
              bench('fin.loan_term_years', {}, 'typical', { unit: ' 年' }),
              '，到期仍有本金未还时，要提前安排再融资。',
            ],
            ['资本化率的公开数据有限，估值时应同时列出敏感性表，让决策者看到关键假设变化对价值的影响。'],
          ),
        ],
      },
    ],
  }
}
