import { afterAll, expect, it } from 'vitest'
import { calculateFeasibility } from '#common/applets/feasibility-model'
import { financeVerdict } from '#common/applets/feasibility-verdict'
import { studyChapterTitles, type TypedStudyContent } from '#common/study/api'
import { studyTerms } from '#common/study/schemas'
import { nowIso } from '#server/lib/clock'
import type { DocBlock } from '#server/modules/reports/document/model'
import { openTestDb } from '#server/test-support/test-app'
import { demoProjectIds } from '../projects/seed.ts'
import { assembleStudy, MODEL_SOURCE } from './assemble.ts'
import { contentOf, createStudy } from './service.ts'

const dbh = await openTestDb()
afterAll(() => dbh.close())

const study = await createStudy(
  dbh.db,
  demoProjectIds.lakesideFeasibility,
  {
    title: '杭州测试研究',
    site: { kind: 'point', lat: 30.2875, lng: 120.1536, name: '杭州地块' },
    segment: 'upscale',
    rooms: 220,
  },
  null,
  nowIso(),
)
const content = (await contentOf(dbh.db, study)) as TypedStudyContent
const assemble = (c: TypedStudyContent) => assembleStudy(c, { kind: 'draft' }, c.assumptions.tier)
const tablesOf = (blocks: DocBlock[]) => blocks.flatMap((b) => (b.kind === 'table' ? [b] : []))
const chapter = (doc: ReturnType<typeof assemble>, key: keyof typeof studyChapterTitles) =>
  doc.chapters.find((c) => c.heading === studyChapterTitles[key])?.blocks ?? []

it('builds the twelve chapters with generated tables, charts and an appendix of every sourced figure', () => {
  const doc = assemble(content)
  if (process.env.PRINT_DOC) console.log(JSON.stringify(doc, null, 1))
  expect(doc.chapters.map((c) => c.heading)).toEqual(Object.values(studyChapterTitles))
  // The cover names the client and the engagement (and so prints 仅供委托方内部使用).
  expect(content.client).toEqual({ organization: '云栖湖畔酒店投资有限公司', project: '云栖湖畔度假酒店可行性研究' })
  expect([doc.preparedFor, doc.project]).toEqual(['云栖湖畔酒店投资有限公司', '云栖湖畔度假酒店可行性研究'])
  const tables = doc.chapters.flatMap((c) => tablesOf(c.blocks))
  const charts = doc.chapters.flatMap((c) => c.blocks.filter((b) => b.kind === 'chart'))
  expect(tables.length).toBeGreaterThan(15)
  expect(charts.length).toBeGreaterThanOrEqual(6)
  const [list] = tablesOf(chapter(doc, 'appendix'))
  if (!list) throw new Error('no appendix table')
  expect(list.rows.some((r) => r[3] === '测算假设')).toBe(true)
  expect(list.rows.some((r) => r[3]?.includes('杭州市统计局'))).toBe(true)
  for (const row of list.rows) expect(row[4]).not.toBe('')
  // Every table and chart says where its figures come from: a source line, or a 来源 column row by row.
  for (const c of doc.chapters.slice(0, -1))
    for (const b of c.blocks)
      if (b.kind === 'chart' || b.kind === 'table')
        expect(
          b.source || (b.kind === 'table' && b.columns.some((col) => col.label.includes('来源'))),
          b.title,
        ).toBeTruthy()
  const own = doc.chapters.flatMap((c) => c.blocks).filter((b) => 'source' in b && b.source === MODEL_SOURCE)
  expect(own.map((b) => ('title' in b ? b.title : ''))).toContain('投资回报')
  // The first page names every kind of risk the risks chapter explains.
  const risks = chapter(doc, 'risks').find((b) => b.kind === 'bullets')
  const summary = chapter(doc, 'summary').find((b) => b.kind === 'bullets')
  if (risks?.kind !== 'bullets' || summary?.kind !== 'bullets') throw new Error('no risks or summary bullets')
  const line = summary.items.find((item) => item.startsWith('主要风险：')) ?? ''
  expect(risks.items.length).toBeGreaterThan(2)
  for (const item of risks.items) expect(line).toContain(item.slice(0, item.indexOf('：')))
})

