import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReviewDetail, ReviewSummary } from '#common/asset/review'
import type { DashboardAnswer } from '#common/asset/schemas'
import { session } from '#web/lib/session.ts'
import { type FetchCall, mockFetch } from '#web/test-support/mock-fetch.ts'
import { renderAt } from '#web/test-support/render.tsx'
import { staffUser } from '#web/test-support/users.ts'
import { Component as AssetReviewPage } from './asset-review-page.tsx'
import { AssetReviewSection } from './review-section.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
  session.clear()
})

const user = staffUser
const published: ReviewSummary = {
  id: '00000000-0000-4000-8000-000000000001',
  organization_id: 'org-owner',
  organization_name: '海南度假酒店投资有限公司',
  year: 2026,
  quarter: 3,
  title: '海南度假酒店投资有限公司 2026 年第三季度资产管理报告',
  status: 'published',
  generated_at: '2026-10-05T02:00:00.000Z',
  published_at: '2026-10-08T02:00:00.000Z',
  report_id: 'r1',
}

describe('quarterly asset review screens', { timeout: 60_000 }, () => {
  it('lists the owner’s published reviews with Word and PDF downloads, and hides the editor link', async () => {
    session.setUser(user({ user_type: 'owner', user_type_multi: ['owner'], organization: 'org-owner' }))
    const calls: FetchCall[] = []
    mockFetch((call) => {
      calls.push(call)
      return call.path === '/api/v1/asset/reviews' ? { body: { data: [published] } } : undefined
    })
    renderAt(<AssetReviewSection organizationId="org-owner" />, '/')
    expect(await screen.findByText(published.title)).toBeTruthy()
    expect(screen.getByRole('button', { name: '下载 Word' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '下载 PDF' })).toBeTruthy()
    expect(screen.queryByText('编写报告')).toBeNull()
    // An owner asks for its own published reviews only: no organization filter is sent.
    expect(calls[0]?.url.searchParams.get('organization_id')).toBeNull()
  })

  it('shows nothing to an owner without published reviews', async () => {
    session.setUser(user({ user_type: 'owner', user_type_multi: ['owner'], organization: 'org-owner' }))
    let asked = 0
    mockFetch(() => {
      asked++
      return { body: { data: [] } }
    })
    renderAt(<AssetReviewSection organizationId="org-owner" />, '/')
    await waitFor(() => expect(asked).toBe(1))
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByText('季度资产管理报告')).toBeNull()
  })

  it('refuses the editor to clients', () => {
    session.setUser(user({ user_type: 'owner', user_type_multi: ['owner'], organization: 'org-owner' }))
    renderAt(<AssetReviewPage />, '/asset-reviews')
    expect(screen.getByText('仅公司员工可以编写季度资产管理报告')).toBeTruthy()
  })

  it('lets staff generate a review and says why the server refused one', async () => {
    session.setUser(user({}))
    const posted: unknown[] = []
    mockFetch((call) => {
      if (call.path === '/api/v1/portals/organizations') {
        const kind = call.url.searchParams.get('kind')
        return {
          body: {
            data:
              kind === 'owner'
                ? [
                    {
                      id: 'org-owner',
                      name: '海南度假酒店投资有限公司',
                      kind,
                      users: 1,
                      projects: 0,
                      hotels: 2,
                      home_path: '/',
                    },
                  ]
                : [],
          },
        }
      }
      if (call.path === '/api/v1/asset/reviews' && call.method === 'GET') return { body: { data: [] } }
      if (call.path === '/api/v1/asset/reviews' && call.method === 'POST') {
        posted.push(call.body)
        return {
          status: 422,
          body: { error: { code: 'review_no_figures', message: '2021 年第一季度没有完整的月度损益数据，请先导入' } },
        }
      }
      return undefined
    })
    renderAt(<AssetReviewPage />, '/asset-reviews?org=org-owner')
    expect(await screen.findByText('已有报告')).toBeTruthy()
    expect(await screen.findByText('该机构还没有季度资产管理报告')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '生成报告' }))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toMatchObject({ organization_id: 'org-owner' })
    expect(await screen.findByText(/没有完整的月度损益数据/)).toBeTruthy()
  })

  it('opens a draft with the quarter’s headlines, a text editor per section, exports and publish', async () => {
    session.setUser(user({}))
    const kpi = {
      occupancy: 70,
      adr: 500,
      revpar: 350,
      trevpar: 700,
      total_revenue: 20_000_000,
      gop: 6_000_000,
      gop_margin: 30,
      goppar: 210,
      ebitda: 5_000_000,
      ebitda_margin: 25,
    }
    const hotel: DashboardAnswer = {
      hotel: { id: 'h1', name: '三亚湾海景度假酒店', rooms: 320, positioning: 'upscale' },
      latest_month: '2026-09',
      is_demo: true,
      month: null,
      quarter: {
        label: '2026 年第 3 季度',
        actual: kpi,
        budget: { ...kpi, revpar: 400 },
        last_year: null,
        flow_through_budget: null,
        flow_through_last_year: null,
        index: { mpi: 98, ari: 101, rgi: 99.1 },
      },
      ytd: null,
      trend: [],
      comp_set: { hotels: 5, rule: '' },
      thresholds: { revenue_pct: 5, revpar_pct: 5, gop_pct: 5, ebitda_pct: 10 },
      alerts: [],
      agreement: null,
      fees: [],
      performance_test: null,
    }
    const detail: ReviewDetail = {
      ...published,
      status: 'draft',
      published_at: null,
      report_id: null,
      figures: {
        organization: { id: 'org-owner', name: published.organization_name },
        quarter_end: '2026-09',
        hotels: [hotel],
      },
      texts: {},
    }
    mockFetch((call) => {
      if (call.path === `/api/v1/asset/reviews/${detail.id}`) return { body: { data: detail } }
      if (call.path === '/api/v1/asset/reviews') return { body: { data: [detail] } }
      if (call.path === '/api/v1/portals/organizations') return { body: { data: [] } }
      return undefined
    })
    renderAt(<AssetReviewPage />, `/asset-reviews?org=org-owner&review=${detail.id}`)
    const table = await screen.findByRole('table', { name: '本季度要点' })
    expect(table.textContent).toContain('三亚湾海景度假酒店')
    // RevPAR 350 against a budget of 400: −12.5 %.
    expect(table.textContent).toContain('-12.5%')
    expect(screen.getByText('摘要与结论（发布前必填）')).toBeTruthy()
    expect(screen.getByText('建议与行动计划（发布前必填）')).toBeTruthy()
    expect(screen.getByRole('button', { name: '下载 Word' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /发\s*布/ })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: '保存本节' })).toHaveLength(9)
  })
})
