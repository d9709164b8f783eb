import { site } from '#common/site'
import { appVersion } from '../lib/build-info.ts'

/** Copyright, support credit, version (from the build) and filing number (docs/shell.md § Frame). */
export function SiteFooter() {
  return (
    <footer
      style={{
        padding: '16px',
        textAlign: 'center',
        fontSize: 12,
        lineHeight: 1.8,
        color: 'rgba(255, 255, 255, 0.55)',
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        columnGap: 16,
      }}
    >
      <span>{site.copyright}</span>
      <span>{site.supportCredit}</span>
      <span data-testid="app-version">版本 {appVersion}</span>
      <span>{site.filingNumber}</span>
    </footer>
  )
}
