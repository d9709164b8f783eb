import { lazy } from 'react'
import { ManagementGroupHome, type PortalMapProps } from '../features/portals/management-group-home.tsx'

/** The intel map, loaded only when a management group's home page draws its excerpt. */
const MapCanvas = lazy(() => import('../features/intel/map/map-canvas.tsx').then((m) => ({ default: m.MapCanvas })))

function GroupMap(props: PortalMapProps) {
  return <MapCanvas {...props} cluster fitToPoints />
}

/** The portals feature and the intel map meet here: features do not import each other, routes compose them. */
export function ManagementGroupHomePage() {
  return <ManagementGroupHome MapView={GroupMap} />
}
