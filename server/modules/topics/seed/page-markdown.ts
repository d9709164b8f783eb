import { Lexer, type Token, Tokenizer, type Tokens } from 'marked'
import { parse as parseYaml, YAMLParseError } from 'yaml'
import { type AccessRule, accessRuleSchema, type Block, blockSchema, type RichNode } from '#common/content'

/**
 * A data page written as Markdown (ADR 036): YAML front matter for the page's fields, `##` sections for rich text,
 * `::: type title` … `:::` directives for the blocks that are not prose. Every problem names the line it is on.
 */
export type MarkdownPage = {
  title: string
  summary: string
  access?: AccessRule
  /** Only when the page belongs to a topic other than its path's first segment. */
  topic?: string
  blocks: Block[]
  /**
   * `::: computed` lines: where the blocks that code computes for this page go (their indexes in the finished
   * page's block list) and the line each is on. content-files.ts fills them from code-pages.ts.
   */
  computed?: { index: number; line: number }[]
}

export type LineProblem = { line: number; message: string }

export class MarkdownProblems extends Error {
  constructor(readonly problems: LineProblem[]) {
    super(problems.map((p) => `line ${p.line}: ${p.message}`).join('\n'))
  }
}

const frontMatterKeys = new Set(['title', 'summary', 'access', 'topic'])
const directiveTypes = ['table', 'benchmark', 'chart', 'banner', 'file_list', 'project_list', 'report_list'] as const
type DirectiveType = (typeof directiveTypes)[number]

// A bare URL stays text: links are written as [text](href), so nothing in prose turns into a link by accident.
class ContentTokenizer extends Tokenizer {
  override url() {
    return undefined
  }
}

export function pageFromMarkdown(source: string): MarkdownPage {
  const problems: LineProblem[] = []
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  const front = readFrontMatter(lines, problems)
  const located = readBody(lines, front.bodyStart, problems)
  if (problems.length === 0 && located.length === 0)
    problems.push({ line: front.bodyStart + 1, message: '页面至少需要一个内容块' })
  if (problems.length > 0) throw new MarkdownProblems(problems)
  const blocks: Block[] = []
  const computed: { index: number; line: number }[] = []
  located.forEach((l, index) => {
    if (l.block) blocks.push(l.block)
    else computed.push({ index, line: l.line })
  })
  return { ...front.fields, blocks, ...(computed.length > 0 ? { computed } : {}) }
}

// ---------- front matter ----------

function readFrontMatter(lines: string[], problems: LineProblem[]) {
  const fields = { title: '', summary: '' } as Omit<MarkdownPage, 'blocks'>
  if (lines[0] !== '---') {
    problems.push({ line: 1, message: '文件应以 --- 开头的 front matter（title、summary）开始' })
    return { fields, bodyStart: 0 }
  }
  const end = lines.indexOf('---', 1)
  if (end < 0) {
    problems.push({ line: 1, message: 'front matter 没有以 --- 结束' })
    return { fields, bodyStart: lines.length }
  }
  const data = yamlAt(lines.slice(1, end).join('\n'), 2, problems)
  if (data === undefined) return { fields, bodyStart: end + 1 }
  if (!isRecord(data)) {
    problems.push({ line: 2, message: 'front matter 应是 key: value 形式' })
    return { fields, bodyStart: end + 1 }
  }
  const lineOf = (key: string) =>
    2 +
    Math.max(
      0,
      lines.slice(1, end).findIndex((l) => l.startsWith(`${key}:`)),
    )
  for (const key of Object.keys(data))
    if (!frontMatterKeys.has(key)) problems.push({ line: lineOf(key), message: `front matter 不认识的字段：${key}` })
  for (const key of ['title', 'summary'] as const) {
    const value = data[key]
    if (typeof value === 'string' && value.trim()) fields[key] = value
    else problems.push({ line: lineOf(key), message: `front matter 缺少 ${key}（文字）` })
  }
  if (data.topic !== undefined) {
    if (typeof data.topic === 'string') fields.topic = data.topic
    else problems.push({ line: lineOf('topic'), message: 'topic 应是专题的 key' })
  }
  if (data.access !== undefined) {
    // `access: employee` for the rules without parameters, the schema's own shape for the others.
    const rule = typeof data.access === 'string' ? { kind: data.access } : data.access
    const parsed = accessRuleSchema.safeParse(rule)
    if (parsed.success) fields.access = parsed.data
    else problems.push({ line: lineOf('access'), message: `access 不是有效的访问规则：${issueText(parsed.error)}` })
  }
  return { fields, bodyStart: end + 1 }
}

