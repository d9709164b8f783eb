import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { session, type UserInfo } from '#web/lib/session.ts'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { renderAt } from '#web/test-support/render.tsx'
import { HotelAssetCard } from './hotel-asset-card.tsx'

const person = (user_type: string, user_type_multi: string[]): UserInfo => ({
  username: '测试',
  phone_number: '13800000011',
  user_type,
  user_type_multi,
  organization: 'o1',
  authorization: null,
  avatar: null,
})

afterEach(() => {
  vi.unstubAllGlobals()
  session.clear()
})

describe("the owner's figures on a hotel's page", () => {
  const portfolio = {
    '/api/v1/asset/organizations/o1/hotels': {
      body: { data: { hotels: [{ id: 'h1', name: '亚龙湾', latest_month: '2026-10' }] } },
    },
  }

  it('shows them to a client whose organization holds the hotel, and not for another hotel', async () => {
    session.setUser(person('owner', ['owner']))
    mockFetch(portfolio)
    const { unmount } = renderAt(<HotelAssetCard hotelId="h1" open />, '/hotel-viewer?id=h1')
    expect(await screen.findByText('资产经营月报')).toBeInTheDocument()
    unmount()
    const calls = mockFetch(portfolio)
    renderAt(<HotelAssetCard hotelId="h2" open />, '/hotel-viewer?id=h2')
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0))
    expect(screen.queryByText('资产经营月报')).not.toBeInTheDocument()
    expect(calls.some((c) => c.path.includes('/dashboard'))).toBe(false)
  })

  it('shows them to staff for any open hotel, and to nobody for a hotel not open', async () => {
    session.setUser(person('hm_employee', ['employee']))
    mockFetch(() => undefined)
    const { unmount } = renderAt(<HotelAssetCard hotelId="h9" open />, '/hotel-viewer?id=h9')
    expect(await screen.findByText('资产经营月报')).toBeInTheDocument()
    unmount()
    renderAt(<HotelAssetCard hotelId="h9" open={false} />, '/hotel-viewer?id=h9')
    expect(screen.queryByText('资产经营月报')).not.toBeInTheDocument()
  })
})
