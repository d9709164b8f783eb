import {
  quarterEndMonth,
  quarterLabel,
  type ReviewFigures,
  type ReviewSectionKey,
  type ReviewTexts,
  requiredSections,
  reviewSections,
} from '#common/asset/review'
import { alertText, type DashboardAnswer, type DashboardPeriod, type KpiSet } from '#common/asset/schemas'
import { variancePct } from '#common/asset/usali'
import { type Positioning, positioningLabels } from '#common/intel'
import { site } from '#common/site'
import type { Db } from '#server/db/database'
import { AppError, notFound } from '#server/errors'
import type { Chapter, DeliverableDoc, DocBlock, DocChart, DocTable, SourcedItem } from '../reports/document/model.ts'
import { hotelDashboard } from './dashboard.ts'
import { organizationHotels } from './queries.ts'

/**
 * The quarterly asset review's figures (each hotel's dashboard as of the quarter's last month, so later months never
 * leak in) and its document: one chapter per section, generated tables and charts first, then the consultant's text.
 */

export async function reviewFiguresFor(db: Db, organizationId: string, year: number, quarter: number) {
  const org = await db
    .selectFrom('organizations')
    .select(['id', 'name'])
    .where('id', '=', organizationId)
    .executeTakeFirst()
  if (!org) throw notFound('机构不存在')
  const hotels = await organizationHotels(db, org.id)
  if (hotels.length === 0) throw new AppError(422, 'review_no_hotels', '该机构名下没有酒店，无法生成资产管理报告')
  const quarterEnd = quarterEndMonth(year, quarter)
  const dashboards: DashboardAnswer[] = []
  for (const hotel of hotels) {
    const d = await hotelDashboard(db, { ...hotel, rooms: Number(hotel.rooms) }, org.id, quarterEnd)
    // A hotel enters the review when the quarter's three months are in.
    if (d.latest_month === quarterEnd && d.quarter) dashboards.push(d)
  }
  if (dashboards.length === 0) {
    throw new AppError(
      422,
      'review_no_figures',
      `${quarterLabel(year, quarter)}没有完整的月度损益数据（需要 ${quarterEnd} 及之前两个月的实际数），请先导入`,
    )
  }
  const figures: ReviewFigures = { organization: org, quarter_end: quarterEnd, hotels: dashboards }
  return figures
}

/** Texts missing from sections a published review must have. */
export function missingTexts(texts: ReviewTexts) {
  return requiredSections.filter((key) => (texts[key]?.length ?? 0) === 0)
}

// ---------- formatting ----------

const dash = '—'
const fmt = (v: number | null | undefined, digits = 0) =>
  v == null || !Number.isFinite(v)
    ? dash
    : v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
const wan = (v: number | null | undefined) => (v == null ? dash : fmt(v / 10_000, 1))
const pct = (v: number | null | undefined) => (v == null ? dash : `${fmt(v, 1)}%`)
/** A signed change at one decimal; a change that rounds to zero prints as 0.0 (never −0.0). */
const signed = (v: number) => {
  const r = Math.round(v * 10) / 10
  return r === 0 ? fmt(0, 1) : `${r > 0 ? '+' : ''}${fmt(r, 1)}`
}
const signedPct = (v: number | null | undefined) => (v == null ? dash : `${signed(v)}%`)
const points = (a: number | null, b: number | null) => (a == null || b == null ? dash : `${signed(a - b)} 个百分点`)

