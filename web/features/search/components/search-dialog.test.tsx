import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SiteHit } from '#common/content'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { renderAt } from '#web/test-support/render.tsx'
import SearchDialog from './search-dialog.tsx'

const hit = (kind: SiteHit['kind'], id: string, title: string, target: string, detail: string | null = null) => ({
  kind,
  id,
  title,
  detail,
  target,
})

const hits: SiteHit[] = [
  hit('brand', 'b1', '全季', '/section/profile?kind=brand&id=b1', '华住集团 · 中端'),
  hit('hotel', 'h1', '全季杭州西湖酒店', '/hotel-viewer?id=h1', '杭州市 · 中端 · 已开业'),
  hit('topic', 'brand', '品牌选择', '/startPage/brand'),
]

afterEach(() => vi.unstubAllGlobals())

describe('SearchDialog', () => {
  it('groups the hits by kind, topics first, and opens a hit by its link', async () => {
    const calls = mockFetch({ '/api/v1/search': { body: { data: hits } } })
    const onClose = vi.fn()
    renderAt(<SearchDialog open onClose={onClose} />, '/startPage/home', '*')
    await userEvent.type(screen.getByRole('searchbox', { name: /搜索专题/ }), '全季')

    const groups = await screen.findAllByRole('region')
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['专题', '品牌', '酒店'])
    expect(calls.at(-1)?.url.searchParams.get('q')).toBe('全季')
    const link = screen.getByRole('link', { name: /全季杭州西湖酒店/ })
    expect(link).toHaveAttribute('href', '/hotel-viewer?id=h1')
    await userEvent.click(link)
    expect(onClose).toHaveBeenCalled()
    expect(screen.getByTestId('location').textContent).toBe('/hotel-viewer?id=h1')
  })

  it('opens the first hit on Enter', async () => {
    mockFetch({ '/api/v1/search': { body: { data: hits } } })
    renderAt(<SearchDialog open onClose={() => {}} />, '/startPage/home', '*')
    const box = screen.getByRole('searchbox', { name: /搜索专题/ })
    await userEvent.type(box, '全季')
    await screen.findByRole('link', { name: /品牌选择/ })
    await userEvent.type(box, '{Enter}')
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/startPage/brand'))
  })

  it('says when nothing matches, and shows a failed search with its message and a way to retry', async () => {
    mockFetch({
      '/api/v1/search?q=%E6%97%A0': { body: { data: [] } },
      '/api/v1/search': { status: 500, body: { error: { code: 'internal', message: '服务器开小差了' } } },
    })
    renderAt(<SearchDialog open onClose={() => {}} />, '/', '*')
    const box = screen.getByRole('searchbox', { name: /搜索专题/ })
    await userEvent.type(box, '无')
    expect(await screen.findByText(/没有找到与“无”相关的内容/)).toBeInTheDocument()
    await userEvent.clear(box)
    await userEvent.type(box, '坏')
    expect(await screen.findByRole('button', { name: '重 试' })).toBeInTheDocument()
    expect(screen.getByText('服务器开小差了')).toBeInTheDocument()
  })
})
