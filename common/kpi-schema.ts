import { z } from 'zod'

/**
 * Occupancy (%), ADR and RevPAR (元) of one month or period; null when nothing was available or sold. Apart from
 * intel-schemas.ts so that the study contracts, which the web loads, can use it without the whole intelligence API.
 */
export const kpiSchema = z.object({
  occupancy: z.number().nullable(),
  adr: z.number().nullable(),
  revpar: z.number().nullable(),
})
export type Kpis = z.infer<typeof kpiSchema>
