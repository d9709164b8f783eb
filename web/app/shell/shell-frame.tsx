import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { routeFor } from '#common/routes'
import { SiteFooter } from '#web/components/site-footer.tsx'
import { session } from '#web/lib/session.ts'
import { AppWatermark } from './app-watermark.tsx'
import { hasBreadcrumbs } from './breadcrumb-rule.ts'
import { ShellHeader } from './shell-header.tsx'
import './shell.css'

// The trail loads after the frame (antd's Breadcrumb brings its dropdown code), in its own chunk.
const Breadcrumbs = lazy(() => import('./breadcrumbs.tsx'))

/**
 * The frame: header and footer around signed-in pages, and the watermark on every page except /login
 * (docs/shell.md § Frame). Public pages (article, brand wall) draw their own layout but keep the footer.
 */
export function ShellFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const user = useSyncExternalStore(session.subscribe, session.user)
  // The login page draws its own screen and footer, with no watermark (docs/shell.md § Frame).
  if (pathname === '/login') return children
  const bare = routeFor(pathname)?.bare === true || !user
  const page = bare ? (
    <section className="shell-layout">
      <main className="shell-content">{children}</main>
      <SiteFooter />
    </section>
  ) : (
    <section className="shell-layout">
      <ShellHeader user={user} />
      <main className="shell-content" style={{ padding: 'clamp(12px, 3vw, 24px)' }}>
        {hasBreadcrumbs(pathname, user) && (
          <Suspense fallback={<div style={{ height: 34 }} />}>
            <Breadcrumbs user={user} />
          </Suspense>
        )}
        {children}
      </main>
      <SiteFooter />
    </section>
  )
  if (!user) return page
  return <AppWatermark user={user}>{page}</AppWatermark>
}
