import { feasibilityBenchmarks } from '#common/applets/feasibility'
import {
  calculateFeeStructures,
  feeStructureLabels,
  feeStructures,
  feeStructuresDefaults,
} from '#common/applets/fee-structures'
import { benchmarkFigure, benchmarkRow, benchmarkSource } from '#common/benchmarks/benchmarks'
import { type CityTier, cityTierLabels, positioningLabels } from '#common/intel'
import { site } from '#common/site'
import {
  censusArea,
  type StudyChapterKey,
  studyChapterKeys,
  studyChapterTitles,
  type TypedStudyContent,
} from '#common/study/api'
import {
  marketSegmentLabels,
  marketSegments,
  type Source,
  type Sourced,
  studyPipelineStatusLabels,
} from '#common/study/schemas'
import { factsInForce } from '../intel/facts/load.ts'
import type { DeliverableDoc, DocBlock, DocColumn, SourcedItem, SourceRef } from '../reports/document/model.ts'
import { unknownDistrict } from './districts.ts'
import type { Edition } from './export.ts'

/** Blocks as the chapter builders write them: table columns as labels; `toDocBlock` sets widths and alignment. */
type LooseBlock =
  | Exclude<DocBlock, { kind: 'table' }>
  | { kind: 'table'; title: string; columns: string[]; rows: string[][]; note?: string; source?: string }

const wide = /酒店|项目|理由|来源|数据$|因素|品牌|费用|假设|指标|章节/

function toDocBlock(block: LooseBlock): DocBlock {
  if (block.kind !== 'table') return block
  const numeric = (v: string) => /^[-—+]?[\d,.]+\s*(%|元|万元|间|年|倍)?$/.test(v.trim())
  const columns: DocColumn[] = block.columns.map((label, i) => {
    const cells = block.rows.map((r) => r[i] ?? '')
    const right = i > 0 && cells.length > 0 && cells.filter(numeric).length >= cells.length / 2
    return { label, weight: wide.test(label) && !right ? 2 : 1, ...(right ? { align: 'right' as const } : {}) }
  })
  return { ...block, columns }
}

// ---------- formatting ----------

const int = (v: number | null | undefined) =>
  v == null || !Number.isFinite(v) ? '—' : Math.round(v).toLocaleString('en-US')
const dec = (v: number | null | undefined, d = 1) =>
  v == null || !Number.isFinite(v)
    ? '—'
    : v.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d })
/** A 0–100 percentage. */
const pct = (v: number | null | undefined, d = 1) => (v == null || !Number.isFinite(v) ? '—' : `${dec(v, d)}%`)
/** A ratio (0.65) as a percentage. */
const ratioPct = (v: number | null | undefined, d = 1) => (v == null || !Number.isFinite(v) ? '—' : pct(v * 100, d))
const yuan = (v: number | null | undefined) => (v == null || !Number.isFinite(v) ? '—' : `${dec(v, 0)} 元`)
const wan = (v: number | null | undefined) => (v == null || !Number.isFinite(v) ? '—' : `${dec(v, 0)} 万元`)

/** "来源：发布者《标题》（截至 …）", or 测算假设 when the value has no source. */
export function cite(source: Source | null | undefined) {
  if (!source) return '测算假设'
  const who = source.publisher ? `${source.publisher}《${source.title}》` : `《${source.title}》`
  return `${who}${source.asOf ? `（截至 ${source.asOf}）` : ''}`
}

/** The source of a benchmark figure's row, or null when the table marks it as the model's own assumption. */
function benchmarkCite(key: string, selector: { segment?: string; tier?: string; variant?: string }) {
  const row = benchmarkRow(key, selector as never)
  const source = row ? benchmarkSource(row.source) : undefined
  if (!row || !source) return { source: null, asOf: null }
  if (source.kind === 'assumption') return { source: null, asOf: row.asOf }
  return {
    source: {
      title: source.title,
      publisher: source.publisher,
      asOf: row.asOf,
      ...(source.url ? { url: source.url } : {}),
    },
    asOf: row.asOf,
  }
}

