import { Button, Empty, Skeleton, Tag } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import type { ContentNodeView } from '#common/content'
import { lifecycleStageLabels } from '#common/content-labels'
import { NotFound } from '#web/components/error-page.tsx'
import { RetryResult } from '#web/components/lazy-result.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { usePageTitle } from '#web/lib/page-title.ts'
import { useTopic } from '../api/get-topic.ts'
import { NodeSections } from './node-sections.tsx'
import './start-page.css'

// Reordering is for administrators only: its tree component loads when they start it.
const SortTree = lazy(() => import('./sort-tree.tsx').then((m) => ({ default: m.SortTree })))
// antd's Alert (with its status icons) only where a card is locked.
const Alert = lazy(() => import('antd/es/alert'))

/** /startPage/:section — a topic's tree as sections of cards (route component). */
export function Component() {
  const section = useParams().section ?? ''
  const { data, error, isPending, refetch } = useTopic(section)
  usePageTitle(data?.topic.title)
  const [sorting, setSorting] = useState(false)
  const navigate = useNavigate()

  if (isPending) return <Skeleton active paragraph={{ rows: 8 }} />
  if (error) {
    if (error instanceof ApiError && error.code === 'not_found') {
      return <NotFound path={`/startPage/${section}`} />
    }
    return <RetryResult status="error" title="专题加载失败" error={error} onRetry={() => refetch()} />
  }

  const { topic } = data
  return (
    <article style={{ padding: 24 }}>
      <div className="start-page-header">
        <h2 className="start-page-heading is-topic">
          {topic.title} <Tag color="red">{lifecycleStageLabels[topic.stage]}</Tag>
        </h2>
        {data.can_reorder && !sorting && (
          <div className="start-page-actions">
            <Button onClick={() => setSorting(true)}>调整顺序</Button>
            <Button onClick={() => navigate(`/browser?topic=${encodeURIComponent(topic.key)}`)}>编辑内容</Button>
          </div>
        )}
      </div>
      <p className="start-page-summary start-page-secondary">{topic.summary}</p>
      {sorting ? (
        <Suspense fallback={<Skeleton active />}>
          <SortTree key={topic.version} tree={data} onDone={() => setSorting(false)} />
        </Suspense>
      ) : data.nodes.length === 0 ? (
        <Empty description="该专题暂无内容" />
      ) : (
        <NodeSections nodes={data.nodes} />
      )}
      {hasLocked(data.nodes) && !sorting && (
        <Suspense fallback={null}>
          <Alert type="info" showIcon title="带锁的条目需要相应权限，如需开通请联系您的项目顾问。" />
        </Suspense>
      )}
    </article>
  )
}

const hasLocked = (nodes: ContentNodeView[]): boolean => nodes.some((n) => n.locked || hasLocked(n.children))
