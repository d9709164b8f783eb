import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { expectRefusals } from '#server/test-support/data-file'
import { demoOrgIds } from '../auth/seed.ts'
import { demoDeliverableSchema, demoDeliverables } from './demo-content.ts'

const file = 'demo/reports.yaml'

describe('demo report data', () => {
  it('gives the deliverables to demo organizations and the annual reports to none', () => {
    const known = new Set<string>(Object.values(demoOrgIds))
    for (const report of demoDeliverables) {
      expect(report.organizationIds.every((id) => known.has(id))).toBe(true)
      if (report.isAnnual) expect(report.organizationIds).toEqual([])
    }
  })

  it('refuses an unknown organization and a section without text, naming the file, line and field', () => {
    expectRefusals(file, z.array(demoDeliverableSchema), [
      { change: ['    - management_group\n', '    - hotel_group\n'], says: '[0].orgs[0]: ' },
      {
        change: ['    - heading: 三、交付内容\n      paragraphs:\n', '    - heading: 三、交付内容\n      paragraph:\n'],
        at: 'paragraph:',
        says: '[0].sections[2].paragraph: 不认识的字段',
      },
    ])
  })
})
