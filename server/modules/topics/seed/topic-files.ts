import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { appletNames, isAppletName } from '#common/applets/registry'
import {
  type AccessRule,
  accessRuleSchema,
  type NodeKind,
  nodeKinds,
  pagePathOfTarget,
  pagePathSchema,
  targetProblem,
} from '#common/content'
import { lifecycleStages } from '#common/content-labels'
import { wallSections } from '#common/routes'
import { isTopicKey, type TopicKey, topicKeys } from '#common/topics'
import { contentDir, issueLines, readYaml } from '#server/lib/data-files'
import type { SeedNode, SeedPage, SeedTopic } from './define.ts'

/** content/topics at the repository root: one `<key>.yaml` per topic and `_order.yaml` for the menu order. */
export const contentTopicsDir = join(contentDir, 'topics')
const orderFile = '_order.yaml'

// ---------- targets ----------

/** What a short target stands for: a page path, a wall section, an applet name, a report id. */
const shortTargets: Partial<Record<NodeKind, (value: string) => string>> = {
  page: (path) => `/datapage/${path}`,
  wall: (section) => `/section/${section}`,
  applet: (name) => `/applet/${name}`,
  report: (id) => `/report-viewer?id=${id}`,
}
/** Kinds whose target may be left out: the whole map, the viewer's project list. */
const defaultTargets: Partial<Record<NodeKind, string>> = { map: '/hotel-map', project_list: '/project-list' }

/**
 * The node's target as stored, from what the file says: a short form (see shortTargets), nothing for a map or a
 * project list, or a full address (starting with / or http) taken as written. Same results as the define.ts
 * helpers gave: `wall: city` → `/section/city`, `page: city/tiers` → `/datapage/city/tiers`.
 */
export function resolveTarget(kind: NodeKind, target: string | undefined): { target?: string } | { problem: string } {
  if (kind === 'group') return target === undefined ? {} : { problem: '分组不能有 target' }
  let full = target ?? defaultTargets[kind]
  if (full === undefined) return { problem: `缺少 target（${kind} 节点要写${targetHint(kind)}）` }
  if (target !== undefined && !/^(\/|https?:)/i.test(target)) {
    const expand = shortTargets[kind]
    if (!expand) return { problem: `${kind} 节点的 target 要写完整地址（以 / 或 http 开头）：${target}` }
    if (kind === 'page' && !pagePathSchema.safeParse(target).success)
      return { problem: `不是有效的页面路径：${target}` }
    if (kind === 'applet' && !isAppletName(target))
      return { problem: `没有这个工具：${target}（可用：${appletNames.join('、')}）` }
    const section = target.split('?')[0] ?? ''
    if (kind === 'wall' && !(wallSections as readonly string[]).includes(section))
      return { problem: `没有这面墙：${section}（可用：${wallSections.join('、')}）` }
    full = expand(target)
  }
  const applet = /^\/applet\/([^/?#]+)/.exec(full)?.[1]
  if (kind === 'applet' && applet && !isAppletName(applet)) return { problem: `没有这个工具：${applet}` }
  const problem = targetProblem(kind, full)
  return problem ? { problem: `${problem}` } : { target: full }
}

function targetHint(kind: NodeKind) {
  if (kind === 'link' || kind === 'file') return '完整地址，如 /startPage/budget 或 https://…'
  return shortTargets[kind] ? '名称或路径' : '完整地址'
}

// ---------- schema ----------

const accessHint =
  'employee、admin、public、user，或 {kind: user_types, user_types: […]}、{kind: org_kinds, org_kinds: […]}'

/** `access: employee` for the rules without parameters, the schema's own shape for the others (as in page files). */
const accessSchema = z.unknown().transform((value, ctx): AccessRule => {
  const rule = typeof value === 'string' ? { kind: value } : value
  const parsed = accessRuleSchema.safeParse(rule)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // A kind the union does not know is a problem of the rule as a whole, not of its `kind` field.
      const whole = issue.code === 'invalid_union' || issue.path.length === 0 || issue.path.join() === 'kind'
      const message = whole
        ? `不是有效的访问规则，应是 ${accessHint}`
        : issue.code === 'invalid_value'
          ? `不认识的取值（可用：${issue.values.map(String).join('、')}）`
          : issue.message
      ctx.addIssue({ code: 'custom', message, path: whole ? [] : issue.path })
    }
    return z.NEVER
  }
  for (const key of Object.keys(rule as object).filter((k) => !(k in parsed.data)))
    ctx.addIssue({ code: 'custom', message: '不认识的字段', path: [key] })
  return parsed.data
})

