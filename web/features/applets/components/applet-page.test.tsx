import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { feasibilityDefaultsFor, feasibilityStartCase } from '#common/applets/feasibility'
import { calculateFeasibility } from '#common/applets/feasibility-model'
import { appletNames, appletPath, isAppletName } from '#common/applets/registry'
import { benchmarkValue } from '#common/benchmarks/benchmarks'
import { benchmarkHint } from '../lib/benchmark-hint.ts'
import { formatNumber } from '../lib/format.ts'
import { enter, figure, renderToolRoutes, slow, withoutCanvas } from '../test-utils.tsx'
import { AppletIndex } from './applet-index.tsx'
import { Component as AppletPage } from './applet-page.tsx'

withoutCanvas()

/** Renders a route; on a tool page, waits until the tool's own chunk has loaded and drawn its inputs. */
async function renderAt(path: string) {
  const { view } = renderToolRoutes(
    [
      { path: '/applet/:appName', Component: AppletPage },
      { path: '/tools', element: <AppletIndex topic="smartTools" /> },
    ],
    path,
  )
  const name = /^\/applet\/([^/?]+)/.exec(path)?.[1]
  if (name && isAppletName(name)) await screen.findAllByRole('spinbutton', {}, { timeout: 20_000 })
  return view
}

describe('feasibility applet', () => {
  const start = feasibilityDefaultsFor(feasibilityStartCase.segment, feasibilityStartCase.tier)
  /** The tool is a lazy chunk: wait for its form before reading it. */
  const opened = () => screen.findByRole('spinbutton', { name: '客房数' }, slow)
  const totalOf = (rooms: number) => formatNumber(calculateFeasibility({ ...start, rooms }).totalInvestment, 0)

  it('computes from the benchmark defaults, follows an edit and explains a bad value', {
    timeout: 90_000,
  }, async () => {
    await renderAt('/applet/feasibility')
    await opened()

    expect(screen.getByRole('heading', { name: '酒店投资可行性测算' })).toBeInTheDocument()
    expect(screen.getByRole('spinbutton', { name: '建安工程单方造价' })).toHaveValue(String(start.hardCostPerSqm))
    expect(figure('总投资（万元）')).toBe(totalOf(start.rooms))
    expect(screen.getByText('结论')).toBeInTheDocument()
    expect(screen.getByText('GOP 经营毛利')).toBeInTheDocument()
    // construction shows as year 0 and before, operations from year 1
    expect(screen.getByRole('columnheader', { name: '第 0 年' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: `第 ${start.holdYears} 年` })).toBeInTheDocument()
    expect(screen.getByText('平均房价 × 稳定期出租率')).toBeInTheDocument()

    enter('客房数', '300')
    await waitFor(() => expect(figure('总投资（万元）')).toBe(totalOf(300)), slow)

    enter('客房数', '5')
    expect(await screen.findByText('客房数不能小于 10 间', {}, slow)).toBeInTheDocument()
    expect(screen.getByText('有输入项不符合要求，请按红色提示修改后查看测算结果。')).toBeInTheDocument()
    expect(screen.queryByText('总投资（万元）')).not.toBeInTheDocument()
  })

  it('shows no IRR when the hotel never makes money', { timeout: 90_000 }, async () => {
    await renderAt('/applet/feasibility')
    await opened()
    enter('未分配经营费用率', '95')
    await waitFor(() => expect(figure('股本 IRR')).toBe('无（现金流没有正负变化）'), slow)
    expect(figure('项目 IRR')).toBe('无（现金流没有正负变化）')
    expect(figure('股本回收期')).toBe('未回收')
    expect(screen.getByText(/股本现金流没有由负转正/)).toBeInTheDocument()
  })

  it('reloads the benchmark defaults for a new segment', { timeout: 90_000 }, async () => {
    await renderAt('/applet/feasibility')
    await opened()
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '酒店定位' }))
    fireEvent.click(await screen.findByTitle('经济型'))
    const economy = feasibilityDefaultsFor('economy', 'tier2')
    await waitFor(
      () =>
        expect(screen.getByRole('spinbutton', { name: '建安工程单方造价' })).toHaveValue(
          String(economy.hardCostPerSqm),
        ),
      slow,
    )
    await waitFor(
      () => expect(figure('总投资（万元）')).toBe(formatNumber(calculateFeasibility(economy).totalInvestment, 0)),
      slow,
    )
  })
})

