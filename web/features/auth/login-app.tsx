import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { loadPayload } from '#web/lib/payload.ts'
import { type LoginTexts, LoginView } from './login-view.tsx'

/**
 * Development only: the Vite dev server has no prerendered /login, so the view is drawn in the browser, with
 * the texts of the payload when one exists. Production serves the build-time HTML and never loads this.
 */
export async function renderLoginView(root: HTMLElement) {
  const payload = await loadPayload<{ texts?: LoginTexts }>('/login')
  flushSync(() => createRoot(root).render(<LoginView texts={payload?.texts} />))
}
