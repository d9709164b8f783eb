import { type RoutePath, routeFor } from '../../common/routes.ts'
import { session } from '../lib/session.ts'
import { decideNavigation } from './guards.ts'
import { pages } from './pages.ts'

/**
 * Where the guards will land this address for the stored session: `/` and /startPage/home redirect to the
 * account's home before anything draws. Undefined when the guards send the visitor away (to /login) or refuse.
 */
export function landingPath(path: string, search: string, nowMs = Date.now()): string | undefined {
  let url = new URL(`${path}${search}`, 'http://local')
  for (let hop = 0; hop < 4; hop++) {
    const decision = decideNavigation({
      path: url.pathname,
      search: url.search,
      token: session.token(),
      user: session.user(),
      currOrg: session.currOrg(),
      nowMs,
    })
    if (decision.kind === 'allow') return url.pathname
    if (decision.kind !== 'redirect' || decision.to === '/login') return undefined
    url = new URL(decision.to, url)
  }
  return undefined
}

/**
 * Starts fetching the landing page's chunk while the start-up session check (GET /user/info) is on the wire, so
 * the page's code is not requested only after it (issue 21). A failure is ignored here: the router's own load
 * of the same module reports it and reloads once (chunk-reload.ts).
 */
export function preloadLanding(path = location.pathname, search = location.search) {
  const landing = landingPath(path, search)
  const route = landing === undefined ? undefined : routeFor(landing)
  if (!route) return undefined
  const routePath = route.path as RoutePath
  pages[routePath]().catch(() => {})
  return routePath
}