/** One line of the appendix: a figure, its value, where it comes from and as of when. */
type AppendixRow = { chapter: string; figure: string; value: string; source: Source | null; asOf?: string | null }

// ---------- the chapters ----------

type Ctx = {
  c: TypedStudyContent
  edition: Edition
  appendix: AppendixRow[]
  tier: CityTier
}

const sourcedRow = (
  ctx: Ctx,
  chapter: StudyChapterKey,
  figure: string,
  s: Sourced<number>,
  format: (v: number) => string,
) => {
  ctx.appendix.push({ chapter: studyChapterTitles[chapter], figure, value: format(s.value), source: s.source })
  return [figure, format(s.value), cite(s.source)]
}

function summary(ctx: Ctx): LooseBlock[] {
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
  if (c.flags.length) bullets.push(`有 ${c.flags.length} 项假设超出合理区间，详见“主要风险”。`)
  out.push({ kind: 'bullets', items: bullets })
  return out
}

function project(ctx: Ctx): LooseBlock[] {
  const { c } = ctx
  const a = c.assumptions
  return [
    {
      kind: 'table',
      title: '项目基本信息',
      columns: ['项目', '内容'],
      rows: [
        ['研究对象', c.site.kind === 'hotel' ? `${c.site.name}（行业数据库中的在建/签约项目）` : c.site.name],
        ['所在城市', c.site.city_name ?? '—'],
        ['坐标', `北纬 ${dec(c.site.lat, 4)}°，东经 ${dec(c.site.lng, 4)}°`],
        ['档次', positioningLabels[c.segment]],
        ['客房数', `${c.rooms} 间`],
        ['市场范围', censusArea(c.census).description],
        ['基准年 / 开业年份', `${a.baseYear} 年 / ${a.openingYear} 年`],
        ['品牌短名单', c.brands.length ? c.brands.map((b) => `${b.name}（${b.group_name}）`).join('、') : '未选择'],
      ],
      note: '开业年份为测算假设，按设计与建设周期估计。',
    },
  ]
}

function economy(ctx: Ctx): LooseBlock[] {
  const { c } = ctx
  const facts = factsInForce()
  const code = [...facts.cities.values()].find((x) => x.name === c.site.city_name)
  const rows: string[][] = []
  const items: SourcedItem[] = []
  const push = (label: string, value: { value: number; source: string; asOf: string } | null, unit: string) => {
    if (!value) {
      rows.push([label, '未收录', '—'])
      return
    }
    const s = facts.sources.get(value.source)
    const source: Source | null = s
      ? { title: s.title, publisher: s.publisher, asOf: value.asOf, ...(s.url ? { url: s.url } : {}) }
      : null
    rows.push([label, `${dec(value.value, 1)} ${unit}`, cite(source)])
    ctx.appendix.push({
      chapter: studyChapterTitles.economy,
      figure: `${c.site.city_name}${label}`,
      value: `${dec(value.value, 1)} ${unit}`,
      source,
      asOf: value.asOf,
    })
    if (source) items.push({ label: `${c.site.city_name}${label}`, source })
  }
  push('常住人口', code?.population ?? null, '万人')
  push('地区生产总值', code?.gdp ?? null, '亿元')
  const tierSource = facts.sources.get(facts.tiers.source)
  const tierCite: Source | null = tierSource
    ? { title: tierSource.title, publisher: tierSource.publisher, asOf: facts.tiers.asOf }
    : null
  rows.push(['城市等级', cityTierLabels[ctx.tier], cite(tierCite)])
  ctx.appendix.push({
    chapter: studyChapterTitles.economy,
    figure: `${c.site.city_name}城市等级`,
    value: cityTierLabels[ctx.tier],
    source: tierCite,
    asOf: facts.tiers.asOf,
  })
  const blocks: LooseBlock[] = [
    {
      kind: 'para',
      text: code
        ? `${c.site.city_name}的基本经济指标如下，均引自统计部门公开发布的数据。`
        : `平台尚未收录${c.site.city_name ?? '该城市'}的人口与经济数据，本章不作引用。`,
    },
    { kind: 'table', title: `${c.site.city_name ?? '所在城市'}主要指标`, columns: ['指标', '数值', '来源'], rows },
  ]
  if (items.length) blocks.push({ kind: 'sources', items })
  return blocks
}

