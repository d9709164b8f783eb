/**
 * The content engine's shared language (docs/content-engine.md): topics, content nodes, access rules and data-page
 * blocks. The server validates with these schemas and the web renders from the same types; checkAuth is the one
 * access decision both sides make.
 */
import { z } from 'zod'
import { liveBenchmarkRowSchema } from './benchmarks/schema.ts'
import { isExternalHref, lifecycleStages, pathOf } from './content-labels.ts'
import { cityTiers } from './intel.ts'
import { isAppPath } from './routes.ts'
import { type OrgKind, orgKindLabels, orgKinds, type UserType, userTypeLabels, userTypes } from './user-types.ts'

export { pagePathOfTarget, pathOf } from './content-labels.ts'

export const nodeKinds = ['group', 'page', 'report', 'file', 'link', 'applet', 'map', 'wall', 'project_list'] as const
export type NodeKind = (typeof nodeKinds)[number]

// ---------- access rules ----------

export const accessRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('public') }),
  z.object({ kind: z.literal('user') }),
  z.object({ kind: z.literal('user_types'), user_types: z.array(z.enum(userTypes)).min(1) }),
  z.object({ kind: z.literal('org_kinds'), org_kinds: z.array(z.enum(orgKinds)).min(1) }),
  z.object({ kind: z.literal('employee') }),
  z.object({ kind: z.literal('admin') }),
])
export type AccessRule = z.infer<typeof accessRuleSchema>

/** Who is looking: null when nobody is signed in. Only the fields checkAuth needs. */
export type Viewer = {
  user_type: string
  user_type_multi: readonly string[]
  authorization: 'admin' | 'researcher' | null
} | null

export type AuthDecision = { allowed: true } | { allowed: false; reason: string }

const employeeKinds: readonly string[] = ['employee', 'management']

/** The firm's own people: user_type hm_employee, or an employee/management value (same rule as the auth guard). */
export function isEmployee(viewer: Viewer) {
  return (
    !!viewer && (viewer.user_type === 'hm_employee' || viewer.user_type_multi.some((k) => employeeKinds.includes(k)))
  )
}

/**
 * May this viewer open content guarded by this rule? Administrators may open everything and the firm's
 * employees everything but admin-only content: they serve every kind of client and must see what clients see.
 */
export function checkAuth(rule: AccessRule, viewer: Viewer): AuthDecision {
  if (rule.kind === 'public') return { allowed: true }
  if (!viewer) return { allowed: false, reason: '请先登录后查看' }
  if (viewer.authorization === 'admin') return { allowed: true }
  switch (rule.kind) {
    case 'user':
      return { allowed: true }
    case 'admin':
      return { allowed: false, reason: '仅限管理员查看' }
    case 'employee':
      return isEmployee(viewer) ? { allowed: true } : { allowed: false, reason: '仅限本公司员工查看' }
    case 'user_types':
      if (isEmployee(viewer) || rule.user_types.includes(viewer.user_type as UserType)) return { allowed: true }
      return { allowed: false, reason: `仅对${rule.user_types.map((t) => userTypeLabels[t]).join('、')}用户开放` }
    case 'org_kinds':
      if (isEmployee(viewer) || viewer.user_type_multi.some((k) => rule.org_kinds.includes(k as OrgKind))) {
        return { allowed: true }
      }
      return { allowed: false, reason: `仅对${rule.org_kinds.map((k) => orgKindLabels[k]).join('、')}开放` }
  }
}

// ---------- links ----------

