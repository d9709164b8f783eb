import { describe, expect, it } from 'vitest'
import { site } from '#common/site'
import { loginAs } from '#server/test-support/auth'
import { createTestApp } from '#server/test-support/test-app'
import { pageTexts } from '../reports/test-fixtures/pdfs.ts'

const summary = {
  title: '贷款额度测算',
  subtitle: '高端 · 二线城市 · 300 间',
  verdict: ['最大贷款额 1.80 亿元，由 DSCR 测试约束。'],
  sections: [
    {
      heading: '结果',
      rows: [
        ['LTV 测试', '2.25 亿元'],
        ['DSCR 测试', '1.80 亿元'],
        ['债务收益率（参考：国际惯例）', '11.1%'],
      ],
    },
  ],
  link: '/applet/loan-sizing?noi=2000&value=45000',
}

describe('tool summary PDF', async () => {
  const { app } = await createTestApp()
  const client = await loginAs(app, '13800000013')
  const post = (body: unknown, headers: Record<string, string> = client) =>
    app.inject({ method: 'POST', url: '/api/v1/applets/summary.pdf', payload: body as object, headers })

  it('renders one page under the firm name with the verdict and every figure', async () => {
    const res = await post(summary)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('贷款额度测算.pdf'))
    const pages = await pageTexts(res.rawPayload)
    expect(pages).toHaveLength(1)
    const text = (pages[0] ?? '').replace(/\s+/g, '')
    for (const part of [
      site.firmName,
      '贷款额度测算',
      'DSCR测试',
      '1.80亿元',
      '由DSCR测试约束',
      '/applet/loan-sizing',
    ]) {
      expect(text).toContain(part.replace(/\s+/g, ''))
    }
  })

  it('refuses a caller who is not signed in', async () => {
    expect((await post(summary, {})).statusCode).toBe(401)
  })

  it('refuses a summary that would not fit one page, naming the problem', async () => {
    const rows = Array.from({ length: 37 }, (_, i) => [`第 ${i} 项`, String(i)])
    const res = await post({ ...summary, sections: [{ heading: '太多', rows }] })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('validation_error')
    expect(JSON.stringify(res.json().error)).toContain('超出一页')
  })

  it('refuses a link outside the tools and an empty title', async () => {
    expect((await post({ ...summary, link: 'https://evil.example/x' })).statusCode).toBe(400)
    expect((await post({ ...summary, title: '  ' })).statusCode).toBe(400)
    expect((await post({ ...summary, sections: [] })).statusCode).toBe(400)
  })
})
