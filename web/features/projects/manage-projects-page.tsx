import { Skeleton } from 'antd'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { isStaff } from '#common/user-types'
import { session } from '#web/lib/session.ts'
import { StaffOnly } from './staff-only.tsx'

// The project administration (tables, drawers, forms) is large: only employees download it.
const ManageProjects = lazy(() => import('./manage-projects.tsx').then((m) => ({ default: m.ManageProjects })))

/** /manage-projects: decided at once from the signed-in user, so a client never sees controls the server would refuse. */
export function Component() {
  const user = useSyncExternalStore(session.subscribe, session.user)
  if (!user || !isStaff(user)) return <StaffOnly />
  return (
    <Suspense fallback={<Skeleton active style={{ padding: 24 }} />}>
      <ManageProjects />
    </Suspense>
  )
}
