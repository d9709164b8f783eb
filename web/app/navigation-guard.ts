import { data, type LoaderFunctionArgs, replace } from 'react-router'
import { refreshToken } from '../lib/api-client.ts'
import { goToLogin } from '../lib/login-redirect.ts'
import { session } from '../lib/session.ts'
import { decideNavigation, type GuardDecision } from './guards.ts'

/** The guards' decision for an address and the stored session (also used to preload the landing page). */
export function decide(url: URL, nowMs = Date.now()): GuardDecision {
  return decideNavigation({
    path: url.pathname,
    search: url.search,
    token: session.token(),
    user: session.user(),
    currOrg: session.currOrg(),
    nowMs,
  })
}

/**
 * The root loader: runs the guards on every navigation and carries out their decision. An expired access
 * token gets one refresh (the refresh cookie may still be good) before the user is sent to /login.
 */
export async function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  let decision = decide(url)
  if (decision.kind === 'redirect' && decision.expired && (await refreshToken())) decision = decide(url)

  if (decision.kind === 'not_found') throw data({ path: url.pathname }, { status: 404 })
  if (decision.kind === 'allow') {
    if (decision.clearOrg) session.clearCurrOrg()
    if (decision.viewOrg) {
      // Keep the name only when it belongs to this organization (choose-category or the home page sets it).
      const known = session.currOrg()
      session.setCurrOrg({ id: decision.viewOrg, name: known?.id === decision.viewOrg ? known.name : undefined })
    }
    return null
  }
  if (decision.saveLastPath) session.saveLastPath(url.pathname, url.search)
  if (decision.expired) session.clear()
  if (decision.clearOrg) session.clearCurrOrg()
  if (decision.to === '/login') {
    goToLogin(decision.message)
    return new Promise<never>(() => {})
  }
  throw replace(decision.to)
}
