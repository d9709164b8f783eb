import { describe, expect, it } from 'vitest'
import { type AccessRule, blockSchema, checkAuth, isSafeHref, targetProblem, type Viewer } from './content.ts'

const viewer = (user_type: string, user_type_multi: string[] = [], admin = false): Viewer => ({
  user_type,
  user_type_multi,
  authorization: admin ? 'admin' : null,
})
const admin = viewer('hm_employee', ['employee'], true)
const employee = viewer('hm_employee', ['employee'])
const partner = viewer('partner')
const owner = viewer('open_hotel', ['owner'])

describe('checkAuth', () => {
  const cases: [AccessRule, Viewer, boolean, string?][] = [
    [{ kind: 'public' }, null, true],
    [{ kind: 'user' }, null, false, '请先登录后查看'],
    [{ kind: 'user' }, partner, true],
    [{ kind: 'employee' }, partner, false, '仅限本公司员工查看'],
    [{ kind: 'employee' }, employee, true],
    [{ kind: 'employee' }, viewer('hm_employee'), true],
    [{ kind: 'admin' }, employee, false, '仅限管理员查看'],
    [{ kind: 'admin' }, admin, true],
    [{ kind: 'user_types', user_types: ['open_hotel', 'new_hotel'] }, partner, false, '仅对开业酒店、新酒店用户开放'],
    [{ kind: 'user_types', user_types: ['open_hotel'] }, owner, true],
    [{ kind: 'user_types', user_types: ['open_hotel'] }, employee, true],
    [{ kind: 'org_kinds', org_kinds: ['owner'] }, owner, true],
    [{ kind: 'org_kinds', org_kinds: ['owner', 'single_hotel'] }, partner, false, '仅对业主、单体酒店开放'],
  ]
  it.each(cases)('rule %j for %j → allowed %s', (rule, who, allowed, reason) => {
    const decision = checkAuth(rule, who)
    expect(decision.allowed).toBe(allowed)
    if (!decision.allowed) expect(decision.reason).toBe(reason)
  })
})

describe('links', () => {
  const xss = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example',
    'http:/evil',
    '/ok" onmouseover="alert(1)',
  ]
  it.each(xss)('refuses the unsafe link %s', (href) => {
    expect(isSafeHref(href)).toBe(false)
  })
  it('accepts app paths and http(s) URLs', () => {
    for (const href of [
      '/datapage/city/overview',
      '/report-viewer?id=a-1',
      'https://www.stats.gov.cn/',
      'http://a.b/c',
    ]) {
      expect(isSafeHref(href)).toBe(true)
    }
  })
  it('checks a node target against its kind', () => {
    expect(targetProblem('page', '/datapage/city/overview')).toBeUndefined()
    expect(targetProblem('page', '/applet/budget')).toContain('类型不符')
    expect(targetProblem('applet', '/applet/budget')).toBeUndefined()
    expect(targetProblem('wall', '/section/planet')).toContain('类型不符')
    expect(targetProblem('link', '/startPage/customSort')).toBe('站内链接不是本站页面')
    expect(targetProblem('link', 'javascript:alert(1)')).toContain('http(s)')
    expect(targetProblem('group', null)).toBeUndefined()
    expect(targetProblem('report', null)).toBe('缺少链接目标')
  })
})

describe('block schema', () => {
  const valid = [
    {
      type: 'rich_text',
      content: [
        { type: 'heading', text: '标题' },
        { type: 'paragraph', spans: [{ text: 'a', href: '/x' }] },
      ],
    },
    { type: 'table', columns: [{ key: 'a', title: 'A' }], rows: [{ a: 1 }] },
    { type: 'chart', title: 'T', chart: 'bar', categories: ['x', 'y'], series: [{ name: 's', data: [1, 2] }] },
    { type: 'file_list', files: [{ name: 'f', href: '/report-viewer?id=a', format: 'pdf' }] },
    { type: 'project_list', items: [{ name: 'p', city: '杭州', category: '可研', stage: '进行中' }] },
    { type: 'banner', title: 'b', href: 'https://example.com' },
  ]
  it.each(valid)('accepts a valid $type block', (block) => {
    expect(blockSchema.safeParse(block).success).toBe(true)
  })

  const bad: [string, unknown, string][] = [
    ['an unknown type', { type: 'script', src: 'x' }, ''],
    [
      'a javascript: link in text',
      { type: 'rich_text', content: [{ type: 'paragraph', spans: [{ text: 'x', href: 'javascript:alert(1)' }] }] },
      '链接只能是站内路径',
    ],
    [
      'a chart whose series do not match',
      { type: 'chart', title: 'T', chart: 'bar', categories: ['x'], series: [{ name: 's', data: [1, 2] }] },
      '数值个数与分类个数不一致',
    ],
    [
      'a table row with an unknown column',
      { type: 'table', columns: [{ key: 'a', title: 'A' }], rows: [{ b: 1 }] },
      '未定义的列',
    ],
    [
      'a file with a data: URL',
      { type: 'file_list', files: [{ name: 'f', href: 'data:text/html,x', format: 'pdf' }] },
      '链接只能是站内路径',
    ],
    ['a banner image on another scheme', { type: 'banner', title: 'b', image_url: 'vbscript:x' }, '链接只能是站内路径'],
    ['an empty rich text', { type: 'rich_text', content: [] }, ''],
  ]
  it.each(bad)('refuses %s with a clear message', (_name, block, message) => {
    const parsed = blockSchema.safeParse(block)
    expect(parsed.success).toBe(false)
    if (message) expect(parsed.error?.issues.map((i) => i.message).join(' ')).toContain(message)
  })

  it('keeps markup in text as text: rich text has no HTML to inject', () => {
    const parsed = blockSchema.parse({
      type: 'rich_text',
      content: [{ type: 'paragraph', spans: [{ text: '<img src=x onerror=alert(1)>' }] }],
    })
    expect(parsed).toMatchObject({ content: [{ spans: [{ text: '<img src=x onerror=alert(1)>' }] }] })
    expect(Object.keys(parsed)).not.toContain('html')
  })
})