// Whitespace, control characters, quotes, angle brackets and backticks have no business in a link we write out:
// they are how a link breaks out of an attribute or hides a scheme.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses
const unsafeHrefChars = /[\s\u0000-\u001f\u007f-\u009f"'<>`\\]/

/** An internal app path ("/x", never "//host") or an http(s) URL. Refuses javascript:, data: and the like. */
export function isSafeHref(href: string) {
  if (unsafeHrefChars.test(href)) return false
  if (/^https?:\/\/[^/]+/i.test(href)) return true
  return href.startsWith('/') && !href.startsWith('//')
}

const hrefSchema = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .refine(isSafeHref, '链接只能是站内路径（以 / 开头）或 http(s) 地址')

const targetPrefix: Partial<Record<NodeKind, RegExp>> = {
  page: /^\/(datapage|v3)\/[\w./-]+$/,
  report: /^\/report-viewer\?id=[\w-]+$/,
  applet: /^\/applet\/[\w-]+$/,
  map: /^\/hotel-map(\?.*)?$/,
  wall: /^\/section\/(brand|city|group|hotel|supply|sources)(\?.*)?$/,
  project_list: /^\/project-list(\?.*)?$/,
}

/** Why a node's target does not fit its kind, or undefined when it does. */
export function targetProblem(kind: NodeKind, target: string | null): string | undefined {
  if (kind === 'group') return target ? '分组不能有链接目标' : undefined
  if (!target) return '缺少链接目标'
  if (!isSafeHref(target)) return '链接只能是站内路径或 http(s) 地址'
  if (kind === 'link' || kind === 'file') {
    return isExternalHref(target) || isAppPath(pathOf(target)) ? undefined : '站内链接不是本站页面'
  }
  const pattern = targetPrefix[kind]
  if (pattern && !pattern.test(target)) return `链接目标与类型不符：${target}`
  return isAppPath(pathOf(target)) ? undefined : '站内链接不是本站页面'
}

/** A data page path as stored: "feasibility/checklist" (no leading slash). */
export const pagePathSchema = z
  .string()
  .trim()
  .min(1, '缺少页面路径')
  .max(200)
  .regex(/^[\w-]+(\/[\w-]+)*$/, '页面路径只能包含字母、数字、-、_ 和 /')

// ---------- blocks ----------

const text = (max: number) => z.string().trim().min(1).max(max)

/** Rich text is a small document tree, not HTML: nothing in it can run script (ADR 030). */
export const inlineSchema = z.object({
  text: text(2000),
  bold: z.boolean().optional(),
  href: hrefSchema.optional(),
})
export const richNodeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: text(200) }),
  z.object({ type: z.literal('paragraph'), spans: z.array(inlineSchema).min(1).max(50) }),
  z.object({ type: z.literal('list'), ordered: z.boolean().optional(), items: z.array(text(1000)).min(1).max(50) }),
  z.object({ type: z.literal('note'), text: text(1000) }),
])
export type RichNode = z.infer<typeof richNodeSchema>

const cell = z.union([z.string().max(500), z.number()])

/** A block of `type` with an optional title (at most 200 characters) above its own fields. */
const titledBlock = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), title: text(200).optional(), ...shape })

const richTextBlock = titledBlock('rich_text', {
  content: z.array(richNodeSchema).min(1).max(200),
})

const tableBlock = titledBlock('table', {
  columns: z
    .array(z.object({ key: z.string().regex(/^\w+$/), title: text(100), align: z.enum(['left', 'right']).optional() }))
    .min(1)
    .max(12),
  rows: z.array(z.record(z.string(), cell)).min(1).max(500),
  note: text(500).optional(),
}).superRefine((b, ctx) => {
  const keys = new Set(b.columns.map((c) => c.key))
  if (keys.size !== b.columns.length)
    ctx.addIssue({ code: 'custom', message: '表格列的 key 不能重复', path: ['columns'] })
  b.rows.forEach((row, i) => {
    const extra = Object.keys(row).find((k) => !keys.has(k))
    if (extra) ctx.addIssue({ code: 'custom', message: `第 ${i + 1} 行有未定义的列：${extra}`, path: ['rows', i] })
  })
})

const chartBlock = z
  .object({
    type: z.literal('chart'),
    title: text(200),
    chart: z.enum(['bar', 'line', 'pie']),
    categories: z.array(text(60)).min(1).max(60),
    series: z
      .array(z.object({ name: text(60), data: z.array(z.number().finite()) }))
      .min(1)
      .max(8),
    unit: text(20).optional(),
    note: text(500).optional(),
  })
  .superRefine((b, ctx) => {
    b.series.forEach((s, i) => {
      if (s.data.length !== b.categories.length) {
        ctx.addIssue({
          code: 'custom',
          message: `数据系列「${s.name}」的数值个数与分类个数不一致`,
          path: ['series', i],
        })
      }
    })
  })

const fileListBlock = titledBlock('file_list', {
  files: z
    .array(
      z.object({
        name: text(200),
        href: hrefSchema,
        format: z.enum(['pdf', 'xlsx', 'docx', 'pptx', 'png', 'jpg', 'link']),
        note: text(200).optional(),
      }),
    )
    .min(1)
    .max(100),
})

const projectListBlock = titledBlock('project_list', {
  items: z
    .array(
      z.object({
        name: text(200),
        city: text(40),
        category: text(40),
        stage: text(40),
        summary: text(500).optional(),
        href: hrefSchema.optional(),
      }),
    )
    .min(1)
    .max(200),
  more_href: hrefSchema.optional(),
})

