import { Skeleton, Space, Typography } from 'antd'
import { useSearchParams } from 'react-router'
import { site } from '#common/site'
import { Result, RetryResult } from '#web/components/lazy-result.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { usePublicArticle } from '../api/get-public-article.ts'
import { BlockView } from './blocks/block-view.tsx'

const column = { maxWidth: 720, margin: '0 auto', padding: '16px 16px 32px' } as const

/**
 * /wxp/content?id= — a published article anyone may read without logging in, laid out for a phone (it is shared
 * into WeChat). The server has already put its title and description into the HTML for share previews.
 */
export function Component() {
  const id = useSearchParams()[0].get('id') ?? ''
  const article = usePublicArticle(id)

  if (!id || (article.error instanceof ApiError && article.error.code === 'not_found')) {
    return (
      <main style={column}>
        <title>{`文章不存在 - ${site.title}`}</title>
        <Result status="404" title="文章不存在或尚未发布" subTitle="链接可能已失效，或文章已被撤回。" />
      </main>
    )
  }
  if (article.isPending) {
    return (
      <main style={column}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </main>
    )
  }
  if (article.error) {
    return (
      <main style={column}>
        <RetryResult status="error" title="文章加载失败" error={article.error} onRetry={() => article.refetch()} />
      </main>
    )
  }
  const { title, description, updated_at, blocks } = article.data
  return (
    <main style={column}>
      <title>{`${title} - ${site.title}`}</title>
      <article>
        <Typography.Title level={2} style={{ fontSize: 24, lineHeight: 1.35 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
          {site.name} · 更新于 {updated_at.slice(0, 10)}
        </Typography.Paragraph>
        {description && <Typography.Paragraph style={{ fontSize: 16 }}>{description}</Typography.Paragraph>}
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          {blocks.map((block, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no ids; the order is their identity
            <BlockView key={i} block={block} />
          ))}
        </Space>
      </article>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 32, fontSize: 12 }}>
        {site.copyright}
      </Typography.Paragraph>
    </main>
  )
}
