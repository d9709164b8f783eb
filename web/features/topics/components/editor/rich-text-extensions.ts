import { mergeAttributes, Node } from '@tiptap/core'
import { Bold } from '@tiptap/extension-bold'
import { Document } from '@tiptap/extension-document'
import { Heading } from '@tiptap/extension-heading'
import { Link } from '@tiptap/extension-link'
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list'
import { Paragraph } from '@tiptap/extension-paragraph'
import { Text } from '@tiptap/extension-text'
import { UndoRedo } from '@tiptap/extensions'
import { isSafeHref } from '#common/content'

/** The 提示 node of the rich-text tree: one line of plain text, drawn as a notice on the page. */
const Note = Node.create({
  name: 'note',
  group: 'block',
  content: 'text*',
  marks: '',
  defining: true,
  parseHTML: () => [{ tag: 'aside[data-note]' }],
  renderHTML: ({ HTMLAttributes }) => ['aside', mergeAttributes(HTMLAttributes, { 'data-note': '' }), 0],
})

/**
 * Exactly what the rich-text tree can hold (ADR 030, 035): headings, paragraphs with bold and links, lists and
 * notes. Pasted HTML is parsed against this schema, so anything else (scripts, images, tables, styles) never
 * enters the document.
 */
export const richTextExtensions = [
  Document,
  Paragraph,
  Text,
  // The tree has one heading level and no formatting inside headings; every pasted h1–h6 becomes that heading.
  Heading.extend({
    marks: '',
    parseHTML: () => [1, 2, 3, 4, 5, 6].map((level) => ({ tag: `h${level}`, attrs: { level: 3 } })),
  }).configure({ levels: [3] }),
  Bold,
  Link.configure({
    openOnClick: false,
    autolink: false,
    linkOnPaste: true,
    isAllowedUri: (url) => isSafeHref(url.trim()),
    HTMLAttributes: { target: null, rel: null },
  }),
  BulletList,
  OrderedList,
  ListItem,
  ListKeymap,
  Note,
  UndoRedo,
]
