import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { readBrokenCopy } from '#server/test-support/data-file'
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
    const { message, line } = readBrokenCopy(
      'design/standards.yaml',
      z.array(standardSchema),
      ['positioning: luxury', 'positioning: palace'],
      ['    lobby:', '    spa:'],
    )
    expect(message).toContain(`content/design/standards.yaml:${line('positioning: palace')}: [0].positioning: `)
    expect(message).toContain(`content/design/standards.yaml:${line('    spa:')}: [0].sections.spa`)
  })

  it('refuses a case with an unknown scene and a review item at an unknown stage', () => {
    const cases = readBrokenCopy('design/cases.yaml', z.array(caseSchema), ['scene: lakeside', 'scene: volcano'])
    expect(cases.message).toContain(`content/design/cases.yaml:${cases.line('scene: volcano')}: [0].scene: `)
    const items = readBrokenCopy('design/review-items.yaml', z.array(reviewItemSchema), [
      'stage: concept',
      'stage: demolition',
    ])
    expect(items.message).toContain(`content/design/review-items.yaml:${items.line('stage: demolition')}: [0].stage: `)
  })
})
