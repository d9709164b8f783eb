import { describe, expect, it } from 'vitest'
import { canManageProjects, canSeeProject, canWorkInProject, isOverdue } from './projects.ts'

const staff = { id: 's', user_type: 'hm_employee', user_type_multi: ['employee'], organization_id: 'firm' }
const client = { id: 'c', user_type: 'new_hotel', user_type_multi: ['project_client'], organization_id: 'org-a' }
const own = { organization_id: 'org-a' }
const other = { organization_id: 'org-b' }

describe('project access rules', () => {
  it('lets staff see and work in every project, member or not', () => {
    expect(canSeeProject(staff, other, null)).toBe(true)
    expect(canWorkInProject(staff, other, null)).toBe(true)
    expect(canManageProjects(staff)).toBe(true)
  })

  it('lets a client see only projects of its own organization that it is a member of', () => {
    expect(canSeeProject(client, own, 'client')).toBe(true)
    expect(canSeeProject(client, own, null)).toBe(false)
    expect(canSeeProject(client, other, 'client')).toBe(false)
    expect(canManageProjects(client)).toBe(false)
  })

  it('keeps a viewer member read-only', () => {
    expect(canSeeProject(client, own, 'viewer')).toBe(true)
    expect(canWorkInProject(client, own, 'viewer')).toBe(false)
    expect(canWorkInProject(client, own, 'client')).toBe(true)
  })

  it('refuses a user without an organization even with a membership row', () => {
    expect(canSeeProject({ ...client, organization_id: null }, own, 'client')).toBe(false)
  })

  it('calls a task overdue only when it is open and due before today', () => {
    expect(isOverdue({ status: 'todo', due_date: '2026-11-21' }, '2026-11-22')).toBe(true)
    expect(isOverdue({ status: 'done', due_date: '2026-11-21' }, '2026-11-22')).toBe(false)
    expect(isOverdue({ status: 'doing', due_date: '2026-11-22' }, '2026-11-22')).toBe(false)
    expect(isOverdue({ status: 'doing', due_date: null }, '2026-11-22')).toBe(false)
  })
})
