import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { expectRefusals } from '#server/test-support/data-file'
import { caseSchema, demoCases, demoReviewItems, reviewItemSchema } from './content-cases.ts'
import { demoStandards, standardSchema } from './content-standards.ts'

describe('design data files', () => {
  it('loads the standards, cases and review items with ids that are unique', () => {
    for (const list of [demoStandards, demoCases, demoReviewItems])
      expect(new Set(list.map((x) => x.id)).size).toBe(list.length)
    // A source written once with &name and reused with *name is the same text in every standard.
    expect(new Set(demoStandards.filter((s) => s.brand === null).map((s) => s.source)).size).toBe(1)
  })

  it('refuses a standard with a section or positioning it does not know, naming the file, line and field', () => {
    expectRefusals('design/standards.yaml', z.array(standardSchema), [
      { change: ['positioning: luxury', 'positioning: palace'], says: '[0].positioning: ' },
      { change: ['    lobby:', '    spa:'], says: '[0].sections.spa' },
    ])
  })

  it('refuses a case with an unknown scene and a review item at an unknown stage', () => {
    expectRefusals('design/cases.yaml', z.array(caseSchema), [
      { change: ['scene: lakeside', 'scene: volcano'], says: '[0].scene: ' },
    ])
    expectRefusals('design/review-items.yaml', z.array(reviewItemSchema), [
      { change: ['stage: concept', 'stage: demolition'], says: '[0].stage: ' },
    ])
  })
})