type Metric = { key: keyof KpiSet; label: string; kind: 'pct' | 'yuan' | 'wan' }
const metrics: Metric[] = [
  { key: 'occupancy', label: '出租率', kind: 'pct' },
  { key: 'adr', label: '平均房价（元）', kind: 'yuan' },
  { key: 'revpar', label: 'RevPAR（元）', kind: 'yuan' },
  { key: 'trevpar', label: 'TRevPAR（元）', kind: 'yuan' },
  { key: 'total_revenue', label: '营业总收入（万元）', kind: 'wan' },
  { key: 'gop', label: 'GOP（万元）', kind: 'wan' },
  { key: 'gop_margin', label: 'GOP 率', kind: 'pct' },
  { key: 'goppar', label: 'GOPPAR（元）', kind: 'yuan' },
  { key: 'ebitda', label: 'EBITDA（万元）', kind: 'wan' },
  { key: 'ebitda_margin', label: 'EBITDA 率', kind: 'pct' },
]
const value = (m: Metric, k: KpiSet | null) => {
  const v = k ? k[m.key] : null
  return m.kind === 'pct' ? pct(v) : m.kind === 'wan' ? wan(v) : fmt(v)
}
const variance = (m: Metric, a: KpiSet, ref: KpiSet | null) =>
  !ref ? dash : m.kind === 'pct' ? points(a[m.key], ref[m.key]) : signedPct(variancePct(a[m.key], ref[m.key]))

const PNL_SOURCE = '业主导入的月度损益表与预算（USALI 汇总口径）'
const COMP_SOURCE = '本平台酒店经营数据（竞争群月度出租率与平均房价）'
const AGREEMENT_SOURCE = '管理合同主要条款（本平台录入）'

function periodTable(hotel: DashboardAnswer, p: DashboardPeriod): DocTable {
  return {
    kind: 'table',
    title: `表：${hotel.hotel.name} ${p.label}经营指标`,
    columns: [
      { label: '指标', weight: 1.7 },
      { label: '实际', align: 'right' },
      { label: '预算', align: 'right' },
      { label: '较预算', weight: 1.2, align: 'right' },
      { label: '去年同期', align: 'right' },
      { label: '较去年', weight: 1.2, align: 'right' },
    ],
    rows: metrics.map((m) => [
      m.label,
      value(m, p.actual),
      value(m, p.budget),
      variance(m, p.actual, p.budget),
      value(m, p.last_year),
      variance(m, p.actual, p.last_year),
    ]),
    note: '出租率、GOP 率与 EBITDA 率的差异以百分点计，其余以百分比计',
    source: PNL_SOURCE,
  }
}

function periodChart(hotel: DashboardAnswer, p: DashboardPeriod): DocChart {
  const pick = (k: KpiSet | null) => [k?.total_revenue, k?.gop, k?.ebitda].map((v) => (v == null ? null : v / 10_000))
  return {
    kind: 'chart',
    chart: 'bar',
    title: `图：${hotel.hotel.name} ${p.label}收入与利润`,
    unit: '万元',
    categories: ['营业总收入', 'GOP', 'EBITDA'],
    series: [
      { name: '实际', values: pick(p.actual) },
      { name: '预算', values: pick(p.budget) },
      { name: '去年同期', values: pick(p.last_year) },
    ],
    source: PNL_SOURCE,
  }
}

function trendCharts(hotel: DashboardAnswer): DocBlock[] {
  const months = hotel.trend.map((t) => t.month)
  const name = hotel.hotel.name
  return [
    {
      kind: 'chart',
      chart: 'line',
      title: `图：${name} RevPAR 走势（24 个月）`,
      unit: '元',
      categories: months,
      series: [
        { name: '实际', values: hotel.trend.map((t) => t.revpar) },
        { name: '预算', values: hotel.trend.map((t) => t.revpar_budget) },
        { name: '竞争群', values: hotel.trend.map((t) => t.revpar_comp) },
      ],
      source: `${PNL_SOURCE}；${COMP_SOURCE}`,
    },
    {
      kind: 'chart',
      chart: 'line',
      title: `图：${name} GOP 走势（24 个月）`,
      unit: '万元',
      categories: months,
      series: [
        { name: '实际', values: hotel.trend.map((t) => (t.gop == null ? null : t.gop / 10_000)) },
        { name: '预算', values: hotel.trend.map((t) => (t.gop_budget == null ? null : t.gop_budget / 10_000)) },
      ],
      source: PNL_SOURCE,
    },
    {
      kind: 'chart',
      chart: 'line',
      title: `图：${name} 出租率走势（24 个月）`,
      unit: '%',
      categories: months,
      series: [{ name: '出租率', values: hotel.trend.map((t) => t.occupancy) }],
      source: PNL_SOURCE,
    },
  ]
}