/** The area as the sentences of the census use it: 半径 3 公里内 / 杭州市淳安县内. */
function areaShort(census: TypedStudyContent['census']) {
  const area = censusArea(census)
  return area.kind === 'radius'
    ? `半径 ${area.radius_km} 公里内`
    : `${area.city_name ?? ''}${area.districts.join('、')}内`
}

/** How the market area was defined, said once at the head of the supply chapter. */
function areaDefinition(census: TypedStudyContent['census']) {
  const area = censusArea(census)
  if (area.kind === 'radius') {
    return `市场范围以地块为圆心、半径 ${area.radius_km} 公里界定，统计行业数据库收录的、坐标位于该范围内的酒店。`
  }
  const unknown = area.unknown_district_hotels
    ? `${area.city_name ?? '该城市'}另有 ${int(area.unknown_district_hotels)} 家收录酒店的地址未写明区县（区县未知），无法判断是否位于所选行政区，未计入。`
    : ''
  return `市场范围按行政区界定：${area.city_name ?? ''}${area.districts.join('、')}。酒店所属区县以其地址中紧随城市名写明的区县为准（须为国家统计局统计用区划中的名称），不按坐标推断。${unknown}`
}

function supply(ctx: Ctx): LooseBlock[] {
  const { c } = ctx
  const census = c.census
  const districts = censusArea(census).kind === 'districts'
  const blocks: LooseBlock[] = [{ kind: 'para', text: areaDefinition(census) }]
  if (census.empty) blocks.push({ kind: 'para', text: census.empty.message })
  blocks.push({
    kind: 'para',
    text: `${areaShort(census)}，行业数据库收录在营酒店 ${census.existing.length} 家、客房 ${int(census.existing_rooms)} 间；已签约、在建及即将开业项目 ${census.pipeline.length} 家、客房 ${int(census.pipeline_rooms)} 间。`,
  })
  ctx.appendix.push({
    chapter: studyChapterTitles.supply,
    figure: `${areaShort(census)}在营客房数`,
    value: `${int(census.existing_rooms)} 间`,
    source: { title: '行业数据库·酒店名录', publisher: site.firmName, asOf: c.computed_at.slice(0, 10) },
  })
  if (census.by_segment.length) {
    blocks.push({
      kind: 'table',
      title: '在营酒店按档次分布',
      columns: ['档次', '酒店数', '客房数'],
      rows: census.by_segment.map((s) => [positioningLabels[s.segment], int(s.hotels), int(s.rooms)]),
      source: `${site.firmName}行业数据库，截至 ${c.computed_at.slice(0, 10)}`,
    })
    blocks.push({
      kind: 'chart',
      chart: 'bar',
      title: '在营客房按档次分布',
      categories: census.by_segment.map((s) => positioningLabels[s.segment]),
      series: [{ name: '客房数', values: census.by_segment.map((s) => s.rooms) }],
      unit: '间',
    })
  }
  if (census.existing.length) {
    blocks.push({
      kind: 'table',
      title: '在营酒店清单',
      columns: ['酒店', '品牌', '档次', ...(districts ? ['区县'] : []), '客房', '距离（公里）', '开业'],
      rows: census.existing.map((h) => [
        h.name,
        h.brand_name ?? '单体',
        positioningLabels[h.positioning],
        ...(districts ? [h.district ?? unknownDistrict] : []),
        int(h.rooms),
        dec(h.distance_km, 1),
        h.opening_date?.slice(0, 7) ?? '—',
      ]),
      source: `${site.firmName}行业数据库，截至 ${c.computed_at.slice(0, 10)}`,
    })
  }
  blocks.push({ kind: 'subheading', text: '新增供给' })
  if (census.pipeline.length) {
    blocks.push({
      kind: 'table',
      title: '在建及签约项目（按预计开业时间）',
      columns: ['项目', '档次', '客房', '状态', '预计开业', '距离（公里）'],
      rows: census.pipeline.map((h) => [
        h.name,
        positioningLabels[h.positioning],
        int(h.rooms),
        studyPipelineStatusLabels[h.pipeline_status],
        h.opening_date?.slice(0, 7) ?? '未定',
        dec(h.distance_km, 1),
      ]),
      note: '“即将开业”指在建且预计 12 个月内开业的项目；预计开业时间来自行业数据库，可能推迟。',
    })
  } else {
    blocks.push({ kind: 'para', text: '市场范围内没有收录的在建或签约项目。' })
  }
  return blocks
}

