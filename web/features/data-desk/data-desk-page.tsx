import { lazy } from 'react'
import { Forbidden } from '#web/components/forbidden.tsx'
import { GatedScreen } from '#web/components/gated-screen.tsx'

// The desk (tables, review, Excel) is its own chunk: only researchers and administrators download it.
const DataDesk = lazy(() => import('./data-desk.tsx').then((m) => ({ default: m.DataDesk })))

/** /data-desk (数据维护): staff with the researcher authorization, and administrators. */
export function Component() {
  return (
    <GatedScreen
      allow={(user) => user?.authorization === 'admin' || user?.authorization === 'researcher'}
      refusal={
        <Forbidden
          title="只有研究员和管理员可以维护数据"
          subTitle="数据维护用于修改品牌、集团、城市和基准数据，每项修改都需注明来源并经他人审核。如需开通，请联系管理员。"
        />
      }
    >
      <DataDesk />
    </GatedScreen>
  )
}
