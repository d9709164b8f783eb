import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { type BudgetInput, calculateBudget } from '#common/applets/budget'
import { calculateFeeStructures, type FeeStructuresInput } from '#common/applets/fee-structures'
import { calculateLoanSizing, type LoanSizingInput } from '#common/applets/loan-sizing'
import { calculateStaffing, type StaffingInput } from '#common/applets/staffing'
import { calculateValuation, type ValuationInput, valuationSensitivity } from '#common/applets/valuation'
import { benchmarkRow, benchmarkValue } from '#common/benchmarks/benchmarks'
import { shippedFacts } from '#server/modules/intel/facts/load'
import { cjkFontFor } from '../cjk-font.ts'
import { pageTexts } from '../test-fixtures/pdfs.ts'
import { researchReports } from './catalogue.ts'
import { feeExampleInput } from './fee-survey.ts'
import { loanExampleInput } from './finance-valuation.ts'
import { type FigureRef, numsOf } from './model.ts'
import { renderResearchReport, researchText, SOURCES_HEADING } from './render.ts'

const reports = researchReports()
const AUTHOR = '华美酒店顾问'

/** The value a figure's origin holds, looked up without the report's own helpers. */
function origin(ref: FigureRef): unknown {
  if (ref.kind === 'benchmark') return benchmarkRow(ref.key, ref.selector)?.[ref.field] ?? null
  const facts = shippedFacts()
  if (ref.kind === 'group') {
    const group = facts.groups.find((g) => g.slug === ref.slug)
    const [scope, measure] = ref.field.split('.') as [string, string]
    if (scope === 'ranking') return group?.ranking?.rank ?? null
    const size = group?.[scope as 'china' | 'world' | 'pipeline']
    return size ? (size[measure as 'hotels' | 'rooms'] ?? null) : null
  }
  if (ref.kind === 'brand-count') {
    return facts.brands.filter((b) => b.group === ref.group && (!ref.segment || b.segment === ref.segment)).length
  }
  const results = {
    budget: () => calculateBudget(ref.input as BudgetInput),
    'fee-structures': () => calculateFeeStructures(ref.input as FeeStructuresInput),
    'loan-sizing': () => calculateLoanSizing(ref.input as LoanSizingInput),
    valuation: () => ({
      ...calculateValuation(ref.input as ValuationInput),
      sensitivity: valuationSensitivity(ref.input as ValuationInput),
    }),
    staffing: () => calculateStaffing(ref.input as StaffingInput),
  }
  const root = { input: ref.input, result: results[ref.tool]() }
  return ref.path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], root)
}

describe('research reports', () => {
  it('are five, with fixed ids, a topic, a year and a summary each', () => {
    expect(reports.map((r) => r.title)).toEqual([
      '酒店开发成本指南',
      '管理费与特许经营费调查',
      '酒店经营利润基准',
      '中国酒店集团规模年度观察',
      '酒店融资与估值参数',
    ])
    for (const r of reports) {
      expect(r.id).toMatch(/^d6000000-0000-4000-8000-0000000000\d\d$/)
      expect(r.topic && r.summary && r.year).toBeTruthy()
    }
  })

  for (const report of reports) {
    describe(report.title, () => {
      it('prints every figure exactly as its benchmark row, published fact or calculator gives it', () => {
        const nums = numsOf(report)
        expect(nums.length).toBeGreaterThan(30)
        for (const num of nums) expect(num.value, JSON.stringify(num.ref).slice(0, 200)).toBe(origin(num.ref))
      })

      it('names a source and an as-of date for every figure that is not a calculation', () => {
        for (const num of numsOf(report)) {
          if (num.ref.kind === 'benchmark' || num.ref.kind === 'group') {
            if (num.value !== null) {
              expect(num.source, JSON.stringify(num.ref)).toBeTruthy()
              expect(num.asOf, JSON.stringify(num.ref)).toBeTruthy()
            }
          }
        }
      })

      it('types no figure with a unit into its prose: every such number is a sourced figure', () => {
        const prose = report.sections
          .flatMap((s) =>
            s.blocks.flatMap((b) => (b.kind === 'para' ? b.parts : b.kind === 'bullets' ? b.items.flat() : [])),
          )
          .filter((p): p is string => typeof p === 'string')
        for (const text of prose) expect(text).not.toMatch(/\d[\d,.]*\s*(%|元|万|间|㎡|倍|×|个百分点)/)
      })

      it('covers the sections a report must have: summary, method, findings, at least one table and chart', () => {
        const headings = report.sections.map((s) => s.heading).join(' ')
        expect(headings).toMatch(/摘要/)
        expect(headings).toMatch(/方法/)
        expect(headings).toMatch(/结论|观察与建议/)
        const kinds = report.sections.flatMap((s) => s.blocks.map((b) => b.kind))
        expect(kinds).toContain('table')
        expect(kinds).toContain('chart')
      })
    })
  }

  it('computes the fee example from the benchmark table and the tool, not typed values', () => {
    const input = feeExampleInput()
    const at = { segment: 'upscale', tier: 'tier2' } as const
    expect(input.adr).toBe(benchmarkValue('ops.adr', at))
    expect(input.baseFeePct).toBe(benchmarkValue('fee.base_pct', at))
    expect(input.franchisePct).toBe(benchmarkValue('fee.franchise_pct_rooms', at))
    const loan = loanExampleInput()
    expect(loan.ltvMaxPct).toBe(benchmarkValue('fin.ltv_max', at))
    expect(loan.dscrMin).toBe(benchmarkValue('fin.dscr_min', at))
  })

  it('renders each report to at least 8 pages ending in a sources section, and reports the time', {
    timeout: 120_000,
  }, async () => {
    const started = performance.now()
    const font = await cjkFontFor(reports.map((r) => researchText(r, AUTHOR)).join(''))
    const subset = performance.now()
    const pdfs = await Promise.all(reports.map((r) => renderResearchReport(r, AUTHOR, font)))
    const done = performance.now()
    console.info(
      `research reports: font subset ${Math.round(subset - started)} ms, rendering ${Math.round(done - subset)} ms, pages ${await Promise.all(pdfs.map(async (b) => (await PDFDocument.load(b)).getPageCount()))}`,
    )
    for (const [i, bytes] of pdfs.entries()) {
      const doc = await PDFDocument.load(bytes)
      expect(doc.getPageCount(), reports[i]?.title).toBeGreaterThanOrEqual(8)
      const texts = await pageTexts(bytes)
      // The contents page names the section too; the section itself opens with its heading and the reading note.
      const sourcesPage = texts.findIndex(
        (t, page) => page > 1 && t.includes(SOURCES_HEADING) && t.includes('本报告每个数字均取自下列来源'),
      )
      expect(sourcesPage, reports[i]?.title).toBeGreaterThan(1)
      expect(texts.slice(sourcesPage).join('')).toMatch(/\[1\]/)
    }
  })
})
