import type { Block } from '../../../common/content.ts'

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
  return normalizeSearch([page.title, page.summary, ...blockStrings(page.blocks)].join(' '))
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

/** A LIKE pattern that matches the query anywhere; %, _ and the escape character itself match only literally. */
export function containsPattern(query: string) {
  return `%${normalizeSearch(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
