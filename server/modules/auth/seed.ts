import { site } from '#common/site'
import type { Db } from '#server/db/database'
import { nowIso } from '#server/lib/clock'
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

type DemoUser = {
  phone: string
  username: string
  user_type: string
  multi: string[]
  org: DemoOrgKey | null
  admin?: boolean
  disabled?: boolean
}

/** The demo accounts as the README lists them: exactly these phones and types. */
export const demoUsers: DemoUser[] = [
  { phone: '13800000000', username: '周立明', user_type: 'hm_employee', multi: ['employee'], org: 'firm', admin: true },
  { phone: '13800000001', username: '陈思远', user_type: 'hm_employee', multi: ['employee'], org: 'firm' },
  { phone: '13800000002', username: '林晓峰', user_type: 'partner', multi: [], org: null },
  { phone: '13800000003', username: '黄嘉怡', user_type: 'group', multi: [], org: null },
  { phone: '13800000004', username: '吴俊杰', user_type: 'new_hotel', multi: [], org: null },
  { phone: '13800000005', username: '赵雅琴', user_type: 'open_hotel', multi: [], org: null },
  { phone: '13800000006', username: '孙浩然', user_type: 'consulting', multi: [], org: null },
  {
    phone: '13800000007',
    username: '郑文博',
    user_type: 'group',
    multi: ['management_group'],
    org: 'management_group',
  },
  {
    phone: '13800000008',
    username: '王静怡',
    user_type: 'new_hotel',
    multi: ['project_client'],
    org: 'project_client',
  },
  { phone: '13800000009', username: '刘子墨', user_type: 'new_hotel', multi: ['design_client'], org: 'design_client' },
  {
    phone: '13800000010',
    username: '杨志强',
    user_type: 'new_hotel',
    multi: ['procurement_client'],
    org: 'procurement_client',
  },
  { phone: '13800000011', username: '何美玲', user_type: 'open_hotel', multi: ['owner'], org: 'owner' },
  { phone: '13800000012', username: '许文静', user_type: 'partner', multi: ['school'], org: 'school' },
  { phone: '13800000013', username: '马一鸣', user_type: 'open_hotel', multi: ['single_hotel'], org: 'single_hotel' },
  { phone: '13800000014', username: '朱海涛', user_type: 'partner', multi: ['association'], org: 'association' },
  { phone: '13800000015', username: '高振华', user_type: 'hm_employee', multi: ['management'], org: 'firm' },
  { phone: '13800000016', username: '韩冬', user_type: 'partner', multi: [], org: null, disabled: true },
]

/** Demo organizations and accounts. Idempotent: existing rows (by id) are left as they are. */
export async function seedAuth(db: Db) {
  const now = nowIso()
  await db
    .insertInto('organizations')
    .values(
      demoOrgs.map((o) => ({
        id: demoOrgIds[o.key],
        name: o.name,
        kind: o.kind,
        logo: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
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