const text = (field: string, max: number, min = 1) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? `缺少 ${field}` : `${field} 应是文字`) })
    .trim()
    .min(min, `${field} 不能为空`)
    .max(max, `${field} 不能超过 ${max} 个字`)

/** A node as the file writes it: target in short or full form, children only under a group. */
type FileNode = {
  kind: NodeKind
  title: string
  summary: string
  target?: string | undefined
  access?: AccessRule | undefined
  public?: boolean | undefined
  children?: FileNode[] | undefined
}

const nodeSchema: z.ZodType<FileNode, unknown> = z.lazy(() =>
  z
    .strictObject({
      kind: z.enum(nodeKinds, {
        error: (iss) =>
          iss.input === undefined
            ? '缺少 kind'
            : `不认识的节点类型：${String(iss.input)}（可用：${nodeKinds.join('、')}）`,
      }),
      title: text('title', 100),
      summary: text('summary', 300, 0),
      target: z.string({ error: 'target 应是文字' }).trim().min(1, 'target 不能为空').optional(),
      access: accessSchema.optional(),
      public: z.boolean({ error: 'public 应是 true 或 false' }).optional(),
      children: z.array(nodeSchema, { error: 'children 应是节点列表' }).optional(),
    })
    .superRefine((node, ctx) => {
      const resolved = resolveTarget(node.kind, node.target)
      if ('problem' in resolved) ctx.addIssue({ code: 'custom', message: resolved.problem, path: ['target'] })
      if (node.kind === 'group' && !node.children) ctx.addIssue({ code: 'custom', message: '分组缺少 children' })
      if (node.kind !== 'group' && node.children)
        ctx.addIssue({ code: 'custom', message: '只有分组（kind: group）可以有 children', path: ['children'] })
      if (node.public && node.kind !== 'page')
        ctx.addIssue({ code: 'custom', message: '只有数据页节点可以公开分享', path: ['public'] })
      if (node.public && node.access && node.access.kind !== 'public' && node.access.kind !== 'user')
        ctx.addIssue({ code: 'custom', message: '受限内容不能公开分享', path: ['public'] })
    }),
)

const topicFileSchema = z.strictObject({
  title: text('title', 100),
  stage: z.enum(lifecycleStages, {
    error: (iss) => (iss.input === undefined ? '缺少 stage' : `stage 应是 ${lifecycleStages.join('、')} 之一`),
  }),
  icon: z
    .string({ error: '缺少 icon' })
    .regex(/^[A-Z][A-Za-z]*Outlined$/, 'icon 应是 Ant Design 图标名，如 EnvironmentOutlined'),
  summary: text('summary', 300),
  audience: z
    .array(z.string().regex(/^[a-z_]+$/, '应是用户类型代码，如 new_hotel'), { error: '缺少 audience（列表）' })
    .min(1, 'audience 至少一项'),
  nodes: z.array(nodeSchema, { error: '缺少 nodes（节点列表）' }).min(1, 'nodes 至少一项'),
  code_pages: z.array(pagePathSchema, { error: 'code_pages 应是页面路径列表' }).optional(),
})
type TopicFile = z.infer<typeof topicFileSchema>

/** The node as seeded: the same object the define.ts helpers built (no field that the file leaves out). */
function toSeedNode(node: FileNode): SeedNode {
  const resolved = resolveTarget(node.kind, node.target)
  const target = 'target' in resolved ? resolved.target : undefined
  return {
    kind: node.kind,
    title: node.title,
    summary: node.summary,
    ...(target !== undefined ? { target } : {}),
    ...(node.children ? { children: node.children.map(toSeedNode) } : {}),
    ...(node.access ? { access: node.access } : {}),
    ...(node.public !== undefined ? { public: node.public } : {}),
  }
}

// ---------- loading ----------

/**
 * Every topic under content/topics in the order `_order.yaml` gives, with the pages that code builds (listed by path
 * in `code_pages`). Page nodes must point at a page in `pagePaths` (code pages and content/pages files). Throws one
 * error listing each problem as `content/topics/<file>:<line>: <path in the tree>: <problem>`.
 */