function flowTable(figures: ReviewFigures): DocTable {
  const rows = figures.hotels.flatMap((h) =>
    [h.quarter, h.ytd].flatMap((p) =>
      p
        ? (
            [
              ['预算', p.budget, p.flow_through_budget],
              ['去年同期', p.last_year, p.flow_through_last_year],
            ] as const
          ).map(([basis, ref, flow]) => [
            h.hotel.name,
            p.label,
            basis,
            ref ? wan(p.actual.total_revenue - ref.total_revenue) : dash,
            ref ? wan(p.actual.gop - ref.gop) : dash,
            pct(flow),
          ])
        : [],
    ),
  )
  return {
    kind: 'table',
    title: '表：收入变动流转至 GOP 的比例',
    columns: [
      { label: '酒店', weight: 1.8 },
      { label: '期间', weight: 1.5 },
      { label: '比较基准' },
      { label: '收入变动（万元）', weight: 1.3, align: 'right' },
      { label: 'GOP 变动（万元）', weight: 1.3, align: 'right' },
      { label: '流转率', align: 'right' },
    ],
    rows,
    note: '流转率 = GOP 变动 ÷ 营业收入变动；收入几乎未变时不计算',
    source: PNL_SOURCE,
  }
}

function marketTable(figures: ReviewFigures): DocTable {
  return {
    kind: 'table',
    title: '表：相对竞争群的表现（竞争群 = 100）',
    columns: [
      { label: '酒店', weight: 1.8 },
      { label: '期间', weight: 1.5 },
      { label: 'MPI（出租率指数）', weight: 1.3, align: 'right' },
      { label: 'ARI（房价指数）', weight: 1.3, align: 'right' },
      { label: 'RevPAR 指数', weight: 1.2, align: 'right' },
    ],
    rows: figures.hotels.flatMap((h) =>
      [h.quarter, h.ytd].flatMap((p) =>
        p ? [[h.hotel.name, p.label, fmt(p.index.mpi, 1), fmt(p.index.ari, 1), fmt(p.index.rgi, 1)]] : [],
      ),
    ),
    note: [
      ...new Set(figures.hotels.map((h) => `${h.hotel.name}：${h.comp_set.rule}（${h.comp_set.hotels} 家）`)),
    ].join('；'),
    source: `${PNL_SOURCE}；${COMP_SOURCE}`,
  }
}

const feeLabels = { base_fee: '基本管理费', incentive_fee: '奖励管理费', ffe_reserve: 'FF&E 准备金' } as const

function feeBlocks(h: DashboardAnswer): DocBlock[] {
  const a = h.agreement
  if (!a) return [{ kind: 'para', text: `${h.hotel.name}尚未录入管理合同条款，无法核查管理费。` }]
  const basis =
    a.incentive_basis === 'gop'
      ? `GOP 的 ${fmt(a.incentive_fee_pct, 1)}%`
      : `调整后 GOP（GOP 减基本管理费与 FF&E 准备金）超过业主优先回报 ${wan(a.owner_priority)} 万元部分的 ${fmt(a.incentive_fee_pct, 1)}%`
  return [
    {
      kind: 'bullets',
      items: [
        `基本管理费：营业总收入的 ${fmt(a.base_fee_pct, 2)}%`,
        `奖励管理费：${basis}`,
        `FF&E 准备金：营业总收入的 ${fmt(a.ffe_reserve_pct, 2)}%`,
      ],
    },
    {
      kind: 'table',
      title: `表：${h.hotel.name} 管理费核查（按合同应收与实际计提）`,
      columns: [
        { label: '年度', weight: 1.7 },
        { label: '项目', weight: 1.3 },
        { label: '按合同应收（万元）', weight: 1.4, align: 'right' },
        { label: '实际计提（万元）', weight: 1.4, align: 'right' },
        { label: '差异（万元）', weight: 1.2, align: 'right' },
        { label: '结论', weight: 1.2 },
      ],
      rows: h.fees.flatMap((y) =>
        y.checks.map((c) => [
          `${y.year} 年（${y.months} 个月）`,
          feeLabels[c.item],
          wan(c.expected),
          wan(c.charged),
          wan(c.difference),
          c.flagged ? (c.difference > 0 ? '多计提' : '少计提') : '相符',
        ]),
      ),
      note: '差异为实际计提减按合同应收；100 元以内视为尾差',
      source: `${PNL_SOURCE}；${AGREEMENT_SOURCE}`,
    },
  ]
}

