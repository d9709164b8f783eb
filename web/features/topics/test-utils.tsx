import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { configure, render } from '@testing-library/react'
import { App as AntApp } from 'antd'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { vi } from 'vitest'
import { Component as DataPage } from './components/data-page.tsx'
import { Component as StartPage } from './components/start-page.tsx'

// antd's first render in jsdom (styles computed cold) can take seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 })

export type FetchCall = { method: string; url: string; body: unknown }
type Reply = { status: number; body: unknown }

/** Mocks fetch at the network edge: `routes` maps "METHOD /api/v1/..." (with query) to replies, in order. */
export function mockFetch(routes: Record<string, Reply | Reply[]>) {
  const calls: FetchCall[] = []
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET'
    calls.push({ method, url: input, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    const entry = routes[`${method} ${input}`]
    const reply = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry
    if (!reply)
      return new Response(JSON.stringify({ error: { code: 'not_found', message: `no mock for ${input}` } }), {
        status: 404,
      })
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return calls
}

function Elsewhere() {
  const location = useLocation()
  return <p>已打开 {location.pathname + location.search}</p>
}

/** The feature's two route components in a memory router, with the app's providers. */
export function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/startPage/:section', Component: StartPage },
      { path: '/datapage/*', Component: DataPage },
      { path: '/v3/*', Component: DataPage },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [path] },
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <AntApp>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AntApp>,
  )
  return router
}
