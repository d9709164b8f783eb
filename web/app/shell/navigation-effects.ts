import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { routeFor } from '../../../common/routes.ts'
import { site } from '../../../common/site.ts'

/** Tab title: the route's title before the site title; the site title alone where a route has none. */
export function useDocumentTitle() {
  const { pathname } = useLocation()
  useEffect(() => {
    const title = routeFor(pathname)?.title
    document.title = title && pathname !== '/' ? `${title} - ${site.title}` : site.title
  }, [pathname])
}

/** Seed §4: a hash scrolls to its anchor; a new page scrolls to top unless the route keeps its scroll position. */
export function useScrollOnNavigate() {
  const { pathname, hash } = useLocation()
  const previous = useRef(pathname)
  useEffect(() => {
    const changedPage = previous.current !== pathname
    previous.current = pathname
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)))
      if (target) {
        target.scrollIntoView()
        return
      }
    }
    if (changedPage && !routeFor(pathname)?.keepScroll) window.scrollTo(0, 0)
  }, [pathname, hash])
}
