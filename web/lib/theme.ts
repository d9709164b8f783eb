import { type ThemeConfig, theme } from 'antd'
import { fontFamily } from './font-family.ts'

/**
 * Dark theme with a red primary colour (seed §1, §9). The signed-in app ships the dark algorithm's result for this
 * seed (web/lib/dark-map-token.json, web/app/providers.tsx): after changing `algorithm` or `token`, run
 * `npx tsx scripts/theme-map-token.ts`; a test fails until the file matches.
 */
export const themeConfig: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: { colorPrimary: '#d4282d', colorLink: '#ff4d4f', fontFamily },
  components: {
    Layout: { headerBg: '#1f1f1f', bodyBg: '#141414', footerBg: '#141414', headerPadding: '0 24px' },
    Menu: { darkItemBg: 'transparent', darkPopupBg: '#1f1f1f', darkItemSelectedBg: '#d4282d' },
  },
}

/** Notifications: 4.5 s, 65 px from the top, centred (seed §9). */
export const notificationConfig = { top: 65, duration: 4.5, placement: 'top' } as const
