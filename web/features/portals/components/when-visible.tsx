import { type ReactNode, useEffect, useRef, useState } from 'react'

/**
 * Draws its children once their place nears the viewport, so a chart below the fold does not download the chart
 * library during the page's first screen. Without IntersectionObserver it draws them at once.
 */
export function WhenVisible(props: { height: number; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    if (shown || !place.current) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown(true)
      },
      { rootMargin: '200px' },
    )
    observer.observe(place.current)
    return () => observer.disconnect()
  }, [shown])
  return shown ? props.children : <div ref={place} style={{ height: props.height }} />
}
