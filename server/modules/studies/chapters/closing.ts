/** The chapters built from the others: the summary, the risks, and the appendix of every figure cited. */
import { positioningLabels } from '#common/intel'
import { censusArea, studyChapterTitles } from '#common/study/api'
import type { SourcedItem, SourceRef } from '#server/modules/reports/document/model'
import { type Ctx, cite, dec, int, type LooseBlock, pct, ratioPct, wan, yuan } from './context.ts'
import { projectCapital } from './finance.ts'
import { areaShort } from './market.ts'

export function summary(ctx: Ctx): LooseBlock[] {
  const { c } = ctx
  const f = c.figures
  const out: LooseBlock[] = [
    {
      kind: 'para',
      text: `本报告研究${c.site.name}（${c.site.city_name ?? '所在城市'}）拟建 ${c.rooms} 间客房的${positioningLabels[c.segment]}酒店项目。市场范围为${censusArea(c.census).description}，数据取自行业数据库的酒店名录与经营数据，截至 ${c.computed_at.slice(0, 10)}。`,
    },
  ]
  const bullets = [
    `市场供给：${areaShort(c.census)}在营酒店 ${c.census.existing.length} 家、客房 ${int(c.census.existing_rooms)} 间；在建及签约项目 ${c.census.pipeline.length} 家、客房 ${int(c.census.pipeline_rooms)} 间。`,
    `竞争组合：${c.comp_set.hotels.length} 家酒店，近 12 个月（${c.comp_set.trailing.from} 至 ${c.comp_set.trailing.to}）出租率 ${pct(c.comp_set.trailing.occupancy)}、平均房价 ${yuan(c.comp_set.trailing.adr)}、RevPAR ${yuan(c.comp_set.trailing.revpar)}。`,
  ]
  if (c.census.empty) bullets.push(c.census.empty.message)
  if (f) {
    const stabilized = f.projection.find((y) => y.year === f.financials.value.stabilizedYear) ?? f.projection.at(-1)
    if (stabilized) {
      bullets.push(
        `经营预测：开业第 ${stabilized.year} 年（${stabilized.calendarYear} 年）出租率 ${ratioPct(stabilized.subjectOccupancy)}、平均房价 ${yuan(stabilized.subjectAdr)}、RevPAR ${yuan(stabilized.subjectRevpar)}。`,
      )
    }
    const r = f.financials.returns
    bullets.push(
      `投资与回报：总投资 ${wan(f.financials.investment.totalInvestment)}（单房 ${wan(f.financials.investment.perKey)}），全投资内部收益率 ${ratioPct(r.projectIrr)}，自有资金内部收益率 ${ratioPct(r.equityIrr)}；稳定期价值与投资之比 ${dec(f.financials.value.valueToCost, 2)}。`,
    )
    const lender = f.financials.lender
    bullets.push(
      `贷款测试：最低偿债覆盖率 ${lender.minDscr ? `${dec(lender.minDscr.value, 2)}（第 ${lender.minDscr.year} 年）` : '—'}，银行要求 ${dec(lender.dscrMin, 2)}${lender.yearsBelowMin.length ? `，第 ${lender.yearsBelowMin.join('、')} 年低于要求` : '，各年均满足'}；开业时贷款价值比 ${ratioPct(lender.ltv)}。`,
    )
  } else {
    bullets.push(`测算结果暂缺：${c.problems.join('')}`)
  }
  // The risks chapter's kinds, so that the first page names them all (each is explained there).
  const kinds = [...new Set(riskItems(ctx).map((item) => item.slice(0, item.indexOf('：'))))]
  if (kinds.length) {
    const named = kinds.map((k) => (k === '假设超出合理区间' ? `${c.flags.length} 项假设超出合理区间` : k))
    bullets.push(`主要风险：${named.join('、')}，详见“${studyChapterTitles.risks}”。`)
  }
  out.push({ kind: 'bullets', items: bullets })
  // The figures' own reading, as the feasibility tool words it: return against the discount rate, the lender's tests
  // and why a year fails them, and what the result is most sensitive to.
  const verdict = f?.financials.verdict ?? []
  if (verdict.length) {
    out.push({ kind: 'subheading', text: '测算结论' })
    for (const text of verdict) out.push({ kind: 'para', text })
  }
  return out
}

