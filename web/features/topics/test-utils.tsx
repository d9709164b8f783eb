import { useLocation } from 'react-router'
import { renderRoutes } from '#web/test-support/render.tsx'
import { Component as DataPage } from './components/data-page.tsx'
import { Component as StartPage } from './components/start-page.tsx'

function Elsewhere() {
  const location = useLocation()
  return <p>已打开 {location.pathname + location.search}</p>
}

/** The feature's two route components in a memory router, with the app's providers; returns the router. */
export function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/startPage/:section', Component: StartPage },
      { path: '/datapage/*', Component: DataPage },
      { path: '/v3/*', Component: DataPage },
      { path: '*', Component: Elsewhere },
    ],
    path,
  ).router
}
