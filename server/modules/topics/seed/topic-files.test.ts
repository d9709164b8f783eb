import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { TopicKey } from '#common/topics'
import { pathLabel } from '#server/lib/data-files'
import type { SeedPage } from './define.ts'
import { loadTopicFiles } from './topic-files.ts'

let dir: string | undefined
/** A content/topics folder holding these files (name → text). */
function folder(files: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'content-topics-'))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  return dir
}
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

const tiers: SeedPage = { path: 'city/tiers', title: '城市等级', summary: 's', blocks: [] }
const pagePaths = new Set(['city/tiers', 'city/overview', 'budget/overview'])
const keys: TopicKey[] = ['city', 'budget']
const order = '- city\n- budget\n'
const head = (title = '投资预算') =>
  `title: ${title}\nstage: build\nicon: AccountBookOutlined\nsummary: 开发总投资的构成。\naudience: [owner]\n`
const budget = `${head()}nodes:
  - kind: group
    title: 预算构成
    summary: 钱花在哪里
    children:
      - kind: page
        title: 开发预算的构成
        summary: 八大类费用
        target: budget/overview
      - kind: applet
        title: 投资预算工具
        summary: 按档次生成预算
        target: budget
`
const city = `${head('城市研究')}nodes:
  - kind: group
    title: 城市画像
    summary: 基础数据
    children:
      - kind: wall
        title: 城市墙
        summary: 按城市浏览
        target: city
      - kind: page
        title: 城市等级
        summary: 等级的出处
        target: city/tiers
        access: employee
      - kind: page
        title: 城市研究怎么做
        summary: 关键问题
        target: city/overview
        public: true
      - kind: map
        title: 在建酒店
        summary: 查看未来供给
        target: /hotel-map?status=pipeline
      - kind: project_list
        title: 城市项目
        summary: 已完成的项目
        access: {kind: org_kinds, org_kinds: [project_client]}
      - kind: report
        title: 研究报告
        summary: 四城对比
        target: d6000000-0000-4000-8000-000000000002
      - kind: link
        title: 品牌谈判
        summary: 合同条款
        target: /startPage/brandNegotiate
code_pages: [city/tiers]
`
const load = (files: Record<string, string>) =>
  loadTopicFiles({ codePages: [tiers], pagePaths, dir: folder(files), keys })
