import { type CodePage, table } from './define.ts'

/** A hypothetical hotel's stable-year NOI (万元) and the capitalisation rates the example tries. */
export const capRateExample = { noi: 1200, rates: [6, 6.5, 7, 7.5] }

/** Value = NOI ÷ cap rate, in 万元, as the example prints it. */
export const directCapValue = (noi: number, ratePct: number) => Math.round(noi / (ratePct / 100))

function capRateTable() {
  const { noi, rates } = capRateExample
  const base = directCapValue(noi, 6.5)
  return table(
    '同一份 NOI，不同资本化率下的价值（示例）',
    ['资本化率（%）', '价值（万元）', '相对 6.5% 的变化（%）'],
    rates.map((rate) => {
      const value = directCapValue(noi, rate)
      const change = ((value - base) / base) * 100
      return [rate.toFixed(1), value.toLocaleString('en-US'), `${change > 0 ? '+' : ''}${change.toFixed(1)}`]
    }),
    `示例：稳定年 NOI ${noi.toLocaleString('en-US')} 万元为假设数字；价值 = NOI ÷ 资本化率。`,
  )
}

/** The asset valuation topic's pages on the income approach and on buying or selling a hotel (issue 18). */
export function valuationPages(): CodePage[] {
  return [
    {
      path: 'assetValue/income-approach',
      blocks: [capRateTable()],
    },
  ]
}