function compSet(ctx: Ctx): LooseBlock[] {
  const { c } = ctx
  const cs = c.comp_set
  const blocks: LooseBlock[] = [{ kind: 'para', text: `${cs.rule}。` }]
  if (cs.hotels.length) {
    blocks.push({
      kind: 'table',
      title: '竞争组合',
      columns: ['酒店', '档次', '客房', '距离（公里）', '入选理由', '经营数据'],
      rows: cs.hotels.map((h) => [
        h.name,
        positioningLabels[h.positioning],
        int(h.rooms),
        dec(h.distance_km, 1),
        h.reason,
        h.performance === 'imported' ? '已导入' : h.performance === 'demo' ? '演示数据' : '无',
      ]),
    })
  } else {
    blocks.push({ kind: 'para', text: '市场范围内没有符合规则的竞争酒店。' })
  }
  if (cs.removed.length) {
    blocks.push({
      kind: 'table',
      title: '顾问调出的酒店',
      columns: ['酒店', '理由'],
      rows: cs.removed.map((h) => [h.name, h.reason]),
    })
  }
  if (cs.performance_note) blocks.push({ kind: 'para', text: cs.performance_note })
  const known = cs.monthly.filter((m) => m.occupancy != null)
  if (known.length) {
    blocks.push({
      kind: 'table',
      title: '竞争组合月度经营表现（客房加权）',
      columns: ['月份', '出租率', '平均房价', 'RevPAR'],
      rows: cs.monthly.map((m) => [m.month, pct(m.occupancy), yuan(m.adr), yuan(m.revpar)]),
      source: cs.hotels.some((h) => h.performance === 'demo')
        ? '行业数据库；演示酒店的月度数据按行业基准表生成（测算假设）'
        : '行业数据库·导入的酒店经营数据',
    })
    blocks.push({
      kind: 'chart',
      chart: 'line',
      title: '竞争组合月度出租率',
      categories: cs.monthly.map((m) => m.month.slice(2)),
      series: [{ name: '出租率', values: cs.monthly.map((m) => m.occupancy) }],
      unit: '%',
    })
    blocks.push({
      kind: 'chart',
      chart: 'line',
      title: '竞争组合月度平均房价与 RevPAR',
      categories: cs.monthly.map((m) => m.month.slice(2)),
      series: [
        { name: '平均房价', values: cs.monthly.map((m) => m.adr) },
        { name: 'RevPAR', values: cs.monthly.map((m) => m.revpar) },
      ],
      unit: '元',
    })
    blocks.push({
      kind: 'table',
      title: `近 12 个月（${cs.trailing.from} 至 ${cs.trailing.to}）`,
      columns: ['指标', '数值'],
      rows: [
        ['出租率', pct(cs.trailing.occupancy)],
        ['平均房价', yuan(cs.trailing.adr)],
        ['RevPAR', yuan(cs.trailing.revpar)],
        ['本项目公平份额', ratioPct(cs.fair_share)],
      ],
      note: '公平份额 = 本项目客房数 ÷（竞争组合客房数 + 本项目客房数）。',
    })
    ctx.appendix.push({
      chapter: studyChapterTitles.comp_set,
      figure: '竞争组合近 12 个月出租率 / 平均房价',
      value: `${pct(cs.trailing.occupancy)} / ${yuan(cs.trailing.adr)}`,
      source:
        cs.hotels.some((h) => h.performance === 'imported') && !cs.hotels.some((h) => h.performance === 'demo')
          ? { title: '行业数据库·导入的酒店经营数据', publisher: site.firmName, asOf: cs.trailing.to }
          : null,
      asOf: cs.trailing.to,
    })
    for (const h of cs.hotels.filter((x) => x.performance !== 'none')) {
      blocks.push({
        kind: 'table',
        title: `${h.name}：月度经营表现`,
        columns: ['月份', '出租率', '平均房价', 'RevPAR'],
        rows: h.months
          .filter((m) => m.occupancy != null)
          .map((m) => [m.month, pct(m.occupancy), yuan(m.adr), yuan(m.revpar)]),
        note: h.performance === 'demo' ? '演示数据（按行业基准表生成，测算假设）' : undefined,
      })
    }
  } else {
    const m = c.assumptions.manualCompSet
    blocks.push({
      kind: 'table',
      title: '竞争组合经营表现（顾问填写）',
      columns: ['指标', '数值', '来源'],
      rows: [
        sourcedRow(ctx, 'comp_set', '竞争组合出租率', m.occupancyPct, (v) => pct(v)),
        sourcedRow(ctx, 'comp_set', '竞争组合平均房价', m.adr, yuan),
      ],
      note: '竞争组合没有导入的经营数据，测算采用顾问填写并注明来源的数值。',
    })
  }
  return blocks
}

