import type { ReactNode } from 'react'

/**
 * Stands in for antd 6's tooltip UniqueProvider inside ConfigProvider (antd/es/config-provider/index.js), which
 * wraps the app in it only when `tooltip.unique` is set; this app never sets it (providers.tsx, app-root.tsx). The
 * real one imports the whole popup engine (@rc-component/trigger), which then sat in the signed-in shell for a
 * provider that is never drawn; vite.config.ts points that one import here. Tooltips themselves are unchanged.
 */
export default function UniqueProviderOff({ children }: { children: ReactNode }) {
  return children
}
