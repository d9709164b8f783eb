import { SearchOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { lazy, Suspense, useEffect, useState } from 'react'

// The dialog (modal, input, results) loads on the first opening: the shell itself ships only this button.
const SearchDialog = lazy(() => import('#web/features/search/components/search-dialog.tsx'))

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))

/** The header's search button; Ctrl+K (⌘K) or / opens it from anywhere outside a text field. */
export function HeaderSearch({ wide }: { wide: boolean }) {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const show = () => {
    setUsed(true)
    setOpen(true)
  }

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const shortcut = (e.key === 'k' && (e.ctrlKey || e.metaKey)) || (e.key === '/' && !typing(e.target))
      if (!shortcut) return
      e.preventDefault()
      setUsed(true)
      setOpen(true)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  return (
    <>
      <Button
        icon={<SearchOutlined />}
        onClick={show}
        aria-label="搜索"
        title="搜索（Ctrl+K）"
        type="text"
        style={{ color: 'inherit', flexShrink: 0 }}
      >
        {wide ? '搜索' : null}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
