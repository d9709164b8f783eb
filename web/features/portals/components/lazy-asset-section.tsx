import { Button } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { Section } from './parts.tsx'

const AssetSection = lazy(() => import('./asset-dashboard.tsx').then((m) => ({ default: m.AssetSection })))

/**
 * The owner's monthly asset review, opened on request: its tables and charts would take the home's signed-in first
 * screen over its script and byte budget.
 */
export function LazyAssetSection(props: {
  hotels: { id: string; name: string; status: string }[]
  /** The owner's organization: its alert thresholds can be set here. */
  organizationId?: string
}) {
  const [open, setOpen] = useState(false)
  if (!props.hotels.some((h) => h.status === 'open')) return null
  if (!open)
    return (
      <Section title="资产经营月报">
        <Button type="primary" onClick={() => setOpen(true)}>
          查看经营月报：对比预算、去年与竞争群
        </Button>
      </Section>
    )
  return (
    <Suspense fallback={null}>
      <AssetSection hotels={props.hotels} organizationId={props.organizationId} />
    </Suspense>
  )
}