// ---------- body ----------

/** A block of the file, or (no block) a `::: computed` slot that code fills. */
type Located = { line: number; block?: Block }

/** Splits the body at directive fences; prose between them goes through the Markdown lexer. */
function readBody(lines: string[], start: number, problems: LineProblem[]): Located[] {
  const blocks: Located[] = []
  let prose: { from: number; lines: string[] } = { from: start, lines: [] }
  const flushProse = () => {
    blocks.push(...proseBlocks(prose.lines.join('\n'), prose.from + 1, problems))
  }
  for (let i = start; i < lines.length; i++) {
    const open = /^:::\s*(\S+)(?:\s+(.*?))?\s*$/.exec(lines[i] ?? '')
    if (!open) {
      if (/^:::\s*$/.test(lines[i] ?? '')) problems.push({ line: i + 1, message: '多余的 :::（没有对应的开始行）' })
      else prose.lines.push(lines[i] ?? '')
      continue
    }
    flushProse()
    if (open[1] === 'computed') {
      // A one-line slot: no title, no body, no closing fence.
      if (open[2]) problems.push({ line: i + 1, message: '::: computed 不带标题：块的内容和标题都由代码给出' })
      blocks.push({ line: i + 1 })
      prose = { from: i + 1, lines: [] }
      continue
    }
    const close = lines.findIndex((l, k) => k > i && /^:::\s*$/.test(l))
    if (close < 0) {
      problems.push({ line: i + 1, message: `::: ${open[1]} 没有以 ::: 结束` })
      return blocks
    }
    const block = directiveBlock(open[1] ?? '', open[2], lines.slice(i + 1, close), i + 1, problems)
    if (block) blocks.push({ line: i + 1, block })
    i = close
    prose = { from: close + 1, lines: [] }
  }
  flushProse()
  return blocks
}

const lexerOptions = () => ({ gfm: true, tokenizer: new ContentTokenizer() })

function proseBlocks(source: string, firstLine: number, problems: LineProblem[]): Located[] {
  const out: Located[] = []
  let current: { line: number; title?: string; content: RichNode[] } | undefined
  const flush = () => {
    if (!current) return
    if (current.content.length === 0) {
      problems.push({ line: current.line, message: `「${current.title ?? ''}」下没有内容` })
    } else {
      const block: Block = {
        type: 'rich_text',
        ...(current.title ? { title: current.title } : {}),
        content: current.content,
      }
      out.push({ line: current.line, block })
      check(block, current.line, problems)
    }
    current = undefined
  }
  const add = (line: number, node: RichNode) => {
    current ??= { line, content: [] }
    current.content.push(node)
  }
  let line = firstLine
  for (const token of new Lexer(lexerOptions()).lex(source)) {
    const at = line + leadingNewlines(token.raw)
    line += newlines(token.raw)
    switch (token.type) {
      case 'space':
        break
      case 'hr':
        // `---` ends a section: what follows is a new block without a title.
        flush()
        break
      case 'heading': {
        const text = plainText(token.tokens ?? [], at, problems, '标题')
        if (token.depth === 2) {
          flush()
          current = { line: at, title: text, content: [] }
        } else if (token.depth === 3) add(at, { type: 'heading', text })
        else problems.push({ line: at, message: '只用 ## （内容块标题）和 ### （块内小标题）两级标题' })
        break
      }
      case 'paragraph':
        add(at, { type: 'paragraph', spans: spansOf(token.tokens ?? [], at, problems) })
        break
      case 'list': {
        const list = token as Tokens.List
        const items = list.items.map((item) => listItemText(item, at, problems))
        add(at, { type: 'list', ...(list.ordered ? { ordered: true } : {}), items })
        break
      }
      case 'blockquote': {
        const inner = (token as Tokens.Blockquote).tokens
        const only = inner.length === 1 && inner[0]?.type === 'paragraph' ? inner[0] : undefined
        if (only) add(at, { type: 'note', text: plainText(only.tokens ?? [], at, problems, '提示（>）') })
        else problems.push({ line: at, message: '提示（>）只能是一段文字' })
        break
      }
      case 'table':
        problems.push({ line: at, message: '表格要放在 ::: table 标题 … ::: 之间' })
        break
      default:
        problems.push({
          line: at,
          message: `不支持的 Markdown 内容（${token.type}）：${token.raw.trim().slice(0, 40)}`,
        })
    }
  }
  flush()
  return out
}

