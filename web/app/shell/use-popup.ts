import { type RefObject, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * Open state for a header popup (the 更多 list, the account menu): closes on a click outside `root`, on Escape
 * (focus back on the button that opened it) and when the page changes.
 */
export function usePopup<T extends HTMLElement>(): {
  open: boolean
  setOpen: (open: boolean) => void
  root: RefObject<T | null>
  button: RefObject<HTMLButtonElement | null>
} {
  const [open, setOpen] = useState(false)
  const root = useRef<T>(null)
  const button = useRef<HTMLButtonElement>(null)
  const { pathname, search } = useLocation()

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on a new page is the point of listing them.
  useEffect(() => setOpen(false), [pathname, search])
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])
  return { open, setOpen, root, button }
}
