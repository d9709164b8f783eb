import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import type { Calculator } from '../lib/calculator.ts'
import { formatNumber } from '../lib/format.ts'
import { figure, renderToolRoutes, slow } from '../test-utils.tsx'
import { calculatorTool } from './calculator-frame.tsx'

const saved = vi.hoisted(() => [] as { blob: Blob; name: string }[])
vi.mock('#web/lib/api-files.ts', async (actual) => ({
  ...(await actual<typeof import('#web/lib/api-files.ts')>()),
  saveBlob: (blob: Blob, name: string) => saved.push({ blob, name }),
}))

afterEach(() => {
  saved.length = 0
  vi.restoreAllMocks()
})

// An eleventh tool as the issue asks for it: one field, one formula, nothing else.
const roomsSchema = z.number().int().min(10, '客房数不能小于 10 间').max(2000, '客房数不能大于 2000 间')
const schema = z.object({ rooms: roomsSchema })
type Input = z.infer<typeof schema>
const linen = (input: Input) => ({ sets: input.rooms * 3 })

const linenCalculator: Calculator<Input, { sets: number }> = {
  name: '布草配置',
  schema,
  defaults: { rooms: 100 },
  calculate: linen,
  sections: () => [{ title: '酒店', fields: [{ name: 'rooms', label: '客房数', unit: '间' }] }],
  results: {
    headline: (result) => [{ label: '布草套数', value: formatNumber(result.sets), hint: '每间 3 套' }],
    cards: [],
    notes: [],
    disclaimer: '测算假设：每间 3 套。',
  },
  sheets: (input, result) => [
    {
      name: '测算',
      rows: [
        ['项目', '数值'],
        ['客房数', input.rooms],
        ['布草套数', result.sets],
      ],
    },
  ],
  summary: (input, result) => ({
    title: '布草配置',
    subtitle: `${input.rooms} 间`,
    verdict: [],
    sections: [{ heading: '结果', rows: [['布草套数', formatNumber(result.sets)]] }],
  }),
}

const renderAt = (path: string) =>
  renderToolRoutes([{ path: '/applet/linen', Component: calculatorTool(linenCalculator) }], path).router

describe('a calculator defined by one field and one formula', () => {
  it('renders, keeps its input in the URL and falls back per field', { timeout: 60_000 }, async () => {
    const router = renderAt('/applet/linen?rooms=120')
    expect(await screen.findByText('布草套数', {}, slow)).toBeInTheDocument()
    expect(figure('布草套数')).toBe('360')
    fireEvent.change(screen.getByRole('spinbutton', { name: '客房数' }), { target: { value: '200' } })
    await waitFor(() => expect(figure('布草套数')).toBe('600'), slow)
    expect(router.state.location.search).toBe('?rooms=200')

    // a value the schema refuses shows the schema's message and no result, and leaves the link as it was
    fireEvent.change(screen.getByRole('spinbutton', { name: '客房数' }), { target: { value: '5' } })
    expect(await screen.findByText('客房数不能小于 10 间', {}, slow)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('布草套数')).toBeNull(), slow)
    expect(router.state.location.search).toBe('?rooms=200')
  })

  it('names an unusable link parameter and computes with its default', { timeout: 60_000 }, async () => {
    renderAt('/applet/linen?rooms=abc')
    expect(await screen.findByText(/链接中的以下参数无效，已按默认值计算：客房数/, {}, slow)).toBeInTheDocument()
    expect(figure('布草套数')).toBe('300')
  })

  it('exports the workbook and asks the server for the PDF summary', { timeout: 60_000 }, async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }))
    renderAt('/applet/linen?rooms=50')
    await screen.findByText('布草套数', {}, slow)

    fireEvent.click(screen.getByRole('button', { name: /导出 Excel/ }))
    await waitFor(() => expect(saved.map((s) => s.name)).toContain('布草配置.xlsx'), slow)
    const workbook = saved.find((s) => s.name === '布草配置.xlsx')?.blob
    const head = new Uint8Array(await (workbook as Blob).arrayBuffer()).subarray(0, 4)
    expect(String.fromCharCode(...head)).toBe('PK\u0003\u0004')

    fireEvent.click(screen.getByRole('button', { name: /PDF 摘要/ }))
    await waitFor(() => expect(saved.map((s) => s.name)).toContain('布草配置.pdf'), slow)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(String(url)).toMatch(/\/applets\/summary\.pdf$/)
    const body = JSON.parse(String(init?.body))
    expect(body.sections).toEqual([{ heading: '结果', rows: [['布草套数', '150']] }])
    expect(body.subtitle).toBe('50 间')
  })
})
