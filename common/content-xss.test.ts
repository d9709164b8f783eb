import { describe, expect, it } from 'vitest'
import { blockSchema, isSafeHref, nodeInputSchema } from './content.ts'

/**
 * Link payloads from the usual XSS cheat sheets (OWASP filter-evasion list and friends). Rich text is a document
 * tree rendered as React elements (ADR 030), so the only place markup could run is a link: every one of these must
 * be refused wherever a link is accepted.
 */
const hrefPayloads = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'javascript&colon;alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\u0000script:alert(1)',
  '\u0001javascript:alert(1)',
  ' javascript:alert(1)',
  'jav&#x09;ascript:alert(1)',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
  'vbscript:msgbox(1)',
  'livescript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:image/svg+xml,<svg onload=alert(1)>',
  'file:///etc/passwd',
  '//evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  'http:/evil',
  'http:evil.example',
  'https:\\\\evil.example',
  '/ok" onmouseover="alert(1)',
  "/ok' onfocus='alert(1)' autofocus='",
  '/x"><script>alert(1)</script>',
  '/x"><img src=x onerror=alert(1)>',
  'https://ok.example/"><svg/onload=alert(1)>',
  'https://ok.example/`onerror=alert(1)`',
  'https://ok.example/\u2028x',
  '/x\u0085y',
  '',
]

const inText = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<a href="javascript:alert(1)">点我</a>',
  '"><iframe src=javascript:alert(1)>',
  '<body onload=alert(1)>',
]

const issues = (parsed: { success: boolean; error?: { issues: { message: string }[] } }) =>
  parsed.error?.issues.map((i) => i.message).join(' ') ?? ''

describe('the rich-text sanitizer against XSS payloads', () => {
  it.each(hrefPayloads)('refuses the link %j', (href) => {
    expect(isSafeHref(href)).toBe(false)
  })

  it.each(hrefPayloads.filter((h) => h.trim() !== ''))('refuses %j in every block that takes a link', (href) => {
    const blocks = [
      { type: 'rich_text', content: [{ type: 'paragraph', spans: [{ text: '链接', href }] }] },
      { type: 'banner', title: '横幅', href },
      { type: 'banner', title: '横幅', image_url: href },
      { type: 'file_list', files: [{ name: '文件', href, format: 'pdf' }] },
      { type: 'project_list', items: [{ name: '项目', city: '杭州', category: '可研', stage: '进行中', href }] },
      {
        type: 'project_list',
        items: [{ name: '项目', city: '杭州', category: '可研', stage: '进行中' }],
        more_href: href,
      },
    ]
    for (const block of blocks) {
      const parsed = blockSchema.safeParse(block)
      expect(parsed.success, `${block.type}`).toBe(false)
      expect(issues(parsed)).toContain('链接只能是站内路径')
    }
  })

  it.each(hrefPayloads.filter((h) => h.trim() !== ''))('refuses %j as a link node target', (href) => {
    const parsed = nodeInputSchema.safeParse({
      parent_id: null,
      kind: 'link',
      title: '外链',
      summary: '',
      target: href,
      access: { kind: 'user' },
      published: true,
      public: false,
    })
    expect(parsed.success).toBe(false)
  })

  it.each(inText)('keeps %j in text as plain text, with no HTML field to carry it', (payload) => {
    const parsed = blockSchema.parse({
      type: 'rich_text',
      content: [
        { type: 'heading', text: payload },
        { type: 'paragraph', spans: [{ text: payload }] },
      ],
    })
    expect(JSON.stringify(parsed)).toContain(JSON.stringify(payload).slice(1, -1))
    expect(JSON.stringify(parsed)).not.toMatch(/"html"|"dangerouslySetInnerHTML"/)
  })

  it('refuses fields a rich-text node does not have instead of passing them on', () => {
    const parsed = blockSchema.parse({
      type: 'rich_text',
      content: [{ type: 'paragraph', spans: [{ text: 'x', onclick: 'alert(1)', html: '<b>x</b>' }], style: 'x' }],
    })
    expect(JSON.stringify(parsed)).not.toMatch(/onclick|html|style/)
  })

  it('still accepts ordinary links', () => {
    for (const href of [
      '/datapage/city/overview',
      '/report-viewer?id=a-1',
      'https://www.stats.gov.cn/tjsj/',
      'http://a.b/c?d=1#e',
    ]) {
      expect(isSafeHref(href)).toBe(true)
    }
  })
})
