import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { type ContentNodeView, type TopicTree, topicTreeSchema } from '#common/content'
import { topicKeys } from '#common/topics'
import { loginAs } from '#server/test-support/auth'
import { createTestApp } from '#server/test-support/test-app'

const ADMIN = '13800000000'
const EMPLOYEE = '13800000001'
const PARTNER = '13800000002'
const OPEN_HOTEL = '13800000005'

const flat = (nodes: ContentNodeView[]): ContentNodeView[] => nodes.flatMap((n) => [n, ...flat(n.children)])
const byTitle = (tree: TopicTree, title: string) => {
  const node = flat(tree.nodes).find((n) => n.title === title)
  if (!node) throw new Error(`no node ${title}`)
  return node
}
const orderOf = (nodes: ContentNodeView[]) => flat(nodes).map((n) => ({ id: n.id, parent_id: n.parent_id }))

describe('topics API', async () => {
  const { app } = await createTestApp()
  const admin = await loginAs(app, ADMIN)
  const employee = await loginAs(app, EMPLOYEE)
  const partner = await loginAs(app, PARTNER)
  const openHotel = await loginAs(app, OPEN_HOTEL)

  const getTree = async (key: string, headers = admin): Promise<TopicTree> => {
    const res = await app.inject({ url: `/api/v1/topics/${key}`, headers })
    expect(res.statusCode).toBe(200)
    return res.json().data
  }
  const putOrder = (key: string, payload: unknown, headers = admin) =>
    app.inject({ method: 'PUT', url: `/api/v1/topics/${key}/order`, headers, payload: payload as object })

  it('lists every topic for menus, and refuses callers without a session', async () => {
    const res = await app.inject({ url: '/api/v1/topics', headers: partner })
    expect(res.statusCode).toBe(200)
    const keys = res.json().data.map((t: { key: string }) => t.key)
    expect([...keys].sort()).toEqual([...topicKeys].sort())
    expect((await app.inject({ url: '/api/v1/topics' })).statusCode).toBe(401)
    expect((await app.inject({ url: '/api/v1/topics/city' })).statusCode).toBe(401)
  })

  it('answers 404 not_found for an unknown topic key', async () => {
    const res = await app.inject({ url: '/api/v1/topics/noSuchTopic', headers: partner })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.code).toBe('not_found')
    expect(res.json().error.message).toContain('noSuchTopic')
  })

  it('locks employee-only and admin-only nodes for a partner, with the reason and without the target', async () => {
    const tree = await getTree('homeHuamei', partner)
    const projects = byTitle(tree, '项目管理')
    expect(projects).toMatchObject({ locked: true, lock_reason: '仅限本公司员工查看', target: null })
    expect(byTitle(tree, '用户管理')).toMatchObject({ locked: true, lock_reason: '仅限管理员查看', target: null })
    expect(byTitle(tree, '酒店墙')).toMatchObject({ locked: false, lock_reason: null, target: '/section/hotel' })
  })

  it('opens employee nodes to an employee but keeps admin-only nodes locked', async () => {
    const tree = await getTree('homeHuamei', employee)
    expect(byTitle(tree, '项目管理')).toMatchObject({ locked: false, target: '/manage-projects' })
    expect(byTitle(tree, '用户管理')).toMatchObject({ locked: true, lock_reason: '仅限管理员查看' })
  })

  it('opens everything to the administrator', async () => {
    const tree = await getTree('homeHuamei', admin)
    expect(flat(tree.nodes).every((n) => !n.locked)).toBe(true)
    expect(tree.can_reorder).toBe(true)
    expect((await getTree('homeHuamei', employee)).can_reorder).toBe(false)
  })

  it('opens user-type content only to that user type', async () => {
    const asPartner = byTitle(await getTree('homeHotel', partner), '在营酒店体检')
    expect(asPartner).toMatchObject({ locked: true, lock_reason: '仅对开业酒店用户开放', target: null })
    const asHotel = byTitle(await getTree('homeHotel', openHotel), '在营酒店体检')
    expect(asHotel).toMatchObject({ locked: false, target: '/datapage/homeHotel/welcome' })
  })

  it('hides unpublished nodes from everyone but administrators', async () => {
    const tree = await getTree('savings', admin)
    const target = flat(tree.nodes).find((n) => n.kind !== 'group')
    if (!target) throw new Error('no leaf')
    // Every writer of content_nodes bumps the topic's version with it (as the editing API does): trees are
    // cached per version.
    const setPublished = async (published: 0 | 1) => {
      const { db } = app.deps.dbh
      await db.updateTable('content_nodes').set({ published }).where('id', '=', target.id).execute()
      await db.updateTable('topics').set({ version: sql`version + 1` }).where('key', '=', 'savings').execute()
    }
    await setPublished(0)
    try {
      expect(flat((await getTree('savings', admin)).nodes).find((n) => n.id === target.id)?.published).toBe(false)
      expect(flat((await getTree('savings', partner)).nodes).some((n) => n.id === target.id)).toBe(false)
      expect(flat((await getTree('savings', openHotel)).nodes).some((n) => n.id === target.id)).toBe(false)
    } finally {
      await setPublished(1)
    }
    expect(flat((await getTree('savings', partner)).nodes).some((n) => n.id === target.id)).toBe(true)
  })

  it('never hands one access profile the tree cached for another', async () => {
    const asAdmin = await getTree('homeHuamei', admin)
    expect(byTitle(asAdmin, '用户管理')).toMatchObject({ locked: false })
    const asPartner = await getTree('homeHuamei', partner)
    expect(byTitle(asPartner, '用户管理')).toMatchObject({ locked: true, target: null })
    expect(asPartner.can_reorder).toBe(false)
    expect(byTitle(await getTree('homeHuamei', employee), '项目管理')).toMatchObject({ locked: false })
    expect(byTitle(await getTree('homeHuamei', partner), '项目管理')).toMatchObject({ locked: true })
  })

  it('answers the tree as JSON with its content type', async () => {
    const res = await app.inject({ url: '/api/v1/topics/homeHuamei', headers: partner })
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(() => topicTreeSchema.parse(res.json().data)).not.toThrow()
  })

  it('saves a new order and a move between groups, and the order survives a reload', async () => {
    const before = await getTree('opening')
    const groups = before.nodes
    const [g1, g2] = groups
    if (!g1 || !g2) throw new Error('opening needs two groups')
    const moved = g1.children[0]
    if (!moved) throw new Error('empty group')
    // Reverse the groups and move the first leaf of the first group to the end of the second group.
    const reordered: ContentNodeView[] = [...groups].reverse().map((g) => ({
      ...g,
      children:
        g.id === g1.id
          ? g.children.slice(1)
          : g.id === g2.id
            ? [...g.children, { ...moved, parent_id: g2.id }]
            : g.children,
    }))
    const res = await putOrder('opening', { version: before.topic.version, nodes: orderOf(reordered) })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.version).toBe(before.topic.version + 1)

    const after = await getTree('opening', partner)
    expect(after.topic.version).toBe(before.topic.version + 1)
    expect(after.nodes.map((g) => g.id)).toEqual([...groups].reverse().map((g) => g.id))
    const newG2 = after.nodes.find((g) => g.id === g2.id)
    expect(newG2?.children.at(-1)?.id).toBe(moved.id)
    expect(flat(after.nodes)).toHaveLength(flat(before.nodes).length)
  })

  it('refuses a reorder made on a stale version with 409 conflict and a clear message', async () => {
    const tree = await getTree('design')
    const order = orderOf(tree.nodes)
    expect((await putOrder('design', { version: tree.topic.version, nodes: order })).statusCode).toBe(200)
    const stale = await putOrder('design', { version: tree.topic.version, nodes: [...order].reverse() })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.code).toBe('conflict')
    expect(stale.json().error.message).toContain('其他管理员')
  })

  it('lets exactly one of two concurrent reorders win and never loses a node', async () => {
    const admin2 = await loginAs(app, ADMIN)
    const tree = await getTree('budget')
    const count = flat(tree.nodes).length
    const a = orderOf([...tree.nodes].reverse())
    const b = orderOf(tree.nodes.map((g) => ({ ...g, children: [...g.children].reverse() })))
    const results = await Promise.all([
      putOrder('budget', { version: tree.topic.version, nodes: a }),
      putOrder('budget', { version: tree.topic.version, nodes: b }, admin2),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const after = await getTree('budget')
    expect(after.topic.version).toBe(tree.topic.version + 1)
    expect(flat(after.nodes)).toHaveLength(count)
    const winner = results[0]?.statusCode === 200 ? a : b
    expect(orderOf(after.nodes)).toEqual(winner)
  })

  it('refuses duplicate, missing and foreign ids, leaf parents and cycles, and leaves the order unchanged', async () => {
    const tree = await getTree('city')
    const order = orderOf(tree.nodes)
    const version = tree.topic.version
    const [first, second] = order
    if (!first || !second) throw new Error('city needs nodes')
    const other = orderOf((await getTree('brand')).nodes)[0]
    const leaf = flat(tree.nodes).find((n) => n.kind !== 'group')
    const [g1, g2] = tree.nodes
    if (!other || !leaf || !g1 || !g2) throw new Error('fixtures')

    const cases: [string, unknown, string][] = [
      ['duplicate', { version, nodes: [...order, first] }, 'duplicate'],
      ['missing', { version, nodes: order.slice(1) }, 'missing'],
      ['foreign', { version, nodes: [...order, other] }, 'unknown'],
      [
        'leaf parent',
        { version, nodes: order.map((n) => (n.id === second.id ? { ...n, parent_id: leaf.id } : n)) },
        'parent',
      ],
      [
        'cycle',
        {
          version,
          nodes: order.map((n) =>
            n.id === g1.id ? { ...n, parent_id: g2.id } : n.id === g2.id ? { ...n, parent_id: g1.id } : n,
          ),
        },
        'cycle',
      ],
    ]
    for (const [name, body, field] of cases) {
      const res = await putOrder('city', body)
      expect(res.statusCode, name).toBe(400)
      expect(res.json().error.code, name).toBe('validation_error')
      expect(res.json().error.fields.nodes, name).toBe(field)
    }
    const after = await getTree('city')
    expect(after.topic.version).toBe(version)
    expect(orderOf(after.nodes)).toEqual(order)
  })

  it('validates the reorder body and the topic key', async () => {
    for (const body of [{}, { version: -1, nodes: [] }, { version: 'x', nodes: [{ id: 'a', parent_id: null }] }]) {
      const res = await putOrder('city', body)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe('validation_error')
    }
    const unknown = await putOrder('noSuchTopic', { version: 0, nodes: [{ id: 'a', parent_id: null }] })
    expect(unknown.statusCode).toBe(404)
  })

  it('lets only administrators reorder', async () => {
    const tree = await getTree('city')
    const res = await putOrder('city', { version: tree.topic.version, nodes: orderOf(tree.nodes) }, employee)
    expect(res.statusCode).toBe(403)
  })
})