export function loadTopicFiles({
  codePages,
  pagePaths,
  dir = contentTopicsDir,
  keys = topicKeys,
}: {
  codePages: readonly SeedPage[]
  pagePaths: ReadonlySet<string>
  dir?: string
  /** The topics there must be a file for (tests pass a few). */
  keys?: readonly TopicKey[]
}): SeedTopic[] {
  const known = new Set<string>(keys)
  const isKnown = (key: string): key is TopicKey => known.has(key) && isTopicKey(key)
  const problems: string[] = []
  const byPath = new Map(codePages.map((p) => [p.path, p]))
  const claimed = new Map<string, string>()
  const topics = new Map<string, SeedTopic>()

  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.yaml') && f !== orderFile)
    .sort()) {
    const file = `content/topics/${name}`
    const key = name.replace(/\.yaml$/, '')
    if (!isKnown(key)) {
      problems.push(`${file}: 没有 key 为 ${key} 的专题（文件名是专题的 key，见 common/topics.ts）`)
      continue
    }
    const source = readYaml(join(dir, name), file, problems)
    if (!source) continue
    const { doc, at } = source
    const parsed = topicFileSchema.safeParse(doc.toJS())
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(...issueLines(issue, file, at))
      continue
    }
    const data: TopicFile = parsed.data
    const pages: SeedPage[] = []
    for (const [i, path] of (data.code_pages ?? []).entries()) {
      const where = `${file}:${at(['code_pages', i])}: code_pages[${i}]`
      const page = byPath.get(path)
      if (!page) problems.push(`${where}: 代码中没有页面 ${path}（content/pages 下的页面按文件夹归入专题，不用列出）`)
      else if (claimed.has(path)) problems.push(`${where}: 页面 ${path} 已列在 ${claimed.get(path)}`)
      else {
        claimed.set(path, file)
        pages.push(page)
      }
    }
    visitNodes(data.nodes, 'nodes', ['nodes'], (node, label, path) => {
      if (node.kind !== 'page') return
      const resolved = resolveTarget(node.kind, node.target)
      const pagePath = 'target' in resolved && resolved.target ? pagePathOfTarget(resolved.target) : undefined
      if (pagePath && !pagePaths.has(pagePath))
        problems.push(
          `${file}:${at([...path, 'target'])}: ${label}.target: 没有页面 ${pagePath}（content/pages/${pagePath}.md 或代码中的页面）`,
        )
    })
    topics.set(key, {
      key,
      title: data.title,
      stage: data.stage,
      icon: data.icon,
      summary: data.summary,
      audience: data.audience,
      nodes: data.nodes.map(toSeedNode),
      pages,
    })
  }

  // Only when every file was read: a file with a problem claims none of its pages, which would repeat the problem.
  if (problems.length === 0)
    for (const page of codePages)
      if (!claimed.has(page.path))
        problems.push(`server/modules/topics/seed: 页面 ${page.path} 由代码生成，但没有专题文件在 code_pages 中列出它`)

  const order = readOrder(dir, isKnown, problems)
  const listed = new Set(order)
  for (const key of keys)
    if (!listed.has(key) && topics.has(key)) problems.push(`content/topics/${orderFile}: 缺少专题 ${key}`)
  for (const key of keys)
    if (!topics.has(key) && !problems.some((p) => p.startsWith(`content/topics/${key}.yaml`)))
      problems.push(`content/topics/${key}.yaml: 缺少专题 ${key} 的文件`)

  if (problems.length > 0) throw new Error(`内容文件有误：\n${problems.join('\n')}`)
  return order.map((key) => topics.get(key)).filter((t): t is SeedTopic => t !== undefined)
}

/** The menu order: a YAML list of topic keys, each once. */
function readOrder(dir: string, isKnown: (key: string) => key is TopicKey, problems: string[]): TopicKey[] {
  const file = `content/topics/${orderFile}`
  const source = readYaml(join(dir, orderFile), file, problems)
  if (!source) return []
  const list: unknown = source.doc.toJS()
  if (!Array.isArray(list)) {
    problems.push(`${file}:1: 应是专题 key 的列表（每行 - key）`)
    return []
  }
  const seen = new Set<string>()
  const keys: TopicKey[] = []
  for (const [i, key] of list.entries()) {
    const where = `${file}:${source.at([i])}: [${i}]`
    if (typeof key !== 'string' || !isKnown(key)) problems.push(`${where}: 没有 key 为 ${String(key)} 的专题`)
    else if (seen.has(key)) problems.push(`${where}: ${key} 重复`)
    else {
      seen.add(key)
      keys.push(key)
    }
  }
  return keys
}

function visitNodes(
  nodes: FileNode[],
  label: string,
  path: PropertyKey[],
  visit: (node: FileNode, label: string, path: PropertyKey[]) => void,
) {
  for (const [i, node] of nodes.entries()) {
    visit(node, `${label}[${i}]`, [...path, i])
    if (node.children) visitNodes(node.children, `${label}[${i}].children`, [...path, i, 'children'], visit)
  }
}
