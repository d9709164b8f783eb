import { castTestApp } from '#server/test-support/people'
import { demoOrgIds } from '../auth/seed.ts'
import { type Part, pdf, postParts } from '../files/test-fixtures/corpus.ts'
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
  const { app, dbh, config, clock, headers } = await castTestApp(phones, {
    id: outsiderId,
    username: '局外人',
    phone: phones.outsider,
    kinds: ['project_client'],
    organizationId: demoOrgIds.project_client,
  })

  async function upload(
    projectId: string,
    as: Who,
    parts: Part[] = [{ filename: '调研纪要.pdf', type: 'application/pdf', data: pdf() }],
    folder = '调研资料',
  ) {
    return postParts(
      app,
      `/api/v1/projects/${projectId}/files?folder=${encodeURIComponent(folder)}`,
      parts,
      headers[as],
    )
  }

  return { app, dbh, config, clock, headers, upload }
}
