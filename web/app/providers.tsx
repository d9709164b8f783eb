import { QueryClientProvider } from '@tanstack/react-query'
import { ConfigProvider, type ThemeConfig } from 'antd'
import zhCN from 'antd/es/locale/zh_CN'
import type { MapToken } from 'antd/es/theme/interface'
import { RouterProvider } from 'react-router'
import { AppRoot } from '../components/app-root.tsx'
import { GlobalModalHost } from '../components/global-modal/global-modal-host.tsx'
import darkMapToken from '../lib/dark-map-token.json'
import { queryClient } from '../lib/query-client.ts'
import { themeConfig } from '../lib/theme.ts'
import { appRouter } from './router.tsx'

/**
 * antd's component styles come from the build (scripts/antd-static-css.ts, ADR 023), not from css-in-js in the
 * browser; unhashed, as that CSS is written. The dev server pre-bundles antd without the build's plugins, so there
 * (and in unit tests) antd writes its styles itself. The dark algorithm's result for our seed is computed ahead
 * (scripts/theme-map-token.ts; a test keeps it equal): its colour palettes cost 30 ms or more of the first
 * render on a phone.
 */
const appTheme: ThemeConfig = {
  ...themeConfig,
  algorithm: () => darkMapToken as MapToken,
  zeroRuntime: !import.meta.env.DEV,
  hashed: false,
}

/** antd at the root (dark algorithm, red primary, zh-CN) → the app's root (feedback on demand) → router. */
export function Providers() {
  return (
    <ConfigProvider locale={zhCN} theme={appTheme}>
      <AppRoot>
        <GlobalModalHost />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={appRouter()} />
        </QueryClientProvider>
      </AppRoot>
    </ConfigProvider>
  )
}
