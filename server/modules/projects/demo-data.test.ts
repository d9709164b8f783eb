import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { expectRefusals } from '#server/test-support/data-file'
import { demoProjectIds, demoProjectSchema, demoProjects } from './seed.ts'

describe('demo project data', () => {
  it('has one project per fixed id', () => {
    expect(demoProjects.map((p) => p.key).sort()).toEqual(Object.keys(demoProjectIds).sort())
  })

  it('refuses a task with an unknown status and an assignee that is not a phone, naming the file, line and field', () => {
    expectRefusals('demo/projects.yaml', z.array(demoProjectSchema), [
      { change: ['status: done', 'status: finished'], says: '[0].tasks[0].status: ' },
      { change: ['assignee: "13800000001"', 'assignee: 小王'], says: '[0].tasks[0].assignee: 应为11位手机号' },
    ])
  })
})
