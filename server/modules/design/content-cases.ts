import { z } from 'zod'
import { reviewStages } from '#common/design'
import { positionings } from '#common/intel'
import { readDataFile } from '#server/lib/data-files'
import { scenes } from './illustrations.ts'

const text = z.string().trim().min(1)

export const caseSchema = z.strictObject({
  id: z.uuid(),
  title: text,
  hotel_name: text,
  positioning: z.enum(positionings),
  city: text,
  year: z.int().min(1900).max(2100),
  caption: text,
  tags: z.array(text),
  scene: z.enum(scenes),
})

export const reviewItemSchema = z.strictObject({
  id: z.uuid(),
  stage: z.enum(reviewStages),
  title: text,
  guidance: text,
})

export type DemoCase = z.output<typeof caseSchema>
export type DemoReviewItem = z.output<typeof reviewItemSchema>

/** Demo cases of the gallery (content/design/cases.yaml); pictures are drawn illustrations (示意图), not photographs. */
export const demoCases: DemoCase[] = readDataFile('design/cases.yaml', z.array(caseSchema))

/** Review checklist templates by stage (content/design/review-items.yaml): what a design review at that stage checks. */
export const demoReviewItems: DemoReviewItem[] = readDataFile('design/review-items.yaml', z.array(reviewItemSchema))
