import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { readBrokenCopy } from '#server/test-support/data-file'
import { demoProjectIds, demoProjectSchema, demoProjects } from './seed.ts'

describe('demo project data', () => {
  it('has one project per fixed id', () => {
    expect(demoProjects.map((p) => p.key).sort()).toEqual(Object.keys(demoProjectIds).sort())
  })

  it('refuses a task with an unknown status and an assignee that is not a phone, naming the file, line and field', () => {
    const { message, line } = readBrokenCopy(
      'demo/projects.yaml',
      z.array(demoProjectSchema),
      ['status: done', 'status: finished'],
      ['assignee: "13800000001"', 'assignee: 小王'],
    )
    expect(message).toContain(`content/demo/projects.yaml:${line('status: finished')}: [0].tasks[0].status: `)
    expect(message).toContain(
      `content/demo/projects.yaml:${line('assignee: 小王')}: [0].tasks[0].assignee: 应为11位手机号`,
    )
  })
})
