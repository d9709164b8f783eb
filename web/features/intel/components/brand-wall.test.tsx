import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { renderAt } from '#web/test-support/render.tsx'
import { brandRow } from '../test-brands.ts'
import { BrandWall } from './brand-wall.tsx'

const brand = (id: string, name: string, positioning: string, hotels: number) =>
  brandRow({
    id,
    slug: id,
    name,
    name_en: `${name} EN`,
    positioning,
    group_id: 'g1',
    group_name: '华住集团',
    hotel_count: hotels,
  })
const citation = {
  publisher: '华住集团',
  label: '华住集团《2024年第四季度及全年业绩公告》',
  as_of: '2024-12-31',
  url: null,
  note: null,
}
const all = [
  {
    ...brand('b1', '全季', 'upper_midscale', 57),
    group_segment: '中档',
    launch_year: 2010,
    launch_citation: {
      publisher: 'Hotel Online',
      label: 'Hotel Online《JI Hotel》',
      as_of: '2011',
      url: null,
      note: null,
    },
    size: { hotels: 1200, rooms: null, citation },
  },
  brand('b2', '汉庭', 'economy', 3400),
]

function serve(options: { employee?: boolean } = {}) {
  return mockFetch(({ url }) => {
    if (url.pathname === '/api/v1/brandwall-shares') {
      return options.employee
        ? { body: { data: [] } }
        : { status: 403, body: { error: { code: 'forbidden', message: '没有权限执行此操作' } } }
    }
    if (url.pathname === '/api/v1/groups') {
      return { body: { data: { items: [{ id: 'g1', name: '华住集团' }], total: 1, page: 1, size: 200, counts: {} } } }
    }
    const positioning = url.searchParams.get('positioning')
    const items = positioning ? all.filter((b) => positioning.split(',').includes(b.positioning)) : all
    const q = url.searchParams.get('q')
    const found = q ? items.filter((b) => b.name.includes(q)) : items
    return {
      body: {
        data: {
          items: found,
          total: found.length,
          page: 1,
          size: 60,
          counts: { positioning: { upper_midscale: 1, economy: 1 } },
        },
      },
    }
  })
}

describe('brand wall', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('leaves unset filters out of the request (the API refuses empty values)', async () => {
    const calls = serve()
    renderAt(<BrandWall />, '/section/brand?positioning=luxury')
    await screen.findByText('共 0 个品牌')
    const request = calls.find(({ url }) => url.pathname === '/api/v1/brands' && url.searchParams.has('page'))?.url
    expect(request?.searchParams.get('positioning')).toBe('luxury')
    expect([...(request?.searchParams.entries() ?? [])].filter(([, v]) => v === '')).toEqual([])
  })

  it('shows every brand with its segment, group, published size and its source, the sample marked as demo data', async () => {
    serve()
    renderAt(<BrandWall />, '/section/brand')
    const card = await screen.findByLabelText('全季')
    expect(within(card).getByText('中高端')).toHaveAttribute('title', '集团口径：中档')
    expect(within(card).getByText('华住集团')).toBeInTheDocument()
    expect(within(card).getByText('1,200')).toBeInTheDocument()
    expect(within(card).getByText('创立于 2010')).toHaveAttribute('title', '来源：Hotel Online《JI Hotel》；2011 年')
    expect(
      within(card).getByLabelText('来源：华住集团《2024年第四季度及全年业绩公告》；截至 2024-12-31'),
    ).toHaveTextContent('华住集团 · 截至 2024-12-31')
    expect(within(card).getByText('演示样本 57 家')).toBeInTheDocument()
    expect(within(await screen.findByLabelText('汉庭')).getByText('在营规模：暂无公开数据')).toBeInTheDocument()
    expect(screen.getByText('共 2 个品牌')).toBeInTheDocument()
    expect(screen.getByText('演示数据')).toBeInTheDocument()
  })

  it('sends the positioning filter from the URL and shows only matching brands', async () => {
    const calls = serve()
    renderAt(<BrandWall />, '/section/brand?positioning=economy')
    expect(await screen.findByLabelText('汉庭')).toBeInTheDocument()
    expect(screen.queryByLabelText('全季')).not.toBeInTheDocument()
    const brandCall = calls.find((c) => c.url.pathname === '/api/v1/brands')?.url
    expect(brandCall?.searchParams.get('positioning')).toBe('economy')
  })

  it('searches by text and keeps the search in the URL', async () => {
    const calls = serve()
    renderAt(<BrandWall />, '/section/brand')
    await screen.findByLabelText('全季')
    await userEvent.type(screen.getByPlaceholderText('搜索品牌或集团'), '汉庭{enter}')
    await waitFor(() => expect(screen.queryByLabelText('全季')).not.toBeInTheDocument())
    expect(screen.getByLabelText('汉庭')).toBeInTheDocument()
    expect(calls.some((c) => c.url.searchParams.get('q') === '汉庭')).toBe(true)
    expect(screen.getAllByTestId('location')[0]?.textContent).toContain('q=')
  })

  it('opens the profile of a brand when its card is clicked', async () => {
    serve()
    renderAt(<BrandWall />, '/section/brand')
    await userEvent.click(await screen.findByLabelText('汉庭'))
    await waitFor(() =>
      expect(screen.getAllByTestId('location')[0]?.textContent).toBe('/section/profile?kind=brand&id=b2'),
    )
  })

  it('offers share links to employees only', async () => {
    serve()
    const { unmount } = renderAt(<BrandWall />, '/section/brand')
    await screen.findByLabelText('全季')
    expect(screen.queryByRole('button', { name: '分享品牌墙' })).not.toBeInTheDocument()
    unmount()
    serve({ employee: true })
    renderAt(<BrandWall />, '/section/brand')
    await userEvent.click(await screen.findByRole('button', { name: '分享品牌墙' }))
    expect(await screen.findByText('还没有分享链接')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '生成链接' })).toBeInTheDocument()
  })

  it('says so when no brand matches', async () => {
    mockFetch(() => ({ body: { data: { items: [], total: 0, page: 1, size: 60, counts: { positioning: {} } } } }))
    renderAt(<BrandWall />, '/section/brand?q=none')
    expect(await screen.findByText('没有符合条件的品牌')).toBeInTheDocument()
  })

  it('shows the server message when loading fails', async () => {
    mockFetch(() => ({ status: 400, body: { error: { code: 'validation_error', message: '请求参数不正确' } } }))
    renderAt(<BrandWall />, '/section/brand')
    expect(await screen.findByText('请求参数不正确')).toBeInTheDocument()
  })
})