const problemsOf = (files: Record<string, string>) => {
  try {
    load({ '_order.yaml': order, 'city.yaml': city, 'budget.yaml': budget, ...files })
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('the folder loaded without a problem')
}
/** budget.yaml with one line of its second node replaced (or extended). */
const budgetWith = (from: string, to: string) => {
  if (!budget.includes(from)) throw new Error(from)
  return budget.replace(from, to)
}

describe('topic files', () => {
  it('reads a topic in the menu order, expanding short targets as the node helpers did and adding its code pages', () => {
    const [first, second] = load({ '_order.yaml': order, 'city.yaml': city, 'budget.yaml': budget })
    expect(second?.key).toBe('budget')
    expect(first).toEqual({
      key: 'city',
      title: '城市研究',
      stage: 'build',
      icon: 'AccountBookOutlined',
      summary: '开发总投资的构成。',
      audience: ['owner'],
      nodes: [
        {
          kind: 'group',
          title: '城市画像',
          summary: '基础数据',
          children: [
            { kind: 'wall', title: '城市墙', summary: '按城市浏览', target: '/section/city' },
            {
              kind: 'page',
              title: '城市等级',
              summary: '等级的出处',
              target: '/datapage/city/tiers',
              access: { kind: 'employee' },
            },
            {
              kind: 'page',
              title: '城市研究怎么做',
              summary: '关键问题',
              target: '/datapage/city/overview',
              public: true,
            },
            { kind: 'map', title: '在建酒店', summary: '查看未来供给', target: '/hotel-map?status=pipeline' },
            {
              kind: 'project_list',
              title: '城市项目',
              summary: '已完成的项目',
              target: '/project-list',
              access: { kind: 'org_kinds', org_kinds: ['project_client'] },
            },
            {
              kind: 'report',
              title: '研究报告',
              summary: '四城对比',
              target: '/report-viewer?id=d6000000-0000-4000-8000-000000000002',
            },
            { kind: 'link', title: '品牌谈判', summary: '合同条款', target: '/startPage/brandNegotiate' },
          ],
        },
      ],
      pages: [tiers],
    })
  })

  it('refuses an unknown node kind, naming the file, the line and the path in the tree', () => {
    const message = problemsOf({ 'budget.yaml': budgetWith('kind: applet', 'kind: widget') })
    expect(message).toContain('content/topics/budget.yaml:15: nodes[0].children[1].kind: 不认识的节点类型：widget')
  })

  it('refuses a node without a title', () => {
    const message = problemsOf({ 'budget.yaml': budgetWith('        title: 投资预算工具\n', '') })
    expect(message).toContain('content/topics/budget.yaml:15: nodes[0].children[1].title: 缺少 title')
  })

  it('refuses a field it does not know, in a node and in the topic', () => {
    const message = problemsOf({
      'budget.yaml': budgetWith('        target: budget\n', '        target: budget\n        colour: red\n').replace(
        'audience:',
        'owner: 张三\naudience:',
      ),
    })
    expect(message).toContain('content/topics/budget.yaml:20: nodes[0].children[1].colour: 不认识的字段')
    expect(message).toContain('content/topics/budget.yaml:5: owner: 不认识的字段')
  })

  it('refuses an access rule that is not one, or names a user type that does not exist', () => {
    const message = problemsOf({
      'budget.yaml': budgetWith('        target: budget\n', '        target: budget\n        access: everyone\n'),
      'city.yaml': city.replace('org_kinds: [project_client]', 'org_kinds: [landlord]'),
    })
    expect(message).toContain('content/topics/budget.yaml:19: nodes[0].children[1].access: 不是有效的访问规则')
    expect(message).toMatch(
      /content\/topics\/city\.yaml:\d+: nodes\[0\]\.children\[4\]\.access\.org_kinds\[0\]: 不认识的取值/,
    )
  })

  it('refuses a target that does not fit its kind: an unknown tool or wall, a missing page, a missing target', () => {
    const message = problemsOf({
      'budget.yaml': budgetWith('target: budget\n', 'target: budgets\n'),
      'city.yaml': city
        .replace('target: city\n', 'target: cities\n')
        .replace('        target: /startPage/brandNegotiate\n', ''),
    })
    expect(message).toContain('content/topics/budget.yaml:18: nodes[0].children[1].target: 没有这个工具：budgets')
    expect(message).toContain('content/topics/city.yaml:14: nodes[0].children[0].target: 没有这面墙：cities')
    expect(message).toContain('content/topics/city.yaml:37: nodes[0].children[6].target: 缺少 target')
    // A page node must point at a page that exists, in code or under content/pages.
    expect(problemsOf({ 'city.yaml': city.replace('target: city/overview', 'target: city/nowhere') })).toContain(
      'content/topics/city.yaml:23: nodes[0].children[2].target: 没有页面 city/nowhere',
    )
  })

  it('refuses an unknown topic, a missing file, an incomplete order and an unlisted or unknown code page', () => {
    expect(problemsOf({ 'hotels.yaml': budget })).toContain('content/topics/hotels.yaml: 没有 key 为 hotels 的专题')
    expect(problemsOf({ '_order.yaml': '- city\n' })).toContain('content/topics/_order.yaml: 缺少专题 budget')
    expect(problemsOf({ 'city.yaml': city.replace('code_pages: [city/tiers]\n', '') })).toContain(
      '页面 city/tiers 由代码生成，但没有专题文件在 code_pages 中列出它',
    )
    expect(problemsOf({ 'city.yaml': city.replace('[city/tiers]', '[city/tiers, city/overview]') })).toContain(
      'content/topics/city.yaml:41: code_pages[1]: 代码中没有页面 city/overview',
    )
    const missing = (() => {
      try {
        load({ '_order.yaml': order, 'city.yaml': city })
      } catch (error) {
        return (error as Error).message
      }
    })()
    expect(missing).toContain('content/topics/budget.yaml: 缺少专题 budget 的文件')
  })

  it('reports YAML that does not parse with its line', () => {
    expect(problemsOf({ 'budget.yaml': budgetWith('title: 预算构成', 'title: [预算构成') })).toMatch(
      /content\/topics\/budget\.yaml:\d+: YAML 写法有误/,
    )
  })

  it('writes tree paths as the file reads them', () => {
    expect(pathLabel(['nodes', 1, 'children', 0, 'target'])).toBe('nodes[1].children[0].target')
  })
})
