import { QueryClientProvider } from '@tanstack/react-query'
import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { RouterProvider } from 'react-router'
import { FlashBridge } from '../components/flash-bridge.tsx'
import { GlobalModalHost } from '../components/global-modal/global-modal-host.tsx'
import { queryClient } from '../lib/query-client.ts'
import { notificationConfig, themeConfig } from '../lib/theme.ts'
import { appRouter } from './router.tsx'

/** antd at the root (dark algorithm, red primary, zh-CN) → App → router, as STYLE.md asks. */
export function Providers() {
  return (
    <ConfigProvider locale={zhCN} theme={themeConfig}>
      <AntApp notification={notificationConfig}>
        <FlashBridge />
        <GlobalModalHost />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={appRouter()} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  )
}
