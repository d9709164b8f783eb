import { Empty, List, Skeleton, Tag, Typography } from 'antd'
import type { SearchHit } from '#common/content'
import { Highlight } from '#web/components/highlight.tsx'
import { useContentSearch } from '#web/features/topics/api/search-content.ts'
import { nodeKindLabels } from '../node-icon.tsx'

/**
 * The search answer: matching nodes and pages the user may open, best titles first (the server ranks them), each
 * with where it sits and the matching text marked.
 */
export function SearchResults({ q, onOpen }: { q: string; onOpen: (hit: SearchHit) => void }) {
  const search = useContentSearch(q)
  if (search.isPending) return <Skeleton active />
  if (search.error) return <Typography.Text type="danger">{search.error.message}</Typography.Text>
  if (search.data.length === 0) return <Empty description={`没有找到包含“${q}”的内容`} />
  return (
    <List
      header={
        <Typography.Text type="secondary">
          找到 {search.data.length} 条与“{q}”相关的内容
        </Typography.Text>
      }
      dataSource={search.data}
      renderItem={(hit) => (
        <List.Item
          key={`${hit.kind}:${hit.id}`}
          onClick={() => onOpen(hit)}
          style={{ cursor: 'pointer' }}
          role="link"
          tabIndex={0}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onOpen(hit)
          }}
        >
          <List.Item.Meta
            title={
              <span>
                <Highlight text={hit.title} query={q} />{' '}
                <Tag>{hit.kind === 'page' ? '资料页正文' : nodeKindLabels[hit.node_kind ?? 'page']}</Tag>
                {hit.topic_title && <Tag color="red">{hit.topic_title}</Tag>}
              </span>
            }
            description={
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
                <Highlight text={hit.snippet} query={q} />
              </Typography.Paragraph>
            }
          />
        </List.Item>
      )}
    />
  )
}
