import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { vi } from 'vitest'

type Reply = { status?: number; body: unknown }

/** Mocks fetch at the network edge: `route` answers each call; every requested URL is recorded. */
export function mockFetch(route: (path: string) => Reply | undefined) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input)
      calls.push(path)
      const reply = route(path) ?? { status: 404, body: { error: { code: 'not_found', message: '接口不存在' } } }
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return calls
}

function WhereAmI() {
  const location = useLocation()
  return <output aria-label="当前地址">{`${location.pathname}${location.search}`}</output>
}

/** Renders a screen at `path` with the app's providers; any other path shows where navigation went. */
export function renderAt(ui: ReactNode, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const pattern = path.split('?')[0] ?? '/'
  return render(
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={pattern} element={ui} />
              <Route path="*" element={<WhereAmI />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  )
}
