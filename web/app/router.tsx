import { createBrowserRouter, type RouteObject } from 'react-router'
import { appRoutes } from '#common/routes'
import { RouteError } from '../components/route-error.tsx'
import { isChunkLoadError, reloadForFailedChunk } from '../lib/chunk-reload.ts'
import { guardLoader } from './navigation-guard.ts'
import { pages } from './pages.ts'
import { landingAnswer } from './preload.ts'
import { RootLayout } from './shell/root-layout.tsx'
import { ShellFrame } from './shell/shell-frame.tsx'

/**
 * A lazy page; a chunk that fails to load reloads the page (at most once per 10 s per path), else shows the error.
 * The reload opens the page being navigated to: during a navigation the address bar still shows the page left.
 */
function lazyPage(load: () => Promise<React.ComponentType>) {
  return async () => {
    try {
      return { Component: await load() }
    } catch (error) {
      const target = router?.state.navigation.location ?? location
      const href = `${target.pathname}${target.search}${target.hash}`
      if (isChunkLoadError(error) && reloadForFailedChunk(target.pathname, Date.now(), () => location.assign(href))) {
        return new Promise<never>(() => {})
      }
      throw error
    }
  }
}

const children: RouteObject[] = appRoutes
  .filter((route) => !route.path.startsWith('*'))
  .map((route) => ({ path: route.path, lazy: lazyPage(pages[route.path]) }))

/** React Router has no infix splat: the catch-all draws brand-wall token pages; the guards redirect anything else. */
children.push({ path: '*', lazy: lazyPage(pages['*/brandwall-token/*']) })

/**
 * One route table (common/routes.ts) drives this router; the root loader runs the guards on every navigation.
 * Created on first use, after the start-up session check, because creating it starts the first navigation.
 */
let router: ReturnType<typeof createBrowserRouter> | undefined
export function appRouter() {
  router ??= createAppRouter()
  return router
}

const createAppRouter = () =>
  createBrowserRouter([
    {
      id: 'root',
      loader: async (args) => {
        const result = await guardLoader(args)
        await landingAnswer(new URL(args.request.url))
        return result
      },
      shouldRevalidate: () => true,
      Component: RootLayout,
      ErrorBoundary: () => (
        <ShellFrame>
          <RouteError />
        </ShellFrame>
      ),
      HydrateFallback: () => null,
      children,
    },
  ])