function listItemText(item: Tokens.ListItem, line: number, problems: LineProblem[]) {
  const [first, ...rest] = item.tokens.filter((t) => t.type !== 'space')
  if (item.task || rest.length > 0 || !first || (first.type !== 'text' && first.type !== 'paragraph')) {
    problems.push({ line, message: `列表项只能是一行文字（不能嵌套列表或分段）：${item.raw.trim().slice(0, 40)}` })
    return item.text
  }
  return plainText((first as Tokens.Text).tokens ?? [], line, problems, '列表项')
}

/** Paragraph text: plain runs, **bold** and [links](/path); adjacent runs with the same marks merge. */
function spansOf(tokens: Token[], line: number, problems: LineProblem[]) {
  const spans: { text: string; bold?: boolean; href?: string }[] = []
  const push = (text: string, bold: boolean, href: string | undefined) => {
    const last = spans.at(-1)
    if (last && !!last.bold === bold && last.href === href) last.text += text
    else spans.push({ text, ...(bold ? { bold } : {}), ...(href ? { href } : {}) })
  }
  const walk = (list: Token[], bold: boolean, href: string | undefined) => {
    for (const t of list) {
      if (t.type === 'strong') walk((t as Tokens.Strong).tokens, true, href)
      else if (t.type === 'link' && !href) walk((t as Tokens.Link).tokens, bold, (t as Tokens.Link).href)
      else {
        const text = inlineText(t)
        if (text === undefined) problems.push(unsupported(t, line, '段落'))
        else push(text, bold, href)
      }
    }
  }
  walk(tokens, false, undefined)
  for (const span of spans) span.text = joinSoftBreaks(span.text)
  return spans
}

function plainText(tokens: Token[], line: number, problems: LineProblem[], where: string) {
  let text = ''
  for (const t of tokens) {
    const piece = inlineText(t)
    if (piece === undefined) problems.push(unsupported(t, line, where))
    else text += piece
  }
  return joinSoftBreaks(text)
}

function inlineText(t: Token): string | undefined {
  if (t.type === 'text' || t.type === 'escape') return t.text
  return undefined
}

function unsupported(t: Token, line: number, where: string): LineProblem {
  const what = t.type === 'strong' || t.type === 'link' ? '加粗和链接只能用在段落里' : `不支持的格式（${t.type}）`
  return { line, message: `${where}中${what}：${t.raw.slice(0, 40)}` }
}

// A line break inside a paragraph is only where the writer wrapped: gone next to Chinese, a space between words.
const cjk = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/
function joinSoftBreaks(text: string) {
  return text.replace(/[ \t]*\n[ \t]*/g, (_, offset: number, whole: string) => {
    const before = whole[offset - 1] ?? ''
    const after = whole[offset + _.length] ?? ''
    return cjk.test(before) || cjk.test(after) ? '' : ' '
  })
}

// ---------- directives ----------

function directiveBlock(
  type: string,
  title: string | undefined,
  body: string[],
  line: number,
  problems: LineProblem[],
): Block | undefined {
  if (!(directiveTypes as readonly string[]).includes(type)) {
    problems.push({ line, message: `不认识的内容块：::: ${type}（可用：${directiveTypes.join('、')}）` })
    return undefined
  }
  const before = problems.length
  const block =
    type === 'table'
      ? tableBlock(title, body, line + 1, problems)
      : yamlBlock(type as Exclude<DirectiveType, 'table'>, title, body, line + 1, problems)
  if (!block || problems.length > before) return undefined
  return check(block, line, problems)
}

