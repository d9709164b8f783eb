import { normalizeUserType, startPathFor } from './user-types.ts'

/**
 * The route table of the portal as data (docs/shell.md § Routes): the web router, the guards, the menus and the
 * server's history fallback all read it. Paths not in it are "unmatched" (docs/shell.md § Guards, rule 1) and go to
 * /startPage/home.
 */
export type RouteDef = {
  /** React Router path pattern. */
  path: string
  /** Page title shown in the tab, before the site title. */
  title: string
  /** Needs no login (docs/shell.md § Access). */
  public?: boolean
  /** Keep the scroll position on navigation (docs/shell.md § Guards, scrolling). */
  keepScroll?: boolean
  /** Drawn without the signed-in frame (header, footer, watermark). */
  bare?: boolean
}

export const wallSections = ['brand', 'city', 'group', 'hotel', 'supply', 'sources'] as const

export const appRoutes = [
  { path: '/', title: '首页' },
  { path: '/login', title: '登录', public: true, bare: true },
  { path: '/wxp/content', title: '文章', public: true, bare: true },
  { path: '/privacy', title: '隐私政策', public: true, bare: true },
  { path: '/personal-data', title: '个人信息' },
  { path: '/choose-category', title: '选择客户' },
  { path: '/manage-users', title: '用户管理' },
  { path: '/manage-projects', title: '项目管理' },
  { path: '/asset-reviews', title: '季度资产管理报告' },
  { path: '/data-desk', title: '数据维护' },
  { path: '/navigate', title: '资源导航' },
  { path: '/startPage/home', title: '首页' },
  { path: '/startPage/:section', title: '专题' },
  { path: '/section/brand', title: '品牌墙' },
  { path: '/section/city', title: '城市墙' },
  { path: '/section/group', title: '集团墙' },
  { path: '/section/hotel', title: '酒店墙' },
  { path: '/section/sources', title: '数据来源' },
  { path: '/section/supply', title: '供给与储备' },
  { path: '/section/profile', title: '档案' },
  { path: '/datapage/*', title: '数据页' },
  { path: '/v3/*', title: '数据页' },
  { path: '/applet/:appName', title: '工具' },
  { path: '/browser', title: '知识库' },
  { path: '/browser2', title: '项目文档' },
  { path: '/collabPage', title: '项目协作' },
  { path: '/hotel-map', title: '酒店地图' },
  { path: '/hotel-viewer', title: '酒店详情' },
  { path: '/report-viewer', title: '报告' },
  { path: '/instancePicker', title: '选择项目' },
  { path: '/project-list', title: '项目列表' },
  { path: '/home-pages/management-group/brand', title: '集团主页' },
  { path: '/home-pages/project/project', title: '项目主页' },
  { path: '/home-pages/ownership/industry', title: '业主主页' },
  { path: '/home-pages/school/industry', title: '院校主页' },
  { path: '/home-pages/hotel/company', title: '酒店主页' },
  { path: '/home-pages/association/industry', title: '协会主页' },
  // Any path containing /brandwall-token: the router's catch-all route draws it (React Router has no infix splat).
  { path: '*/brandwall-token/*', title: '品牌墙', public: true, bare: true },
] as const satisfies readonly RouteDef[]

export type RoutePath = (typeof appRoutes)[number]['path']

/** A data-page path: one or more plain segments (letters, digits, CJK, `_`, `-`, `.`), never `..` or empty. */
export function isValidDataPagePath(rest: string) {
  if (rest === '' || rest.length > 300) return false
  return rest
    .replace(/\/$/, '')
    .split('/')
    .every((seg) => /^[\w\-.\u4e00-\u9fa5]+$/.test(seg) && seg !== '.' && seg !== '..')
}

/**
 * Utility modules of the original that its file router exposed as URLs; here they are unmatched paths (docs/shell.md
 * § Routes).
 */
const utilityPatterns = [
  /^\/startPage\/(checkAuth|customSort|onClickContentNode|startPageData)(\/|$)/,
  /\/v3Utils(\/|$)/,
]

const brandwallToken = /\/brandwall-token(\/|$)/

export function isPublicPath(path: string) {
  return brandwallToken.test(path) || appRoutes.some((r) => 'public' in r && r.public && matchPattern(r.path, path))
}

/** True when the path belongs to a page of the app (its parameters may still fail validation: that is a 404 page). */
export function isAppPath(path: string) {
  if (brandwallToken.test(path)) return true
  if (utilityPatterns.some((p) => p.test(path))) return false
  return appRoutes.some((r) => matchPattern(r.path, path))
}

/** The route definition a path belongs to (the most specific one), or undefined. */
export function routeFor(path: string): RouteDef | undefined {
  if (brandwallToken.test(path)) return appRoutes.find((r) => r.path.includes('brandwall-token'))
  const exact = appRoutes.find((r) => r.path === path.replace(/(.)\/+$/, '$1'))
  return exact ?? appRoutes.find((r) => matchPattern(r.path, path))
}

