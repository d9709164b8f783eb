import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { renderAt } from '#web/test-support/render.tsx'
import { HotelViewer } from './hotel-viewer.tsx'

describe('hotel viewer', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows a clear not-found state for an unknown hotel', async () => {
    mockFetch(({ url }) =>
      url.pathname.startsWith('/api/v1/hotels/')
        ? { status: 404, body: { error: { code: 'not_found', message: '酒店不存在或已被删除' } } }
        : { body: { data: { tile_url: null, attribution: '' } } },
    )
    renderAt(<HotelViewer />, '/hotel-viewer?id=missing')
    expect(await screen.findByText('酒店不存在')).toBeInTheDocument()
    expect(screen.getByText('酒店不存在或已被删除')).toBeInTheDocument()
  })

  it('asks for a hotel when no id is given', () => {
    mockFetch(() => ({ body: { data: null } }))
    renderAt(<HotelViewer />, '/hotel-viewer')
    expect(screen.getByText('未指定酒店')).toBeInTheDocument()
  })
})
