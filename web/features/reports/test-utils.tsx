import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { App as AntApp } from 'antd'
import type { ComponentType } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'

/** Renders a route component at a URL with the app's providers and a fresh query cache. */
export function renderRoute(Component: ComponentType, url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const path = url.split('?')[0] ?? '/'
  const router = createMemoryRouter(
    [
      { path, Component },
      { path: '*', element: null },
    ],
    { initialEntries: [url] },
  )
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  )
}

type Answer = { status: number; body: unknown }

/** Mocks fetch by URL prefix; every call is recorded. */
export function mockFetch(routes: Record<string, Answer>) {
  const calls: string[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input)
    calls.push(url)
    const key = Object.keys(routes)
      .sort((a, b) => b.length - a.length)
      .find((prefix) => url.startsWith(prefix))
    const answer = key ? routes[key] : { status: 404, body: { error: { code: 'not_found', message: '接口不存在' } } }
    return new Response(JSON.stringify(answer?.body), {
      status: answer?.status ?? 500,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return calls
}