/** 通过 / 未通过, or 数据不足 when fewer test years have figures than the test counts. */
function testVerdict(h: DashboardAnswer) {
  const t = h.agreement?.performance_test
  const result = h.performance_test
  if (!t || !result) return dash
  if (result.failed) return '未通过'
  return result.years.length < t.years ? `数据不足（${result.years.length}/${t.years} 个考核年度）` : '通过'
}

function testBlocks(h: DashboardAnswer): DocBlock[] {
  const t = h.agreement?.performance_test
  if (!t || !h.performance_test) return [{ kind: 'para', text: `${h.hotel.name}的管理合同未约定业绩考核条款。` }]
  const result = h.performance_test
  return [
    {
      kind: 'para',
      text: `考核条款：RevPAR 指数低于 ${fmt(t.revpar_index_below)} 且 GOP 低于预算超过 ${fmt(t.gop_shortfall_pct)}%，连续 ${t.years} 年即为未通过。考核结果：${testVerdict(h)}。`,
    },
    {
      kind: 'table',
      title: `表：${h.hotel.name} 业绩考核（截至各考核年度末的 12 个月）`,
      columns: [
        { label: '考核年度' },
        { label: 'RevPAR 指数', align: 'right' },
        { label: 'GOP（万元）', align: 'right' },
        { label: '预算 GOP（万元）', weight: 1.2, align: 'right' },
        { label: '低于预算', align: 'right' },
        { label: '当年结果' },
      ],
      rows: result.years.map((y) => [
        String(y.year),
        fmt(y.revpar_index, 1),
        wan(y.gop),
        wan(y.budget_gop),
        pct(y.shortfall_pct),
        y.failed ? '未达标' : y.index_fail || y.gop_fail ? '单项未达标' : '达标',
      ]),
      source: `${PNL_SOURCE}；${COMP_SOURCE}；${AGREEMENT_SOURCE}`,
    },
  ]
}

function summaryTable(figures: ReviewFigures): DocTable {
  return {
    kind: 'table',
    title: '表：各酒店本季度要点',
    columns: [
      { label: '酒店', weight: 1.8 },
      { label: 'RevPAR（元）', align: 'right' },
      { label: 'RevPAR 较预算', weight: 1.1, align: 'right' },
      { label: 'GOP（万元）', align: 'right' },
      { label: 'GOP 较预算', weight: 1.1, align: 'right' },
      { label: 'RevPAR 指数', align: 'right' },
      { label: '管理费异常', align: 'right' },
      { label: '业绩考核' },
    ],
    rows: figures.hotels.map((h) => {
      const q = h.quarter as DashboardPeriod
      const flagged = h.fees.flatMap((y) => y.checks).filter((c) => c.flagged).length
      return [
        h.hotel.name,
        fmt(q.actual.revpar),
        signedPct(variancePct(q.actual.revpar, q.budget?.revpar ?? null)),
        wan(q.actual.gop),
        signedPct(variancePct(q.actual.gop, q.budget?.gop ?? null)),
        fmt(q.index.rgi, 1),
        h.agreement ? `${flagged} 项` : dash,
        testVerdict(h),
      ]
    }),
    source: `${PNL_SOURCE}；${COMP_SOURCE}；${AGREEMENT_SOURCE}`,
  }
}

/** The year-to-date shortfalls beyond the owner's thresholds (the dashboard's alerts), hotel by hotel. */
function alertBlocks(figures: ReviewFigures): DocBlock[] {
  const alerted = figures.hotels.filter((h) => h.alerts.length > 0)
  if (alerted.length === 0) return [{ kind: 'para', text: '年累计各项指标均未超出业主设定的预警阈值。' }]
  return [
    { kind: 'subheading', text: '年累计预警' },
    {
      kind: 'bullets',
      items: alerted.map((h) => `${h.hotel.name}：${h.alerts.map(alertText).join('；')}。`),
    },
  ]
}

