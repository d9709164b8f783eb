import { nowIso } from '#server/lib/clock'
import { loginAs } from '#server/test-support/auth'
import { createTestApp, manualClock } from '#server/test-support/test-app'
import { demoOrgIds } from '../auth/seed.ts'
import { multipart, type Part, pdf } from '../files/test-fixtures/corpus.ts'
import { demoProjectIds } from './seed.ts'

/** The demo people of the access matrix, by the role they play in it. */
export const phones = {
  admin: '13800000000',
  employee: '13800000001',
  client: '13800000008',
  owner: '13800000011',
  /** Belongs to the project client's organization but to none of its projects. */
  outsider: '13800000098',
} as const
export type Who = keyof typeof phones

/** The project client's project and the owner's project. */
export const ownProject = demoProjectIds.lakesideFeasibility
export const otherProject = demoProjectIds.haitangValuation
export const outsiderId = 'd1000000-0000-4000-8000-000000000198'

/** The real app on a fresh seeded database, a hand-moved clock, and a logged-in header for every person. */
export async function projectTestApp() {
  const clock = manualClock()
  const { app, dbh, config } = await createTestApp({ clock })
  const at = nowIso(clock)
  await dbh.db
    .insertInto('users')
    .values({
      id: outsiderId,
      username: '局外人',
      phone: phones.outsider,
      user_type: 'new_hotel',
      user_type_multi: JSON.stringify(['project_client']),
      organization_id: demoOrgIds.project_client,
      authorization: null,
      avatar: null,
      status: 'active',
      created_at: at,
      updated_at: at,
    })
    .execute()
  await app.ready()
  const headers = {} as Record<Who, { authorization: string }>
  for (const who of Object.keys(phones) as Who[]) headers[who] = await loginAs(app, phones[who])

  async function upload(
    projectId: string,
    as: Who,
    parts: Part[] = [{ filename: '调研纪要.pdf', type: 'application/pdf', data: pdf() }],
    folder = '调研资料',
  ) {
    const body = multipart(parts)
    return app.inject({
      method: 'POST',
      url: `/api/v1/projects/${projectId}/files?folder=${encodeURIComponent(folder)}`,
      payload: body.payload,
      headers: { ...body.headers, ...headers[as] },
    })
  }

  return { app, dbh, config, clock, headers, upload }
}
