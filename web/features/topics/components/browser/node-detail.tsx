import { LockOutlined } from '@ant-design/icons'
import { Button, Card, List, Tag, Typography } from 'antd'
import type { ContentNodeView } from '#common/content'
import { useOpenContentNode } from '#web/features/topics/lib/use-open-content-node.ts'
import { NodeIcon, nodeKindLabels } from '../node-icon.tsx'

/** A node that is not a page: what it is, and a button that opens it by its kind (onClickContentNode). */
export function NodeDetail({ node, onSelect }: { node: ContentNodeView; onSelect: (id: string) => void }) {
  const openNode = useOpenContentNode()
  const open = () => openNode(node)
  return (
    <Card
      title={
        <span>
          {node.locked ? <LockOutlined aria-label="已锁定" /> : <NodeIcon kind={node.kind} />} {node.title}{' '}
          <Tag>{nodeKindLabels[node.kind]}</Tag>
        </span>
      }
    >
      <Typography.Paragraph>{node.summary}</Typography.Paragraph>
      {node.locked && <Typography.Paragraph type="warning">{node.lock_reason}</Typography.Paragraph>}
      {node.kind === 'group' ? (
        <List
          size="small"
          dataSource={node.children}
          renderItem={(child) => (
            <List.Item onClick={() => onSelect(child.id)} style={{ cursor: 'pointer' }}>
              <List.Item.Meta avatar={<NodeIcon kind={child.kind} />} title={child.title} description={child.summary} />
            </List.Item>
          )}
        />
      ) : (
        <Button type="primary" onClick={open} disabled={node.locked}>
          打开
        </Button>
      )}
    </Card>
  )
}