describe('budget applet', () => {
  const hardCostOf = (segment: 'upscale' | 'luxury') =>
    String(benchmarkValue('dev.hard_cost_per_sqm', { segment, tier: 'tier2' }))

  it('takes its defaults from the benchmark table and reloads them for a new segment', {
    timeout: 60_000,
  }, async () => {
    await renderAt('/applet/budget')
    const hardCost = screen.getByRole('spinbutton', { name: '建安工程单方造价' })
    expect(hardCost).toHaveValue(hardCostOf('upscale'))
    // 250 keys × the table's area per key
    const area = (segment: 'upscale' | 'luxury') => formatNumber(250 * benchmarkValue('dev.gfa_per_key', { segment }))
    expect(figure('总建筑面积（㎡）')).toBe(area('upscale'))
    expect(screen.getByText('默认值的数据来源（7 项）')).toBeInTheDocument()

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '酒店定位' }))
    fireEvent.click(await screen.findByTitle('奢华'))
    await waitFor(() => expect(hardCost).toHaveValue(hardCostOf('luxury')), slow)
    const help = benchmarkHint('dev.hard_cost_per_sqm', { segment: 'luxury', tier: 'tier2' })
    expect(screen.getByText(help ?? '—')).toBeInTheDocument()
    await waitFor(() => expect(figure('总建筑面积（㎡）')).toBe(area('luxury')), slow)
    expect(screen.getByText(/二线城市一家 250 间的奢华酒店，开发投资约/)).toBeInTheDocument()

    enter('不可预见费率', '40')
    expect(await screen.findByText('不可预见费率不能大于 30%', {}, slow)).toBeInTheDocument()
    expect(screen.getByText('有输入项不符合要求，请按红色提示修改后查看估算结果。')).toBeInTheDocument()
  })

  it('opens with the inputs of a link and names a parameter it could not use', { timeout: 60_000 }, async () => {
    await renderAt('/applet/budget?rooms=100&hardCostPerSqm=abc')
    expect(screen.getByRole('spinbutton', { name: '客房数' })).toHaveValue('100')
    expect(screen.getByRole('spinbutton', { name: '建安工程单方造价' })).toHaveValue(hardCostOf('upscale'))
    expect(screen.getByText('链接中的以下参数无效，已按默认值计算：建安工程单方造价')).toBeInTheDocument()
  })
})

describe('savings applet', () => {
  it('says plainly when the measures cost more to run than they save', { timeout: 60_000 }, async () => {
    await renderAt('/applet/savings')
    // (4.5 M × 0.85 − 3.8 M × 0.82) + (600 k − 480 k) × 3.6 + (120 k − 100 k) × 6.5 = 709 000 + 432 000 + 130 000
    expect(figure('年节约金额（元）')).toBe('1,271,000')
    expect(screen.getByText(/静态回收期 2.0 年，在设备使用年限 10 年之内收回/)).toBeInTheDocument()
    enter('改造后电价', '2')
    await waitFor(() => expect(figure('静态回收期')).toBe('未回收'), slow)
    expect(screen.getByText(/这笔改造不产生节约/)).toBeInTheDocument()
  })

  it('opens with the investment of a link', async () => {
    await renderAt('/applet/savings?investment=5000000')
    // 5 000 000 / 1 271 000 = 3.93 years
    expect(figure('静态回收期')).toBe('3.9 年')
  })
})

describe('benchmark applet', () => {
  it('reads the year by RGI first and follows an edit of one month', { timeout: 60_000 }, async () => {
    await renderAt('/applet/benchmarking')
    // example data: the hotel sells more nights (MPI 104.3) at a discount (ARI 92.0) that costs revenue (RGI 95.9)
    expect(figure('RGI 收入产生指数（全年）')).toBe('95.9')
    expect(figure('MPI 市场渗透指数（全年）')).toBe('104.3')
    expect(figure('ARI 平均房价指数（全年）')).toBe('92.0')
    expect(screen.getByText(/少拿了 4.1% 的公平收入份额/)).toBeInTheDocument()
    expect(screen.getByText(/以价换量/)).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'RGI' })).toBeInTheDocument()

    enter('1月本酒店平均房价', '900')
    await waitFor(() => expect(figure('RGI 收入产生指数（全年）')).toBe('98.5'), slow)

    enter('3月竞争群出租率', '120')
    expect(await screen.findByText('3月竞争群出租率不能大于 100%', {}, slow)).toBeInTheDocument()
  })

  it('fills the month table from cells pasted from a spreadsheet', { timeout: 60_000 }, async () => {
    await renderAt('/applet/benchmarking')
    fireEvent.paste(screen.getByRole('spinbutton', { name: '1月本酒店出租率' }), {
      clipboardData: { getData: () => '70\t640\t70\t800\r\n71\t650\n' },
    })
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: '1月竞争群平均房价' })).toHaveValue('800'), slow)
    expect(screen.getByRole('spinbutton', { name: '1月本酒店平均房价' })).toHaveValue('640')
    expect(screen.getByRole('spinbutton', { name: '2月本酒店出租率' })).toHaveValue('71')
    expect(screen.getByRole('spinbutton', { name: '2月本酒店平均房价' })).toHaveValue('650')
  })

  it('names a month parameter of a link it could not use', async () => {
    await renderAt('/applet/benchmarking?months.1.compAdr=-5')
    expect(screen.getByText('链接中的以下参数无效，已按默认值计算：2月竞争群平均房价')).toBeInTheDocument()
  })
})

describe('applet routing and index', () => {
  it('loads the chart on demand and says so when the browser cannot draw it', async () => {
    await renderAt('/applet/benchmarking')
    expect(await screen.findByText('当前浏览器无法绘制图表。', {}, slow)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'MPI、ARI、RGI 指数图' })).toBeInTheDocument()
  })

  it('answers an unknown tool with the not-found text', async () => {
    await renderAt('/applet/nope')
    expect(await screen.findByText('Page Not Found: /applet/nope')).toBeInTheDocument()
  })

  it('lists every tool with its URL', async () => {
    await renderAt('/tools')
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'))
    expect(links).toEqual(appletNames.map(appletPath))
  })
})
