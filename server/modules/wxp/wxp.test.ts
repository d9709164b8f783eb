import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { ContentNodeView, TopicTree } from '#common/content'
import { buildApp } from '#server/app'
import { loginAs } from '#server/test-support/auth'
import { openTestDb, testConfig } from '#server/test-support/test-app'
import { targets } from '../data-desk/catalog.ts'
import { testSource } from '../data-desk/test-source.ts'

const shell = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta name="description" content="酒店产业云服务平台：酒店行业咨询、管理与采购" />
    <title>酒店产业云服务平台</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/main.js"></script></body>
</html>`

const flat = (nodes: ContentNodeView[]): ContentNodeView[] => nodes.flatMap((n) => [n, ...flat(n.children)])

describe('public articles (/wxp/content)', async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'hic-web-'))
  writeFileSync(join(webRoot, 'index.html'), shell)
  const dbh = await openTestDb()
  const app = await buildApp({ config: { ...testConfig(), webRoot }, dbh, logger: false })
  afterAll(async () => {
    await app.close()
    await dbh.close()
  })
  const admin = await loginAs(app, '13800000000')
  const tree: TopicTree = (await app.inject({ url: '/api/v1/topics/brandNegotiate', headers: admin })).json().data
  const article = flat(tree.nodes).find((n) => n.public && n.published)
  const privatePage = flat(tree.nodes).find((n) => n.kind === 'page' && !n.public)
  if (!article || !privatePage) throw new Error('brandNegotiate needs a public and a private page node')

  const editNode = async (id: string, change: object) => {
    const source = (await app.inject({ url: `/api/v1/content/nodes/${id}`, headers: admin })).json().data
    const version = (await app.inject({ url: '/api/v1/topics/brandNegotiate', headers: admin })).json().data.topic
      .version
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/content/nodes/${id}`,
      headers: admin,
      payload: { version, node: { ...source, ...change } },
    })
    expect(res.statusCode).toBe(200)
  }

  it('serves a published public article to anyone, without a session', async () => {
    const res = await app.inject({ url: `/api/v1/public/articles/${article.id}` })
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data).toMatchObject({ id: article.id, title: '管理合同费用结构', description: article.summary })
    expect(data.blocks.length).toBeGreaterThan(0)
    expect(res.headers['cache-control'] ?? '').not.toContain('no-store')
  })

  it('puts the title and description into the served HTML for share previews, keeping the strict CSP', async () => {
    const res = await app.inject({ url: `/wxp/content?id=${article.id}` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('<title>管理合同费用结构 - 酒店产业云服务平台</title>')
    expect(res.body).toContain('<meta property="og:title" content="管理合同费用结构 - 酒店产业云服务平台" />')
    expect(res.body).toContain(`<meta property="og:description" content="${article.summary}" />`)
    expect(res.body).toContain(`<meta name="description" content="${article.summary}" />`)
    expect(res.body).toContain('<script type="module" src="/assets/main.js"></script>')
    expect(res.body.match(/<script/g)).toHaveLength(1)
    const csp = String(res.headers['content-security-policy'])
    expect(
      csp
        .split(';')
        .find((d) => d.trim().startsWith('script-src'))
        ?.trim(),
    ).toBe("script-src 'self'")
  })

  it('escapes what an editor wrote before putting it into the HTML', async () => {
    const source = (await app.inject({ url: '/api/v1/content/pages?path=brandNegotiate/fees', headers: admin })).json()
      .data
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/content/pages?path=brandNegotiate/fees',
      headers: admin,
      payload: {
        topic_key: source.topic_key,
        title: '费用</title><script>alert(1)</script>',
        summary: source.summary,
        access: source.access,
        blocks: source.blocks,
        version: source.version,
      },
    })
    expect(res.statusCode).toBe(200)
    await editNode(article.id, { summary: '"><img src=x onerror=alert(1)> & 更多' })
    const html = (await app.inject({ url: `/wxp/content?id=${article.id}` })).body
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('费用&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(html).toContain('content="&#34;&#62;&#60;img src=x onerror=alert(1)&#62; &#38; 更多"')
  })

  it('answers an unknown, private or unpublished id with the same not-found, leaking nothing', async () => {
    const privateAnswer = await app.inject({ url: `/api/v1/public/articles/${privatePage.id}` })
    const unknownAnswer = await app.inject({ url: '/api/v1/public/articles/no-such-id' })
    for (const res of [privateAnswer, unknownAnswer]) {
      expect(res.statusCode).toBe(404)
      expect(res.json().error).toEqual({ code: 'not_found', message: '文章不存在或尚未发布' })
    }
    const html = await app.inject({ url: `/wxp/content?id=${privatePage.id}` })
    expect(html.statusCode).toBe(404)
    expect(html.body).toContain('<title>文章不存在 - 酒店产业云服务平台</title>')
    expect(html.body).not.toContain(privatePage.title)
    expect((await app.inject({ url: '/wxp/content' })).statusCode).toBe(404)

    await editNode(article.id, { published: false })
    expect((await app.inject({ url: `/api/v1/public/articles/${article.id}` })).statusCode).toBe(404)
    expect((await app.inject({ url: `/wxp/content?id=${article.id}` })).body).not.toContain('管理合同费用')
    await editNode(article.id, { published: true })
    expect((await app.inject({ url: `/api/v1/public/articles/${article.id}` })).statusCode).toBe(200)
  })

  it('never shares a page restricted to some users, even when its node is marked public', async () => {
    const source = (await app.inject({ url: '/api/v1/content/pages?path=brandNegotiate/fees', headers: admin })).json()
      .data
    const save = (access: object, version: number) =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/content/pages?path=brandNegotiate/fees',
        headers: admin,
        payload: {
          topic_key: source.topic_key,
          title: source.title,
          summary: source.summary,
          blocks: source.blocks,
          access,
          version,
        },
      })
    expect((await save({ kind: 'employee' }, source.version)).statusCode).toBe(200)
    expect((await app.inject({ url: `/api/v1/public/articles/${article.id}` })).statusCode).toBe(404)
    expect((await app.inject({ url: `/wxp/content?id=${article.id}` })).statusCode).toBe(404)
    expect((await save({ kind: 'user' }, source.version + 1)).statusCode).toBe(200)
    expect((await app.inject({ url: `/api/v1/public/articles/${article.id}` })).statusCode).toBe(200)
  })

  it('hides an article whose group is unpublished', async () => {
    const parent = flat(tree.nodes).find((n) => n.id === article.parent_id)
    if (!parent) throw new Error('the article sits in a group')
    await editNode(parent.id, { published: false })
    expect((await app.inject({ url: `/api/v1/public/articles/${article.id}` })).statusCode).toBe(404)
    await editNode(parent.id, { published: true })
  })

  it("carries the desk's approved figures of the benchmark tables it shows, and only those", async () => {
    await dbh.db.updateTable('users').set({ authorization: 'researcher' }).where('phone', '=', '13800000001').execute()
    const researcher = await loginAs(app, '13800000001')
    const shown = [...targets().keys()].find((key) => key.startsWith('benchmark/fee.base_pct/'))
    if (!shown) throw new Error('the benchmark table has a base fee row')
    for (const [figure, typical] of [
      [shown, 2.7],
      ['benchmark/fin.cap_rate/*/*/*', 5.5],
    ] as const) {
      const proposal = await app.inject({
        method: 'POST',
        url: '/api/v1/data-desk/proposals',
        headers: researcher,
        payload: { figure, value: { low: null, typical, high: null }, source: testSource(`公开文章测试 ${typical}`) },
      })
      expect(proposal.statusCode).toBe(201)
      const approval = await app.inject({
        method: 'POST',
        url: `/api/v1/data-desk/proposals/${proposal.json().data.id}/approve`,
        headers: admin,
      })
      expect(approval.statusCode).toBe(200)
    }
    const data = (await app.inject({ url: `/api/v1/public/articles/${article.id}` })).json().data
    expect(data.benchmarks).toEqual([expect.objectContaining({ key: 'fee.base_pct', typical: 2.7 })])
    expect(data.benchmarks[0].source).toMatchObject({ publisher: '测试集团', year: 2026 })
  })
})