function matchPattern(pattern: string, path: string) {
  if (pattern.startsWith('*')) return false
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path
  if (pattern.endsWith('/*')) return clean.startsWith(pattern.slice(0, -1)) && clean.length > pattern.length - 1
  const a = pattern.split('/')
  const b = clean.split('/')
  return a.length === b.length && a.every((seg, i) => (seg.startsWith(':') ? b[i] !== '' : seg === b[i]))
}

export type MenuItem = { label: string; path: string }

const topicMenu = {
  hotel: { label: '酒店', path: '/startPage/hotel' },
  brand: { label: '品牌', path: '/startPage/brand' },
  city: { label: '城市', path: '/startPage/city' },
  group: { label: '集团', path: '/startPage/group' },
  design: { label: '设计', path: '/startPage/design' },
  purchase: { label: '采购', path: '/startPage/purchase' },
  operation: { label: '运营', path: '/startPage/operation' },
  resources: { label: '资源', path: '/startPage/resources' },
  hotelMap: { label: '酒店地图', path: '/hotel-map' },
  projects: { label: '项目', path: '/project-list' },
} satisfies Record<string, MenuItem>

type MenuKey = keyof typeof topicMenu

/**
 * Topics each user type is meant for (role selects what the menu offers; it never blocks a page, docs/shell.md
 * § Access).
 */
const menuKeysByUserType: Record<string, MenuKey[]> = {
  hm_employee: [
    'hotel',
    'brand',
    'city',
    'group',
    'design',
    'purchase',
    'operation',
    'resources',
    'hotelMap',
    'projects',
  ],
  partner: ['hotel', 'brand', 'city', 'group', 'resources', 'hotelMap'],
  group: ['brand', 'group', 'hotel', 'operation', 'city', 'hotelMap'],
  new_hotel: ['design', 'purchase', 'resources', 'projects', 'hotelMap'],
  consulting: ['design', 'purchase', 'resources', 'projects', 'hotelMap'],
  open_hotel: ['operation', 'purchase', 'hotel', 'resources', 'projects'],
}

/** The header menu for a user: their home, then the topics of their type, then admin screens for admins. */
export function menuFor(user: { user_type: string; authorization?: string | null }, home: string): MenuItem[] {
  const type = normalizeUserType(user.user_type) ?? ''
  const keys = menuKeysByUserType[type] ?? []
  const items: MenuItem[] = [{ label: '首页', path: home }]
  // Staff land on /choose-category; their own topic hub stays one click away.
  const start = startPathFor(user.user_type)
  if (type === 'hm_employee' && start !== home) items.push({ label: '员工主页', path: start })
  items.push(...keys.map((k) => topicMenu[k]))
  // The knowledge browser: every topic's tree and page in one place, for whoever has topics to read.
  if (keys.length > 0) items.push({ label: '知识库', path: '/browser' })
  if (type === 'hm_employee') items.push({ label: '项目管理', path: '/manage-projects' })
  if (user.authorization === 'admin') items.push({ label: '用户管理', path: '/manage-users' })
  // The research desk: researchers keep the published figures, administrators review them too (ADR 045).
  if (user.authorization === 'admin' || user.authorization === 'researcher')
    items.push({ label: '数据维护', path: '/data-desk' })
  return items
}

/** Walls, profiles and viewers belong to the topic of what they show. */
const wallTopic: Record<string, string> = {
  hotel: 'hotel',
  brand: 'brand',
  city: 'city',
  group: 'group',
  supply: 'hotel',
  sources: 'hotel',
}

/**
 * The header-menu path a page belongs to, so the menu highlights its section: a data page its topic, a wall or
 * profile the topic of what it shows, project pages 项目, design and procurement resources their topic. Undefined
 * for pages outside every section (tools, administration are their own entries or none).
 */
export function menuSectionFor(pathname: string, search = ''): string | undefined {
  const query = new URLSearchParams(search)
  const [, first = '', second = ''] = pathname.split('/')
  if (first === 'startPage' || first === 'datapage' || first === 'v3') {
    return second && second !== 'home' ? `/startPage/${decodeSafe(second)}` : undefined
  }
  if (first === 'section') {
    const topic = second === 'profile' ? query.get('kind') : wallTopic[second]
    return topic ? `/startPage/${topic}` : undefined
  }
  if (pathname === '/hotel-viewer') return '/startPage/hotel'
  if (pathname === '/hotel-map') return '/hotel-map'
  if (['/project-list', '/collabPage', '/browser2', '/instancePicker'].includes(pathname)) return '/project-list'
  if (pathname === '/navigate') {
    const type = query.get('page_type') ?? ''
    if (type.startsWith('design')) return '/startPage/design'
    if (type.startsWith('procurement')) return '/startPage/purchase'
  }
  return pathname
}

function decodeSafe(segment: string) {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
