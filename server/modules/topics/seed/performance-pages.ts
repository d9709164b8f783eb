/**
 * The comp-set example of content/pages/performance/comp-set.md: its inputs and the indices the page prints,
 * checked by seed.test.ts against the hotel viewer's own computation.
 */
export const compSetExample = {
  own: { occupancy: 0.72, adr: 480 },
  set: { occupancy: 0.8, adr: 450 },
  printed: { mpi: 90.0, ari: 106.7, rgi: 96.0 },
}
