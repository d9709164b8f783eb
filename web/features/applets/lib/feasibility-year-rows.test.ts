import { describe, expect, it } from 'vitest'
import { feasibilityFixture } from '#common/applets/feasibility-fixture'
import { analyseFeasibility } from '#common/applets/feasibility-sensitivity'
import { feasibilitySheets } from './feasibility-export.ts'
import { feasibilitySummary, feasibilityYearRows, firstDebtYieldLabel, yearColumns } from './feasibility-view.ts'

const analysis = analyseFeasibility(feasibilityFixture)
const { result } = analysis
const columns = yearColumns(result)
const row = (label: string) => {
  const found = feasibilityYearRows.find((r) => r.label === label)
  if (!found) throw new Error(`no row ${label}`)
  return columns.map((c) => found.value(c))
}

describe('the feasibility year table (screen and workbook)', () => {
  it('shows the VAT credit year by year as the model computes it', () => {
    const operating = columns.filter((c) => c.operating)
    const offset = columns.length - operating.length
    result.years.forEach((y, i) => {
      expect(row('抵扣进项税额')[offset + i]).toBe(y.vat.creditUsed)
      expect(row('实缴增值税')[offset + i]).toBe(y.vat.vatPayable)
      expect(row('年末留抵税额')[offset + i]).toBe(y.vat.creditCarriedForward)
      expect(row('进项抵扣增加的现金（增值税及附加）')[offset + i]).toBe(y.vatRecovered)
    })
    // construction years have no VAT lines
    expect(
      row('实缴增值税')
        .slice(0, offset)
        .every((v) => v === null),
    ).toBe(true)
    // output VAT less the credit used is what is paid over
    const first = result.years[0]
    expect(first?.vat.vatPayable).toBeCloseTo((first?.vat.outputVat ?? 0) - (first?.vat.creditUsed ?? 0), 6)
  })

  it('puts the sale and its taxes in the last year only, adding up to the model’s exit taxes', () => {
    const sale = result.exit.assetSale
    const last = columns.length - 1
    const taxes = ['出售增值税（实缴）', '出售增值税附加', '出售印花税', '土地增值税'].map((l) => row(l)[last] ?? 0)
    expect(taxes).toEqual([sale.vatPayable, sale.surcharges, sale.stampDuty, sale.lat.tax])
    expect(row('出售环节税费合计')[last]).toBeCloseTo(
      taxes.reduce((a, b) => a + b, 0),
      6,
    )
    expect(row('出售环节税费合计')[last]).toBe(result.exit.exitTaxes)
    expect(row('出售价格（含增值税、含土地）')[last]).toBe(result.exit.value)
    expect(
      row('土地增值税')
        .slice(0, last)
        .every((v) => v === null),
    ).toBe(true)
  })

  it('exports the same lines to the workbook', () => {
    const [summary, yearly] = feasibilitySheets(feasibilityFixture, analysis)
    const lat = yearly?.rows.find((r) => r[0] === '土地增值税')
    expect(lat?.at(-1)).toBeCloseTo(result.exit.assetSale.lat.tax, 2)
    expect(yearly?.rows.find((r) => r[0] === '实缴增值税')?.[3]).toBeCloseTo(result.years[0]?.vat.vatPayable ?? NaN, 2)
    expect(summary?.rows).toContainEqual(['出售环节税费合计（万元）', Math.round(result.exit.exitTaxes * 100) / 100])
  })

  it('shows debt yield as a reference beside the bank’s DSCR test, never as the bank’s requirement', () => {
    const items = feasibilitySummary(feasibilityFixture, result)
    const dscr = items.find((i) => i.label === '最低 DSCR')
    const debtYield = items.find((i) => i.label === firstDebtYieldLabel)
    expect(dscr?.hint).toContain('银行要求')
    expect(debtYield?.hint).toContain('国内银行不以此审批')
    expect(debtYield?.hint).not.toContain('银行要求')
  })
})
