import { apiGet } from './api-client.ts'
import { session, type UserInfo } from './session.ts'

/** GET /user/info (docs/shell.md § Session): stores and returns the user, or undefined on an empty or failed answer. */
export async function fetchUserInfo(): Promise<UserInfo | undefined> {
  try {
    const user = await apiGet<UserInfo | null>('/user/info', { ignoreUnauthorized: true })
    if (!user || typeof user.username !== 'string') return undefined
    session.setUser(user)
    return user
  } catch {
    return undefined
  }
}
