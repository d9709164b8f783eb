import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { readBrokenCopy } from '#server/test-support/data-file'
import { projectDeliverableSchema, projectDeliverables } from './demo-deliverables.ts'

const file = 'demo/project-deliverables.yaml'

describe('demo project deliverables', () => {
  it('files every deliverable in a folder at a time', () => {
    expect(projectDeliverables.length).toBeGreaterThan(0)
    expect(projectDeliverables.every((d) => d.folder !== '' && !Number.isNaN(Date.parse(d.at)))).toBe(true)
  })

  it('refuses a date without a time and a misspelt title, naming the file, line and field', () => {
    const { message, line } = readBrokenCopy(
      file,
      z.array(projectDeliverableSchema),
      ['at: 2026-10-29T09:30:00.000Z', 'at: 2026-10-29'],
      ['  title: 千岛湖度假酒店市场调研报告（演示）\n', '  titel: 千岛湖度假酒店市场调研报告（演示）\n'],
    )
    expect(message).toContain(`content/${file}:${line('at: 2026-10-29\n')}: [1].at: `)
    expect(message).toContain(`content/${file}:${line('titel:')}: [0].titel: 不认识的字段`)
  })
})
