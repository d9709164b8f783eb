/** The competitive set's chapter: its hotels, their last 12 months against the set's, and their months in the appendix. */
import { positioningLabels } from '#common/intel'
import type { Kpis } from '#common/kpi-schema'
import { site } from '#common/site'
import { studyChapterTitles, type TypedStudyContent } from '#common/study/api'
import { indices } from '#server/modules/intel/performance'
import { type Ctx, databaseSource, dec, int, type LooseBlock, pct, ratioPct, sourcedRow, yuan } from './context.ts'

export function compSet(ctx: Ctx): LooseBlock[] {
  const { c } = ctx
  const cs = c.comp_set
  const source = cs.hotels.some((h) => h.performance === 'demo')
    ? '行业数据库；演示酒店的月度数据按行业基准表生成（测算假设）'
    : '行业数据库·导入的酒店经营数据'
  const blocks: LooseBlock[] = [{ kind: 'para', text: `${cs.rule}。` }]
  if (cs.hotels.length) {
    blocks.push({
      kind: 'table',
      title: '竞争组合',
      source: databaseSource(c),
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
      kind: 'chart',
      chart: 'line',
      title: '竞争组合月度出租率',
      categories: cs.monthly.map((m) => m.month.slice(2)),
      series: [{ name: '出租率', values: cs.monthly.map((m) => m.occupancy) }],
      unit: '%',
      source,
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
      source,
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
      source,
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
    blocks.push(...hotelsTrailing(cs, source))
    ctx.appendixTables.push(
      monthsTable('竞争组合（客房加权）', cs.monthly, { source }),
      ...cs.hotels
        .filter((h) => h.performance !== 'none')
        .map((h) =>
          monthsTable(
            h.name,
            h.months,
            h.performance === 'demo' ? { note: '演示数据（按行业基准表生成，测算假设）' } : {},
          ),
        ),
    )
    blocks.push({
      kind: 'para',
      text: `竞争组合及各酒店近 ${cs.months.length} 个月的逐月出租率、平均房价与 RevPAR 见附录。`,
    })
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

/** Each measured hotel's last 12 months beside the set's, with its RevPAR against the set's (RGI). */
function hotelsTrailing(cs: TypedStudyContent['comp_set'], source: string): LooseBlock[] {
  const measured = cs.hotels.flatMap(({ name, rooms, performance, trailing }) => {
    if (performance === 'none' || !trailing) return []
    // A hotel that reported fewer of the 12 months is summed over those it reported, and says how many.
    return [{ name: trailing.months < 12 ? `${name}（${trailing.months} 个月）` : name, rooms, trailing }]
  })
  if (measured.length === 0) return []
  const partial = measured.some((h) => h.trailing.months < 12)
  const row = (name: string, rooms: number, k: Kpis) => [
    name,
    int(rooms),
    pct(k.occupancy),
    yuan(k.adr),
    yuan(k.revpar),
    dec(indices(k, cs.trailing).rgi),
  ]
  return [
    {
      kind: 'table',
      title: `各酒店近 12 个月经营表现（${cs.trailing.from} 至 ${cs.trailing.to}）`,
      columns: ['酒店', '客房', '出租率', '平均房价', 'RevPAR', 'RevPAR 指数'],
      rows: [
        ...measured.map((h) => row(h.name, h.rooms, h.trailing)),
        row(
          '竞争组合（客房加权）',
          measured.reduce((sum, h) => sum + h.rooms, 0),
          cs.trailing,
        ),
      ],
      note: `RevPAR 指数 = 酒店 RevPAR ÷ 竞争组合 RevPAR × 100；高于 100 表示该酒店的客房收益高于竞争组合平均水平。${partial ? '酒店名后注明月数的，只报告了近 12 个月中的这些月份，按已报告的月份计算。' : ''}`,
      source,
    },
  ]
}

/** A hotel's (or the set's) months, for the appendix. */
function monthsTable(
  name: string,
  months: TypedStudyContent['comp_set']['monthly'],
  lines: { note?: string; source?: string },
): LooseBlock {
  return {
    kind: 'table',
    title: `${name}：月度经营表现`,
    columns: ['月份', '出租率', '平均房价', 'RevPAR'],
    rows: months
      .filter((m) => m.occupancy != null)
      .map((m) => [m.month, pct(m.occupancy), yuan(m.adr), yuan(m.revpar)]),
    ...lines,
  }
}
