import { Button } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { useShares } from '../api/brandwall-shares.ts'

const ShareDialog = lazy(() => import('./brand-share-dialog.tsx'))

/**
 * Employees share a selection of brands as a read-only link. The button shows only when the share list loads,
 * which the server allows for employees alone.
 */
export function BrandShareButton() {
  const shares = useShares()
  const [open, setOpen] = useState(false)
  if (!shares.isSuccess) return null
  return (
    <>
      <Button onClick={() => setOpen(true)}>分享品牌墙</Button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog shares={shares.data} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
