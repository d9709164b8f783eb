import { type ThemeConfig, theme } from 'antd'
import { fontFamily } from './font-family.ts'

/**
 * Dark theme with a red primary colour (docs/shell.md § Frame). The signed-in app ships the dark algorithm's result for
 * this seed (web/lib/dark-map-token.json, web/app/providers.tsx): after changing `algorithm` or `token`, run
 * `npx tsx scripts/theme-map-token.ts`; a test fails until the file matches.
 */
export const themeConfig: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  // The dark algorithm darkens the link seed: antd's red-5 (#ff4d4f) gave links #dc4446, 4.3:1 on the page's
  // #141414, short of WCAG AA's 4.5:1 for body text. Red-4 gives #dc6966: 5.5:1 on the page, 4.9:1 on cards.
  token: { colorPrimary: '#d4282d', colorLink: '#ff7875', fontFamily },
  components: {
    Layout: { headerBg: '#1f1f1f', bodyBg: '#141414', footerBg: '#141414', headerPadding: '0 24px' },
    Menu: { darkItemBg: 'transparent', darkPopupBg: '#1f1f1f', darkItemSelectedBg: '#d4282d' },
  },
}

/** Notifications: 4.5 s, 65 px from the top, centred (docs/shell.md § Constants). */
export const notificationConfig = { top: 65, duration: 4.5, placement: 'top' } as const