/** `::: table 标题`, a GFM table (---: right-aligns a column), then optionally one paragraph: the table's note. */
function tableBlock(title: string | undefined, body: string[], firstLine: number, problems: LineProblem[]) {
  const tokens = new Lexer(lexerOptions()).lex(body.join('\n')).filter((t) => t.type !== 'space')
  const [table, note, ...rest] = tokens
  if (table?.type !== 'table') {
    problems.push({ line: firstLine, message: '::: table 里应先写一张 Markdown 表格（| 列 | 列 |）' })
    return undefined
  }
  if (rest.length > 0 || (note && note.type !== 'paragraph')) {
    problems.push({ line: firstLine, message: '::: table 里表格之后只能有一段说明文字' })
    return undefined
  }
  const t = table as Tokens.Table
  const cell = (c: Tokens.TableCell) => plainText(c.tokens, firstLine, problems, '表格单元格')
  const block: Block = {
    type: 'table',
    ...(title ? { title } : {}),
    columns: t.header.map((h, i) => ({
      key: `c${i}`,
      title: cell(h),
      ...(t.align[i] === 'right' || t.align[i] === 'left' ? { align: t.align[i] as 'left' | 'right' } : {}),
    })),
    rows: t.rows.map((row) => Object.fromEntries(row.map((c, i) => [`c${i}`, cell(c)]))),
    ...(note ? { note: plainText((note as Tokens.Paragraph).tokens, firstLine, problems, '表格说明') } : {}),
  }
  return block
}

/** The other directives: the block's fields in YAML; a chart's series may be written `名称: [1, 2, 3]`. */
function yamlBlock(
  type: Exclude<DirectiveType, 'table'>,
  title: string | undefined,
  body: string[],
  firstLine: number,
  problems: LineProblem[],
) {
  const data = body.join('\n').trim() ? yamlAt(body.join('\n'), firstLine, problems) : {}
  if (data === undefined) return undefined
  if (!isRecord(data)) {
    problems.push({ line: firstLine, message: `::: ${type} 的内容应是 key: value 形式` })
    return undefined
  }
  const fields: Record<string, unknown> = { type, ...(title ? { title } : {}), ...data }
  if (type === 'chart') {
    if (Array.isArray(fields.categories)) fields.categories = fields.categories.map((c) => String(c))
    if (isRecord(fields.series))
      fields.series = Object.entries(fields.series).map(([name, values]) => ({ name, data: values }))
  }
  return fields as Block
}

// ---------- helpers ----------

/** The block schema, and no field it would silently drop: a misspelt `notes:` is refused, not lost. */
function check(block: Block, line: number, problems: LineProblem[]) {
  const parsed = blockSchema.safeParse(block)
  if (!parsed.success) {
    problems.push({ line, message: `${block.type} 块不符合格式：${issueText(parsed.error)}` })
    return undefined
  }
  const unknown = Object.keys(block).filter((key) => !(key in parsed.data))
  if (unknown.length === 0) return parsed.data
  problems.push({ line, message: `${block.type} 块不认识的字段：${unknown.join('、')}` })
  return undefined
}

function issueText(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  return error.issues
    .map((i) => (i.path.length ? `${i.path.map(String).join('.')}：${i.message}` : i.message))
    .join('；')
}

function yamlAt(text: string, firstLine: number, problems: LineProblem[]): unknown {
  try {
    return parseYaml(text)
  } catch (error) {
    const at = error instanceof YAMLParseError ? (error.linePos?.[0].line ?? 1) : 1
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
    problems.push({ line: firstLine + at - 1, message: `YAML 写法有误：${message}` })
    return undefined
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const newlines = (text: string) => text.split('\n').length - 1
const leadingNewlines = (text: string) => newlines(/^\n*/.exec(text)?.[0] ?? '')
