import { Card, Skeleton } from 'antd'
import { lazy, Suspense } from 'react'
import { isStaff } from '#common/user-types'
import { useAssetPortfolio, WhenVisible } from '#web/features/portals/index.ts'
import { session } from '#web/lib/session.ts'

const HotelAssetDashboard = lazy(() =>
  import('#web/features/portals/lazy.ts').then((m) => ({ default: m.HotelAssetDashboard })),
)

/**
 * The owner's monthly figures on a hotel's page, for the users who may see them: staff, and a client whose
 * organization holds the hotel (the API answers 404 to anyone else, so the card is not offered). The dashboard's
 * code and data load when the card nears the viewport.
 */
export function HotelAssetCard(props: { hotelId: string; open: boolean }) {
  const user = session.user()
  const staff = user ? isStaff(user) : false
  const portfolio = useAssetPortfolio(!staff && user?.organization ? user.organization : undefined)
  if (!props.open || !user) return null
  const holds = staff || Boolean(portfolio.data?.hotels.some((h) => h.id === props.hotelId))
  if (!holds) return null
  return (
    <Card title="资产经营月报" style={{ marginTop: 16 }}>
      <WhenVisible height={320}>
        <Suspense fallback={<Skeleton active />}>
          <HotelAssetDashboard
            hotelId={props.hotelId}
            organizationId={staff ? undefined : (user.organization ?? undefined)}
          />
        </Suspense>
      </WhenVisible>
    </Card>
  )
}
