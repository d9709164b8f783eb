import type { JSONContent } from '@tiptap/core'
import { isSafeHref, type RichNode } from '#common/content'

/**
 * Converts between the stored rich-text tree (common/content.ts, ADR 030) and the editor's document (Tiptap JSON).
 * Pure: no editor instance, so both directions are tested on plain objects.
 */

type Span = Extract<RichNode, { type: 'paragraph' }>['spans'][number]

const text = (value: string): JSONContent[] => (value ? [{ type: 'text', text: value }] : [])

function spanToText(span: Span): JSONContent {
  const marks: JSONContent['marks'] = []
  if (span.bold) marks.push({ type: 'bold' })
  if (span.href) marks.push({ type: 'link', attrs: { href: span.href } })
  return marks.length > 0 ? { type: 'text', text: span.text, marks } : { type: 'text', text: span.text }
}

/** The stored tree as an editor document. */
export function richToDoc(nodes: readonly RichNode[]): JSONContent {
  const content = nodes.map(nodeToDoc)
  // An empty document still needs one block to type into.
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] }
}

function nodeToDoc(node: RichNode): JSONContent {
  switch (node.type) {
    case 'heading':
      return { type: 'heading', attrs: { level: 3 }, content: text(node.text) }
    case 'paragraph':
      return { type: 'paragraph', content: node.spans.map(spanToText) }
    case 'list':
      return {
        type: node.ordered ? 'orderedList' : 'bulletList',
        content: node.items.map((item) => ({
          type: 'listItem',
          content: [{ type: 'paragraph', content: text(item) }],
        })),
      }
    case 'note':
      return { type: 'note', content: text(node.text) }
  }
}

/** Chinese names of what the tree cannot hold, for the message that says it was left out. */
const unsupportedNames: Record<string, string> = {
  image: '图片',
  table: '表格',
  codeBlock: '代码块',
  blockquote: '引用',
  horizontalRule: '分隔线',
  taskList: '任务列表',
}

export type DocReading = {
  nodes: RichNode[]
  /** What was left out because the tree cannot hold it safely (图片, 表格, 不安全的链接 …), each named once. */
  dropped: string[]
}

/**
 * The editor document as the stored tree. Anything the tree cannot hold is cleaned up, never passed on: unknown
 * blocks keep only their text, marks other than bold and safe links are dropped, empty blocks disappear. Length
 * limits are left to the schema, which says which block is too long.
 */
export function docToRich(doc: JSONContent): DocReading {
  const dropped = new Set<string>()
  const nodes: RichNode[] = []

  const visit = (node: JSONContent, insideUnknown = false) => {
    switch (node.type) {
      case 'heading': {
        const value = plainText(node).trim()
        if (value) nodes.push({ type: 'heading', text: value })
        return
      }
      case 'paragraph': {
        const spans = spansOf(node, dropped)
        if (spans.length > 0) nodes.push({ type: 'paragraph', spans })
        return
      }
      case 'bulletList':
      case 'orderedList': {
        const items = listItems(node)
        if (items.length === 0) return
        nodes.push(node.type === 'orderedList' ? { type: 'list', ordered: true, items } : { type: 'list', items })
        return
      }
      case 'note': {
        const value = plainText(node).trim()
        if (value) nodes.push({ type: 'note', text: value })
        return
      }
      default: {
        // Named once, by its outermost block: a table, not its rows and cells.
        if (!insideUnknown) dropped.add(unsupportedNames[node.type ?? ''] ?? '不支持的格式')
        // Text inside an unknown block (a table's cells, a quote) is kept as plain paragraphs; the rest goes.
        if (node.content?.some((child) => child.type === 'text')) {
          const value = plainText(node).trim()
          if (value) nodes.push({ type: 'paragraph', spans: [{ text: value }] })
        } else for (const child of node.content ?? []) visit(child, true)
      }
    }
  }
  for (const node of doc.content ?? []) visit(node)
  return { nodes, dropped: [...dropped] }
}

function plainText(node: JSONContent): string {
  if (node.type === 'text') return node.text ?? ''
  return (node.content ?? []).map(plainText).join('')
}

/** A list's items as plain lines; nested lists become items of their own, after their parent item. */
function listItems(list: JSONContent): string[] {
  const items: string[] = []
  for (const item of list.content ?? []) {
    const lines: string[] = []
    for (const child of item.content ?? []) {
      if (child.type === 'bulletList' || child.type === 'orderedList') {
        const own = lines.join(' ').trim()
        if (own) items.push(own)
        lines.length = 0
        items.push(...listItems(child))
      } else lines.push(plainText(child))
    }
    const own = lines.join(' ').trim()
    if (own) items.push(own)
  }
  return items
}

function spansOf(paragraph: JSONContent, dropped: Set<string>): Span[] {
  const spans: Span[] = []
  for (const child of paragraph.content ?? []) {
    if (child.type === 'hardBreak') {
      pushSpan(spans, { text: ' ' })
      continue
    }
    if (child.type !== 'text') {
      dropped.add(unsupportedNames[child.type ?? ''] ?? '不支持的格式')
      continue
    }
    const span: Span = { text: child.text ?? '' }
    for (const mark of child.marks ?? []) {
      if (mark.type === 'bold') span.bold = true
      else if (mark.type === 'link') {
        const href = typeof mark.attrs?.href === 'string' ? mark.attrs.href.trim() : ''
        if (href && isSafeHref(href)) span.href = href
        else dropped.add('不安全的链接')
      }
    }
    pushSpan(spans, span)
  }
  // Blank spans cannot be stored (text is required): their space joins a neighbour.
  const first = spans[0]
  if (first && !first.text.trim()) {
    spans.shift()
    const next = spans[0]
    if (next) next.text = first.text + next.text
  }
  return spans.some((s) => s.text.trim()) ? spans : []
}

/** Adds a span, joining it to the previous one when they look the same or it is only a space. */
function pushSpan(spans: Span[], span: Span) {
  const last = spans.at(-1)
  if (last && (sameLook(last, span) || !span.text.trim())) last.text += span.text
  else spans.push(span)
}

const sameLook = (a: Span, b: Span) => (a.bold ?? false) === (b.bold ?? false) && a.href === b.href
