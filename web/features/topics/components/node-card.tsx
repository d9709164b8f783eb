import { LockOutlined } from '@ant-design/icons'
import { Card, Tag, Typography } from 'antd'
import type { ContentNodeView } from '../../../../common/content.ts'
import { useOpenContentNode } from '../lib/use-open-content-node.ts'
import { NodeIcon, nodeKindLabels } from './node-icon.tsx'

/** One content node as a card; a node the user may not open shows a lock and why, and does not open. */
export function NodeCard({ node }: { node: ContentNodeView }) {
  const openNode = useOpenContentNode()
  const open = () => openNode(node)
  return (
    <Card
      hoverable={!node.locked}
      size="small"
      onClick={open}
      role="link"
      tabIndex={0}
      aria-disabled={node.locked}
      onKeyDown={(e) => {
        if (e.key === 'Enter') open()
      }}
      style={{ height: '100%', opacity: node.locked ? 0.6 : 1, cursor: node.locked ? 'not-allowed' : 'pointer' }}
    >
      <Card.Meta
        avatar={node.locked ? <LockOutlined aria-label="已锁定" /> : <NodeIcon kind={node.kind} />}
        title={
          <span>
            {node.title} <Tag variant="filled">{nodeKindLabels[node.kind]}</Tag>
            {!node.published && <Tag color="orange">未发布</Tag>}
          </span>
        }
        description={
          <>
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
              {node.summary}
            </Typography.Paragraph>
            {node.locked && node.lock_reason && <Typography.Text type="warning">{node.lock_reason}</Typography.Text>}
          </>
        }
      />
    </Card>
  )
}
