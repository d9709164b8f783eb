import { landingPathFor } from '#common/user-types'
import { session, type UserInfo } from '#web/lib/session.ts'
import { fetchUserInfo } from '#web/lib/user-info.ts'

/**
 * The seed's afterLogin: store the token, userInfo and login_timestamp, ask /user/info for the full record, and
 * return where to go: the path saved before login, else the user's landing page (docs/shell.md § Landing).
 */
export async function afterLogin(token: string, user: UserInfo): Promise<string> {
  session.setToken(token)
  session.setUser(user, true)
  const info = (await fetchUserInfo()) ?? session.user() ?? user
  return session.takeLastPath() ?? landingPathFor(info)
}
