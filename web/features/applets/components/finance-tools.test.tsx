import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { calculateBreakEven } from '#common/applets/break-even'
import { breakEvenDefaults } from '#common/applets/break-even-defaults'
import { calculateLoanSizing, loanSizingDefaults } from '#common/applets/loan-sizing'
import { calculateValuation, valuationDefaults } from '#common/applets/valuation'
import { benchmarkValue } from '#common/benchmarks/benchmarks'
import { benchmarkHint } from '../lib/benchmark-hint.ts'
import { occupancyText } from '../lib/break-even-view.ts'
import { formatNumber } from '../lib/format.ts'
import { enter, renderToolRoutes, slow, withoutCanvas } from '../test-utils.tsx'
import { Component as AppletPage } from './applet-page.tsx'

withoutCanvas()

const renderAt = (path: string) => renderToolRoutes([{ path: '/applet/:appName', Component: AppletPage }], path).view

/** The value shown in the headline card titled `label` (once the lazily loaded tool has rendered). */
async function figure(label: string) {
  const titles = await screen.findAllByText(label, {}, slow)
  const statistic = titles.map((t) => t.closest('.ant-statistic')).find((s) => s !== null)
  return statistic?.querySelector('.ant-statistic-content')?.textContent
}

describe('loan sizing applet', () => {
  it('sizes the loan from the defaults, follows an edit of NOI and explains a bad limit', {
    timeout: 60_000,
  }, async () => {
    renderAt('/applet/loan-sizing')
    const defaults = loanSizingDefaults()
    expect(await figure('最高可贷（万元）')).toBe(formatNumber(calculateLoanSizing(defaults).maxLoan))
    expect(
      screen.getByText(benchmarkHint('fin.dscr_min', { segment: 'upscale', tier: 'tier2' }) ?? '—'),
    ).toBeInTheDocument()
    expect(await screen.findByRole('img', { name: /两项测试与债务收益率参考允许的最大贷款/ }, slow)).toBeInTheDocument()

    enter('稳定年 NOI', '1000')
    const expected = formatNumber(calculateLoanSizing({ ...defaults, noi: 1000 }).maxLoan)
    await waitFor(async () => expect(await figure('最高可贷（万元）')).toBe(expected), slow)

    enter('贷款行要求的最低偿债覆盖率', '0.5')
    expect(await screen.findByText('贷款行要求的最低偿债覆盖率不能小于 1×', {}, slow)).toBeInTheDocument()
    expect(screen.getByText('有输入项不符合要求，请按红色提示修改后查看测算结果。')).toBeInTheDocument()
  })

  it('opens with the inputs of a link and names a parameter it could not use', { timeout: 60_000 }, async () => {
    renderAt('/applet/loan-sizing?noi=1500&dscrMin=abc')
    expect(await screen.findByRole('spinbutton', { name: '稳定年 NOI' }, slow)).toHaveValue('1500')
    expect(screen.getByText(/链接中的以下参数无效.*贷款行要求的最低偿债覆盖率/)).toBeInTheDocument()
    const expected = formatNumber(calculateLoanSizing({ ...loanSizingDefaults(), noi: 1500 }).maxLoan)
    expect(await figure('最高可贷（万元）')).toBe(expected)
  })
})

describe('break-even applet', () => {
  it('shows the break-even occupancies of the defaults and follows an edit of ADR', { timeout: 60_000 }, async () => {
    renderAt('/applet/break-even')
    const defaults = breakEvenDefaults()
    const gopOf = (adr: number) => occupancyText(calculateBreakEven({ ...defaults, adr }).points[0])
    expect(await figure('GOP 平衡出租率')).toBe(gopOf(defaults.adr))
    expect(screen.getByRole('columnheader', { name: '偿债平衡出租率' })).toBeInTheDocument()

    enter('平均房价 ADR', '200')
    await waitFor(async () => expect(await figure('GOP 平衡出租率')).toBe(gopOf(200)), slow)

    enter('餐饮收入占比', '80')
    expect(await screen.findByText('餐饮收入占比不能大于 60%', {}, slow)).toBeInTheDocument()
  })
})

describe('valuation applet', () => {
  it('values the defaults both ways and follows an edit of the cap rate', { timeout: 60_000 }, async () => {
    renderAt('/applet/valuation')
    const defaults = valuationDefaults()
    expect(await figure('直接资本化法价值（万元）')).toBe(formatNumber(calculateValuation(defaults).direct.total))
    expect(await figure('DCF 价值（万元）')).toBe(formatNumber(calculateValuation(defaults).dcf.total))
    expect(screen.getByRole('columnheader', { name: '每平方米（元）' })).toBeInTheDocument()

    enter('资本化率', '8')
    // 2 000 万元 / 8 % = 25 000
    await waitFor(async () => expect(await figure('直接资本化法价值（万元）')).toBe('25,000'), slow)

    // a new segment reloads the figures of the table: floor area = 300 keys × the segment's area per key
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '酒店定位' }))
    fireEvent.click(await screen.findByTitle('奢华'))
    const area = String(Math.round(300 * benchmarkValue('dev.gfa_per_key', { segment: 'luxury', tier: 'tier2' })))
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: '总建筑面积' })).toHaveValue(area), slow)

    enter('期末资本化率', '0')
    expect(await screen.findByText('期末资本化率不能小于 1%', {}, slow)).toBeInTheDocument()
  })
})
