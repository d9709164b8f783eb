// What other features use of this feature (ADR 142): they import it from here, never from its files.
export { useBrands } from './api/brands.ts'
export { useHotels } from './api/hotels.ts'
export { useMapConfig } from './api/map-config.ts'
export { PositioningTag } from './components/hotel-labels.tsx'
export { secondName } from './lib/names.ts'
