import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import zhCN from 'antd/es/locale/zh_CN'
import { type ComponentType, type ReactNode, useState } from 'react'
import {
  createMemoryRouter,
  MemoryRouter,
  Route,
  type RouteObject,
  RouterProvider,
  Routes,
  useLocation,
} from 'react-router'
import { AppRoot } from '../components/app-root.tsx'
import { GlobalModalHost } from '../components/global-modal/global-modal-host.tsx'

/** The app's providers around a screen: Chinese antd, App (message/modal), a fresh query cache without retries. */
function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  )
  return (
    <ConfigProvider locale={zhCN}>
      <AppRoot>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </AppRoot>
    </ConfigProvider>
  )
}

/** Renders a component with the providers inside a memory router at `path`. */
export function renderWithProviders(ui: ReactNode, path = '/') {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Providers>,
  )
}

function CurrentLocation() {
  const location = useLocation()
  return (
    <output aria-label="当前地址" data-testid="location">
      {location.pathname + location.search}
    </output>
  )
}

/**
 * Renders a screen at `url`, mounted on `pattern` (the URL's path unless given); after navigating elsewhere the
 * screen goes away. The current location is always shown (labelled 当前地址) for assertions.
 */
export function renderAt(ui: ReactNode, url: string, pattern = url.split('?')[0] ?? '/') {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </Providers>,
  )
}

/** Renders route objects in a data router (for screens using loaders or `Component`); returns the router. */
export function renderRoutes(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] })
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  )
  return { router, ...view }
}

/** One route component at `url` in a data router; any other path renders nothing. */
export function renderRoute(Component: ComponentType, url: string) {
  return renderRoutes(
    [
      { path: url.split('?')[0] ?? '/', Component },
      { path: '*', element: null },
    ],
    url,
  )
}

/** Types a date into one of antd's DatePickers and confirms it, as a user does with the keyboard. */
export function typeDate(input: HTMLElement, value: string) {
  fireEvent.mouseDown(input)
  fireEvent.focus(input)
  fireEvent.change(input, { target: { value } })
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 })
  fireEvent.blur(input)
}

/** The global modal's host alone, as the app mounts it, for code that opens dialogs through `globalModal`. */
export function renderModalHost() {
  return render(
    <ConfigProvider>
      <AppRoot>
        <GlobalModalHost />
      </AppRoot>
    </ConfigProvider>,
  )
}
