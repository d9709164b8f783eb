import 'antd/dist/reset.css'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { isAppPath, isPublicPath } from '#common/routes'
import { preloadLanding } from './app/preload.ts'
import { Providers } from './app/providers.tsx'
import { SESSION_EXPIRED_TEXT, setSessionLostHandler } from './lib/api-client.ts'
import { goToLogin } from './lib/login-redirect.ts'
import { overlayStage } from './lib/overlay.ts'
import { session, storageKeys } from './lib/session.ts'
import { fetchUserInfo } from './lib/user-info.ts'

overlayStage('scripts')

/**
 * A call refused even after a refresh: the session is over (docs/shell.md § Errors). A public page (a shared
 * article, a brand-wall link) is read without a login, so its reader stays on it.
 */
function endSession() {
  session.clear()
  if (!isPublicPath(location.pathname)) goToLogin(SESSION_EXPIRED_TEXT)
}
setSessionLostHandler(endSession)

/**
 * Start: ask GET /user/info when there is a token (docs/shell.md § Session). An empty or failed answer is an expired
 * login (docs/shell.md § Errors). Without a token the guards send the visitor to /login; the message is shown only to
 * someone who was logged in.
 */
async function checkSession() {
  if (isPublicPath(location.pathname) || !isAppPath(location.pathname)) return true
  const hadLogin = localStorage.getItem(storageKeys.loginTimestamp) !== null
  if (!session.token()) {
    if (hadLogin) {
      session.saveLastPath(location.pathname, location.search)
      session.clear()
      goToLogin(SESSION_EXPIRED_TEXT)
      return false
    }
    return true
  }
  if (!(await fetchUserInfo())) {
    session.saveLastPath(location.pathname, location.search)
    session.clear()
    goToLogin(SESSION_EXPIRED_TEXT)
    return false
  }
  return true
}

// The landing page's code downloads in parallel with the session check below. Started from a task of its own: in
// the task that evaluates the modules it made one long task of two (issue 21, total blocking time).
if (session.token()) setTimeout(preloadLanding)

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

void checkSession().then((carryOn) => {
  if (!carryOn) return
  overlayStage('auth')
  const app = createRoot(root)
  // A transition: React renders the first screen in slices and lets the browser in between (issue 21).
  startTransition(() =>
    app.render(
      <StrictMode>
        <Providers />
      </StrictMode>,
    ),
  )
})
