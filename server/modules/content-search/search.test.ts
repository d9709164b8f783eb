import { describe, expect, it } from 'vitest'
import type { NodeInput, SearchHit } from '#common/content'
import { loginAs } from '#server/test-support/auth'
import { createTextPage } from '#server/test-support/pages'
import { createTestApp } from '#server/test-support/test-app'

const ADMIN = '13800000000'
const EMPLOYEE = '13800000001'
const PARTNER = '13800000002'
type Headers = { authorization: string }

describe('content search', async () => {
  const { app } = await createTestApp()
  const admin = await loginAs(app, ADMIN)
  const employee = await loginAs(app, EMPLOYEE)
  const partner = await loginAs(app, PARTNER)

  const search = async (q: string, headers: Headers): Promise<SearchHit[]> => {
    const res = await app.inject({ url: `/api/v1/content/search?q=${encodeURIComponent(q)}`, headers })
    expect(res.statusCode).toBe(200)
    return res.json().data
  }
  const version = async (key: string) =>
    (await app.inject({ url: `/api/v1/topics/${key}`, headers: admin })).json().data.topic.version as number
  const addNode = async (over: Partial<NodeInput>) => {
    const node: NodeInput = {
      parent_id: null,
      kind: 'link',
      title: '测试节点',
      summary: '',
      target: 'https://www.stats.gov.cn/',
      access: { kind: 'user' },
      published: true,
      public: false,
      ...over,
    }
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/content/topics/industryWatch/nodes',
      headers: admin,
      payload: { version: await version('industryWatch'), node },
    })
    expect(res.statusCode).toBe(200)
    return res.json().data.node.id as string
  }
  const addPage = (path: string, text: string, access: object = { kind: 'user' }, title = '检索测试页') =>
    createTextPage(app, admin, { path, topic_key: 'industryWatch', title, text, access })

  it('finds nodes and page text for a two-character Chinese query', async () => {
    const hits = await search('品牌', partner)
    const nodes = hits.filter((h) => h.kind === 'node')
    const pages = hits.filter((h) => h.kind === 'page')
    expect(nodes.length).toBeGreaterThan(0)
    expect(pages.length).toBeGreaterThan(0)
    for (const hit of hits) expect(`${hit.title}${hit.snippet}`).toContain('品牌')
    expect(pages[0]?.target).toMatch(/^\/datapage\//)
  })

  it('lists hits whose title matches first: the whole title, then its start, then text-only matches', async () => {
    await addNode({ title: '滨海项目复盘', summary: '翡翠湾项目开业第一年的经验' })
    await addPage('industryWatch/rank-text', '去年考察了翡翠湾片区的三家度假酒店。')
    await addPage('industryWatch/rank-title', '片区供给与需求。', { kind: 'user' }, '翡翠湾度假区定位')
    await addNode({ title: '翡翠湾' })
    const hits = await search('翡翠湾', partner)
    expect(hits.map((h) => [h.kind, h.title])).toEqual([
      ['node', '翡翠湾'],
      ['page', '翡翠湾度假区定位'],
      ['node', '滨海项目复盘'],
      ['page', '检索测试页'],
    ])
  })

  it('finds a word that only occurs deep inside a page block', async () => {
    await addPage('industryWatch/search-deep', '第三段里提到了澜沧江流域的度假酒店供给。')
    const hits = await search('澜沧江', partner)
    expect(hits).toEqual([
      expect.objectContaining({ kind: 'page', id: 'industryWatch/search-deep', topic_key: 'industryWatch' }),
    ])
    expect(hits[0]?.snippet).toContain('澜沧江')
  })

  it('shows the snippet as written: case, full-width punctuation and spacing kept', async () => {
    await addPage('industryWatch/search-as-written', '开业第三年 RevPAR（元）达到竞争群的 1.05 倍。')
    const hits = await search('revpar(元)', partner)
    const hit = hits.find((h) => h.id === 'industryWatch/search-as-written')
    expect(hit?.snippet).toContain('RevPAR（元）达到')
  })

  it('leaves out nodes and pages the viewer may not open, including nodes under a locked group', async () => {
    await addNode({ title: '机密品牌测算表', access: { kind: 'employee' } })
    const group = await addNode({ kind: 'group', title: '内部资料', target: null, access: { kind: 'employee' } })
    await addNode({ parent_id: group, title: '组内隐藏条目' })
    await addNode({ title: '未发布的草稿条目', published: false })
    await addPage('industryWatch/search-admin', '内部定价口径只给管理员看。', { kind: 'admin' })

    expect(await search('机密品牌', partner)).toEqual([])
    expect(await search('组内隐藏', partner)).toEqual([])
    expect(await search('未发布的草稿', partner)).toEqual([])
    expect(await search('内部定价口径', partner)).toEqual([])
    expect(await search('内部定价口径', employee)).toEqual([])

    expect(await search('机密品牌', employee)).toHaveLength(1)
    expect(await search('组内隐藏', employee)).toHaveLength(1)
    expect(await search('未发布的草稿', employee)).toEqual([])
    expect(await search('未发布的草稿', admin)).toHaveLength(1)
    expect(await search('内部定价口径', admin)).toHaveLength(1)
  })

  it('matches % and _ literally instead of as wildcards', async () => {
    await addNode({ title: '折扣率_特殊口径', summary: '增长 12% 以上' })
    expect((await search('率_特', partner)).map((h) => h.title)).toEqual(['折扣率_特殊口径'])
    expect(await search('率%特', partner)).toEqual([])
    expect(await search('扣_率', partner)).toEqual([])
    for (const hit of await search('%', partner)) expect(`${hit.title}${hit.snippet}`).toContain('%')
    for (const hit of await search('_', partner)) expect(`${hit.title}${hit.snippet}`).toContain('_')
  })

  it('ignores letter case and full-width forms', async () => {
    await addPage('industryWatch/search-case', '竞争组合的 RevPAR 指数高于 100 说明收入端领先。')
    const plain = await search('revpar 指数', partner)
    expect(plain.map((h) => h.id)).toContain('industryWatch/search-case')
    const wide = await search('ＲＥＶＰＡＲ', partner)
    expect(wide.map((h) => h.id)).toContain('industryWatch/search-case')
  })

  it('refuses an empty or overlong query and callers without a session', async () => {
    for (const q of ['', '   ', '字'.repeat(51)]) {
      const res = await app.inject({ url: `/api/v1/content/search?q=${encodeURIComponent(q)}`, headers: partner })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe('validation_error')
    }
    expect((await app.inject({ url: '/api/v1/content/search?q=品牌' })).statusCode).toBe(401)
  })
})
