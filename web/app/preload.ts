import { type RoutePath, routeFor } from '#common/routes'
import { categoriesQuery, portalHomeQuery } from '../features/portals/api/portals.ts'
import { topicQueryOptions } from '../features/topics/api/get-topic.ts'
import { queryClient } from '../lib/query-client.ts'
import { decide } from './navigation-guard.ts'
import { pages } from './pages.ts'

/**
 * Where the guards will land this address for the stored session: `/` and /startPage/home redirect to the
 * account's home before anything draws. Undefined when the guards send the visitor away (to /login) or refuse.
 */
export function landingPath(path: string, search: string, nowMs = Date.now()): URL | undefined {
  let url = new URL(`${path}${search}`, 'http://local')
  for (let hop = 0; hop < 4; hop++) {
    const decision = decide(url, nowMs)
    if (decision.kind === 'allow') return url
    if (decision.kind !== 'redirect' || decision.to === '/login') return undefined
    url = new URL(decision.to, url)
  }
  return undefined
}

const portalHome = async (url: URL) => {
  const organization = url.searchParams.get('organization')
  if (!organization) return
  await queryClient.prefetchQuery(portalHomeQuery(organization))
}

/**
 * The first API answer each landing page asks for, fetched into the query cache the page will read. The query
 * definitions are imported up front (a few hundred bytes): behind a dynamic import the request waited for the
 * main thread to finish the first render, about 300 ms on a cold load.
 */
const firstAnswers: Partial<Record<RoutePath, (url: URL) => Promise<void>>> = {
  '/startPage/:section': async (url) => {
    const section = url.pathname.split('/')[2]
    if (!section) return
    await queryClient.prefetchQuery(topicQueryOptions(decodeURIComponent(section)))
  },
  '/choose-category': () => queryClient.prefetchQuery(categoriesQuery),
  '/home-pages/management-group/brand': portalHome,
  '/home-pages/project/project': portalHome,
  '/home-pages/ownership/industry': portalHome,
  '/home-pages/school/industry': portalHome,
  '/home-pages/hotel/company': portalHome,
  '/home-pages/association/industry': portalHome,
}

/**
 * Starts fetching the landing page's chunk and its first API answer while the start-up session check
 * (GET /user/info) is on the wire, so neither waits for it (issue 21). Failures are ignored here: the router's
 * own load of the module reports a chunk error and reloads once (chunk-reload.ts), and the page asks again for
 * an answer that is not in the cache.
 */
export function preloadLanding(path = location.pathname, search = location.search) {
  const landing = landingPath(path, search)
  const route = landing === undefined ? undefined : routeFor(landing.pathname)
  if (!landing || !route) return undefined
  const routePath = route.path as RoutePath
  // The chunk in a task of its own: with the answer's request in the same task it made one long task of two (the
  // module preload adds a <link> per file; reading the session cookie for the request is slow too).
  setTimeout(() => pages[routePath]().catch(() => {}))
  const answer = firstAnswers[routePath]?.(landing).catch(() => {})
  if (answer) firstAnswer = { href: landing.pathname + landing.search, answer }
  return routePath
}

/** The landing page's first answer as preloadLanding started it, until the router's first load of that address. */
let firstAnswer: { href: string; answer: Promise<void> } | undefined

/** How long the first screen may wait for its answer before it draws its own loading state instead. */
export const FIRST_ANSWER_WAIT_MS = 2000

/**
 * For the router's loader: on the first load of the landing address, waits (at most FIRST_ANSWER_WAIT_MS) for the
 * answer preloadLanding started. The page then mounts with its data inside the router's transition, which React
 * renders in slices, instead of drawing a skeleton and re-rendering everything in one long task when the answer
 * arrives (issue 21, total blocking time). Any other address, or a second load, returns at once.
 */
export async function landingAnswer(url: URL) {
  const pending = firstAnswer
  if (pending?.href !== url.pathname + url.search) return
  firstAnswer = undefined
  await Promise.race([pending.answer, new Promise((done) => setTimeout(done, FIRST_ANSWER_WAIT_MS))])
}
