/** The study's recommendation: positioning and brand, and operations (the years' P&L up to stabilisation). */
import {
  calculateFeeStructures,
  feeStructureLabels,
  feeStructures,
  feeStructuresDefaults,
} from '#common/applets/fee-structures'
import { benchmarkRow } from '#common/benchmarks/benchmarks'
import { positioningLabels } from '#common/intel'
import { studyChapterTitles } from '#common/study/api'
import { marketSegmentLabels, marketSegments } from '#common/study/schemas'
import {
  asPct,
  benchmarkCite,
  type Ctx,
  cite,
  dec,
  int,
  type LooseBlock,
  pct,
  ratioOrPct,
  ratioPct,
  wan,
  yuan,
} from './context.ts'

export function positioning(ctx: Ctx): LooseBlock[] {
  const { c } = ctx
  const f = c.figures
  const blocks: LooseBlock[] = [
    {
      kind: 'para',
      text: `项目定位为${positioningLabels[c.segment]}酒店，客房 ${c.rooms} 间。平均房价按竞争组合平均房价的 ${pct(c.assumptions.adrIndex.value, 0)} 定位（${cite(c.assumptions.adrIndex.source)}）。`,
    },
  ]
  ctx.appendix.push({
    chapter: studyChapterTitles.positioning,
    figure: '平均房价指数',
    value: pct(c.assumptions.adrIndex.value, 0),
    source: c.assumptions.adrIndex.source,
  })
  if (c.brands.length) {
    blocks.push({
      kind: 'table',
      title: '品牌短名单',
      columns: ['品牌', '管理集团', '档次'],
      rows: c.brands.map((b) => [b.name, b.group_name, positioningLabels[b.positioning]]),
    })
  } else {
    blocks.push({ kind: 'para', text: '尚未选择品牌短名单。' })
  }
  const stabilized = f
    ? (f.projection.find((y) => y.year === f.financials.value.stabilizedYear) ?? f.projection.at(-1))
    : undefined
  if (!f || !stabilized) return blocks
  const defaults = feeStructuresDefaults(c.segment, ctx.tier, c.rooms)
  const input = {
    ...defaults,
    adr: Math.round(f.projection[0]?.subjectAdr ?? defaults.adr),
    occupancyPct: Math.min(100, Math.max(1, asPct(stabilized.subjectOccupancy))),
    investment: Math.max(100, Math.round(f.financials.investment.totalInvestment)),
  }
  const result = calculateFeeStructures(input)
  blocks.push({
    kind: 'table',
    title: '三种合作方式对业主的 10 年比较（基准情景）',
    columns: ['合作方式', '业主 10 年现金合计', '净现值', '品牌方收取费用合计'],
    rows: feeStructures.map((s) => [
      feeStructureLabels[s],
      wan(result.base.totals[s]),
      wan(result.base.npv[s]),
      wan(result.base.brandFees[s]),
    ]),
    note: `按本报告预测的首年平均房价 ${yuan(input.adr)}、稳定期出租率 ${pct(input.occupancyPct)} 与总投资测算；费率为${positioningLabels[c.segment]}档次的行业基准（见附录），各品牌的实际报价以谈判为准。基准情景下对业主净现值最高的方式：${feeStructureLabels[result.best]}。`,
  })
  const feeKeys = [
    ['fee.base_pct', '基本管理费率（占总收入）'],
    ['fee.incentive_pct_gop', '奖励管理费率（占 GOP）'],
    ['fee.franchise_pct_rooms', '特许经营费率（占客房收入）'],
    ['fee.reservation_pct_rooms', '预订系统费率（占客房收入）'],
    ['fee.loyalty_pct_rooms', '会员计划费率（占客房收入）'],
    ['fee.marketing_pct_rooms', '市场推广费率（占客房收入）'],
  ] as const
  blocks.push({
    kind: 'table',
    title: '费率基准',
    columns: ['费用', '典型值', '来源'],
    rows: feeKeys.map(([key, label]) => {
      const row = benchmarkRow(key, { segment: c.segment, tier: ctx.tier })
      const { source, asOf } = benchmarkCite(key, { segment: c.segment, tier: ctx.tier })
      ctx.appendix.push({
        chapter: studyChapterTitles.positioning,
        figure: label,
        value: pct(row?.typical),
        source,
        asOf,
      })
      return [label, pct(row?.typical), cite(source)]
    }),
  })
  return blocks
}

