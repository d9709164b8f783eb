import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { blocksSchema, pagePathSchema } from '../../../../common/content.ts'
import type { SeedPage, SeedTopic } from './define.ts'
import { MarkdownProblems, pageFromMarkdown } from './page-markdown.ts'

/**
 * content/ at the repository root, read in place from the sources (tsx, vitest) and from the build
 * (dist/server/server/…): the build does not copy it, the server runs from the checkout (docs/deployment.md).
 */
export const contentDir = resolve(
  import.meta.dirname,
  import.meta.filename.endsWith('.js') ? '../../../../../..' : '../../../..',
  'content',
)
export const contentPagesDir = join(contentDir, 'pages')

export type ContentPage = { file: string; topic: string; page: SeedPage }

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
      const { topic, access, title, summary, blocks } = pageFromMarkdown(readFileSync(join(dir, file), 'utf8'))
      // The blocks passed their schemas one by one; the page as a whole has its own limits (count).
      const checked = blocksSchema.safeParse(blocks)
      if (!checked.success) problems.push(`${name}: ${checked.error.issues[0]?.message}`)
      const page: SeedPage = { path, title, summary, ...(access ? { access } : {}), blocks }
      pages.push({ file: name, topic: topic ?? path.split('/')[0] ?? path, page })
    } catch (error) {
      if (!(error instanceof MarkdownProblems)) throw error
      for (const p of error.problems) problems.push(`${name}:${p.line}: ${p.message}`)
    }
  }
  if (problems.length > 0) throw new Error(`内容文件有误：\n${problems.join('\n')}`)
  return pages
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
