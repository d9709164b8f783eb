import { useEffect } from 'react'
import { Outlet } from 'react-router'
import { overlayDone } from '#web/lib/overlay.ts'
import { useDocumentTitle, useScrollOnNavigate } from './navigation-effects.ts'
import { ShellFrame } from './shell-frame.tsx'
import { useUpdateNotice } from './update-notice.tsx'

/** The root route's screen: the frame around every page, plus the effects that follow navigation. */
export function RootLayout() {
  useScrollOnNavigate()
  useUpdateNotice()
  useEffect(() => overlayDone(), [])
  return (
    <>
      <DocumentTitle />
      <ShellFrame>
        <Outlet />
      </ShellFrame>
    </>
  )
}

function DocumentTitle() {
  useDocumentTitle()
  return null
}