export function operations(ctx: Ctx): LooseBlock[] {
  const { c } = ctx
  const f = c.figures
  const a = c.assumptions
  const blocks: LooseBlock[] = [
    {
      kind: 'table',
      title: '本项目渗透率假设（占公平份额）',
      columns: ['细分市场', '稳定期渗透率', '来源'],
      rows: marketSegments.map((s) => [
        marketSegmentLabels[s],
        pct(a.penetration[s].value, 0),
        cite(a.penetration[s].source),
      ]),
      note: `爬坡：开业第 1–${a.penetrationRamp.value.length} 年分别为稳定期渗透率的 ${a.penetrationRamp.value.map((v) => pct(v, 0)).join('、')}（${cite(a.penetrationRamp.source)}）。`,
    },
  ]
  for (const s of marketSegments) {
    ctx.appendix.push({
      chapter: studyChapterTitles.operations,
      figure: `${marketSegmentLabels[s]}渗透率`,
      value: pct(a.penetration[s].value, 0),
      source: a.penetration[s].source,
    })
  }
  ctx.appendix.push({
    chapter: studyChapterTitles.operations,
    figure: '渗透率爬坡',
    value: a.penetrationRamp.value.map((v) => pct(v, 0)).join('、'),
    source: a.penetrationRamp.source,
  })
  ctx.appendix.push({
    chapter: studyChapterTitles.operations,
    figure: '房价年增长率',
    value: pct(a.adrGrowthPct.value),
    source: a.adrGrowthPct.source,
  })
  if (!f) {
    blocks.push({ kind: 'para', text: `经营预测暂缺：${c.problems.join('')}` })
    return blocks
  }
  blocks.push({
    kind: 'table',
    title: '本项目客房经营预测',
    columns: ['年份', '公平份额', '出租率', '平均房价', 'RevPAR', 'MPI', 'ARI', 'RGI'],
    rows: f.projection.map((y) => [
      `${y.calendarYear}`,
      ratioOrPct(y.fairShare),
      ratioOrPct(y.subjectOccupancy),
      yuan(y.subjectAdr),
      yuan(y.subjectRevpar),
      dec(y.mpi * 100, 0),
      dec(y.ari * 100, 0),
      dec(y.rgi * 100, 0),
    ]),
  })
  blocks.push({
    kind: 'table',
    title: '分细分市场渗透率与间夜',
    columns: [
      '年份',
      ...marketSegments.flatMap((s) => [`${marketSegmentLabels[s]}渗透率`, `${marketSegmentLabels[s]}间夜`]),
    ],
    rows: f.projection.map((y) => [
      `${y.calendarYear}`,
      ...marketSegments.flatMap((s) => [pct(y.penetration[s], 0), int(y.captured[s])]),
    ]),
  })
  blocks.push({
    kind: 'chart',
    chart: 'line',
    title: '本项目与市场出租率',
    categories: f.projection.map((y) => `${y.calendarYear}`),
    series: [
      { name: '本项目', values: f.projection.map((y) => asPct(y.subjectOccupancy)) },
      { name: '竞争市场', values: f.projection.map((y) => asPct(y.marketOccupancy)) },
    ],
    unit: '%',
  })
  const years = f.financials.years
  const line = (label: string, pick: (y: (typeof years)[number]) => number) => [
    label,
    ...years.map((y) => dec(pick(y), 0)),
  ]
  blocks.push({
    kind: 'table',
    title: '经营损益摘要（USALI，万元）',
    columns: ['项目', ...years.map((y) => `第${y.year}年`)],
    rows: [
      line('客房收入', (y) => y.roomsRevenue),
      line('餐饮收入', (y) => y.fnbRevenue),
      line('其他收入', (y) => y.otherRevenue),
      line('总收入', (y) => y.totalRevenue),
      line('部门利润', (y) => y.departmentalProfit),
      line('未分配费用', (y) => y.undistributed),
      line('经营毛利（GOP）', (y) => y.gop),
      ['GOP 率', ...years.map((y) => ratioPct(y.gopMargin))],
      line('基本管理费', (y) => y.baseFee),
      line('奖励管理费', (y) => y.incentiveFee),
      line('品牌系统费', (y) => y.brandFee),
      line('房产税', (y) => y.propertyTax),
      line('城镇土地使用税', (y) => y.landUseTax),
      line('保险', (y) => y.insurance),
      line('FF&E 更新准备金', (y) => y.ffeReserve),
      line('净经营收入（NOI）', (y) => y.noi),
    ],
    note: '固定成本按基准情景的金额设定，随物价增长，不随出租率与房价变动；客房部变动成本随已售间夜变动。',
  })
  blocks.push({
    kind: 'chart',
    chart: 'bar',
    title: '总收入与 NOI',
    categories: years.map((y) => `第${y.year}年`),
    series: [
      { name: '总收入', values: years.map((y) => Math.round(y.totalRevenue)) },
      { name: 'NOI', values: years.map((y) => Math.round(y.noi)) },
    ],
    unit: '万元',
  })
  return blocks
}
