import type { Block } from '#common/content'

/**
 * Search text is stored normalized (ADR 032): NFKC folds full-width letters and digits, lower case folds Latin,
 * whitespace collapses. The query gets the same treatment, so one LIKE matches on SQLite and PostgreSQL alike.
 */
export function normalizeSearch(value: string) {
  return value.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
}

export function nodeSearchText(node: { title: string; summary: string }) {
  return normalizeSearch(`${node.title} ${node.summary}`)
}

export function pageSearchText(page: { title: string; summary: string; blocks: Block[] }) {
  return normalizeSearch(pageText(page))
}

/** A page's words as written (case, full-width punctuation and all), whitespace collapsed: what snippets show. */
export function pageText(page: { title: string; summary: string; blocks: Block[] }) {
  return [page.title, page.summary, ...blockStrings(page.blocks)].join(' ').replace(/\s+/g, ' ').trim()
}

/**
 * A stretch of the original text around the first place the normalized query matches: the match is found on
 * the folded text (as the search did), but the reader sees the words as written, e.g. "RevPAR（元）" rather
 * than "revpar(元)".
 */
export function snippetOf(text: string, query: string, before = 30, after = 50) {
  // Fold character by character so every folded position maps back to one in the original.
  let folded = ''
  const origin: number[] = []
  for (let i = 0; i < text.length; i++) {
    const piece = (text[i] ?? '').normalize('NFKC').toLowerCase()
    for (let k = 0; k < piece.length; k++) origin.push(i)
    folded += piece
  }
  const at = query ? folded.indexOf(query) : -1
  if (at < 0) return text.slice(0, before + after)
  const first = origin[at] ?? 0
  const last = origin[at + query.length - 1] ?? first
  const start = Math.max(0, first - before)
  const end = Math.min(text.length, last + 1 + after)
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`
}

// Keys whose values are links or codes, not words a reader would search for.
const skipKeys = new Set(['type', 'href', 'image_url', 'more_href', 'key', 'format', 'chart', 'align'])

function blockStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'number') return [String(value)]
  if (Array.isArray(value)) return value.flatMap(blockStrings)
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (skipKeys.has(k) ? [] : blockStrings(v)))
  }
  return []
}

/**
 * How well a title answers a normalized query: 3 it is the query, 2 it starts with it, 1 it contains it, 0 the
 * match is only in the summary or the page text. A reader looking for 品牌 wants 品牌选择 before a page that
 * mentions brands in its fourth paragraph.
 */
export function titleRank(title: string, query: string) {
  const normalized = normalizeSearch(title)
  if (normalized === query) return 3
  if (normalized.startsWith(query)) return 2
  return normalized.includes(query) ? 1 : 0
}

/** Hits with better-matching titles first; equal ones keep their order (Array.prototype.sort is stable). */
export function byTitleRank<T extends { title: string }>(hits: T[], query: string) {
  return hits
    .map((hit) => ({ hit, rank: titleRank(hit.title, query) }))
    .sort((a, b) => b.rank - a.rank)
    .map(({ hit }) => hit)
}

/** A LIKE pattern that matches the query anywhere; %, _ and the escape character itself match only literally. */
export function containsPattern(query: string) {
  return `%${normalizeSearch(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