export function risks(ctx: Ctx): LooseBlock[] {
  const items = riskItems(ctx)
  return items.length
    ? [{ kind: 'bullets', items }]
    : [{ kind: 'para', text: '根据现有数据未识别出需要特别提示的量化风险。' }]
}

/** The risks the figures show, each as 类别：what and why. */
function riskItems(ctx: Ctx): string[] {
  const { c } = ctx
  const f = c.figures
  const items: string[] = []
  if (c.census.pipeline_rooms > 0) {
    const share = c.census.existing_rooms > 0 ? c.census.pipeline_rooms / c.census.existing_rooms : null
    items.push(
      `新增供给：市场范围内在建及签约客房 ${int(c.census.pipeline_rooms)} 间${share != null ? `，相当于现有客房的 ${ratioPct(share)}` : ''}；开业时间提前或集中开业将压低市场出租率。`,
    )
  }
  if (c.comp_set.needs_entered_performance)
    items.push('数据：竞争组合没有导入的经营数据，基准年出租率与房价依赖顾问填写的数值。')
  else if (c.comp_set.hotels.some((h) => h.performance === 'demo'))
    items.push('数据：部分竞争酒店的经营数据为演示数据，正式报告前应以实际经营数据替换。')
  for (const flag of c.flags) items.push(`假设超出合理区间：${flag.message}`)
  if (f) {
    const lender = f.financials.lender
    const capital = projectCapital(f.financials.investment.totalInvestment, f.financials.financing.equity)
    if (f.financials.input.projectCase !== 'acquisition' && !capital.met)
      items.push(
        `融资：自有资金占总投资 ${pct(capital.share)}，低于开发贷款要求的项目资本金 ${capital.minimum}%（国发〔2015〕51号），按此方案不能获得开发贷款。`,
      )
    if (lender.yearsBelowMin.length)
      items.push(`偿债：第 ${lender.yearsBelowMin.join('、')} 年偿债覆盖率低于银行要求 ${dec(lender.dscrMin, 2)}。`)
    if (f.financials.value.valueToCost < 1)
      items.push(`价值：稳定期收益法价值低于总投资（价值 ÷ 投资 = ${dec(f.financials.value.valueToCost, 2)}）。`)
    const widest = f.financials.sensitivity.tornado[0]
    if (widest) items.push(`敏感性：对自有资金内部收益率影响最大的因素是${widest.label}（${widest.step}）。`)
  }
  const assumed = ctx.appendix.filter((r) => !r.source).length
  if (assumed) items.push(`假设：附录中有 ${assumed} 项数值为测算假设，没有外部来源，应在定稿前逐项复核。`)
  return items
}

export function appendix(ctx: Ctx): LooseBlock[] {
  const rows = ctx.appendix.map((r) => [
    r.chapter,
    r.figure,
    r.value,
    r.source ? cite({ ...r.source, asOf: undefined }) : '测算假设',
    r.asOf ?? r.source?.asOf ?? '—',
  ])
  const bySource = new Map<string, { figures: string[]; source: SourceRef }>()
  for (const r of ctx.appendix) {
    if (!r.source) continue
    const key = `${r.source.publisher ?? ''}|${r.source.title}`
    const entry = bySource.get(key) ?? {
      figures: [],
      source: { ...r.source, asOf: r.source.asOf ?? r.asOf ?? undefined },
    }
    entry.figures.push(r.figure)
    bySource.set(key, entry)
  }
  const items: SourcedItem[] = [...bySource.values()].map((e) => ({
    label: e.figures.length > 3 ? `${e.figures.slice(0, 3).join('、')}等 ${e.figures.length} 项` : e.figures.join('、'),
    source: e.source,
  }))
  return [
    {
      kind: 'para',
      text: '下表列出报告中每项数据的来源与时点。没有外部来源的数值标注为“测算假设”，由顾问根据经验设定，应结合访谈与调研复核。',
    },
    { kind: 'table', title: '数据来源与假设一览', columns: ['章节', '数据', '数值', '来源', '时点'], rows },
    ...(ctx.appendixTables.length
      ? [{ kind: 'subheading' as const, text: '竞争组合月度经营数据' }, ...ctx.appendixTables]
      : []),
    { kind: 'subheading', text: '引用文献' },
    { kind: 'sources', items },
  ]
}
