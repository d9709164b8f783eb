/**
 * User types and landing pages (docs/shell.md § Landing). Pure data and functions: the web guards and the server share
 * them.
 */
import { isOneOf } from './vocabulary.ts'

export const userTypes = ['hm_employee', 'partner', 'group', 'new_hotel', 'consulting', 'open_hotel'] as const
export type UserType = (typeof userTypes)[number]

export const userTypeLabels: Record<UserType, string> = {
  hm_employee: '公司员工',
  partner: '合作伙伴',
  group: '集团',
  new_hotel: '新酒店',
  consulting: '咨询客户',
  open_hotel: '开业酒店',
}

export const orgKinds = [
  'employee',
  'management',
  'management_group',
  'project_client',
  'design_client',
  'procurement_client',
  'owner',
  'school',
  'single_hotel',
  'association',
] as const
export type OrgKind = (typeof orgKinds)[number]

export const orgKindLabels: Record<OrgKind, string> = {
  employee: '员工',
  management: '管理层',
  management_group: '酒店管理集团',
  project_client: '项目客户',
  design_client: '设计客户',
  procurement_client: '采购客户',
  owner: '业主',
  school: '酒店管理院校',
  single_hotel: '单体酒店',
  association: '行业协会',
}

/** Start pages by user_type, used by /startPage/home. */
export const startPageByUserType: Record<UserType, string> = {
  hm_employee: '/startPage/homeHuamei',
  partner: '/startPage/homePartners',
  group: '/startPage/homeGroup',
  new_hotel: '/startPage/homeConsult',
  consulting: '/startPage/homeConsult',
  open_hotel: '/startPage/homeHotel',
}

/** Home pages by user_type_multi value; each is visited with `?organization=<org id>`. */
export const homePageByOrgKind: Record<OrgKind, string> = {
  employee: '/choose-category',
  management: '/choose-category',
  management_group: '/home-pages/management-group/brand',
  project_client: '/home-pages/project/project',
  design_client: '/navigate?page_type=design_homepage',
  procurement_client: '/navigate?page_type=procurement_homepage',
  owner: '/home-pages/ownership/industry',
  school: '/home-pages/school/industry',
  single_hotel: '/home-pages/hotel/company',
  association: '/home-pages/association/industry',
}

const userTypeByLabel = new Map([
  ...Object.entries(userTypeLabels).map(([code, label]) => [label, code as UserType] as const),
  // The label of the original system, still found in its user records and exported sheets.
  ['华美员工', 'hm_employee'] as const,
])
const orgKindByLabel = new Map(Object.entries(orgKindLabels).map(([code, label]) => [label, code as OrgKind]))

/** Accepts a code of `codes` or its Chinese label; returns the code, or undefined for anything else. */
function normalizerOf<T extends string>(codes: readonly T[], byLabel: ReadonlyMap<string, T>) {
  const isCode = isOneOf(codes)
  return (value: string): T | undefined => {
    const trimmed = value.trim()
    return isCode(trimmed) ? trimmed : byLabel.get(trimmed)
  }
}

/** Accepts a code or its Chinese label; returns the code, or undefined for anything else. */
export const normalizeUserType = normalizerOf(userTypes, userTypeByLabel)
export const normalizeOrgKind = normalizerOf(orgKinds, orgKindByLabel)

/** /startPage/home target for a user type (code or label); anything else goes to /login. */
export function startPathFor(userType: string): string {
  const code = normalizeUserType(userType)
  return code ? startPageByUserType[code] : '/login'
}

/** Home page of an organization kind with the organization query, or undefined for an unknown kind. */
export function homePathForOrgKind(kind: string, organization: string): string | undefined {
  const code = normalizeOrgKind(kind)
  if (!code) return undefined
  const base = homePageByOrgKind[code]
  // /choose-category drops any organization query (docs/shell.md § Guards, rule 3), so staff get it bare.
  if (base === '/choose-category') return base
  return `${base}${base.includes('?') ? '&' : '?'}organization=${encodeURIComponent(organization)}`
}

/** docs/shell.md § Landing: the first user_type_multi value's home page, else /startPage/home. */
export function landingPathFor(user: { user_type_multi: string[]; organization: string }): string {
  const first = user.user_type_multi[0]
  return (first && homePathForOrgKind(first, user.organization)) || '/startPage/home'
}

/** The firm's own staff: they see everything and may view any client's portal. */
export function isStaff(user: { user_type: string; user_type_multi: string[] }): boolean {
  return (
    normalizeUserType(user.user_type) === 'hm_employee' ||
    user.user_type_multi.some((kind) => kind === 'employee' || kind === 'management')
  )
}
