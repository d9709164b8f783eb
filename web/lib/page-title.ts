import { useEffect, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'

/**
 * The title a page gives itself once its data has loaded (a topic's or a data page's own title), for the browser
 * tab. The shell prefers it to the route's generic title while the page is on screen.
 */
let current: { path: string; title: string } | undefined
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Pages call this with their own title (undefined while loading). */
export function usePageTitle(title: string | undefined) {
  const { pathname } = useLocation()
  useEffect(() => {
    if (!title) return
    const mine = { path: pathname, title }
    current = mine
    emit()
    return () => {
      if (current !== mine) return
      current = undefined
      emit()
    }
  }, [title, pathname])
}

/** The title the page on this path gave itself, if any. */
export function usePageOwnTitle(pathname: string) {
  const own = useSyncExternalStore(subscribe, () => current)
  return own?.path === pathname ? own.title : undefined
}
