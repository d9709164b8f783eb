import { z } from 'zod'
import { reviewStages, standardSections } from './design.ts'
import { positionings } from './intel.ts'

/**
 * Contracts of the design API (/design/standards, /design/cases, the review checklists): the server validates its
 * answers with these schemas, the web reads their types (`import type`, so zod stays out of the web bundles).
 */

const positioning = z.enum(positionings, { error: '定位取值不正确' })

export const caseQuery = z.object({
  positioning: positioning.optional(),
  city: z.string().trim().min(1).max(20, '城市名称过长').optional(),
  tag: z.string().trim().min(1).max(20, '标签过长').optional(),
})
export type CaseFilters = z.input<typeof caseQuery>

// Answers

export const figure = z.object({ label: z.string(), value: z.string(), note: z.string().optional() })
export type Figure = z.infer<typeof figure>

export const standardSummary = z.object({
  id: z.string(),
  brand_id: z.string().nullable(),
  brand_name: z.string().nullable(),
  positioning: positioning,
  title: z.string(),
  summary: z.string(),
  restricted: z.boolean(),
})
export type StandardSummary = z.infer<typeof standardSummary>
export const standardDetail = standardSummary.extend({
  source: z.string(),
  sections: z.array(z.object({ section: z.enum(standardSections), body: z.string(), figures: z.array(figure) })),
})
export type StandardDetail = z.infer<typeof standardDetail>

export const caseRow = z.object({
  id: z.string(),
  title: z.string(),
  hotel_name: z.string(),
  positioning: positioning,
  city: z.string(),
  year: z.number(),
  caption: z.string(),
  tags: z.array(z.string()),
  image_url: z.string().nullable(),
  image_width: z.number().nullable(),
  image_height: z.number().nullable(),
})
export type DesignCase = z.infer<typeof caseRow>

export const templateRow = z.object({
  id: z.string(),
  stage: z.enum(reviewStages),
  title: z.string(),
  guidance: z.string(),
})

/** Who ticked an item or wrote its note. */
export const person = z.object({ id: z.string(), name: z.string() })
export type Person = z.infer<typeof person>

/** A template item with the project's tick and note. */
export const checklistItem = templateRow.extend({
  checked: z.boolean(),
  checked_by: person.nullable(),
  checked_at: z.string().nullable(),
  note: z.string(),
  note_by: person.nullable(),
  note_at: z.string().nullable(),
})
export type ChecklistItem = z.infer<typeof checklistItem>

export const checklistProject = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  organization_name: z.string(),
  status: z.string(),
  done: z.number(),
  total: z.number(),
})
export type DesignProject = z.infer<typeof checklistProject>

export const checklist = z.object({
  project: checklistProject,
  can_tick: z.boolean(),
  items: z.array(checklistItem),
})
export type Checklist = z.infer<typeof checklist>