function demand(ctx: Ctx): LooseBlock[] {
  const { c } = ctx
  const a = c.assumptions
  const f = c.figures
  const blocks: LooseBlock[] = [
    {
      kind: 'para',
      text: '需求预测采用供需（市场渗透）法：以竞争市场基准年已实现的间夜需求为起点，按细分市场分别增长，加上未满足需求与新增项目带来的需求；新增供给按预计开业时间进入市场，并按项目状态加权。',
    },
    {
      kind: 'table',
      title: '细分市场假设',
      columns: ['细分市场', '需求占比', '来源', '年增长率', '来源'],
      rows: marketSegments.map((s) => {
        sourcedRow(ctx, 'demand', `${marketSegmentLabels[s]}需求占比`, a.demandMix[s], (v) => pct(v))
        sourcedRow(ctx, 'demand', `${marketSegmentLabels[s]}需求年增长率`, a.demandGrowth[s], (v) => pct(v))
        return [
          marketSegmentLabels[s],
          pct(a.demandMix[s].value),
          cite(a.demandMix[s].source),
          pct(a.demandGrowth[s].value),
          cite(a.demandGrowth[s].source),
        ]
      }),
    },
    {
      kind: 'table',
      title: '潜在需求与新增供给权重',
      columns: ['假设', '数值', '来源'],
      rows: [
        sourcedRow(ctx, 'demand', '未满足需求比例', a.latentDemand.unaccommodatedPct, (v) => pct(v)),
        sourcedRow(ctx, 'demand', '已签约项目计入权重', a.statusWeights.signed, (v) => pct(v, 0)),
        sourcedRow(ctx, 'demand', '在建项目计入权重', a.statusWeights.under_construction, (v) => pct(v, 0)),
        sourcedRow(ctx, 'demand', '即将开业项目计入权重', a.statusWeights.opening, (v) => pct(v, 0)),
        sourcedRow(ctx, 'demand', '未定开业日期项目的开业滞后', a.undatedOpeningLagYears, (v) => `${dec(v, 0)} 年`),
        ...a.latentDemand.induced.map((d) => {
          ctx.appendix.push({
            chapter: studyChapterTitles.demand,
            figure: `新增需求：${d.value.label}`,
            value: `${int(d.value.roomNights)} 间夜/年（${d.value.startYear} 年起）`,
            source: d.source,
          })
          return [
            `新增需求：${d.value.label}（${marketSegmentLabels[d.value.segment]}）`,
            `${int(d.value.roomNights)} 间夜/年，${d.value.startYear} 年起`,
            cite(d.source),
          ]
        }),
      ],
    },
  ]
  if (!f) {
    blocks.push({ kind: 'para', text: `预测暂缺：${c.problems.join('')}` })
    return blocks
  }
  const m = f.market
  blocks.push({
    kind: 'table',
    title: `基准年竞争市场（${m.basis === 'imported' ? `${m.period?.from} 至 ${m.period?.to} 导入数据` : '顾问填写的数值'}）`,
    columns: ['指标', '数值'],
    rows: [
      ['竞争组合酒店 / 有数据酒店', `${m.hotels} / ${m.hotelsWithData}`],
      ['客房数', int(m.rooms)],
      ['可售间夜', int(m.roomsAvailable)],
      ['已售间夜', int(m.roomsSold)],
      ['出租率', ratioOrPct(m.occupancy)],
      ['平均房价', yuan(m.adr)],
      ['RevPAR', yuan(m.revpar)],
      ...marketSegments.map((s) => [`${marketSegmentLabels[s]}间夜`, int(m.demand[s])]),
    ],
  })
  blocks.push({
    kind: 'table',
    title: '竞争市场供需预测',
    columns: ['年份', '现有供给', '新增供给', '本项目', '需求（含潜在）', '市场出租率'],
    rows: f.projection.map((y) => [
      `${y.calendarYear}`,
      int(y.existingSupply),
      int(y.newSupply),
      int(y.subjectSupply),
      int(y.totalDemand),
      ratioOrPct(y.marketOccupancy),
    ]),
    note: '单位：间夜；新增供给按状态权重与开业月份计入。',
  })
  blocks.push({
    kind: 'table',
    title: '分细分市场需求预测（间夜）',
    columns: ['年份', ...marketSegments.map((s) => marketSegmentLabels[s]), '潜在需求释放', '新增项目需求'],
    rows: f.projection.map((y) => [
      `${y.calendarYear}`,
      ...marketSegments.map((s) => int(y.demand[s])),
      int(y.latentCaptured),
      int(y.induced),
    ]),
  })
  blocks.push({
    kind: 'chart',
    chart: 'line',
    title: '竞争市场出租率预测',
    categories: f.projection.map((y) => `${y.calendarYear}`),
    series: [{ name: '市场出租率', values: f.projection.map((y) => asPct(y.marketOccupancy)) }],
    unit: '%',
  })
  return blocks
}

