import { Button, Space, Tree, type TreeDataNode, type TreeProps, Typography } from 'antd'
import { useState } from 'react'
import type { ContentNodeView, TopicTree } from '#common/content'
import { ApiError } from '#web/lib/api-client.ts'
import { useFeedback } from '#web/lib/feedback.ts'
import { useSaveTopicOrder } from '../api/save-topic-order.ts'
import { moveNode, orderOf } from '../lib/move-node.ts'

const toTreeData = (nodes: ContentNodeView[]): TreeDataNode[] =>
  nodes.map((n) => ({ key: n.id, title: n.title, isLeaf: n.kind !== 'group', children: toTreeData(n.children) }))

function findNode(nodes: ContentNodeView[], id: string): ContentNodeView | undefined {
  for (const n of nodes) {
    if (n.id === id) return n
    const found = findNode(n.children, id)
    if (found) return found
  }
  return undefined
}

/**
 * customSort: administrators drag nodes (into groups only) and save. The parent remounts this with a new key
 * when the topic's version changes, so after a conflict the draft restarts from the reloaded order.
 */
export function SortTree({ tree, onDone }: { tree: TopicTree; onDone: () => void }) {
  const { message } = useFeedback()
  const [draft, setDraft] = useState(tree.nodes)
  const save = useSaveTopicOrder(tree.topic.key)

  const allowDrop: TreeProps['allowDrop'] = ({ dropNode, dropPosition }) =>
    dropPosition !== 0 || findNode(draft, String(dropNode.key))?.kind === 'group'

  const onDrop: TreeProps['onDrop'] = (info) => {
    const pos = info.node.pos.split('-')
    const relative = info.dropPosition - Number(pos[pos.length - 1])
    const where = !info.dropToGap ? 'inside' : relative === -1 ? 'before' : 'after'
    setDraft((current) => moveNode(current, String(info.dragNode.key), { targetId: String(info.node.key), where }))
  }

  const submit = () =>
    save.mutate(orderOf(draft, tree.topic.version), {
      onSuccess: () => {
        message.success('排序已保存')
        onDone()
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'conflict') {
          message.error(`${error.message}（已载入最新顺序）`)
        } else {
          message.error(error.message)
        }
      },
    })

  return (
    <section aria-label="调整顺序">
      <Typography.Paragraph type="secondary">
        拖动条目调整顺序；条目只能放入分组中。保存后所有用户看到新的顺序。
      </Typography.Paragraph>
      <Tree
        draggable={{ icon: false }}
        blockNode
        defaultExpandAll
        allowDrop={allowDrop}
        onDrop={onDrop}
        treeData={toTreeData(draft)}
      />
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" loading={save.isPending} onClick={submit}>
          保存顺序
        </Button>
        <Button onClick={onDone} disabled={save.isPending}>
          取消
        </Button>
      </Space>
    </section>
  )
}
