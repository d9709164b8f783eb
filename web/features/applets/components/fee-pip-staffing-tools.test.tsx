import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { AppRoot } from '#web/components/app-root.tsx'
import { FeeStructuresTool } from './fee-structures-tool.tsx'
import { PipTool } from './pip-tool.tsx'
import { StaffingTool } from './staffing-tool.tsx'

const tools = { 'fee-structures': FeeStructuresTool, staffing: StaffingTool, pip: PipTool }

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = () => null
})

function renderAt(path: string) {
  // The tools are rendered directly (the page's other tools are written by other people and may not exist yet).
  const router = createMemoryRouter(
    Object.entries(tools).map(([name, Component]) => ({ path: `/applet/${name}`, Component })),
    { initialEntries: [path] },
  )
  render(
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <AppRoot>
        <RouterProvider router={router} />
      </AppRoot>
    </ConfigProvider>,
  )
  return router
}

const slow = { timeout: 15_000 }

/** The value shown in the headline card titled `label`. */
function figure(label: string) {
  const statistic = screen.getByText(label).closest('.ant-statistic')
  return statistic?.querySelector('.ant-statistic-content')?.textContent
}

function enter(label: string, value: string) {
  fireEvent.change(screen.getByRole('spinbutton', { name: label }), { target: { value } })
}

describe('fee structures, staffing and PIP pages', () => {
  it('compares the three structures and follows an ADR edit into the URL', { timeout: 90_000 }, async () => {
    const router = renderAt('/applet/fee-structures?rooms=abc')
    expect(await screen.findByText('委托管理 NPV（万元）', {}, slow)).toBeInTheDocument()
    expect(screen.getByText(/链接中的以下参数无效，已按默认值计算：客房数/)).toBeInTheDocument()
    const before = figure('委托管理 NPV（万元）')
    enter('首年平均房价', '900')
    await waitFor(() => expect(figure('委托管理 NPV（万元）')).not.toBe(before), slow)
    expect(router.state.location.search).toContain('adr=900')
    enter('客房数', '5')
    expect(await screen.findByText('客房数不能小于 10 间', {}, slow)).toBeInTheDocument()
  })

  it('counts staff by department and follows the outlet count', { timeout: 90_000 }, async () => {
    renderAt('/applet/staffing?rooms=200&fnbOutlets=2&staffPerOutlet=20')
    await waitFor(() => expect(figure('总编制（人）')).toBeTruthy(), slow)
    const before = Number(figure('总编制（人）'))
    enter('餐饮网点数', '4')
    await waitFor(() => expect(Number(figure('总编制（人）'))).toBe(before + 40), slow)

    // A new segment reloads its ratio from the benchmark table and keeps the hotel's size
    const ratio = screen.getByRole('spinbutton', { name: '每间客房编制' }) as HTMLInputElement
    const upscaleRatio = ratio.value
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '酒店定位' }))
    fireEvent.click(await screen.findByTitle('经济型'))
    await waitFor(() => expect(ratio.value).not.toBe(upscaleRatio), slow)
    expect((screen.getByRole('spinbutton', { name: '客房数' }) as HTMLInputElement).value).toBe('200')
  })

  it('says there is no IRR when the conversion brings no uplift', { timeout: 90_000 }, async () => {
    renderAt('/applet/pip?revparUpliftPct=0')
    await waitFor(() => expect(figure('10 年 IRR')).toBe('无（现金流没有正负变化）'), slow)
    expect(screen.getByText(/不存在 IRR/)).toBeInTheDocument()
    enter('改造后 RevPAR 提升', '40')
    await waitFor(() => expect(figure('10 年 IRR')).toMatch(/%$/), slow)
  })
})
