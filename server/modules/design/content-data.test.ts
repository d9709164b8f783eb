import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { contentDir } from '#server/lib/data-files'
import { readAs } from '#server/test-support/data-file'
import { caseSchema, demoCases, demoReviewItems, reviewItemSchema } from './content-cases.ts'
import { demoStandards, standardSchema } from './content-standards.ts'

const source = (file: string) => readFileSync(join(contentDir, file), 'utf8')
/** The line (1-based) of the first occurrence of `text` in `source`. */
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length

describe('design data files', () => {
  it('loads the standards, cases and review items with ids that are unique', () => {
    for (const list of [demoStandards, demoCases, demoReviewItems])
      expect(new Set(list.map((x) => x.id)).size).toBe(list.length)
    // A source written once with &name and reused with *name is the same text in every standard.
    expect(new Set(demoStandards.filter((s) => s.brand === null).map((s) => s.source)).size).toBe(1)
  })

  it('refuses a standard with a section or positioning it does not know, naming the file, line and field', () => {
    const text = source('design/standards.yaml')
      .replace('positioning: luxury', 'positioning: palace')
      .replace('    lobby:', '    spa:')
    const { message } = readAs('design/standards.yaml', text, z.array(standardSchema))
    expect(message).toContain(`content/design/standards.yaml:${lineOf(text, 'positioning: palace')}: [0].positioning: `)
    expect(message).toContain(`content/design/standards.yaml:${lineOf(text, '    spa:')}: [0].sections.spa`)
  })

  it('refuses a case with an unknown scene and a review item at an unknown stage', () => {
    const cases = source('design/cases.yaml').replace('scene: lakeside', 'scene: volcano')
    expect(readAs('design/cases.yaml', cases, z.array(caseSchema)).message).toContain(
      `content/design/cases.yaml:${lineOf(cases, 'scene: volcano')}: [0].scene: `,
    )
    const items = source('design/review-items.yaml').replace('stage: concept', 'stage: demolition')
    expect(readAs('design/review-items.yaml', items, z.array(reviewItemSchema)).message).toContain(
      `content/design/review-items.yaml:${lineOf(items, 'stage: demolition')}: [0].stage: `,
    )
  })
})
