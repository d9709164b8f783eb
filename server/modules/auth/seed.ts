import { z } from 'zod'
import { site } from '#common/site'
import { orgKinds, userTypes } from '#common/user-types'
import type { Db } from '#server/db/database'
import { insertMissing } from '#server/db/insert-missing'
import { nowIso } from '#server/lib/clock'
import { readDataFile } from '#server/lib/data-files'
import type { OrganizationKind } from './tables.ts'

/**
 * Stable ids of the demo organizations, so other modules' seeds can attach projects, hotels and reports to them.
 * Fixed UUIDs (ADR 005 ids are text UUIDs) chosen by hand; never change a shipped one.
 */
export const demoOrgIds = {
  firm: 'd0000000-0000-4000-8000-000000000001',
  management_group: 'd0000000-0000-4000-8000-000000000002',
  project_client: 'd0000000-0000-4000-8000-000000000003',
  design_client: 'd0000000-0000-4000-8000-000000000004',
  procurement_client: 'd0000000-0000-4000-8000-000000000005',
  owner: 'd0000000-0000-4000-8000-000000000006',
  school: 'd0000000-0000-4000-8000-000000000007',
  single_hotel: 'd0000000-0000-4000-8000-000000000008',
  association: 'd0000000-0000-4000-8000-000000000009',
} as const

export type DemoOrgKey = keyof typeof demoOrgIds

const demoOrgs: { key: DemoOrgKey; name: string; kind: OrganizationKind }[] = [
  { key: 'firm', name: site.firmName, kind: 'firm' },
  { key: 'management_group', name: '锦江酒店集团（演示账号）', kind: 'management_group' },
  { key: 'project_client', name: '云栖湖畔酒店投资有限公司', kind: 'project_client' },
  { key: 'design_client', name: '山屿建筑设计事务所', kind: 'design_client' },
  { key: 'procurement_client', name: '恒泰酒店用品采购有限公司', kind: 'procurement_client' },
  { key: 'owner', name: '海南度假酒店投资有限公司', kind: 'owner' },
  { key: 'school', name: '东海旅游职业学院酒店管理系', kind: 'school' },
  { key: 'single_hotel', name: '西湖隐庐精品酒店', kind: 'single_hotel' },
  { key: 'association', name: '江南饭店业协会', kind: 'association' },
]

/** Stable ids of the demo users, by phone. */
export const demoUserId = (phone: string) => `d1000000-0000-4000-8000-0000000001${phone.slice(-2)}`

const demoUserSchema = z.strictObject({
  phone: z.string().regex(/^1\d{10}$/, '应为11位手机号'),
  username: z.string().trim().min(1),
  user_type: z.enum(userTypes),
  multi: z.array(z.enum(orgKinds)),
  org: z.enum(Object.keys(demoOrgIds) as [DemoOrgKey, ...DemoOrgKey[]]).nullable(),
  admin: z.boolean().optional(),
  disabled: z.boolean().optional(),
})

/** Accounts whose phones end alike would share an id (demoUserId). */
export const demoUsersSchema = z.array(demoUserSchema).superRefine((users, ctx) => {
  users.forEach((user, i) => {
    const first = users.findIndex((other) => demoUserId(other.phone) === demoUserId(user.phone))
    if (first !== i)
      ctx.addIssue({ code: 'custom', path: [i, 'phone'], message: `与第 ${first + 1} 个账号的手机号末两位相同` })
  })
})

/** The demo accounts of content/demo/users.yaml, as the README lists them; read and checked when the module loads. */
export const demoUsers = readDataFile('demo/users.yaml', demoUsersSchema)

/** Demo organizations and accounts. Idempotent: existing rows (by id) are left as they are. */
export async function seedAuth(db: Db) {
  const now = nowIso()
  await insertMissing(
    db,
    'organizations',
    demoOrgs.map((o) => ({
      id: demoOrgIds[o.key],
      name: o.name,
      kind: o.kind,
      logo: null,
      created_at: now,
      updated_at: now,
    })),
  )
  await db
    .insertInto('users')
    .values(
      demoUsers.map((u) => ({
        id: demoUserId(u.phone),
        username: u.username,
        phone: u.phone,
        user_type: u.user_type,
        user_type_multi: JSON.stringify(u.multi),
        organization_id: u.org ? demoOrgIds[u.org] : null,
        authorization: u.admin ? ('admin' as const) : null,
        avatar: null,
        status: u.disabled ? ('disabled' as const) : ('active' as const),
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute()
}
