import { lazy } from 'react'
import { Forbidden } from '#web/components/forbidden.tsx'
import { GatedScreen } from '#web/components/gated-screen.tsx'

// The administration UI (tables, import wizard, forms) is large: only administrators download it.
const ManageUsers = lazy(() => import('./manage-users.tsx').then((m) => ({ default: m.ManageUsers })))

/** /manage-users: decided at once from the signed-in user, so a non-administrator never waits for controls. */
export function Component() {
  return (
    <GatedScreen allow={(user) => user?.authorization === 'admin'} refusal={<AdminsOnly />}>
      <ManageUsers />
    </GatedScreen>
  )
}

/** What a signed-in non-administrator sees at once: why, and whom to ask. */
function AdminsOnly() {
  return (
    <Forbidden
      title="只有管理员可以管理用户"
      subTitle="新建、导入、导出用户和管理机构需要管理员权限。如需开通账号或修改信息，请联系本机构的管理员。"
    />
  )
}
