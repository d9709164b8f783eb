import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DesignCase } from '#common/design-schemas'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { renderWithProviders } from '#web/test-support/render.tsx'
import { DesignCases } from './design-cases.tsx'

afterEach(() => vi.unstubAllGlobals())

const designCase = (id: string, city: string, title: string): DesignCase => ({
  id,
  title,
  hotel_name: `${city}示例酒店`,
  positioning: 'luxury',
  city,
  year: 2025,
  caption: `${title}的说明；示意图。`,
  tags: ['度假'],
  image_url: `/api/v1/design/case-images/${id}?exp=1&sig=x`,
  image_width: 640,
  image_height: 400,
})

describe('design case gallery', { timeout: 60_000 }, () => {
  it('shows captions and pictures, and asks the server for the chosen city', async () => {
    const all = [designCase('c1', '杭州', '湖畔聚落式客房'), designCase('c2', '三亚', '海景无边泳池')]
    const calls = mockFetch(({ path: url }) => {
      if (url === '/api/v1/design/cases') return { body: { data: all } }
      if (url.startsWith('/api/v1/design/cases?city=')) return { body: { data: [all[1]] } }
    })
    renderWithProviders(<DesignCases />)
    expect(await screen.findByText('湖畔聚落式客房的说明；示意图。')).toBeInTheDocument()
    expect(screen.getByAltText('杭州示例酒店 · 湖畔聚落式客房')).toHaveAttribute('src', all[0]?.image_url)

    fireEvent.mouseDown(screen.getByLabelText('按城市筛选'))
    fireEvent.click(await screen.findByTitle('三亚'))
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/api/v1/design/cases?city=${encodeURIComponent('三亚')}`)).toBe(true),
    )
    await waitFor(() => expect(screen.queryByText('湖畔聚落式客房')).toBeNull())
    expect(screen.getByText('海景无边泳池')).toBeInTheDocument()
  })

  it('says so when no case matches', async () => {
    mockFetch(() => ({ body: { data: [] } }))
    renderWithProviders(<DesignCases />)
    expect(await screen.findByText('没有符合条件的案例，请调整筛选条件')).toBeInTheDocument()
  })
})
