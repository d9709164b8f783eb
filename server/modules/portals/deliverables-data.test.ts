import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { expectRefusals } from '#server/test-support/data-file'
import { projectDeliverableSchema, projectDeliverables } from './demo-deliverables.ts'

const file = 'demo/project-deliverables.yaml'

describe('demo project deliverables', () => {
  it('files every deliverable in a folder at a time', () => {
    expect(projectDeliverables.length).toBeGreaterThan(0)
    expect(projectDeliverables.every((d) => d.folder !== '' && !Number.isNaN(Date.parse(d.at)))).toBe(true)
  })

  it('refuses a date without a time and a misspelt title, naming the file, line and field', () => {
    expectRefusals(file, z.array(projectDeliverableSchema), [
      { change: ['at: 2026-10-29T09:30:00.000Z', 'at: 2026-10-29'], at: 'at: 2026-10-29\n', says: '[1].at: ' },
      {
        change: ['  title: 千岛湖度假酒店市场调研报告（演示）\n', '  titel: 千岛湖度假酒店市场调研报告（演示）\n'],
        says: '[0].titel: 不认识的字段',
      },
    ])
  })
})
