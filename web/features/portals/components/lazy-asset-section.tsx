import { lazy, Suspense } from 'react'

const AssetSection = lazy(() => import('./asset-dashboard.tsx').then((m) => ({ default: m.AssetSection })))

/**
 * The owner's monthly asset review, loaded after the home's first screen: its charts and tables would take the
 * signed-in first screen over its script and byte budget.
 */
export function LazyAssetSection(props: { hotels: { id: string; name: string; status: string }[] }) {
  return (
    <Suspense fallback={null}>
      <AssetSection hotels={props.hotels} />
    </Suspense>
  )
}
