import type { ContentNodeView, TopicOrder } from '#common/content'

export type DropPlace = { targetId: string; where: 'before' | 'after' | 'inside' }

/** The tree with `dragId` moved before, after or inside (as first child of a group) `targetId`. Pure. */
export function moveNode(nodes: ContentNodeView[], dragId: string, place: DropPlace): ContentNodeView[] {
  let dragged: ContentNodeView | undefined
  const without = (list: ContentNodeView[]): ContentNodeView[] =>
    list.flatMap((n) => {
      if (n.id === dragId) {
        dragged = n
        return []
      }
      return [{ ...n, children: without(n.children) }]
    })
  const rest = without(nodes)
  if (!dragged || dragId === place.targetId) return nodes
  const moving = dragged
  let placed = false
  const insert = (list: ContentNodeView[], parentId: string | null): ContentNodeView[] =>
    list.flatMap((n) => {
      if (n.id === place.targetId) {
        placed = true
        if (place.where === 'inside') {
          return [{ ...n, children: [{ ...moving, parent_id: n.id }, ...n.children] }]
        }
        const m = { ...moving, parent_id: parentId }
        return place.where === 'before' ? [m, n] : [n, m]
      }
      return [{ ...n, children: insert(n.children, n.id) }]
    })
  const result = insert(rest, null)
  return placed ? result : nodes
}

/** Every node in display order with its parent: the body of PUT /topics/:key/order. */
export function orderOf(nodes: ContentNodeView[], version: number): TopicOrder {
  const flat = (list: ContentNodeView[]): TopicOrder['nodes'] =>
    list.flatMap((n) => [{ id: n.id, parent_id: n.parent_id }, ...flat(n.children)])
  return { version, nodes: flat(nodes) }
}
