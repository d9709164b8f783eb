import type { Db } from '#server/db/database'
import { pageSearchText } from '#server/modules/content-search/search-text'
import { type FiguresInForce, withFigures } from '#server/modules/data-desk/live'
import { codePages } from './seed/code-pages.ts'
import { contentPages, withComputedBlocks } from './seed/content-files.ts'
import type { SeedPage } from './seed/define.ts'

/** A page as the seed writes it: the stored columns a rendering decides. */
type Rendered = { title: string; summary: string; blocks: string }

const renderings = new WeakMap<FiguresInForce, Map<string, Rendered>>()

/**
 * Every seeded page whose text or tables read a figure (the code pages and the files with `{{…}}`), rendered with
 * `figures` in force: the same pipeline as the seed (all-topics.ts), so with the figures the seed used it gives the
 * stored columns byte for byte. Rendered once per set of figures.
 */
export function renderComputedPages(figures: FiguresInForce): Map<string, Rendered> {
  let rendered = renderings.get(figures)
  if (!rendered) {
    const loaded = contentPages()
    const { code, files: rest } = withFigures(figures, () => withComputedBlocks(codePages(), loaded))
    const printing = new Set(loaded.filter((f) => f.placeholders).map((f) => f.page.path))
    const pages: SeedPage[] = [...code, ...rest.map((f) => f.page).filter((page) => printing.has(page.path))]
    rendered = new Map(
      pages.map((page) => [
        page.path,
        { title: page.title, summary: page.summary, blocks: JSON.stringify(page.blocks) },
      ]),
    )
    renderings.set(figures, rendered)
  }
  return rendered
}

/**
 * After an approval: each page whose rendering the new figures change is rewritten, but only while it is exactly
 * what the figures before made of it. A page an administrator has edited (or that an older release seeded) differs
 * from that and is left as it is. The version moves, so caches and open editors see the change. Returns the paths.
 */
export async function refreshComputedPages(db: Db, before: FiguresInForce, after: FiguresInForce, at: string) {
  const old = renderComputedPages(before)
  const changed: string[] = []
  for (const [path, next] of renderComputedPages(after)) {
    const previous = old.get(path)
    if (!previous || sameRendering(previous, next)) continue
    const page = { title: next.title, summary: next.summary, blocks: JSON.parse(next.blocks) }
    const updated = await db
      .updateTable('data_pages')
      .set((eb) => ({
        title: next.title,
        summary: next.summary,
        blocks: next.blocks,
        search_text: pageSearchText(page),
        version: eb('version', '+', 1),
        updated_at: at,
      }))
      .where('path', '=', path)
      .where('title', '=', previous.title)
      .where('summary', '=', previous.summary)
      .where('blocks', '=', previous.blocks)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) > 0) changed.push(path)
  }
  return changed
}

const sameRendering = (a: Rendered, b: Rendered) =>
  a.title === b.title && a.summary === b.summary && a.blocks === b.blocks
