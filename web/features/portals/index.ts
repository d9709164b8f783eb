// What other features use of this feature (ADR 142): they import it from here, never from its files.
export { useAssetPortfolio } from './api/asset.ts'
export { useOrganizations } from './api/portals.ts'
export { Section } from './components/parts.tsx'
export { WhenVisible } from './components/when-visible.tsx'
