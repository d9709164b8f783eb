import { LockOutlined } from '@ant-design/icons'
import { Tag, Tree } from 'antd'
import type { ContentNodeView } from '#common/content'
import { NodeIcon } from '../node-icon.tsx'

type TreeItem = { key: string; title: React.ReactNode; icon: React.ReactNode; children: TreeItem[] }

function items(nodes: ContentNodeView[]): TreeItem[] {
  return nodes.map((n) => ({
    key: n.id,
    title: (
      <span>
        {n.title}
        {!n.published && (
          <Tag color="orange" style={{ marginLeft: 6 }}>
            未发布
          </Tag>
        )}
      </span>
    ),
    icon: n.locked ? <LockOutlined aria-label="已锁定" /> : <NodeIcon kind={n.kind} />,
    children: items(n.children),
  }))
}

/** The topic's nodes as a tree (getTargetMenu for the browser): locked nodes keep their lock icon. */
export function TopicTree({
  nodes,
  selected,
  onSelect,
}: {
  nodes: ContentNodeView[]
  selected?: string
  onSelect: (id: string) => void
}) {
  return (
    <Tree
      showIcon
      blockNode
      defaultExpandAll
      aria-label="专题目录"
      selectedKeys={selected ? [selected] : []}
      treeData={items(nodes)}
      onSelect={(keys) => {
        const [key] = keys
        if (key !== undefined) onSelect(String(key))
      }}
    />
  )
}
