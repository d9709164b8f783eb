import { LockOutlined } from '@ant-design/icons'
import { Tag } from 'antd'
import { Link } from 'react-router'
import type { ContentNodeView } from '#common/content'
import { isExternalHref } from '#common/content-labels'
import { NodeIcon, nodeKindLabels } from './node-icon.tsx'
import './start-page.css'

/**
 * One content node as a card. A node that opens is a real link (so it opens in a new tab on a middle or ctrl
 * click); one the user may not open shows a lock and why, and does not open.
 */
export function NodeCard({ node }: { node: ContentNodeView }) {
  const body = <NodeCardBody node={node} />
  const target = node.locked || node.kind === 'group' ? null : node.target
  if (!target) {
    // Not a link: the card itself says why it does not open.
    return (
      <div data-locked="true" className={node.locked ? 'node-card is-locked' : 'node-card'}>
        {body}
      </div>
    )
  }
  if (isExternalHref(target) || node.kind === 'file') {
    return (
      <a href={target} target="_blank" rel="noopener noreferrer" className="node-card">
        {body}
      </a>
    )
  }
  return (
    <Link to={target} className="node-card">
      {body}
    </Link>
  )
}

function NodeCardBody({ node }: { node: ContentNodeView }) {
  return (
    <>
      <div className="node-card-icon">
        {node.locked ? <LockOutlined aria-label="已锁定" /> : <NodeIcon kind={node.kind} />}
      </div>
      <div className="node-card-text">
        <div className="node-card-title">
          <span>
            {node.title} <span className="node-card-kind">{nodeKindLabels[node.kind]}</span>
            {!node.published && <Tag color="orange">未发布</Tag>}
          </span>
        </div>
        <div>
          {node.summary && <p className="node-card-summary start-page-secondary">{node.summary}</p>}
          {node.locked && <span className="node-card-lock-reason">{node.lock_reason ?? '没有权限查看'}</span>}
        </div>
      </div>
    </>
  )
}
