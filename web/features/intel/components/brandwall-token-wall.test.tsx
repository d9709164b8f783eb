import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { renderAt } from '#web/test-support/render.tsx'
import { BrandwallTokenWall, tokenFromPath } from './brandwall-token-wall.tsx'

const token = 'A'.repeat(43)

describe('shared brand wall', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('finds the token in any path that contains /brandwall-token/', () => {
    expect(tokenFromPath(`/section/brand/brandwall-token/${token}`)).toBe(token)
    expect(tokenFromPath(`/x/brandwall-token/${token}/`)).toBe(token)
    expect(tokenFromPath('/section/brand')).toBe('')
  })

  it('shows the shared brands read-only', async () => {
    const calls = mockFetch(() => ({
      body: {
        data: {
          title: '客户A品牌组合',
          expires_at: '2026-11-29T08:00:00.000Z',
          brands: [
            {
              id: 'b1',
              slug: 'atour',
              name: '亚朵',
              name_en: 'Atour Hotel',
              positioning: 'upper_midscale',
              logo_url: null,
              group_id: 'g1',
              group_name: '亚朵集团',
              hotel_count: 3,
            },
          ],
        },
      },
    }))
    renderAt(<BrandwallTokenWall />, `/section/brand/brandwall-token/${token}`, '*')
    expect(await screen.findByText('客户A品牌组合')).toBeInTheDocument()
    expect(screen.getByLabelText('亚朵')).toBeInTheDocument()
    expect(screen.getByText('中高端')).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(calls[0]?.url.pathname).toBe(`/api/v1/brandwall-token/${token}`)
  })

  it('says plainly that an expired link has expired', async () => {
    mockFetch(() => ({ status: 410, body: { error: { code: 'share_expired', message: '分享链接已过期' } } }))
    renderAt(<BrandwallTokenWall />, `/brandwall-token/${token}`, '*')
    expect(await screen.findByText('分享链接已过期')).toBeInTheDocument()
    expect(screen.getByText('请联系分享人重新生成链接')).toBeInTheDocument()
  })

  it('says a forged link is invalid', async () => {
    mockFetch(() => ({ status: 404, body: { error: { code: 'share_not_found', message: '分享链接无效' } } }))
    renderAt(<BrandwallTokenWall />, '/brandwall-token/forged', '*')
    expect(await screen.findByText('分享链接无效')).toBeInTheDocument()
  })
})