it('sums up each comp-set hotel’s last 12 months in its chapter and gives every month in the appendix', () => {
  const doc = assemble(content)
  const measured = content.comp_set.hotels.filter((h) => h.performance !== 'none')
  expect(measured.length).toBeGreaterThan(0)
  const summary = tablesOf(chapter(doc, 'comp_set')).find((t) => t.title.startsWith('各酒店近 12 个月经营表现'))
  if (!summary) throw new Error('no summary of the hotels')
  expect(summary.rows.map((r) => r[0])).toEqual([...measured.map((h) => h.name), '竞争组合（客房加权）'])
  const set = content.comp_set.trailing
  measured.forEach((h, i) => {
    const t = h.trailing
    if (!t?.revpar || !set.revpar) throw new Error(`${h.name} has no last 12 months`)
    // Rooms are constant over the sample's year: the days-weighted mean of the 12 months is the summed figure.
    const last = h.months.slice(-12)
    const days = last.map((m) => new Date(Number(m.month.slice(0, 4)), Number(m.month.slice(5, 7)), 0).getDate())
    const weighted =
      last.reduce((sum, m, j) => sum + (m.occupancy ?? 0) * (days[j] ?? 0), 0) / days.reduce((a, b) => a + b)
    expect(Math.abs((t.occupancy ?? 0) - weighted)).toBeLessThan(0.05)
    expect(summary.rows[i]?.[5]).toBe(((t.revpar / set.revpar) * 100).toFixed(1))
  })
  expect(summary.rows.at(-1)?.[5]).toBe('100.0')
  // The months moved to the appendix: none in the chapter, the set's and one table a measured hotel there.
  const monthly = (blocks: DocBlock[]) => tablesOf(blocks).filter((t) => t.title.endsWith('：月度经营表现'))
  expect(monthly(chapter(doc, 'comp_set'))).toHaveLength(0)
  expect(monthly(chapter(doc, 'appendix')).map((t) => t.title)).toEqual(
    ['竞争组合（客房加权）', ...measured.map((h) => h.name)].map((name) => `${name}：月度经营表现`),
  )
})

it('reads its figures in the summary as the feasibility tool does: return, lender’s tests, sensitivity', () => {
  const f = content.figures
  if (!f) throw new Error('the test study has no figures')
  const result = calculateFeasibility(f.financials.input)
  const expected = financeVerdict(f.financials.input, result, f.financials.sensitivity, studyTerms)
  expect(f.financials.verdict).toEqual(expected)
  // In the words of the study's own tables: 自有资金 and 全投资, not the tool's 股本 and 项目.
  expect(expected[0]).toMatch(/^自有资金/)
  expect(expected.join('')).not.toContain('股本')
  const blocks = chapter(assemble(content), 'summary')
  const at = blocks.findIndex((b) => b.kind === 'subheading' && b.text === '测算结论')
  expect(blocks.slice(at + 1, at + 1 + expected.length)).toEqual(expected.map((text) => ({ kind: 'para', text })))
  expect(expected.join('')).toContain(`折现率 ${f.financials.input.discountRatePct}%`)
  // A version published before the verdict was stored still has its summary, without the section.
  const old = { ...content, figures: { ...f, financials: { ...f.financials, verdict: undefined } } }
  expect(chapter(assemble(old), 'summary').some((b) => b.kind === 'subheading')).toBe(false)
})

it('names the months a hotel reported when it reported fewer than the last 12', () => {
  const [first, ...rest] = content.comp_set.hotels
  if (!first?.trailing) throw new Error('no comp-set hotel with its last 12 months')
  // The demo hotels reported every month; the summary says so by leaving the names bare.
  expect(content.comp_set.hotels.every((h) => h.trailing?.months === 12)).toBe(true)
  const short = { ...first, trailing: { ...first.trailing, months: 9 } }
  const partial = { ...content, comp_set: { ...content.comp_set, hotels: [short, ...rest] } }
  const summary = tablesOf(chapter(assemble(partial), 'comp_set')).find((t) => t.title.startsWith('各酒店近 12 个月'))
  expect(summary?.rows[0]?.[0]).toBe(`${first.name}（9 个月）`)
  expect(summary?.note).toContain('只报告了近 12 个月中的这些月份')
  expect(
    tablesOf(chapter(assemble(content), 'comp_set')).find((t) => t.title.startsWith('各酒店'))?.note,
  ).not.toContain('只报告了')
})