/** How the review reads the figures, said once before the first table (CONTENT.md: the method in plain words). */
const METHOD =
  '本报告的方法：各酒店的收入、部门利润、GOP 与 EBITDA 按 USALI（酒店业统一会计制度）汇总口径，与业主预算、去年同期逐项对比；相对竞争群的表现以竞争群为 100，出租率指数（MPI）、房价指数（ARI）与 RevPAR 指数分别为本酒店与竞争群之比；管理费按管理合同条款重算后与实际计提对比；业绩考核按合同约定的考核条款逐个考核年度判断。'

function sectionFigures(key: ReviewSectionKey, figures: ReviewFigures): DocBlock[] {
  const perHotel = (blocks: (h: DashboardAnswer) => DocBlock[]) =>
    figures.hotels.flatMap((h) => [
      {
        kind: 'subheading',
        text: `${h.hotel.name}（${h.hotel.rooms} 间，${positioningLabels[h.hotel.positioning as Positioning] ?? h.hotel.positioning}）`,
      } as DocBlock,
      ...blocks(h),
    ])
  switch (key) {
    case 'summary':
      return [summaryTable(figures), ...alertBlocks(figures)]
    case 'quarter':
      return [
        { kind: 'para', text: METHOD },
        ...perHotel((h) => (h.quarter ? [periodTable(h, h.quarter), periodChart(h, h.quarter)] : [])),
      ]
    case 'ytd':
      return perHotel((h) => (h.ytd ? [periodTable(h, h.ytd), periodChart(h, h.ytd)] : []))
    case 'trend':
      return perHotel(trendCharts)
    case 'flow_through':
      return [flowTable(figures)]
    case 'market':
      return [marketTable(figures)]
    case 'fees':
      return perHotel(feeBlocks)
    case 'performance_test':
      return perHotel(testBlocks)
    case 'actions':
      return []
  }
}

function sources(figures: ReviewFigures): SourcedItem[] {
  const asOf = figures.quarter_end
  const items: SourcedItem[] = [
    { label: '月度损益与预算', source: { title: PNL_SOURCE, publisher: figures.organization.name, asOf } },
    { label: '竞争群经营数据', source: { title: COMP_SOURCE, publisher: site.name, asOf } },
    { label: '管理合同条款', source: { title: AGREEMENT_SOURCE, publisher: figures.organization.name } },
  ]
  const demo = figures.hotels.filter((h) => h.is_demo).map((h) => h.hotel.name)
  if (demo.length)
    items.push({ label: `演示数据（${demo.join('、')}的损益、预算与合同条款为演示用测算数据）`, source: null })
  return items
}

/** The review as a deliverable: one chapter per section and a sources appendix. */
export function reviewDocument(
  review: { title: string; year: number; quarter: number },
  figures: ReviewFigures,
  texts: ReviewTexts,
  date: string,
  /** A draft says so on its cover (工作稿), as a study's draft does, so an export cannot pass for the delivered review. */
  edition: 'draft' | 'published' = 'published',
): DeliverableDoc {
  const chapters: Chapter[] = reviewSections.map((section) => {
    const text = texts[section.key] ?? []
    return {
      heading: section.title,
      blocks: [
        ...sectionFigures(section.key, figures),
        ...(text.length
          ? [{ kind: 'subheading', text: '顾问意见' } as DocBlock, { kind: 'richText', nodes: text } as DocBlock]
          : []),
      ],
    }
  })
  chapters.push({ heading: '附录：数据来源', blocks: [{ kind: 'sources', items: sources(figures) }] })
  return {
    title: review.title,
    subtitle: `${quarterLabel(review.year, review.quarter)}资产管理报告：经营表现、预算与去年对比、竞争市场、管理费与业绩考核${edition === 'draft' ? ' · 工作稿' : ''}`,
    author: site.firmName,
    date,
    preparedFor: figures.organization.name,
    summary: `本报告涵盖 ${figures.hotels.map((h) => h.hotel.name).join('、')}，数据截至 ${figures.quarter_end}。`,
    chapters,
  }
}
