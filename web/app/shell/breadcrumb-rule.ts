import { landingPathFor } from '#common/user-types'
import type { UserInfo } from '#web/lib/session.ts'

/** Home pages, where a trail would only say 首页. */
const homePaths = /^\/($|startPage\/home|home-pages\/|choose-category$|login$)/

/** Whether a page below a home shows the trail (the frame keeps its line free while the trail loads). */
export function hasBreadcrumbs(pathname: string, user: UserInfo) {
  const home = landingPathFor(user).split('?')[0]
  return pathname !== home && !homePaths.test(pathname)
}
