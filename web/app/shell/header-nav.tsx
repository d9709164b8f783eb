import { EllipsisOutlined } from '@ant-design/icons'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { type MenuItem, menuSectionFor } from '#common/routes'
import { usePopup } from './use-popup.ts'

const MORE_WIDTH = 56

/** How many items fit in `available` px, leaving room for the 更多 button when not all of them do. */
export function fittingCount(widths: number[], available: number): number {
  if (widths.reduce((sum, w) => sum + w, 0) <= available) return widths.length
  let used = MORE_WIDTH
  let count = 0
  for (const width of widths) {
    if (used + width > available) break
    used += width
    count++
  }
  return count
}

const isPage = (path: string, pathname: string, search: string) => path === `${pathname}${search}` || path === pathname

/** The entries to mark: the page's own (首页 on the home page itself), else the section the page belongs to. */
export function selectedPaths(items: MenuItem[], pathname: string, search: string): Set<string> {
  const own = items.filter((i) => isPage(i.path, pathname, search))
  if (own.length > 0) return new Set(own.map((i) => i.path))
  const section = menuSectionFor(pathname, search)
  return new Set(items.filter((i) => i.path.split('?')[0] === section).map((i) => i.path))
}

/**
 * The header's main navigation: plain links in antd's dark menu look. Entries that do not fit the width go into a
 * 更多 list, as antd's horizontal Menu did, without its popup, overflow and motion code in every first download.
 */
export function HeaderNav({ items }: { items: MenuItem[] }) {
  const { pathname, search } = useLocation()
  const selected = selectedPaths(items, pathname, search)
  const nav = useRef<HTMLElement>(null)
  const measure = useRef<HTMLUListElement>(null)
  // Null until measured: every entry drawn, clipped to the bar, for the frame before the first measurement.
  const [measured, setMeasured] = useState<number | null>(null)
  const shown = measured ?? items.length
  const more = usePopup<HTMLLIElement>()
  const listId = useId()

  // Measured in a ResizeObserver callback, which runs after the browser's own layout: reading sizes in a layout
  // effect would force a layout of the whole page in the middle of its first render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new entries mean new widths to measure.
  useEffect(() => {
    const element = nav.current
    const row = measure.current
    if (!element || !row) return
    const observer = new ResizeObserver(() => {
      const widths = [...row.children].map((li) => li.getBoundingClientRect().width)
      setMeasured(fittingCount(widths, element.clientWidth))
    })
    observer.observe(element)
    observer.observe(row)
    return () => observer.disconnect()
  }, [items])

  const link = (item: MenuItem) => {
    const current = selected.has(item.path) && (isPage(item.path, pathname, search) ? 'page' : 'true')
    return (
      <Link to={item.path} aria-current={current || undefined}>
        {item.label}
      </Link>
    )
  }
  const hidden = items.slice(shown)
  return (
    <nav ref={nav} className={measured === null ? 'header-nav is-unmeasured' : 'header-nav'} aria-label="主菜单">
      <ul>
        {items.slice(0, shown).map((item) => (
          <li key={item.path} className={selected.has(item.path) ? 'is-selected' : undefined}>
            {link(item)}
          </li>
        ))}
        {hidden.length > 0 && (
          <li ref={more.root} className={hidden.some((i) => selected.has(i.path)) ? 'is-selected' : undefined}>
            <button
              ref={more.button}
              type="button"
              aria-label="更多菜单"
              aria-expanded={more.open}
              aria-controls={listId}
              onClick={() => more.setOpen(!more.open)}
            >
              <EllipsisOutlined />
            </button>
            {more.open && (
              <ul id={listId} className="header-popup">
                {hidden.map((item) => (
                  <li key={item.path} className={selected.has(item.path) ? 'is-selected' : undefined}>
                    {link(item)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        )}
      </ul>
      {/* Every entry once, unseen, for its width: what decides how many fit. */}
      <ul ref={measure} className="header-nav-measure" aria-hidden="true">
        {items.map((item) => (
          <li key={item.path}>
            <span>{item.label}</span>
          </li>
        ))}
      </ul>
    </nav>
  )
}
