import { Skeleton, Space, Tag, Typography } from 'antd'
import { Result } from '#web/components/lazy-result.tsx'
import { usePage } from '#web/features/topics/api/get-page.ts'
import { BlockView } from '../blocks/block-view.tsx'
import { PageLoadError } from '../page-load-error.tsx'

/** A data page's title and blocks, for the knowledge browser's right pane. */
export function PageBody({ path, actions }: { path: string; actions?: React.ReactNode }) {
  const page = usePage(path)
  if (page.isPending) return <Skeleton active paragraph={{ rows: 8 }} />
  if (page.error) {
    return (
      <PageLoadError
        error={page.error}
        notFound={<Result status="404" title="页面不存在" subTitle={`/datapage/${path}`} />}
        onRetry={() => page.refetch()}
      />
    )
  }
  return (
    <article>
      <Space align="baseline" wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {page.data.title} {page.data.overridden && <Tag color="gold">本机构专属版本</Tag>}
        </Typography.Title>
        {actions}
      </Space>
      {page.data.summary && <Typography.Paragraph type="secondary">{page.data.summary}</Typography.Paragraph>}
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        {page.data.blocks.map((block, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no ids; the order is their identity
          <BlockView key={i} block={block} />
        ))}
      </Space>
    </article>
  )
}
