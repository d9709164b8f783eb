import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '#web/test-support/render.tsx'
import { Component as PersonalDataPage } from './personal-data-page.tsx'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const data = {
  exported_at: '2026-11-29T02:00:00.000Z',
  account: {
    username: '林晓',
    phone: '13800000008',
    user_type: 'new_hotel',
    status: 'active',
    created_at: '2026-01-02',
  },
  organization: { name: '云栖湖畔酒店投资有限公司' },
  sessions: [{}, {}],
  login_history: [{}, {}, {}],
  audit_entries: [],
  files: [{}],
  project_comments: [],
  project_memberships: [],
  procurement_requests: [],
  truncated: false,
}

// antd under jsdom on a busy machine needs more than the default 20 s.
describe('personal data page', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows what is kept, offers the download, and sends a deletion request', async () => {
    const calls: { url: string; method: string; body?: string }[] = []
    let request: unknown = null
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET'
        calls.push({ url, method, body: init.body as string | undefined })
        if (url.startsWith('/api/v1/user/personal-data')) return json({ data })
        if (method === 'POST') {
          request = { id: 'r1', status: 'pending', reason: '不再使用', created_at: '2026-11-29T02:00:00.000Z' }
          return json({ data: request }, 201)
        }
        return json({ data: request })
      }),
    )
    renderWithProviders(<PersonalDataPage />, '/personal-data')
    expect(await screen.findByText('13800000008')).toBeInTheDocument()
    expect(screen.getByText('云栖湖畔酒店投资有限公司')).toBeInTheDocument()
    expect(screen.getByText('3 条')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '下载全部（JSON）' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/privacy')

    await userEvent.type(screen.getByRole('textbox', { name: '注销原因（可不填）' }), '不再使用')
    await userEvent.click(screen.getByRole('button', { name: '申请注销账号' }))
    await userEvent.click(await screen.findByRole('button', { name: '提交申请' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    const post = calls.find((c) => c.method === 'POST')
    expect(post?.url).toBe('/api/v1/user/deletion-request')
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ reason: '不再使用' })
    expect(await screen.findByText(/正在等待管理员处理/)).toBeInTheDocument()
  })
})
