// @vitest-environment jsdom
// Uses the browser's storage, document or network objects, so it runs in jsdom, not in Node (vitest.config.ts).
import { generateHTML, generateJSON, type JSONContent } from '@tiptap/core'
import { describe, expect, it } from 'vitest'
import { type RichNode, richNodeSchema } from '#common/content'
import { docToRich, richToDoc } from './rich-text-doc.ts'
import { richTextExtensions } from './rich-text-extensions.ts'

const everyNode: RichNode[] = [
  { type: 'heading', text: '项目概况' },
  {
    type: 'paragraph',
    spans: [
      { text: '正文，' },
      { text: '重点', bold: true },
      { text: '，详见' },
      { text: '可研工具', href: '/applet/feasibility' },
      { text: '与', bold: true, href: 'https://www.stats.gov.cn/' },
    ],
  },
  { type: 'list', items: ['要点一', '要点二'] },
  { type: 'list', ordered: true, items: ['第一步', '第二步'] },
  { type: 'note', text: '资料不全也可以启动。' },
]

/** What pasting this HTML into the editor keeps: parsed against the editor schema, then read as our tree. */
const pasted = (html: string) => docToRich(generateJSON(html, richTextExtensions) as JSONContent)

describe('rich text between the stored tree and the editor document', () => {
  it('round-trips every node type unchanged', () => {
    expect(docToRich(richToDoc(everyNode))).toEqual({ nodes: everyNode, dropped: [] })
  })

  it('round-trips every node type through the editor schema and its HTML (a copy from one block, a paste into another)', () => {
    const html = generateHTML(richToDoc(everyNode), richTextExtensions)
    expect(docToRich(generateJSON(html, richTextExtensions) as JSONContent)).toEqual({ nodes: everyNode, dropped: [] })
  })

  it('gives an empty tree one empty paragraph to type into, and reads it back as nothing', () => {
    const doc = richToDoc([])
    expect(doc).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] })
    expect(docToRich(doc).nodes).toEqual([])
  })

  it('joins neighbouring text that looks the same and drops empty blocks', () => {
    const doc: JSONContent = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '甲' },
            { type: 'text', text: '乙' },
          ],
        },
        { type: 'paragraph' },
        { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: '   ' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '粗', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' ' },
            { type: 'text', text: '体', marks: [{ type: 'bold' }] },
          ],
        },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
      ],
    }
    expect(docToRich(doc).nodes).toEqual([
      { type: 'paragraph', spans: [{ text: '甲乙' }] },
      { type: 'paragraph', spans: [{ text: '粗 体', bold: true }] },
    ])
  })

  it('flattens nested lists into items of their own and drops formatting the tree cannot hold', () => {
    const doc: JSONContent = {
      type: 'doc',
      content: [
        {
          type: 'orderedList',
          content: [
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: '上级', marks: [{ type: 'bold' }] }] },
                {
                  type: 'bulletList',
                  content: [
                    { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: '下级' }] }] },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'paragraph', content: [{ type: 'text', text: '斜体', marks: [{ type: 'italic' }] }] },
      ],
    }
    expect(docToRich(doc).nodes).toEqual([
      { type: 'list', ordered: true, items: ['上级', '下级'] },
      { type: 'paragraph', spans: [{ text: '斜体' }] },
    ])
  })

  it('keeps only the text of blocks the tree has no place for, and says what it left out', () => {
    const doc: JSONContent = {
      type: 'doc',
      content: [
        { type: 'image', attrs: { src: 'https://evil.example/x.png' } },
        {
          type: 'table',
          content: [
            {
              type: 'tableRow',
              content: [
                { type: 'tableCell', content: [{ type: 'paragraph', content: [{ type: 'text', text: '单元格' }] }] },
              ],
            },
          ],
        },
        { type: 'codeBlock', content: [{ type: 'text', text: 'alert(1)' }] },
      ],
    }
    const read = docToRich(doc)
    expect(read.nodes).toEqual([
      { type: 'paragraph', spans: [{ text: '单元格' }] },
      { type: 'paragraph', spans: [{ text: 'alert(1)' }] },
    ])
    expect(read.dropped).toEqual(['图片', '表格', '代码块'])
  })

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x', ' javascript:x'])(
    'drops the link %j but keeps its text',
    (href) => {
      const doc: JSONContent = {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: '点我', marks: [{ type: 'link', attrs: { href } }] }] },
        ],
      }
      expect(docToRich(doc)).toEqual({
        nodes: [{ type: 'paragraph', spans: [{ text: '点我' }] }],
        dropped: ['不安全的链接'],
      })
    },
  )

  it('cleans pasted HTML down to what the tree allows: no script, handler, image, table or unsafe link survives', () => {
    const read = pasted(
      [
        '<h1 onclick="alert(1)">标题<em>一</em></h1>',
        '<script>alert(1)</script>',
        '<p style="color:red">正文<b>加粗</b><a href="javascript:alert(1)">坏链接</a><a href="/applet/budget">好链接</a></p>',
        '<img src="x" onerror="alert(1)">',
        '<table><tr><td>格子</td></tr></table>',
        '<ul><li>甲</li><li><iframe src="javascript:alert(1)"></iframe>乙</li></ul>',
        '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
      ].join(''),
    )
    expect(read.nodes).toEqual([
      { type: 'heading', text: '标题一' },
      {
        type: 'paragraph',
        spans: [
          { text: '正文' },
          { text: '加粗', bold: true },
          { text: '坏链接' },
          { text: '好链接', href: '/applet/budget' },
        ],
      },
      { type: 'paragraph', spans: [{ text: '格子' }] },
      { type: 'list', items: ['甲', '乙'] },
      // Markup typed as text stays text.
      { type: 'paragraph', spans: [{ text: '<img src=x onerror=alert(1)>' }] },
    ])
    for (const node of read.nodes) expect(richNodeSchema.safeParse(node).success).toBe(true)
    expect(JSON.stringify(read.nodes)).not.toMatch(/script|alert\(1\)"|onerror="/)
  })
})
