import { useEffect } from 'react'
import { goToLogin } from '#web/lib/login-redirect.ts'

/** /login reached inside the app (a link, logout): load the prerendered login page. */
export function LoginRedirectPage() {
  useEffect(() => goToLogin(), [])
  return null
}