it('lists the financial case in the appendix: the benchmark’s rows cited, a changed value marked with the table’s', () => {
  const f = content.figures
  if (!f) throw new Error('the test study has no figures')
  const rows = (c: TypedStudyContent) => {
    const [list] = tablesOf(chapter(assemble(c), 'appendix'))
    return (list?.rows ?? []).filter((r) => r[0] === studyChapterTitles.investment)
  }
  const cited = rows(content)
  // The projection sets ADR, occupancy and the ramp: they are not listed as benchmark inputs.
  expect(cited.some((r) => r[1]?.startsWith('平均房价') || r[1]?.startsWith('开业爬坡出租率'))).toBe(false)
  expect(cited.find((r) => r[1] === '建设期')?.[2]).toMatch(/^\d+ 个月$/)
  expect(cited.find((r) => r[1] === '贷款利率（5 年期以上 LPR 加点）')?.[3]).toContain('LPR')
  const hardCost = cited.find((r) => r[1] === '建安成本（按建筑面积）')
  const changed = { ...f, financials: { ...f.financials, input: { ...f.financials.input, hardCostPerSqm: 9_000 } } }
  const own = rows({ ...content, figures: changed }).find((r) => r[1]?.startsWith('建安成本'))
  expect(own).toEqual([
    studyChapterTitles.investment,
    `建安成本（按建筑面积）（行业基准为 ${hardCost?.[2]}）`,
    '9,000 元/㎡',
    '测算假设',
    '—',
  ])
  // A value the project's case gives (an acquired hotel's FF&E is in its price) says so.
  const acquired = { ...f.financials.input, projectCase: 'acquisition' as const, ffePerKey: 0 }
  const asAcquired = { ...f, financials: { ...f.financials, input: acquired } }
  const ffe = rows({ ...content, figures: asAcquired }).find((r) => r[1]?.startsWith('FF&E'))
  expect(ffe?.[1]).toMatch(/（收购在营酒店项目的默认取值；行业基准为 [\d,]+ 元\/间）$/)
  expect(ffe?.[2]).toBe('0 元/间')
})

it('states the development loan’s conditions and checks the plan’s project capital against them', () => {
  const f = content.figures
  if (!f) throw new Error('the test study has no figures')
  const financing = (c: TypedStudyContent) =>
    tablesOf(chapter(assemble(c), 'investment')).find((t) => t.title === '融资安排')
  const risks = (c: TypedStudyContent) => {
    const list = chapter(assemble(c), 'risks').find((b) => b.kind === 'bullets')
    return list?.kind === 'bullets' ? list.items : []
  }
  const total = f.financials.investment.totalInvestment
  const share = (f.financials.financing.equity / total) * 100
  expect(share).toBeGreaterThanOrEqual(25)
  const met = financing(content)
  expect(met?.rows.find((r) => r[0] === '自有资金占总投资')?.[1]).toBe(`${share.toFixed(1)}%`)
  expect(met?.note).toContain('四证齐全')
  expect(met?.note).toContain(`本项目自有资金占总投资的 ${share.toFixed(1)}%，满足这一要求`)
  expect(risks(content).some((r) => r.startsWith('融资：'))).toBe(false)
  // A plan with a tenth of the investment as capital is told it cannot get the loan, there and among the risks.
  const thin = { ...f, financials: { ...f.financials, financing: { ...f.financials.financing, equity: total / 10 } } }
  const short = { ...content, figures: thin }
  expect(financing(short)?.note).toContain('本项目自有资金占总投资的 10.0%，未达到这一要求')
  expect(risks(short).find((r) => r.startsWith('融资：'))).toContain('按此方案不能获得开发贷款')
})

it('still assembles a version published before the hotels had their last 12 months', () => {
  const old = {
    ...content,
    comp_set: { ...content.comp_set, hotels: content.comp_set.hotels.map(({ trailing: _, ...h }) => h) },
  }
  const titles = tablesOf(chapter(assemble(old), 'comp_set')).map((t) => t.title)
  expect(titles.some((t) => t.startsWith('各酒店近 12 个月'))).toBe(false)
  expect(titles.some((t) => t.startsWith('近 12 个月'))).toBe(true)
})
