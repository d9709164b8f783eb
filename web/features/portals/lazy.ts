// What other features load on demand from this feature (import()), so it stays out of their bundles (ADR 142).
export { HotelAssetDashboard } from './components/asset-dashboard.tsx'
