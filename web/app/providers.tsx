import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { RouterProvider } from 'react-router'
import { FlashBridge } from '../components/flash-bridge.tsx'
import { GlobalModalHost } from '../components/global-modal/global-modal-host.tsx'
import { retryUnlessClientError } from '../lib/api-client.ts'
import { notificationConfig, themeConfig } from '../lib/theme.ts'
import { appRouter } from './router.tsx'

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: retryUnlessClientError, refetchOnWindowFocus: false } },
})

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
