/** The market chapters of the study: the project, the economy, supply and demand (the comp set has its own file). */
import { cityTierLabels, positioningLabels } from '#common/intel'
import { site } from '#common/site'
import { censusArea, studyChapterTitles, type TypedStudyContent } from '#common/study/api'
import { marketSegmentLabels, marketSegments, type Source, studyPipelineStatusLabels } from '#common/study/schemas'
import { factsInForce } from '#server/modules/intel/facts/load'
import type { SourcedItem } from '#server/modules/reports/document/model'
import { unknownDistrict } from '../districts.ts'
import {
  asPct,
  type Ctx,
  cite,
  databaseSource,
  dec,
  int,
  type LooseBlock,
  pct,
  ratioOrPct,
  sourcedRow,
  yuan,
} from './context.ts'

export function project(ctx: Ctx): LooseBlock[] {
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
      source: '本研究的项目设定',
    },
  ]
}

export function economy(ctx: Ctx): LooseBlock[] {
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
export function areaShort(census: TypedStudyContent['census']) {
  const area = censusArea(census)
  return area.kind === 'radius'
    ? `半径 ${area.radius_km} 公里内`
    : `${area.city_name ?? ''}${area.districts.join('、')}内`
}

/** How the market area was defined, said once at the head of the supply chapter. */
export function areaDefinition(census: TypedStudyContent['census']) {
  const area = censusArea(census)
  if (area.kind === 'radius') {
    return `市场范围以地块为圆心、半径 ${area.radius_km} 公里界定，统计行业数据库收录的、坐标位于该范围内的酒店。`
  }
  const unknown = area.unknown_district_hotels
    ? `${area.city_name ?? '该城市'}另有 ${int(area.unknown_district_hotels)} 家收录酒店的地址未写明区县（区县未知），无法判断是否位于所选行政区，未计入。`
    : ''
  return `市场范围按行政区界定：${area.city_name ?? ''}${area.districts.join('、')}。酒店所属区县以其地址中紧随城市名写明的区县为准（须为国家统计局统计用区划中的名称），不按坐标推断。${unknown}`
}

export function supply(ctx: Ctx): LooseBlock[] {
  const { c } = ctx
  const census = c.census
  const districts = censusArea(census).kind === 'districts'
  const database = databaseSource(c)
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
      source: database,
    })
    blocks.push({
      kind: 'chart',
      chart: 'bar',
      title: '在营客房按档次分布',
      categories: census.by_segment.map((s) => positioningLabels[s.segment]),
      series: [{ name: '客房数', values: census.by_segment.map((s) => s.rooms) }],
      unit: '间',
      source: database,
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
      source: database,
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
      source: database,
    })
  } else {
    blocks.push({ kind: 'para', text: '市场范围内没有收录的在建或签约项目。' })
  }
  return blocks
}

export function demand(ctx: Ctx): LooseBlock[] {
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
