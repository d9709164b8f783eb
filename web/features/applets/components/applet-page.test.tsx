import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { App as AntApp, ConfigProvider } from 'antd'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { AppletIndex } from './applet-index.tsx'
import { Component as AppletPage } from './applet-page.tsx'

// jsdom has no canvas: answer like a browser without 2D support, so the chart's fallback shows (and jsdom stays quiet).
beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = () => null
})

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/applet/:appName', Component: AppletPage },
      { path: '/tools', element: <AppletIndex topic="smartTools" /> },
    ],
    { initialEntries: [path] },
  )
  // zeroRuntime: the components behave the same, but jsdom is spared parsing antd's generated CSS (seconds per page).
  return render(
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>,
  )
}

/** The feasibility page re-renders a 10-year table on each edit; jsdom on a busy machine needs time. */
const slow = { timeout: 15_000 }

/** The value shown in the headline card titled `label`. */
function figure(label: string) {
  const statistic = screen.getByText(label).closest('.ant-statistic')
  return statistic?.querySelector('.ant-statistic-content')?.textContent
}

/** Types into a number input the way a paste does: one change event (typing key by key is slow under jsdom). */
function enter(label: string, value: string) {
  fireEvent.change(screen.getByRole('spinbutton', { name: label }), { target: { value } })
}

describe('feasibility applet', () => {
  it('computes results from the defaults, follows an edit and explains a bad value', { timeout: 90_000 }, async () => {
    renderAt('/applet/feasibility')

    expect(screen.getByRole('heading', { name: '酒店投资可行性测算' })).toBeInTheDocument()
    // 45 000 万元 over 300 rooms
    expect(figure('单房投资（万元/间）')).toBe('150.0')
    expect(screen.getByText('GOP 经营毛利')).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: '第 10 年' })).toBeInTheDocument()

    enter('客房数', '450')
    await waitFor(() => expect(figure('单房投资（万元/间）')).toBe('100.0'), slow)

    enter('客房数', '5')
    expect(await screen.findByText('客房数不能小于 10 间', {}, slow)).toBeInTheDocument()
    expect(screen.getByText('有输入项不符合要求，请按红色提示修改后查看测算结果。')).toBeInTheDocument()
    expect(screen.queryByText('单房投资（万元/间）')).not.toBeInTheDocument()

    enter('第 1 年出租率', '120')
    expect(await screen.findByText('第 1 年出租率不能大于 100%', {}, slow)).toBeInTheDocument()
  })

  it('shows no IRR when the hotel never makes money', { timeout: 90_000 }, async () => {
    renderAt('/applet/feasibility')
    expect(figure('项目 IRR')).toMatch(/%$/)
    enter('未分配经营费用率', '95')
    await waitFor(() => expect(figure('项目 IRR')).toBe('无（现金流没有正负变化）'), slow)
    expect(figure('股本 IRR')).toBe('无（现金流没有正负变化）')
    expect(figure('静态回收期')).toBe('未回收')
  })
})

describe('budget applet', () => {
  it('brings the indicative assumptions of a new positioning and refuses an out-of-bounds one', {
    timeout: 60_000,
  }, async () => {
    renderAt('/applet/budget')
    const hardCost = screen.getByRole('spinbutton', { name: '建安工程单方造价' })
    expect(hardCost).toHaveValue('7000')
    // 250 keys × 110 ㎡ estimated when no area is given
    expect(figure('总建筑面积（㎡）')).toBe('27,500')

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '酒店定位' }))
    fireEvent.click(await screen.findByTitle('奢华'))
    await waitFor(() => expect(hardCost).toHaveValue('11000'), slow)
    expect(screen.getByText('参考区间 9,000–14,000')).toBeInTheDocument()
    await waitFor(() => expect(figure('总建筑面积（㎡）')).toBe('45,000'), slow)

    enter('不可预见费率', '40')
    expect(await screen.findByText('不可预见费率不能大于 30%', {}, slow)).toBeInTheDocument()
    expect(screen.getByText('有输入项不符合要求，请按红色提示修改后查看估算结果。')).toBeInTheDocument()
  })
})

describe('benchmark applet', () => {
  it('shows MPI, ARI and RGI for the example figures', () => {
    renderAt('/applet/benchmarking')
    expect(figure('MPI 市场渗透指数')).toBe('107.1')
    expect(figure('ARI 平均房价指数')).toBe('94.1')
    expect(figure('RGI 收入产生指数')).toBe('100.8')
    expect(screen.getByText(/以价换量/)).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: 'RGI 100.8' })).toBeInTheDocument()
  })
})

describe('applet routing and index', () => {
  it('loads the chart on demand and says so when the browser cannot draw it', async () => {
    renderAt('/applet/benchmarking')
    expect(await screen.findByText('当前浏览器无法绘制图表。', {}, slow)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'MPI、ARI、RGI 指数图' })).toBeInTheDocument()
  })

  it('answers an unknown tool with the not-found text', () => {
    renderAt('/applet/nope')
    expect(screen.getByText('Page Not Found: /applet/nope')).toBeInTheDocument()
  })

  it('lists every tool with its URL', () => {
    renderAt('/tools')
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'))
    expect(links).toEqual(['/applet/feasibility', '/applet/budget', '/applet/benchmarking', '/applet/savings'])
  })
})