const bannerBlock = z.object({
  type: z.literal('banner'),
  title: text(100),
  text: text(300).optional(),
  href: hrefSchema.optional(),
  image_url: hrefSchema.optional(),
})

/** A live list filled from the server when the page is shown: `annual` is the firm's annual reports (huameiAnnuals). */
const reportListBlock = titledBlock('report_list', {
  /** annual: the firm's annual reports; library: every report the reader may open, with topic and year filters. */
  source: z.enum(['annual', 'library']),
})

/**
 * Figures of the benchmark reference table (common/benchmarks), rendered with their sources: pages show the same
 * numbers the calculators default from. No keys: the list of every source of the table (the 数据来源 page).
 */
const benchmarkBlock = titledBlock('benchmark', {
  keys: z.array(z.string().regex(/^[a-z]+\.[a-z0-9_]+$/, '基准指标键应形如 dev.hard_cost_per_sqm')).max(20),
  /** The city tier for figures that vary by tier (default 二线). */
  tier: z.enum(cityTiers).optional(),
  note: text(500).optional(),
})

export const blockSchema = z.discriminatedUnion('type', [
  richTextBlock,
  tableBlock,
  chartBlock,
  fileListBlock,
  projectListBlock,
  bannerBlock,
  reportListBlock,
  benchmarkBlock,
])
export type Block = z.infer<typeof blockSchema>
export type BlockType = Block['type']
export type ChartBlock = z.infer<typeof chartBlock>
export type TableBlock = z.infer<typeof tableBlock>
export type ReportListBlock = z.infer<typeof reportListBlock>
export type BenchmarkBlock = z.infer<typeof benchmarkBlock>

export const blocksSchema = z.array(blockSchema).min(1, '页面至少需要一个内容块').max(100)

// ---------- API shapes ----------

export const topicSummarySchema = z.object({
  key: z.string(),
  title: z.string(),
  stage: z.enum(lifecycleStages),
  icon: z.string(),
  summary: z.string(),
  audience: z.array(z.string()),
})
export type TopicSummary = z.infer<typeof topicSummarySchema>

export type ContentNodeView = {
  id: string
  parent_id: string | null
  kind: NodeKind
  title: string
  summary: string
  target: string | null
  published: boolean
  public: boolean
  locked: boolean
  lock_reason: string | null
  children: ContentNodeView[]
}

export const contentNodeViewSchema: z.ZodType<ContentNodeView> = z.lazy(() =>
  z.object({
    id: z.string(),
    parent_id: z.string().nullable(),
    kind: z.enum(nodeKinds),
    title: z.string(),
    summary: z.string(),
    target: z.string().nullable(),
    published: z.boolean(),
    public: z.boolean(),
    locked: z.boolean(),
    lock_reason: z.string().nullable(),
    children: z.array(contentNodeViewSchema),
  }),
)

export const topicTreeSchema = z.object({
  topic: topicSummarySchema.extend({ version: z.number().int() }),
  nodes: z.array(contentNodeViewSchema),
  /** The viewer may reorder this topic (administrators); the server still checks on PUT. */
  can_reorder: z.boolean(),
})
export type TopicTree = z.infer<typeof topicTreeSchema>

export const dataPageViewSchema = z.object({
  path: z.string(),
  title: z.string(),
  summary: z.string(),
  topic_key: z.string().nullable(),
  blocks: z.array(blockSchema),
  overridden: z.boolean(),
})
export type DataPageView = z.infer<typeof dataPageViewSchema>

/** PUT /topics/:key/order: every node of the topic, in display order, with its (possibly new) parent. */
export const topicOrderSchema = z.object({
  version: z.number().int().min(0),
  nodes: z
    .array(z.object({ id: z.string().min(1).max(64), parent_id: z.string().min(1).max(64).nullable() }))
    .min(1)
    .max(2000),
})
export type TopicOrder = z.infer<typeof topicOrderSchema>

// ---------- editing (administrators) ----------

