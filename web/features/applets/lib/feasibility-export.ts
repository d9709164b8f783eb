import type { FeasibilityInput } from '#common/applets/feasibility'
import { projectCaseLabels } from '#common/applets/feasibility-construction'
import type { FeasibilityAnalysis, SensitivityGrid } from '#common/applets/feasibility-sensitivity'
import { applets } from '#common/applets/registry'
import type { ToolSummary } from '#common/applets/summary'
import type { SheetSpec } from '#web/lib/xlsx.ts'
import { feasibilitySections } from './feasibility-fields.ts'
import {
  feasibilitySummary,
  feasibilityYearRows,
  firstDebtYieldLabel,
  yearColumns,
  yearLabel,
} from './feasibility-view.ts'
import { formatNumber, formatPercent, round } from './format.ts'
import { irrCell } from './irr-text.ts'
import { assumptionSheet, caseChoices, caseLine } from './tool-fields.ts'

const irrPct = (v: number | null) => (v === null ? '无 IRR' : round(v * 100, 2))

function gridRows(title: string, g: SensitivityGrid): (string | number | null)[][] {
  return [
    [`${title}（股本 IRR %）`, ...g.cols.values.map((v) => `${g.cols.label} ${v}`)],
    ...g.rows.values.map((v, i) => [`${g.rows.label} ${v}`, ...(g.cells[i] ?? []).map(irrPct)]),
    [],
  ]
}

/** The workbook: summary, yearly table, sensitivity and every assumption, each sheet readable on its own. */
export function feasibilitySheets(input: FeasibilityInput, { result, sensitivity }: FeasibilityAnalysis): SheetSpec[] {
  const columns = yearColumns(result)
  const summary: SheetSpec = {
    name: '指标汇总',
    widths: [26, 18],
    rows: [
      ['指标', '数值'],
      ['股本 IRR（税后，%）', irrCell(result.equityIrr)],
      ['项目 IRR（税后，%）', irrCell(result.projectIrr)],
      ['股本 NPV（万元）', round(result.equityNpv)],
      ['项目 NPV（万元）', round(result.projectNpv)],
      ['股本回报倍数', round(result.equityMultiple, 3)],
      ['最低 DSCR', result.minDscr ? round(result.minDscr.value, 3) : '无贷款'],
      ['总投资（万元）', round(result.totalInvestment)],
      ['其中：土地（含契税）', round(result.budget.landCost)],
      ['其中：建筑（建安、其他费、不可预见费）', round(result.budget.buildingCost)],
      ['其中：FF&E 与 OS&E', round(result.budget.equipmentCost)],
      ['其中：开业前费用及建设期土地使用税', round(result.budget.preOpeningExpenses)],
      ['其中：建设期利息（资本化）', round(result.construction.capitalisedInterest)],
      ['贷款（万元）', round(result.loan)],
      ['股本投入（含建设期利息，万元）', round(result.equity)],
      ['房产原值（万元）', round(result.propertyOriginalValue)],
      ['期末出售价值（含土地，万元）', round(result.exit.value)],
      ['出售交易费用（万元）', round(result.exit.sellingCosts)],
      ['出售增值税（实缴，万元）', round(result.exit.assetSale.vatPayable)],
      ['出售增值税附加（万元）', round(result.exit.assetSale.surcharges)],
      ['出售印花税（万元）', round(result.exit.assetSale.stampDuty)],
      ['土地增值税（万元）', round(result.exit.assetSale.lat.tax)],
      ['出售环节税费合计（万元）', round(result.exit.exitTaxes)],
      ['出售所得税（万元）', round(result.exit.incomeTax)],
      ['期末偿还贷款（万元）', round(result.exit.loanRepaid)],
    ],
  }
  const yearly: SheetSpec = {
    name: '年度测算',
    widths: [26, ...columns.map(() => 12)],
    rows: [
      ['项目（万元）', ...columns.map((c) => yearLabel(c.year))],
      ...feasibilityYearRows.map((r) => [
        r.label,
        ...columns.map((c) => {
          const v = r.value(c)
          return v === null ? null : round(v, r.kind === 'percent' || r.kind === 'ratio' ? 4 : 2)
        }),
      ]),
    ],
  }
  const sens: SheetSpec = {
    name: '敏感性',
    widths: [28, 20, 20, 20, 20, 20],
    rows: [
      ...gridRows('房价 × 出租率', sensitivity.adrOccupancy),
      ...gridRows('开发成本 × 退出资本化率', sensitivity.costCap),
      ['龙卷风（股本 IRR %）', '变动幅度', '假设下调', '假设上调'],
      ...sensitivity.tornado.map((b) => [b.label, b.step, irrPct(b.down), irrPct(b.up)]),
    ],
  }
  const assumptions = assumptionSheet([28, 14, 8], caseChoices(input), feasibilitySections, input)
  return [summary, yearly, sens, assumptions]
}

/** The one-page PDF: the verdict and the figures a lender or owner asks for first. */
export function feasibilityPdfSummary(
  input: FeasibilityInput,
  { result }: FeasibilityAnalysis,
  verdict: string[],
): Omit<ToolSummary, 'link'> {
  const cards = feasibilitySummary(input, result)
  const pick = (labels: string[]) =>
    cards.filter((c) => labels.includes(c.label)).map((c) => [c.label, c.value.slice(0, 40)] as [string, string])
  return {
    title: applets.feasibility.title,
    subtitle: caseLine(input, `持有 ${input.holdYears} 年`),
    verdict,
    sections: [
      {
        heading: '回报（税后）',
        rows: pick(['股本 IRR', '项目 IRR', '股本 NPV（万元）', '项目 NPV（万元）', '股本回报倍数', '股本回收期']),
      },
      {
        heading: '投资与融资',
        rows: [
          ...pick(['总投资（万元）', '单房投资（万元/间）']),
          ['其中土地（万元）', formatNumber(result.budget.landCost, 0)],
          ['建设期利息（万元）', formatNumber(result.construction.capitalisedInterest, 0)],
          ['贷款（万元）', formatNumber(result.loan, 0)],
          ['项目情形', projectCaseLabels[input.projectCase]],
          ['建设期', input.projectCase === 'acquisition' ? '无（收购在营酒店）' : `${input.constructionMonths} 个月`],
        ],
      },
      { heading: '贷款测试', rows: pick(['最低 DSCR', firstDebtYieldLabel]) },
      {
        heading: '经营与退出',
        rows: [
          ...pick(['稳定年 GOP 率', '稳定年 NOI 收益率', '期末出售价值（万元）']),
          ['稳定期出租率', formatPercent(input.occupancyPct / 100)],
          ['开业首年平均房价', `${formatNumber(input.adr)} 元`],
        ],
      },
    ],
  }
}
