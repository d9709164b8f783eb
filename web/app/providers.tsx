import { QueryClientProvider } from '@tanstack/react-query'
import { ConfigProvider } from 'antd'
import zhCN from 'antd/es/locale/zh_CN'
import { RouterProvider } from 'react-router'
import { AppRoot } from '../components/app-root.tsx'
import { GlobalModalHost } from '../components/global-modal/global-modal-host.tsx'
import { queryClient } from '../lib/query-client.ts'
import { themeConfig } from '../lib/theme.ts'
import { appRouter } from './router.tsx'

/** antd at the root (dark algorithm, red primary, zh-CN) → the app's root (feedback on demand) → router. */
export function Providers() {
  return (
    <ConfigProvider locale={zhCN} theme={themeConfig}>
      <AppRoot>
        <GlobalModalHost />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={appRouter()} />
        </QueryClientProvider>
      </AppRoot>
    </ConfigProvider>
  )
}
