import { describe, expect, it } from 'vitest'
import type { ContentNodeView, TopicSummary } from '#common/content'
import { accessProfile, treeCache } from './tree-cache.ts'

const node = (id: string, overrides: Partial<ContentNodeView> = {}): ContentNodeView => ({
  id,
  parent_id: null,
  kind: 'link',
  title: id,
  summary: '',
  target: '/x',
  published: true,
  public: false,
  locked: false,
  lock_reason: null,
  children: [],
  ...overrides,
})
const partner = { user_type: 'hm_partner', user_type_multi: ['owner', 'investor'], authorization: null } as const
const topic: TopicSummary & { version: number } = {
  key: 'feasibility',
  title: '可行性研究',
  stage: 'invest',
  icon: 'calculator',
  summary: '',
  audience: [],
  version: 3,
}
const nodesOf = (body: Buffer | undefined) => JSON.parse(String(body)).data.nodes as ContentNodeView[]

describe('accessProfile', () => {
  it('depends only on what access decisions read, whatever the order of the kinds', () => {
    expect(accessProfile(partner)).toBe(accessProfile({ ...partner, user_type_multi: ['investor', 'owner'] }))
    expect(accessProfile(partner)).not.toBe(accessProfile({ ...partner, user_type: 'hm_hotel' }))
    expect(accessProfile(partner)).not.toBe(accessProfile({ ...partner, user_type_multi: ['owner'] }))
    expect(accessProfile({ ...partner, authorization: 'admin' })).toBe('admin')
    expect(accessProfile(null)).toBe('anonymous')
  })
})

describe('treeCache', () => {
  it('keeps a tree per topic version and profile', () => {
    const cache = treeCache()
    expect(cache.get(topic, partner, 0)).toBeUndefined()
    const body = cache.put(topic, partner, 0, [node('a')])
    expect(nodesOf(body)[0]?.id).toBe('a')
    expect(JSON.parse(String(body)).data).toMatchObject({
      topic: { key: 'feasibility', version: 3 },
      can_reorder: false,
    })
    expect(cache.get(topic, partner, 1)).toBe(body)
    expect(cache.get({ ...topic, version: 4 }, partner, 1)).toBeUndefined()
    expect(cache.get(topic, { ...partner, user_type: 'hm_hotel' }, 1)).toBeUndefined()
  })

  it('drops an entry after its time to live', () => {
    const cache = treeCache(10, 1000)
    cache.put(topic, partner, 0, [node('a')])
    expect(cache.get(topic, partner, 999)).toBeDefined()
    expect(cache.get(topic, partner, 1000)).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('drops the oldest entry when full', () => {
    const cache = treeCache(2)
    for (const version of [1, 2, 3]) cache.put({ ...topic, version }, partner, 0, [node(`v${version}`)])
    expect(cache.size).toBe(2)
    expect(cache.get({ ...topic, version: 1 }, partner, 0)).toBeUndefined()
    expect(nodesOf(cache.get({ ...topic, version: 3 }, partner, 0))[0]?.id).toBe('v3')
  })

  it('refuses to cache a tree that does not fit the response schema', () => {
    const cache = treeCache()
    const bad = { ...node('a'), kind: 'script' } as unknown as ContentNodeView
    expect(() => cache.put(topic, partner, 0, [bad])).toThrow()
    expect(cache.size).toBe(0)
  })

  it('writes only the fields of the response, not extra ones', () => {
    const cache = treeCache()
    const extra = { ...node('a'), access: '{"kind":"admin"}' } as ContentNodeView
    expect(nodesOf(cache.put(topic, partner, 0, [extra]))[0]).not.toHaveProperty('access')
  })

  it('lets only administrators reorder', () => {
    const cache = treeCache()
    const admin = { ...partner, authorization: 'admin' } as const
    expect(JSON.parse(String(cache.put(topic, admin, 0, [node('a')]))).data.can_reorder).toBe(true)
  })
})
