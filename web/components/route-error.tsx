import { lazy, Suspense } from 'react'
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router'

// The error page's illustrations are heavy and rarely needed: loaded on first use.
const ErrorView = lazy(() => import('./error-page.tsx').then((m) => ({ default: m.ErrorView })))

/** The router's error boundary: 404 (with the path when a route's parameters failed validation) and other errors. */
export function RouteError() {
  const error = useRouteError()
  const { pathname } = useLocation()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const path = notFound ? (error.data as { path?: string } | undefined)?.path : undefined
  return (
    <Suspense fallback={null}>
      <ErrorView notFound={notFound} path={path} pathname={pathname} />
    </Suspense>
  )
}
