import { LockOutlined } from '@ant-design/icons'
import { Card, Tag, Typography } from 'antd'
import type { CSSProperties, ReactNode } from 'react'
import { Link } from 'react-router'
import type { ContentNodeView } from '../../../../common/content.ts'
import { isExternalHref } from '../../../../common/content-labels.ts'
import { NodeIcon, nodeKindLabels } from './node-icon.tsx'

const fill: CSSProperties = { display: 'block', height: '100%', color: 'inherit' }

/**
 * One content node as a card. A node that opens is a real link (so it opens in a new tab on a middle or ctrl
 * click); one the user may not open shows a lock and why, and does not open.
 */
export function NodeCard({ node }: { node: ContentNodeView }) {
  const card = <NodeCardBody node={node} />
  const target = node.locked || node.kind === 'group' ? null : node.target
  if (!target) return <ClosedNode>{card}</ClosedNode>
  if (isExternalHref(target) || node.kind === 'file') {
    return (
      <a href={target} target="_blank" rel="noopener noreferrer" style={fill}>
        {card}
      </a>
    )
  }
  return (
    <Link to={target} style={fill}>
      {card}
    </Link>
  )
}

/** A locked node (or one without a target): not a link; the card itself says why it does not open. */
function ClosedNode({ children }: { children: ReactNode }) {
  return (
    <div data-locked="true" style={{ ...fill, cursor: 'not-allowed' }}>
      {children}
    </div>
  )
}

function NodeCardBody({ node }: { node: ContentNodeView }) {
  return (
    <Card hoverable={!node.locked} size="small" style={{ height: '100%', opacity: node.locked ? 0.6 : 1 }}>
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
            {node.locked && <Typography.Text type="warning">{node.lock_reason ?? '没有权限查看'}</Typography.Text>}
          </>
        }
      />
    </Card>
  )
}