/** Model outputs may be ratios (0.68) or percentages (68): both print as 68.0%. */
const asPct = (v: number) => (Math.abs(v) <= 1.5 ? v * 100 : v)
const ratioOrPct = (v: number | null | undefined) => (v == null ? '—' : pct(asPct(v)))

function positioning(ctx: Ctx): LooseBlock[] {
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

function operations(ctx: Ctx): LooseBlock[] {
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

function investment(ctx: Ctx): LooseBlock[] {
  const f = ctx.c.figures
  if (!f) return [{ kind: 'para', text: `投资估算暂缺：${ctx.c.problems.join('')}` }]
  const inv = f.financials.investment
  const fin = f.financials.financing
  const blocks: LooseBlock[] = [
    {
      kind: 'table',
      title: '投资估算（万元）',
      columns: ['项目', '金额'],
      rows: [
        ['土地', wan(inv.land)],
        ['契税', wan(inv.deedTax)],
        ['收购价款', wan(inv.purchase)],
        ['建安工程', wan(inv.hardCost)],
        ['工程其他费用', wan(inv.softCost)],
        ['不可预见费', wan(inv.contingency)],
        ['家具设备（FF&E）', wan(inv.ffe)],
        ['经营用品（OS&E）', wan(inv.ose)],
        ['开办费', wan(inv.preOpening)],
        ['开业流动资金', wan(inv.workingCapital)],
        ['建设期利息', wan(inv.capitalisedInterest)],
        ['总投资', wan(inv.totalInvestment)],
        ['单房投资', wan(inv.perKey)],
      ],
      note: '各项单价与比例取自行业基准表（来源见附录），为测算口径。',
    },
    {
      kind: 'table',
      title: '融资安排',
      columns: ['项目', '数值'],
      rows: [
        ['贷款', wan(fin.loan)],
        ['自有资金', wan(fin.equity)],
        ['贷款利率', pct(fin.ratePct, 2)],
        ['贷款期限', `${fin.termYears} 年（宽限期 ${fin.graceYears} 年）`],
      ],
    },
    {
      kind: 'chart',
      chart: 'bar',
      title: '投资构成',
      categories: ['土地及税费', '工程', 'FF&E 与 OS&E', '开办费及流动资金', '建设期利息'],
      series: [
        {
          name: '金额',
          values: [
            inv.land + inv.deedTax + inv.purchase,
            inv.hardCost + inv.softCost + inv.contingency,
            inv.ffe + inv.ose,
            inv.preOpening + inv.workingCapital,
            inv.capitalisedInterest,
          ].map((v) => Math.round(v)),
        },
      ],
      unit: '万元',
    },
  ]
  const input = f.financials.input as unknown as Record<string, number>
  for (const [field, bench] of Object.entries(feasibilityBenchmarks)) {
    const b = bench as { key: string; variant?: string }
    const figure = benchmarkFigure(b.key)
    if (!figure || typeof input[field] !== 'number') continue
    const { source, asOf } = benchmarkCite(b.key, { segment: ctx.c.segment, tier: ctx.tier, variant: b.variant })
    ctx.appendix.push({
      chapter: studyChapterTitles.investment,
      figure: figure.label,
      value: `${dec(input[field], 2)}${figure.unit ? ` ${figure.unit}` : ''}`,
      source,
      asOf,
    })
  }
  return blocks
}

function returns(ctx: Ctx): LooseBlock[] {
  const f = ctx.c.figures
  if (!f) return [{ kind: 'para', text: `回报测算暂缺：${ctx.c.problems.join('')}` }]
  const r = f.financials.returns
  const v = f.financials.value
  const lender = f.financials.lender
  const s = f.financials.sensitivity
  const blocks: LooseBlock[] = [
    {
      kind: 'table',
      title: '投资回报',
      columns: ['指标', '数值'],
      rows: [
        ['全投资内部收益率', ratioPct(r.projectIrr)],
        ['自有资金内部收益率', ratioPct(r.equityIrr)],
        ['全投资净现值', wan(r.projectNpv)],
        ['自有资金净现值', wan(r.equityNpv)],
        ['自有资金回报倍数', dec(r.equityMultiple, 2)],
      ],
    },
    {
      kind: 'table',
      title: '价值与投资',
      columns: ['指标', '数值'],
      rows: [
        ['稳定年份', `第 ${v.stabilizedYear} 年`],
        ['稳定年 NOI', wan(v.stabilizedNoi)],
        ['资本化率', pct(v.capRatePct, 2)],
        ['收益法价值', wan(v.value)],
        ['总投资', wan(v.totalInvestment)],
        ['价值 ÷ 投资', dec(v.valueToCost, 2)],
        ['投资收益率（稳定年 NOI ÷ 总投资）', ratioPct(v.yieldOnCost)],
      ],
    },
    {
      kind: 'table',
      title: '贷款测试',
      columns: ['年份', '偿债覆盖率（DSCR）', '债务收益率'],
      rows: lender.dscr.map((d, i) => [
        `第${i + 1}年`,
        d == null ? '—' : dec(d, 2),
        ratioPct(lender.debtYield[i] ?? null),
      ]),
      note: `银行最低偿债覆盖率 ${dec(lender.dscrMin, 2)}；债务收益率仅作参考（国际惯例参考值 ${pct(lender.debtYieldReferencePct)}）；开业时贷款价值比 ${ratioPct(lender.ltv)}。`,
    },
    {
      kind: 'chart',
      chart: 'line',
      title: '偿债覆盖率',
      categories: lender.dscr.map((_, i) => `第${i + 1}年`),
      series: [
        { name: 'DSCR', values: lender.dscr },
        { name: '银行要求', values: lender.dscr.map(() => lender.dscrMin) },
      ],
      unit: '倍',
    },
    { kind: 'subheading', text: '敏感性分析' },
    {
      kind: 'table',
      title: '单因素敏感性：自有资金内部收益率',
      columns: ['因素', '变动', '下调', '上调'],
      rows: s.tornado.map((t) => [t.label, t.step, ratioPct(t.down), ratioPct(t.up)]),
      note: `基准自有资金内部收益率 ${ratioPct(s.base)}。`,
    },
    {
      kind: 'chart',
      chart: 'bar',
      title: '敏感性：自有资金内部收益率',
      categories: s.tornado.map((t) => t.label),
      series: [
        { name: '下调', values: s.tornado.map((t) => (t.down == null ? null : t.down * 100)) },
        { name: '上调', values: s.tornado.map((t) => (t.up == null ? null : t.up * 100)) },
      ],
      unit: '%',
    },
    grid('房价 × 出租率：自有资金内部收益率', s.adrOccupancy),
    grid('开发成本 × 退出资本化率：自有资金内部收益率', s.costCap),
  ]
  return blocks
}

function grid(
  title: string,
  g: {
    rows: { label: string; values: string[] }
    cols: { label: string; values: string[] }
    cells: (number | null)[][]
  },
): LooseBlock {
  return {
    kind: 'table',
    title,
    columns: [`${g.rows.label} \\ ${g.cols.label}`, ...g.cols.values],
    rows: g.rows.values.map((label, i) => [label, ...(g.cells[i] ?? []).map((v) => ratioPct(v))]),
  }
}

function risks(ctx: Ctx): LooseBlock[] {
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
    if (lender.yearsBelowMin.length)
      items.push(`偿债：第 ${lender.yearsBelowMin.join('、')} 年偿债覆盖率低于银行要求 ${dec(lender.dscrMin, 2)}。`)
    if (f.financials.value.valueToCost < 1)
      items.push(`价值：稳定期收益法价值低于总投资（价值 ÷ 投资 = ${dec(f.financials.value.valueToCost, 2)}）。`)
    const widest = f.financials.sensitivity.tornado[0]
    if (widest) items.push(`敏感性：对自有资金内部收益率影响最大的因素是${widest.label}（${widest.step}）。`)
  }
  const assumed = ctx.appendix.filter((r) => !r.source).length
  if (assumed) items.push(`假设：附录中有 ${assumed} 项数值为测算假设，没有外部来源，应在定稿前逐项复核。`)
  return items.length
    ? [{ kind: 'bullets', items }]
    : [{ kind: 'para', text: '根据现有数据未识别出需要特别提示的量化风险。' }]
}

function appendix(ctx: Ctx): LooseBlock[] {
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
    { kind: 'subheading', text: '引用文献' },
    { kind: 'sources', items },
  ]
}

