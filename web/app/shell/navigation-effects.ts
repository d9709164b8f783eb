import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { routeFor } from '#common/routes'
import { site } from '#common/site'
import { usePageOwnTitle } from '#web/lib/page-title.ts'

/**
 * Tab title: the page's own title (a topic's, a data page's) or else the route's, before the site title; the site
 * title alone where there is neither. Used by DocumentTitle (root-layout.tsx), a component of its own: a page's
 * title arrives from the page's effect in the first screen's commit, and the store it comes through re-renders its
 * subscriber synchronously there, which was the whole frame while the root layout subscribed (issue 21).
 */
export function useDocumentTitle() {
  const { pathname } = useLocation()
  const own = usePageOwnTitle(pathname)
  useEffect(() => {
    const title = own ?? routeFor(pathname)?.title
    document.title = title && pathname !== '/' ? `${title} - ${site.title}` : site.title
  }, [pathname, own])
}

/**
 * docs/shell.md § Guards, scrolling: a hash scrolls to its anchor; a new page scrolls to top unless the route keeps its
 * scroll position.
 */
export function useScrollOnNavigate() {
  const { pathname, hash } = useLocation()
  const previous = useRef(pathname)
  useEffect(() => {
    const changedPage = previous.current !== pathname
    previous.current = pathname
    if (changedPage && !routeFor(pathname)?.keepScroll) window.scrollTo(0, 0)
    if (hash) return scrollToAnchor(anchorId(hash))
  }, [pathname, hash])
}

/** How long a page may take to draw the anchor a hash names (its data loads after the route). */
export const ANCHOR_WAIT_MS = 5000

function anchorId(hash: string) {
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return hash.slice(1)
  }
}

/** Scrolls to the element with this id now, or as soon as the page draws it; returns the cleanup. */
function scrollToAnchor(id: string) {
  const scroll = () => {
    const target = document.getElementById(id)
    target?.scrollIntoView()
    return Boolean(target)
  }
  if (scroll()) return undefined
  const observer = new MutationObserver(() => {
    if (scroll()) stop()
  })
  const timer = setTimeout(() => stop(), ANCHOR_WAIT_MS)
  const stop = () => {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(document.body, { childList: true, subtree: true })
  return stop
}
