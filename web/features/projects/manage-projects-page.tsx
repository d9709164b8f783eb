import { lazy } from 'react'
import { isStaff } from '#common/user-types'
import { GatedScreen } from '#web/components/gated-screen.tsx'
import { StaffOnly } from './staff-only.tsx'

// The project administration (tables, drawers, forms) is large: only employees download it.
const ManageProjects = lazy(() => import('./manage-projects.tsx').then((m) => ({ default: m.ManageProjects })))

/** /manage-projects: decided at once from the signed-in user, so a client never sees controls the server would refuse. */
export function Component() {
  return (
    <GatedScreen allow={(user) => Boolean(user && isStaff(user))} refusal={<StaffOnly />}>
      <ManageProjects />
    </GatedScreen>
  )
}
