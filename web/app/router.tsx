import { createBrowserRouter, type RouteObject } from 'react-router'
import { appRoutes } from '../../common/routes.ts'

/** One route table drives the router: every page is lazy-loaded. */
const routes: RouteObject[] = appRoutes.map((route) => ({
  path: route.path,
  lazy: async () => ({ Component: (await import('../components/under-construction.tsx')).UnderConstruction }),
}))

export const router = createBrowserRouter(routes)
