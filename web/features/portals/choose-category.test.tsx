import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { session } from '#web/lib/session.ts'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { renderAt } from '#web/test-support/render.tsx'
import { Component as ChooseCategory } from './choose-category.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
  session.clearCurrOrg()
})

const categories = [
  { kind: 'management_group', label: '酒店管理集团', organizations: 1 },
  { kind: 'single_hotel', label: '单体酒店', organizations: 2 },
]
const hotelOrg = {
  id: 'd0000000-0000-4000-8000-000000000008',
  name: '西湖隐庐精品酒店',
  kind: 'single_hotel',
  users: 1,
  projects: 1,
  hotels: 1,
  home_path: '/home-pages/hotel/company?organization=d0000000-0000-4000-8000-000000000008',
}

describe('choose-category', { timeout: 60_000 }, () => {
  it('goes from a category to an organization to its portal, remembering whose portal it is', async () => {
    const calls = mockFetch(({ path }) => {
      if (path === '/api/v1/portals/categories') return { body: { data: categories } }
      if (path.startsWith('/api/v1/portals/organizations?kind=single_hotel')) {
        return { body: { data: path.includes('q=') && !path.includes('q=%E9%9A%90') ? [] : [hotelOrg] } }
      }
    })
    renderAt(<ChooseCategory />, '/choose-category')
    fireEvent.click(await screen.findByRole('button', { name: '单体酒店，2 家机构' }))
    expect(await screen.findByText('西湖隐庐精品酒店')).toBeInTheDocument()
    expect(screen.getByText('酒店 1')).toBeInTheDocument()

    fireEvent.change(screen.getByLabelText('搜索机构名称'), { target: { value: '隐庐' } })
    fireEvent.keyDown(screen.getByLabelText('搜索机构名称'), { key: 'Enter', code: 'Enter', keyCode: 13 })
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain(
        '/api/v1/portals/organizations?kind=single_hotel&q=%E9%9A%90%E5%BA%90',
      ),
    )

    fireEvent.click(await screen.findByRole('button', { name: '进入门户' }))
    expect(await screen.findByLabelText('当前地址')).toHaveTextContent(hotelOrg.home_path)
    expect(session.currOrg()).toEqual({ id: hotelOrg.id, name: '西湖隐庐精品酒店' })
  })

  it('says so when a search finds no organization, and goes back to the categories', async () => {
    mockFetch(({ path }) => {
      if (path === '/api/v1/portals/categories') return { body: { data: categories } }
      if (path.startsWith('/api/v1/portals/organizations')) return { body: { data: [] } }
    })
    renderAt(<ChooseCategory />, '/choose-category?kind=single_hotel&q=无此酒店')
    expect(await screen.findByText('没有名称包含“无此酒店”的单体酒店')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '返回全部类别' }))
    expect(await screen.findByRole('button', { name: '酒店管理集团，1 家机构' })).toBeInTheDocument()
  })
})
