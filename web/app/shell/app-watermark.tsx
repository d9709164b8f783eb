import { Watermark } from 'antd'
import { type ReactNode, useEffect, useState } from 'react'
import type { UserInfo } from '../../lib/session.ts'

/** Username and the last 4 digits of the phone, tiled over the page; antd redraws it if it is removed or altered. */
export function watermarkText(user: Pick<UserInfo, 'username' | 'phone_number'>) {
  return `${user.username} ${user.phone_number.replace(/\D/g, '').slice(-4)}`
}

/**
 * The tile's text arrives one task after the first screen is committed: drawing it (canvas, PNG encoding) took
 * about a third of the longest task of a first load (issue 21, total blocking time). The wrapper itself is there
 * from the start, so the page below it is never mounted twice.
 */
export function AppWatermark({ user, children }: { user: UserInfo; children: ReactNode }) {
  const text = watermarkText(user)
  const [content, setContent] = useState<string>()
  useEffect(() => {
    const timer = setTimeout(() => setContent(text))
    return () => clearTimeout(timer)
  }, [text])
  return (
    <Watermark
      content={content}
      font={{ color: 'rgba(255, 255, 255, 0.08)', fontSize: 14 }}
      gap={[120, 120]}
      zIndex={1000}
      className="app-watermark"
      style={{ minHeight: '100vh' }}
    >
      {children}
    </Watermark>
  )
}
