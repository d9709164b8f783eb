import { describe, expect, it } from 'vitest'
import type { ContentNodeView } from '#common/content'
import { contentNode } from '../test-nodes.ts'
import { moveNode, orderOf } from './move-node.ts'

const n = (id: string, parent_id: string | null, children: ContentNodeView[] = []): ContentNodeView =>
  contentNode({ id, parent_id, kind: children.length || id.startsWith('g') ? 'group' : 'page', title: id, children })
const tree = [n('g1', null, [n('a', 'g1'), n('b', 'g1')]), n('g2', null, [n('c', 'g2')])]
const ids = (nodes: ContentNodeView[]) => orderOf(nodes, 0).nodes

describe('moveNode', () => {
  it('moves a node before another within the same group', () => {
    expect(ids(moveNode(tree, 'b', { targetId: 'a', where: 'before' })).map((x) => x.id)).toEqual([
      'g1',
      'b',
      'a',
      'g2',
      'c',
    ])
  })

  it('moves a node into another group and records its new parent', () => {
    const moved = ids(moveNode(tree, 'a', { targetId: 'g2', where: 'inside' }))
    expect(moved).toEqual([
      { id: 'g1', parent_id: null },
      { id: 'b', parent_id: 'g1' },
      { id: 'g2', parent_id: null },
      { id: 'a', parent_id: 'g2' },
      { id: 'c', parent_id: 'g2' },
    ])
  })

  it('moves a whole group after another, children included', () => {
    expect(ids(moveNode(tree, 'g1', { targetId: 'g2', where: 'after' })).map((x) => x.id)).toEqual([
      'g2',
      'c',
      'g1',
      'a',
      'b',
    ])
  })

  it('keeps every node: the same ids before and after any move', () => {
    for (const [drag, target] of [
      ['a', 'c'],
      ['g2', 'a'],
      ['c', 'g1'],
    ] as const) {
      for (const where of ['before', 'after', 'inside'] as const) {
        const after = ids(moveNode(tree, drag, { targetId: target, where })).map((x) => x.id)
        expect([...after].sort()).toEqual(['a', 'b', 'c', 'g1', 'g2'])
      }
    }
  })

  it('ignores a drop onto itself or onto a node inside the dragged group', () => {
    expect(moveNode(tree, 'a', { targetId: 'a', where: 'after' })).toBe(tree)
    expect(moveNode(tree, 'g1', { targetId: 'a', where: 'inside' })).toBe(tree)
  })
})
