import { castTestApp } from '#server/test-support/people'
import { demoOrgIds } from '../auth/seed.ts'
import { demoProjectIds } from '../projects/seed.ts'
import { procurementProjectId } from './seed.ts'
import { productId } from './seed-catalogue.ts'

/** The demo people of the procurement matrix, by the role they play in it. */
export const phones = {
  admin: '13800000000',
  employee: '13800000001',
  /** The procurement client: member of the own project. */
  client: '13800000010',
  /** The project client of another organization: member of the other project. */
  otherClient: '13800000008',
  /** Belongs to the procurement client's organization but to none of its projects. */
  outsider: '13800000097',
} as const
export type Who = keyof typeof phones

export const ownProject = procurementProjectId
export const otherProject = demoProjectIds.lakesideFeasibility
/** Who raises requests on each project. */
export const clientOf = { own: 'client', other: 'otherClient' } as const
export const outsiderId = 'd1000000-0000-4000-8000-000000000197'

/** A small valid request: one catalogue line and one free-text line. */
export function requestBody(title = '样板间布草补充') {
  return {
    title,
    needed_by: '2026-12-20',
    items: [
      { product_id: productId(12), quantity: 20 },
      { name: '浴室防滑地垫', category: 'linen', unit: '条', quantity: 10, unit_price: 45.5 },
    ],
  }
}

/** The real app on a fresh seeded database with a logged-in header for every person. */
export async function procurementTestApp() {
  const { app, dbh, clock, headers } = await castTestApp(phones, {
    id: outsiderId,
    username: '采购部新人',
    phone: phones.outsider,
    kinds: ['procurement_client'],
    organizationId: demoOrgIds.procurement_client,
  })

  const create = (projectId: string, who: Who, body: unknown = requestBody(), key?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/procurement/projects/${projectId}/requests`,
      headers: { ...headers[who], ...(key ? { 'idempotency-key': key } : {}) },
      payload: body as object,
    })

  const act = (requestId: string, who: Who, action: string, note?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/procurement/requests/${requestId}/transitions`,
      headers: headers[who],
      payload: note === undefined ? { action } : { action, note },
    })

  const budget = async (projectId: string, who: Who = 'admin') =>
    (await app.inject({ url: `/api/v1/procurement/projects/${projectId}/budget`, headers: headers[who] })).json().data

  return { app, dbh, clock, headers, create, act, budget }
}
