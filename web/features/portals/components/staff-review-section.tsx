import { lazy, Suspense, useSyncExternalStore } from 'react'
import { isStaff } from '#common/user-types'
import { session } from '#web/lib/session.ts'

const AssetReviewSection = lazy(() =>
  import('#web/features/asset-review/lazy.ts').then((m) => ({ default: m.AssetReviewSection })),
)

/**
 * The firm's drafts and published quarterly reviews of this organization, with a link to the editor: for staff
 * viewing a client's home. The owner finds its published reviews in the home's report list (下载 Word / 下载 PDF),
 * so its first screen does not load this section's code.
 */
export function StaffReviewSection({ organizationId }: { organizationId: string }) {
  const user = useSyncExternalStore(session.subscribe, session.user)
  if (!user || !isStaff(user)) return null
  return (
    <Suspense fallback={null}>
      <AssetReviewSection organizationId={organizationId} />
    </Suspense>
  )
}
