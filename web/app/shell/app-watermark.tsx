import { Watermark } from 'antd'
import type { ReactNode } from 'react'
import type { UserInfo } from '../../lib/session.ts'

/** Username and the last 4 digits of the phone, tiled over the page; antd redraws it if it is removed or altered. */
export function watermarkText(user: Pick<UserInfo, 'username' | 'phone_number'>) {
  return `${user.username} ${user.phone_number.replace(/\D/g, '').slice(-4)}`
}

export function AppWatermark({ user, children }: { user: UserInfo; children: ReactNode }) {
  return (
    <Watermark
      content={watermarkText(user)}
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