/** A content node as an administrator writes it. The same schema checks the editor form and the API body. */
export const nodeInputSchema = z
  .object({
    parent_id: z.string().min(1).max(64).nullable(),
    kind: z.enum(nodeKinds, { error: '请选择节点类型' }),
    title: z.string().trim().min(1, '请填写标题').max(100, '标题不能超过 100 个字'),
    summary: z.string().trim().max(300, '说明不能超过 300 个字'),
    target: z.string().trim().max(500).nullable(),
    access: accessRuleSchema,
    published: z.boolean(),
    public: z.boolean(),
  })
  .superRefine((node, ctx) => {
    const problem = targetProblem(node.kind, node.target || null)
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['target'] })
    if (node.public && node.kind !== 'page') {
      ctx.addIssue({ code: 'custom', message: '只有数据页节点可以公开分享', path: ['public'] })
    }
    if (node.public && node.access.kind !== 'public' && node.access.kind !== 'user') {
      ctx.addIssue({ code: 'custom', message: '受限内容不能公开分享：请把访问权限设为所有登录用户', path: ['public'] })
    }
  })
export type NodeInput = z.infer<typeof nodeInputSchema>

/** Create: the node plus the topic version the editor saw (ADR 031). */
export const nodeCreateSchema = z.object({ version: z.number().int().min(0), node: nodeInputSchema })
/** Edit or move: a new parent is a move (the node goes last under it). */
export const nodeUpdateSchema = nodeCreateSchema

/** A node with its stored access rule, for the editor. */
export const nodeSourceSchema = z.object({
  id: z.string(),
  topic_key: z.string(),
  parent_id: z.string().nullable(),
  kind: z.enum(nodeKinds),
  title: z.string(),
  summary: z.string(),
  target: z.string().nullable(),
  access: accessRuleSchema,
  published: z.boolean(),
  public: z.boolean(),
})
export type NodeSource = z.infer<typeof nodeSourceSchema>

export const pageInputSchema = z.object({
  topic_key: z.string().min(1).max(64).nullable(),
  title: z.string().trim().min(1, '请填写标题').max(100, '标题不能超过 100 个字'),
  summary: z.string().trim().max(300, '摘要不能超过 300 个字'),
  access: accessRuleSchema,
  blocks: blocksSchema,
})
export type PageInput = z.infer<typeof pageInputSchema>

export const pageCreateSchema = pageInputSchema.extend({ path: pagePathSchema })
/** Edit: the page version the editor loaded; a save made on an older version is refused (409). */
export const pageUpdateSchema = pageInputSchema.extend({ version: z.number().int().min(0) })

/** The page as stored, for the editor (no organization override applied). */
export const pageSourceSchema = pageInputSchema.extend({
  path: z.string(),
  version: z.number().int(),
  updated_at: z.string(),
})
export type PageSource = z.infer<typeof pageSourceSchema>

// ---------- search and public articles ----------

export const searchHitSchema = z.object({
  kind: z.enum(['node', 'page']),
  id: z.string(),
  topic_key: z.string().nullable(),
  topic_title: z.string().nullable(),
  title: z.string(),
  /** Where the match is: the summary, or a stretch of page text around it. */
  snippet: z.string(),
  /** Where to go: a page path for pages, the node's target for nodes (never for locked content: it is left out). */
  target: z.string().nullable(),
  node_kind: z.enum(nodeKinds).nullable(),
})
export type SearchHit = z.infer<typeof searchHitSchema>

/** What the header search finds, one list grouped by kind on screen (topics and their content, reports, intel). */
export const siteHitKinds = ['topic', 'node', 'page', 'report', 'group', 'brand', 'city', 'hotel'] as const
export type SiteHitKind = (typeof siteHitKinds)[number]
export const siteHitSchema = z.object({
  kind: z.enum(siteHitKinds),
  id: z.string(),
  title: z.string(),
  /** One line of context: the topic, the group and segment, the province and tier, the year. */
  detail: z.string().nullable(),
  /** An app path to open. */
  target: z.string(),
})
export type SiteHit = z.infer<typeof siteHitSchema>

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1, '请输入搜索内容').max(50, '搜索内容不能超过 50 个字'),
})

export const publicArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  updated_at: z.string(),
  blocks: z.array(blockSchema),
  /** The research desk's approved rows of the figures its benchmark tables show (the reader is not signed in). */
  benchmarks: z.array(liveBenchmarkRowSchema),
})
export type PublicArticle = z.infer<typeof publicArticleSchema>

// ---------- utility endpoints ----------

export const annualReportSchema = z.object({ id: z.string(), title: z.string(), year: z.number(), summary: z.string() })
export type AnnualReport = z.infer<typeof annualReportSchema>

export const optionItemSchema = z.object({ value: z.string(), label: z.string(), group: z.string().optional() })
export type OptionItem = z.infer<typeof optionItemSchema>
