import { Result } from 'antd'
import { lazy } from 'react'
import { isStaff } from '#common/user-types'
import { GatedScreen } from '#web/components/gated-screen.tsx'

// The editor screen (block editor, forms) is for staff only: a client never downloads it.
const ReviewWorkbench = lazy(() => import('./review-workbench.tsx').then((m) => ({ default: m.ReviewWorkbench })))

/** /asset-reviews: staff generate, write, export and publish the owners' quarterly asset reviews. */
export function Component() {
  return (
    <GatedScreen
      allow={(user) => Boolean(user && isStaff(user))}
      refusal={
        <Result
          status="403"
          title="仅公司员工可以编写季度资产管理报告"
          subTitle="已发布的报告会出现在业主主页和报告库中，可直接下载 Word 与 PDF。"
        />
      }
    >
      <ReviewWorkbench />
    </GatedScreen>
  )
}
