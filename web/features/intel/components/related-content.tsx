import { Card, Empty, Flex, List, Skeleton, Tag, Typography } from 'antd'
import { Link } from 'react-router'
import { nodeKindLabels, useContentSearch } from '#web/features/topics/index.ts'

/** Topic nodes, data pages and reports whose text names one term (a brand, a city), as links the viewer may open. */
function RelatedTo(props: { term: string }) {
  const search = useContentSearch(props.term)
  const hits = (search.data ?? []).filter((h) => h.target?.startsWith('/')).slice(0, 5)
  return (
    <div style={{ flex: '1 1 320px', minWidth: 0 }}>
      <Typography.Text strong>关于“{props.term}”</Typography.Text>
      {search.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : hits.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无相关专题或报告" />
      ) : (
        <List
          size="small"
          dataSource={hits}
          renderItem={(hit) => (
            <List.Item>
              <Flex gap={8} align="center" style={{ minWidth: 0 }}>
                <Tag>{hit.kind === 'page' ? '资料页' : nodeKindLabels[hit.node_kind ?? 'page']}</Tag>
                <Link to={hit.target as string}>{hit.title}</Link>
                {hit.topic_title && <Typography.Text type="secondary">· {hit.topic_title}</Typography.Text>}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </div>
  )
}

/** The viewer's last card: what the firm has written about the hotel's brand and city. */
export function RelatedContent(props: { terms: string[] }) {
  const terms = [...new Set(props.terms.filter((t) => t.length >= 2))]
  if (terms.length === 0) return null
  return (
    <Card title="相关专题与报告" style={{ marginTop: 16 }}>
      <Flex gap={24} wrap>
        {terms.map((term) => (
          <RelatedTo key={term} term={term} />
        ))}
      </Flex>
    </Card>
  )
}
