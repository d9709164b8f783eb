import { ConfigProvider } from 'antd'
import useAppStyle from 'antd/es/app/style'
import { lazy, type ReactNode, Suspense, useContext, useSyncExternalStore } from 'react'
import { feedbackRequests } from '../lib/feedback.ts'

const FeedbackHolders = lazy(() => import('./feedback-holders.tsx'))

/**
 * What antd's App gives the page (its root element with the theme's CSS variables, colour and font), with the
 * message, notification and modal holders loaded on the first call instead of in the first download.
 */
export function AppRoot({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext)
  const prefixCls = getPrefixCls('app')
  const [hashId, cssVarCls] = useAppStyle(prefixCls)
  const requested = useSyncExternalStore(feedbackRequests.subscribe, feedbackRequests.requested)
  return (
    <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>
      {requested && (
        <Suspense fallback={null}>
          <FeedbackHolders />
        </Suspense>
      )}
      {children}
    </div>
  )
}
