import { castTestApp } from '#server/test-support/people'
import { demoOrgIds } from '../auth/seed.ts'
import { demoProjectIds } from '../projects/seed.ts'
import { demoDesignProjectId, seedCaseImages } from './seed.ts'

/** The people of the design access matrix, by the role they play in it. */
export const phones = {
  admin: '13800000000',
  employee: '13800000001',
  designer: '13800000009',
  projectClient: '13800000008',
  procurement: '13800000010',
  /** In the design client's organization, member of none of its projects. */
  outsider: '13800000097',
  /** In the design client's organization, a read-only member of its project. */
  viewer: '13800000096',
} as const
export type Who = keyof typeof phones

export const designProject = demoDesignProjectId
/** Another organization's project (the project client's); the tests attach a checklist to it. */
export const otherProject = demoProjectIds.lakesideFeasibility

const extraUsers = [
  { who: 'outsider', id: 'd1000000-0000-4000-8000-000000000197', name: '访客设计师' },
  { who: 'viewer', id: 'd1000000-0000-4000-8000-000000000196', name: '实习设计师' },
] as const

/** The real app on a fresh seeded database (case pictures drawn too), signed in as every person. */
export async function designTestApp() {
  const outsiders = extraUsers.map((user) => ({
    id: user.id,
    username: user.name,
    phone: phones[user.who],
    kinds: ['design_client' as const],
    organizationId: demoOrgIds.design_client,
  }))
  const { app, dbh, clock, headers } = await castTestApp(phones, outsiders, async ({ app, db, at }) => {
    await db
      .insertInto('project_members')
      .values({ project_id: designProject, user_id: extraUsers[1].id, role: 'viewer', added_at: at })
      .execute()
    await seedCaseImages(db, app.deps.storage)
  })
  return { app, dbh, clock, headers }
}
