import 'antd/dist/reset.css'
import './login.css'
import { decideNavigation } from '#web/app/guards.ts'
import { overlayDone, overlayStage } from '#web/lib/overlay.ts'
import { session } from '#web/lib/session.ts'
import { enhanceLoginForm } from './login-form.ts'
import { afterLoadWhenIdle, prefetchAppShell } from './prefetch-app.ts'

/**
 * The /login page script: the HTML was rendered at build time, so this only wires the form. No React, no antd
 * runtime: the page is usable after a few kilobytes of script (ADR 021).
 */
overlayStage('scripts')

// Guard rule 3 applies here too: /login drops the viewed organization and any organization query.
const decision = decideNavigation({
  path: '/login',
  search: location.search,
  token: session.token(),
  user: session.user(),
  currOrg: session.currOrg(),
  nowMs: Date.now(),
})
if ('clearOrg' in decision && decision.clearOrg) session.clearCurrOrg()
if (decision.kind === 'redirect') history.replaceState(null, '', decision.to)
overlayStage('auth')

const root = document.getElementById('root')
if (root) {
  if (!root.firstElementChild) {
    const { renderLoginView } = await import('./login-app.tsx')
    await renderLoginView(root)
  }
  enhanceLoginForm(root, (target) => location.assign(target))
}
overlayDone()
// Someone on /login is about to sign in: the app's shell downloads while they wait for the code.
afterLoadWhenIdle(() => prefetchAppShell())
