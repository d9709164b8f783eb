import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { App as AntApp } from 'antd'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { vi } from 'vitest'

/** Renders a screen at a URL with the app's providers; the current location is shown for assertions. */
export function renderAt(url: string, path: string, screen: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={screen} />
            <Route path="*" element={<Location />} />
          </Routes>
          <Location />
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  )
}

function Location() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

type Handler = (url: URL) => { status?: number; body: unknown }

/** Replaces fetch: each call is answered by the handler and recorded. */
export function mockFetch(handler: Handler) {
  const calls: URL[] = []
  const fetchMock = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost')
    calls.push(url)
    const { status = 200, body } = handler(url)
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetchMock)
  return calls
}
