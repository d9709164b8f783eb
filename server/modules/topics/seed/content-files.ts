import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { blocksSchema, pagePathSchema } from '#common/content'
import { contentDir } from '#server/lib/data-files'
import type { CodePage, SeedPage, SeedTopic } from './define.ts'
import { MarkdownProblems, pageFromMarkdown } from './page-markdown.ts'
import { type Figures, PlaceholderProblem, placeholderLines, placeholderValue, resolveText } from './placeholders.ts'

export const contentPagesDir = join(contentDir, 'pages')

export type ContentPage = {
  file: string
  topic: string
  page: SeedPage
  /** The `::: computed` slots, filled by withComputedBlocks. */
  computed?: { index: number; line: number }[]
  /** Each `{{…}}` of the file with its first line, resolved by withComputedBlocks. */
  placeholders?: Map<string, number>
}

/**
 * Every `<path>.md` under the folder as a seed page (ADR 036). Throws one error listing each problem as
 * `content/pages/<file>:<line>: <problem>`, so a bad file stops the seed instead of seeding half a page.
 */
export function loadContentPages(dir = contentPagesDir): ContentPage[] {
  const problems: string[] = []
  const pages: ContentPage[] = []
  for (const file of markdownFiles(dir)) {
    const name = `content/pages/${file}`
    const path = file.replace(/\.md$/, '')
    const checkedPath = pagePathSchema.safeParse(path)
    if (!checkedPath.success) {
      problems.push(`${name}: 文件名不是有效的页面路径：${checkedPath.error.issues[0]?.message}`)
      continue
    }
    try {
      const source = readFileSync(join(dir, file), 'utf8')
      const { found, unpaired } = placeholderLines(source)
      for (const line of unpaired) problems.push(`${name}:${line}: {{ 与 }} 不成对`)
      const { topic, access, title, summary, blocks, computed } = pageFromMarkdown(source)
      // The blocks passed their schemas one by one; the page as a whole has its own limits (count), checked once
      // code has filled the computed slots.
      const checked = blocksSchema.safeParse(blocks)
      if (!computed && !checked.success) problems.push(`${name}: ${checked.error.issues[0]?.message}`)
      const page: SeedPage = { path, title, summary, ...(access ? { access } : {}), blocks }
      pages.push({
        file: name,
        topic: topic ?? path.split('/')[0] ?? path,
        page,
        ...(computed ? { computed } : {}),
        ...(found.size > 0 ? { placeholders: found } : {}),
      })
    } catch (error) {
      if (!(error instanceof MarkdownProblems)) throw error
      for (const p of error.problems) problems.push(`${name}:${p.line}: ${p.message}`)
    }
  }
  if (problems.length > 0) throw new Error(`内容文件有误：\n${problems.join('\n')}`)
  return pages
}

let shipped: ContentPage[] | undefined
/** The repository's content pages, read once per process (the seed and the page redrawing share them). */
export function contentPages(): ContentPage[] {
  shipped ??= loadContentPages()
  return shipped
}

/**
 * The code pages made whole: a code page without a title brings only its computed blocks, which go into the
 * `::: computed` slots of the file with its path, in order, and the figures the file's `{{…}}` name. Every file's
 * placeholders are resolved here. Returns the whole pages in code order (they stay the topic's `code_pages`) and the
 * files that are pages of their own. Throws one error listing each mismatch.
 */
