/**
 * The route table of the portal as data (seed §2): the web router, the guards and the server's
 * history fallback all read it. Paths not in it are "unmatched" (seed §4 rule 1) and go to /startPage/home.
 */
export type RouteDef = {
  /** React Router path pattern. */
  path: string
  /** Needs no login (seed §6). */
  public?: boolean
  /** Keep the scroll position on navigation. */
  keepScroll?: boolean
}

export const wallSections = ['brand', 'city', 'group', 'hotel'] as const

export const appRoutes: RouteDef[] = [
  { path: '/' },
  { path: '/login', public: true },
  { path: '/wxp/content', public: true },
  { path: '/choose-category' },
  { path: '/manage-users' },
  { path: '/manage-projects' },
  { path: '/navigate' },
  { path: '/startPage/home' },
  { path: '/startPage/:section' },
  ...wallSections.map((s) => ({ path: `/section/${s}` })),
  { path: '/datapage/*' },
  { path: '/v3/*' },
  { path: '/applet/:appName' },
  { path: '/browser' },
  { path: '/browser2' },
  { path: '/collabPage' },
  { path: '/hotel-map' },
  { path: '/hotel-viewer' },
  { path: '/report-viewer' },
  { path: '/instancePicker' },
  { path: '/project-list' },
  { path: '/home-pages/management-group/brand' },
  { path: '/home-pages/project/project' },
  { path: '/home-pages/ownership/industry' },
  { path: '/home-pages/school/industry' },
  { path: '/home-pages/hotel/company' },
  { path: '/home-pages/association/industry' },
]

/** Utility modules of the original that its file router exposed as URLs; here they are unmatched paths (DESIGN §4). */
const utilityPatterns = [
  /^\/startPage\/(checkAuth|customSort|onClickContentNode|startPageData)(\/|$)/,
  /\/v3Utils(\/|$)/,
]

const brandwallToken = /\/brandwall-token(\/|$)/

export function isPublicPath(path: string) {
  return brandwallToken.test(path) || appRoutes.some((r) => r.public && matchPattern(r.path, path))
}

/** True when the path belongs to a page of the app (its parameters may still fail validation: that is a 404 page). */
export function isAppPath(path: string) {
  if (brandwallToken.test(path)) return true
  if (utilityPatterns.some((p) => p.test(path))) return false
  return appRoutes.some((r) => matchPattern(r.path, path))
}

function matchPattern(pattern: string, path: string) {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path
  if (pattern.endsWith('/*')) return clean.startsWith(pattern.slice(0, -1)) && clean.length > pattern.length - 1
  const a = pattern.split('/')
  const b = clean.split('/')
  return a.length === b.length && a.every((seg, i) => (seg.startsWith(':') ? b[i] !== '' : seg === b[i]))
}
