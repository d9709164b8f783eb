import { Button } from 'antd'
import { useEffect } from 'react'
import { watchForUpdates } from '#web/lib/build-update.ts'
import { useFeedback } from '#web/lib/feedback.ts'

/** On a new build id (hourly, and when the tab is shown again) the user is told, with a reload button. */
export function useUpdateNotice() {
  const { notification } = useFeedback()
  useEffect(
    () =>
      watchForUpdates(() =>
        notification.info({
          key: 'new-version',
          title: '发现新版本',
          description: '系统已更新，刷新页面即可使用新版本。',
          duration: 0,
          actions: (
            <Button type="primary" size="small" onClick={() => location.reload()}>
              立即刷新
            </Button>
          ),
        }),
      ),
    [notification],
  )
}
