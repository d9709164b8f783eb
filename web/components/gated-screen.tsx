import { Skeleton } from 'antd'
import { type ReactNode, Suspense, useSyncExternalStore } from 'react'
import { session, type UserInfo } from '#web/lib/session.ts'

/**
 * A screen only some signed-in users may use, decided at once from the session: the others see `refusal` and never
 * download the screen (`children`, a lazy component), which shows a skeleton while it loads.
 */
export function GatedScreen(props: {
  allow: (user: UserInfo | undefined) => boolean
  refusal: ReactNode
  children: ReactNode
}) {
  const user = useSyncExternalStore(session.subscribe, session.user)
  if (!props.allow(user)) return props.refusal
  return <Suspense fallback={<Skeleton active style={{ padding: 24 }} />}>{props.children}</Suspense>
}