const builders: Record<StudyChapterKey, (ctx: Ctx) => LooseBlock[]> = {
  summary,
  project,
  economy,
  supply,
  comp_set: compSet,
  demand,
  positioning,
  operations,
  investment,
  returns,
  risks,
  appendix,
}

/**
 * The study as a document: each chapter's generated tables and charts, then the consultant's own text. The summary
 * and the risks are built after the other chapters (they read what those found), the appendix last (every figure the
 * chapters cited, with its source and as-of date, assumptions marked 测算假设).
 */
export function assembleStudy(c: TypedStudyContent, edition: Edition, tier: CityTier): DeliverableDoc {
  const ctx: Ctx = { c, edition, appendix: [], tier }
  const order: StudyChapterKey[] = [
    ...studyChapterKeys.filter((k) => !['summary', 'risks', 'appendix'].includes(k)),
    'summary',
    'risks',
    'appendix',
  ]
  const built = new Map<StudyChapterKey, LooseBlock[]>()
  for (const key of order) built.set(key, builders[key](ctx))
  const chapters = studyChapterKeys.map((key) => {
    const text = c.chapters.find((ch) => ch.key === key)?.text ?? []
    const blocks = [...(built.get(key) ?? [])]
    if (text.length) blocks.push({ kind: 'richText', nodes: text })
    return { heading: studyChapterTitles[key], blocks: blocks.map(toDocBlock) }
  })
  const day = edition.kind === 'version' ? edition.publishedAt : c.computed_at
  const date = `${day.slice(0, 4)} 年 ${Number(day.slice(5, 7))} 月`
  return {
    title: c.title,
    subtitle: `市场调研与可行性研究报告 · ${edition.kind === 'version' ? `第 ${edition.number} 版` : '工作稿'}`,
    author: site.firmName,
    date,
    chapters,
  }
}
