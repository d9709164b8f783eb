import { fireEvent, render, screen } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router'
import { beforeAll } from 'vitest'
import { AppRoot } from '#web/components/app-root.tsx'

/** jsdom has no canvas: answer like a browser without 2D support, so the chart's fallback shows (and jsdom stays quiet). */
export function withoutCanvas() {
  beforeAll(() => {
    HTMLCanvasElement.prototype.getContext = () => null
  })
}

/** Renders route objects at `path` in a data router; returns the router and the rendered view. */
export function renderToolRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  // zeroRuntime: the components behave the same, but jsdom is spared parsing antd's generated CSS (seconds per page).
  const view = render(
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <AppRoot>
        <RouterProvider router={router} />
      </AppRoot>
    </ConfigProvider>,
  )
  return { router, view }
}

/** A tool re-renders its tables on each edit; jsdom on a busy machine needs time. */
export const slow = { timeout: 15_000 }

/** The value shown in the headline card titled `label`. */
export function figure(label: string) {
  const statistic = screen.getByText(label).closest('.ant-statistic')
  return statistic?.querySelector('.ant-statistic-content')?.textContent
}

/** Types into a number input the way a paste does: one change event (typing key by key is slow under jsdom). */
export function enter(label: string, value: string) {
  fireEvent.change(screen.getByRole('spinbutton', { name: label }), { target: { value } })
}
