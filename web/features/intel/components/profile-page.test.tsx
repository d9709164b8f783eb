import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { renderAt } from '#web/test-support/render.tsx'
import { brandRow } from '../test-brands.ts'
import { ProfilePage } from './profile-page.tsx'

const citation = { publisher: 'HOTELS 杂志', label: 'HOTELS 杂志《排名》', as_of: '2023-12-31', url: null, note: null }
const group = {
  id: 'g1',
  slug: 'ctg-hotels',
  name: 'CTG Hotel Holdings',
  name_en: 'CTG Hotel Holdings',
  origin: 'domestic',
  headquarters: '北京',
  founded_year: null,
  logo_url: null,
  brand_count: 0,
  hotel_count: 0,
  ticker: null,
  ranking: null,
  china: null,
  world: { hotels: 246, rooms: 65000, citation },
  pipeline: null,
  profile_citations: [citation],
}
const answer = (supply: { rows: unknown[]; demo_hotels: number; real_hotels: number }) => ({
  data: { kind: 'group', city: null, brand: null, group, brands: [], supply, performance: [], performance_hotels: 0 },
})

describe('profile page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('says a group has no hotel in the table instead of drawing zeros and an empty chart', async () => {
    mockFetch({ '/api/v1/profiles/group/g1': { body: answer({ rows: [], demo_hotels: 0, real_hotels: 0 }) } })
    renderAt(<ProfilePage />, '/section/profile?kind=group&id=g1')
    expect(await screen.findByText(/酒店表中还没有CTG Hotel Holdings的酒店/)).toBeInTheDocument()
    expect(screen.queryByText('历年开业与储备')).not.toBeInTheDocument()
    expect(screen.getByText('65,000')).toBeInTheDocument()
    // Where the headquarters comes from.
    expect(screen.getByText('概况来源')).toBeInTheDocument()
  })

  it('lists the stock by segment when the table holds hotels of the group', async () => {
    const rows = [{ year: 2020, segment: 'upscale', tier: 'tier1', stage: 'opened', hotels: 3, rooms: 900 }]
    mockFetch({ '/api/v1/profiles/group/g1': { body: answer({ rows, demo_hotels: 3, real_hotels: 0 }) } })
    renderAt(<ProfilePage />, '/section/profile?kind=group&id=g1')
    expect(await screen.findByText('历年开业与储备')).toBeInTheDocument()
    expect(screen.getByText('900')).toBeInTheDocument()
    expect(screen.queryByText(/酒店表中还没有/)).not.toBeInTheDocument()
  })

  /** A brand profile answer: a brand with these facts, no hotels in the table. */
  function showBrand(over: Record<string, unknown>) {
    const brand = brandRow({
      id: 'b1',
      slug: 'okura-prestige',
      name: 'The Okura Prestige',
      name_en: 'The Okura Prestige',
      positioning: 'luxury',
      group_id: 'g9',
      group_name: 'Okura',
      hotel_count: 0,
      supporting: [],
      ...over,
    })
    const supply = { rows: [], demo_hotels: 0, real_hotels: 0 }
    const data = { kind: 'brand', city: null, brand, group: null, brands: [], supply, performance: [] }
    mockFetch({ '/api/v1/profiles/brand/b1': { body: { data: { ...data, performance_hotels: 0 } } } })
    renderAt(<ProfilePage />, '/section/profile?kind=brand&id=b1')
  }

  it('shows where the segment and product of a brand come from, and the further sources as 另见', async () => {
    showBrand({
      group_segment: 'luxury',
      citation: { ...citation, publisher: 'Journal des Palaces', label: 'Journal des Palaces《Taichung》' },
      supporting: [{ ...citation, publisher: 'Taipei Times', label: 'Taipei Times《The Okura Prestige Taipei》' }],
    })
    expect(await screen.findByText('资料来源')).toBeInTheDocument()
    expect(screen.getByText(/Journal des Palaces ·/)).toBeInTheDocument()
    expect(screen.getByText('另见')).toBeInTheDocument()
    expect(screen.getByText(/Taipei Times ·/)).toBeInTheDocument()
    expect(screen.getByText('创立').closest('tr')).toHaveTextContent('暂无公开数据')
  })

  it('cites the launch year by its own source when the brand has one', async () => {
    showBrand({
      launch_year: 1962,
      launch_citation: { ...citation, publisher: 'The Japan Times', label: 'The Japan Times《Hotel Okura》' },
    })
    const row = (await screen.findByText('创立')).closest('tr')
    expect(row).toHaveTextContent('1962')
    expect(row).toHaveTextContent(/The Japan Times ·/)
  })
})