export function withComputedBlocks(code: CodePage[], files: ContentPage[]): { code: SeedPage[]; files: ContentPage[] } {
  const problems: string[] = []
  const byPath = new Map(files.map((f) => [f.page.path, f]))
  const used = new Set<string>()
  const whole = code.flatMap((c): SeedPage[] => {
    if ('title' in c) return [c]
    const file = byPath.get(c.path)
    if (!file || (!file.computed && c.blocks.length > 0)) {
      problems.push(`代码只给出页面 ${c.path} 的计算块，缺少带 ::: computed 的 content/pages/${c.path}.md`)
      return []
    }
    used.add(c.path)
    const slots = file.computed ?? []
    if (slots.length !== c.blocks.length) {
      problems.push(
        `${file.file}:${slots[0]?.line}: 有 ${slots.length} 处 ::: computed，代码给出 ${c.blocks.length} 个计算块`,
      )
      return []
    }
    const page = withValues(file, c.figures, problems)
    if (!page) return []
    const blocks = [...page.blocks]
    for (const [i, slot] of slots.entries()) blocks.splice(slot.index, 0, c.blocks[i] as SeedPage['blocks'][number])
    const issue = blocksSchema.safeParse(blocks).error?.issues[0]
    if (issue) problems.push(`${file.file}: ${['blocks', ...issue.path.map(String)].join('.')}: ${issue.message}`)
    return [{ ...page, blocks }]
  })
  const rest: ContentPage[] = []
  for (const file of files) {
    if (used.has(file.page.path)) continue
    if (file.computed)
      problems.push(`${file.file}:${file.computed[0]?.line}: ::: computed 没有对应的代码页面（code-pages.ts）`)
    const page = withValues(file, undefined, problems)
    if (page) rest.push(page === file.page ? file : { ...file, page })
  }
  if (problems.length > 0) throw new Error(`内容文件有误：\n${problems.join('\n')}`)
  return { code: whole, files: rest }
}

/** The file's page with its `{{…}}` replaced, or undefined after adding a `file:line` problem for each bad one. */
function withValues(file: ContentPage, figures: Figures | undefined, problems: string[]): SeedPage | undefined {
  if (!file.placeholders) return file.page
  const before = problems.length
  for (const [text, line] of file.placeholders) {
    try {
      placeholderValue(text.slice(2, -2), figures)
    } catch (error) {
      if (!(error instanceof PlaceholderProblem)) throw error
      problems.push(`${file.file}:${line}: ${text}: ${error.message}`)
    }
  }
  if (problems.length > before) return undefined
  const text = (value: string) => resolveText(value, figures) as string
  const { title, summary, blocks } = file.page
  return {
    ...file.page,
    title: text(title),
    summary: text(summary),
    blocks: blocks.map((block) => resolveBlock(block, figures)),
  }
}

/** Every string of a block resolved; a table cell that is one placeholder keeps a number as a number. */
function resolveBlock(block: SeedPage['blocks'][number], figures: Figures | undefined): SeedPage['blocks'][number] {
  const walk = (value: unknown, cell: boolean): unknown => {
    if (typeof value === 'string') return resolveText(value, figures, cell)
    if (Array.isArray(value)) return value.map((v) => walk(v, false))
    if (typeof value !== 'object' || value === null) return value
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        block.type === 'table' && k === 'rows' && Array.isArray(v)
          ? v.map((row: Record<string, unknown>) =>
              Object.fromEntries(Object.entries(row).map(([c, x]) => [c, walk(x, true)])),
            )
          : walk(v, false),
      ]),
    )
  }
  return walk(block, false) as SeedPage['blocks'][number]
}

/** The topics with their content-file pages added after the pages built in code (listed in `code_pages`). */
export function withContentPages(topics: SeedTopic[], files: ContentPage[]): SeedTopic[] {
  const problems: string[] = []
  const byKey = new Map(topics.map((t) => [t.key as string, { ...t, pages: [...t.pages] }]))
  const inCode = new Set(topics.flatMap((t) => t.pages.map((p) => p.path)))
  for (const { file, topic, page } of files) {
    const target = byKey.get(topic)
    if (!target) problems.push(`${file}: 没有 key 为 ${topic} 的专题（在 front matter 里用 topic: 指定）`)
    else if (inCode.has(page.path)) problems.push(`${file}: 页面 ${page.path} 已在代码中定义`)
    else target.pages.push(page)
  }
  if (problems.length > 0) throw new Error(`内容文件有误：\n${problems.join('\n')}`)
  return [...byKey.values()]
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort()
}
