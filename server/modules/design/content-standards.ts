import { z } from 'zod'
import { standardSections } from '#common/design'
import { positionings } from '#common/intel'
import { readDataFile } from '#server/lib/data-files'

const text = z.string().trim().min(1)

const figureSchema = z.strictObject({ label: text, value: text, note: text.optional() })

export const standardSchema = z.strictObject({
  id: z.uuid(),
  /** Slug of an intel brand; null for a positioning-level standard. */
  brand: text.nullable(),
  positioning: z.enum(positionings),
  title: text,
  summary: text,
  source: text,
  sections: z.partialRecord(z.enum(standardSections), z.strictObject({ body: text, figures: z.array(figureSchema) })),
})

export type Figure = z.output<typeof figureSchema>
export type DemoStandard = z.output<typeof standardSchema>

/**
 * Design standards (content/design/standards.yaml): four positioning-level guides open to every signed-in user, and
 * brand notes (restricted) compiled from public brand material and projects the firm has reviewed. Figures are
 * typical practice ranges. Read and checked when the module loads.
 */
export const demoStandards: DemoStandard[] = readDataFile('design/standards.yaml', z.array(standardSchema))
