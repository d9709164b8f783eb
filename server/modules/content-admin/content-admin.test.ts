import { describe, expect, it } from 'vitest'
import type { ContentNodeView, NodeInput, TopicTree } from '#common/content'
import { loginAs } from '#server/test-support/auth'
import { createTestApp } from '#server/test-support/test-app'
import { demoUserId } from '../auth/seed.ts'

const ADMIN = '13800000000'
const EMPLOYEE = '13800000001'
const PARTNER = '13800000002'

const flat = (nodes: ContentNodeView[]): ContentNodeView[] => nodes.flatMap((n) => [n, ...flat(n.children)])
type Headers = { authorization: string }
/** The message and the per-field messages of an error answer: schema errors name the field. */
const errorText = (res: { json: () => { error: { message: string; fields?: Record<string, string> } } }) => {
  const { message, fields } = res.json().error
  return [message, ...Object.values(fields ?? {})].join(' ')
}

describe('content editing API', async () => {
  const { app, dbh } = await createTestApp()
  const admin = await loginAs(app, ADMIN)
  const employee = await loginAs(app, EMPLOYEE)
  const partner = await loginAs(app, PARTNER)

  const tree = async (key: string, headers: Headers = admin): Promise<TopicTree> =>
    (await app.inject({ url: `/api/v1/topics/${key}`, headers })).json().data
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Headers = admin) =>
    app.inject({ method, url: `/api/v1${url}`, headers, payload })
  const auditRows = (action: string) =>
    dbh.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('at').execute()
  const node = (over: Partial<NodeInput> = {}): NodeInput => ({
    parent_id: null,
    kind: 'link',
    title: '国家统计局数据',
    summary: '宏观与城市统计数据',
    target: 'https://www.stats.gov.cn/',
    access: { kind: 'user' },
    published: true,
    public: false,
    ...over,
  })
  const page = {
    topic_key: 'city',
    title: '城市品牌溢价观察',
    summary: '一线城市与新一线城市的品牌溢价',
    access: { kind: 'user' },
    blocks: [
      { type: 'rich_text', content: [{ type: 'paragraph', spans: [{ text: '品牌溢价来自稳定的商务客源。' }] }] },
    ],
  }

  it('creates a node under a group, bumps the topic version and writes an audit row with the admin and the node', async () => {
    const before = await tree('city')
    const group = before.nodes[0]
    if (!group) throw new Error('city needs a group')
    const res = await call('POST', '/content/topics/city/nodes', {
      version: before.topic.version,
      node: node({ parent_id: group.id }),
    })
    expect(res.statusCode).toBe(200)
    const { node: created, version } = res.json().data
    expect(version).toBe(before.topic.version + 1)
    const after = await tree('city', partner)
    expect(after.nodes[0]?.children.at(-1)).toMatchObject({ id: created.id, title: '国家统计局数据', locked: false })

    const [row] = (await auditRows('content.node_create')).filter((r) => r.detail.includes(created.id))
    expect(row?.actor_user_id).toBe(demoUserId(ADMIN))
    const detail = JSON.parse(row?.detail ?? '{}')
    expect(detail).toMatchObject({
      node_id: created.id,
      topic_key: 'city',
      before: null,
      after: { title: '国家统计局数据' },
    })
  })

  it('edits and moves a node, keeping before and after in the audit trail', async () => {
    const before = await tree('brand')
    const [g1, g2] = before.nodes
    const leaf = g1?.children.find((c) => c.kind !== 'group')
    if (!g1 || !g2 || !leaf) throw new Error('brand needs two groups and a leaf')
    const source = (await call('GET', `/content/nodes/${leaf.id}`)).json().data
    const res = await call('PUT', `/content/nodes/${leaf.id}`, {
      version: before.topic.version,
      node: { ...source, title: '品牌对比（已更新）', parent_id: g2.id },
    })
    expect(res.statusCode).toBe(200)
    const after = await tree('brand')
    expect(after.nodes[1]?.children.at(-1)).toMatchObject({ id: leaf.id, title: '品牌对比（已更新）' })
    expect(flat(after.nodes)).toHaveLength(flat(before.nodes).length)
    const rows = (await auditRows('content.node_move')).filter((r) => r.detail.includes(leaf.id))
    const detail = JSON.parse(rows.at(-1)?.detail ?? '{}')
    expect(detail.before).toMatchObject({ title: leaf.title, parent_id: g1.id })
    expect(detail.after).toMatchObject({ title: '品牌对比（已更新）', parent_id: g2.id })
  })

  it('deletes a group with everything under it, and audits what was deleted', async () => {
    const before = await tree('mediation')
    const group = before.nodes.at(-1)
    if (!group) throw new Error('mediation needs a group')
    const res = await call('DELETE', `/content/nodes/${group.id}?version=${before.topic.version}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.deleted).toBe(flat([group]).length)
    const after = await tree('mediation')
    expect(flat(after.nodes)).toHaveLength(flat(before.nodes).length - flat([group]).length)
    const row = (await auditRows('content.node_delete')).find((r) => r.detail.includes(group.id))
    expect(JSON.parse(row?.detail ?? '{}').before.nodes).toHaveLength(flat([group]).length)
  })

  it('refuses bad nodes with a clear message and writes nothing', async () => {
    const { topic, nodes } = await tree('design')
    const leaf = flat(nodes).find((n) => n.kind !== 'group')
    if (!leaf) throw new Error('design needs a leaf')
    const cases: [string, object, string][] = [
      ['javascript link', node({ target: 'javascript:alert(1)' }), '链接只能是站内路径或 http(s) 地址'],
      ['page on an applet path', node({ kind: 'page', target: '/applet/budget' }), '链接目标与类型不符'],
      ['group with a target', node({ kind: 'group', target: '/datapage/x' }), '分组不能有链接目标'],
      ['empty title', node({ title: '  ' }), ''],
      ['unknown kind', { ...node(), kind: 'script' }, ''],
      ['bad access rule', { ...node(), access: { kind: 'user_types', user_types: [] } }, ''],
      ['public link', node({ public: true }), '只有数据页节点可以公开分享'],
      [
        'public restricted page',
        node({ kind: 'page', target: '/datapage/design/x', public: true, access: { kind: 'employee' } }),
        '受限内容不能公开分享',
      ],
      ['leaf as parent', node({ parent_id: leaf.id }), '节点只能放在分组下面'],
      ['foreign parent', node({ parent_id: 'no-such-node' }), '上级分组不属于该专题'],
    ]
    for (const [name, body, message] of cases) {
      const res = await call('POST', '/content/topics/design/nodes', { version: topic.version, node: body })
      expect(res.statusCode, name).toBe(400)
      expect(res.json().error.code, name).toBe('validation_error')
      if (message) expect(errorText(res), name).toContain(message)
    }
    expect((await tree('design')).topic.version).toBe(topic.version)
  })

  it('refuses to put a group inside itself or its own descendants', async () => {
    const { topic, nodes } = await tree('operation')
    const group = nodes[0]
    const inner = group?.children.find((c) => c.kind === 'group') ?? group
    if (!group || !inner) throw new Error('operation needs a group')
    const source = (await call('GET', `/content/nodes/${group.id}`)).json().data
    const res = await call('PUT', `/content/nodes/${group.id}`, {
      version: topic.version,
      node: { ...source, parent_id: inner.id },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe('分组不能放进自己或自己的下级')
  })

  it('lets exactly one of two concurrent node edits win; the other gets 409 and nothing is lost', async () => {
    const before = await tree('budget')
    const leaf = flat(before.nodes).find((n) => n.kind !== 'group')
    if (!leaf) throw new Error('budget needs a leaf')
    const source = (await call('GET', `/content/nodes/${leaf.id}`)).json().data
    const admin2 = await loginAs(app, ADMIN)
    const results = await Promise.all([
      call('PUT', `/content/nodes/${leaf.id}`, {
        version: before.topic.version,
        node: { ...source, title: '甲的标题' },
      }),
      call('POST', '/content/topics/budget/nodes', { version: before.topic.version, node: node() }, admin2),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const loser = results.find((r) => r.statusCode === 409)
    expect(loser?.json().error).toMatchObject({ code: 'conflict' })
    expect(loser?.json().error.message).toContain('其他管理员')
    const after = await tree('budget')
    expect(after.topic.version).toBe(before.topic.version + 1)
    const created = results[1]?.statusCode === 200
    expect(flat(after.nodes)).toHaveLength(flat(before.nodes).length + (created ? 1 : 0))
  })

  it('creates, edits and deletes a data page with version checks and audit rows', async () => {
    const created = await call('POST', '/content/pages', { ...page, path: 'city/brand-premium' })
    expect(created.statusCode).toBe(200)
    expect(created.json().data).toMatchObject({ path: 'city/brand-premium', version: 0 })
    expect((await call('POST', '/content/pages', { ...page, path: 'city/brand-premium' })).statusCode).toBe(409)

    const edited = await call('PUT', '/content/pages?path=city/brand-premium', {
      ...page,
      title: '城市品牌溢价（修订）',
      version: 0,
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json().data.version).toBe(1)
    const seen = await app.inject({ url: '/api/v1/pages?path=city/brand-premium', headers: partner })
    expect(seen.json().data.title).toBe('城市品牌溢价（修订）')

    const stale = await call('PUT', '/content/pages?path=city/brand-premium', { ...page, version: 0 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.message).toContain('其他管理员')

    const [update] = await auditRows('content.page_update')
    const detail = JSON.parse(update?.detail ?? '{}')
    expect(detail).toMatchObject({
      page_path: 'city/brand-premium',
      before: { title: '城市品牌溢价观察', version: 0 },
      after: { title: '城市品牌溢价（修订）', version: 1 },
    })

    expect((await call('DELETE', '/content/pages?path=city/brand-premium&version=0')).statusCode).toBe(409)
    expect((await call('DELETE', '/content/pages?path=city/brand-premium&version=1')).statusCode).toBe(200)
    expect((await app.inject({ url: '/api/v1/pages?path=city/brand-premium', headers: partner })).statusCode).toBe(404)
    expect(await auditRows('content.page_delete')).toHaveLength(1)
  })

  it('lets exactly one of two concurrent page saves win', async () => {
    const source = (await call('GET', '/content/pages?path=city/overview')).json().data
    const body = (title: string) => ({
      ...source,
      title,
      version: source.version,
      path: undefined,
      updated_at: undefined,
    })
    const admin2 = await loginAs(app, ADMIN)
    const results = await Promise.all([
      call('PUT', '/content/pages?path=city/overview', body('甲')),
      call('PUT', '/content/pages?path=city/overview', body('乙'), admin2),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const winner = results.find((r) => r.statusCode === 200)?.json().data.title
    expect((await call('GET', '/content/pages?path=city/overview')).json().data).toMatchObject({
      title: winner,
      version: source.version + 1,
    })
  })

  it('refuses bad pages with the block schema message', async () => {
    const cases: [object, string][] = [
      [{ ...page, path: 'x/bad', blocks: [] }, '页面至少需要一个内容块'],
      [{ ...page, path: 'x/bad', blocks: [{ type: 'script', src: 'x' }] }, ''],
      [
        {
          ...page,
          path: 'x/bad',
          blocks: [
            { type: 'rich_text', content: [{ type: 'paragraph', spans: [{ text: 'x', href: 'javascript:1' }] }] },
          ],
        },
        '链接只能是站内路径',
      ],
      [{ ...page, path: '../etc/passwd' }, '页面路径只能包含'],
      [{ ...page, path: 'x/bad', topic_key: 'noSuchTopic' }, '专题不存在'],
    ]
    for (const [body, message] of cases) {
      const res = await call('POST', '/content/pages', body)
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400)
      if (message) expect(errorText(res)).toContain(message)
    }
  })

  it('refuses to delete a page a node still points at', async () => {
    const source = (await call('GET', '/content/pages?path=city/overview')).json().data
    const res = await call('DELETE', `/content/pages?path=city/overview&version=${source.version}`)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toContain('仍指向该页面')
  })

  it('refuses every editing route to employees and clients (403) and to callers without a session (401)', async () => {
    const { topic, nodes } = await tree('city')
    const id = nodes[0]?.id ?? 'x'
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', `/content/nodes/${id}`],
      ['POST', '/content/topics/city/nodes', { version: topic.version, node: node() }],
      ['PUT', `/content/nodes/${id}`, { version: topic.version, node: node() }],
      ['DELETE', `/content/nodes/${id}?version=${topic.version}`],
      ['GET', '/content/pages?path=city/overview'],
      ['POST', '/content/pages', { ...page, path: 'city/x' }],
      ['PUT', '/content/pages?path=city/overview', { ...page, version: 0 }],
      ['DELETE', '/content/pages?path=city/overview&version=0'],
    ]
    for (const [method, url, body] of routes) {
      expect((await call(method, url, body, employee)).statusCode, `${method} ${url}`).toBe(403)
      expect((await call(method, url, body, partner)).statusCode, `${method} ${url}`).toBe(403)
      const anonymous = await app.inject({ method, url: `/api/v1${url}`, payload: body })
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401)
    }
    expect((await tree('city')).topic.version).toBe(topic.version)
  })
})
