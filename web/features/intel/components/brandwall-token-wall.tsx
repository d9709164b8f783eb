import { Card, Flex, Spin, Tag, Typography } from 'antd'
import { useLocation } from 'react-router'
import { type Positioning, positioningLabels } from '#common/intel'
import { Result } from '#web/components/lazy-result.tsx'
import { useSharedWall } from '../api/brandwall-token.ts'
import { CardName } from './brand-logo.tsx'
import { CardGrid } from './wall-parts.tsx'

/** The token from any path containing /brandwall-token/{token} (docs/shell.md § Routes). */
export function tokenFromPath(pathname: string) {
  const match = pathname.match(/\/brandwall-token\/([^/?#]+)/)
  return match?.[1] ? decodeURIComponent(match[1]) : ''
}

/** …/brandwall-token/{token}: a read-only brand wall for people without an account. */
export function BrandwallTokenWall() {
  const token = tokenFromPath(useLocation().pathname)
  const wall = useSharedWall(token)
  if (!token) return <Result status="404" title="分享链接无效" />
  if (wall.isPending) return <Spin size="large" style={{ display: 'block', margin: '120px auto' }} />
  if (wall.error) {
    const gone = 'status' in wall.error && wall.error.status === 410
    return (
      <Result
        status={gone ? 'warning' : '404'}
        title={wall.error.message}
        subTitle={gone ? '请联系分享人重新生成链接' : '请检查链接是否完整'}
      />
    )
  }
  const { title, expires_at, brands } = wall.data
  return (
    <div style={{ padding: 24, maxWidth: 1200, margin: '0 auto' }}>
      <Flex align="baseline" gap={12} wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">
          共 {brands.length} 个品牌 · 链接有效期至 {new Date(expires_at).toLocaleString('zh-CN')}
        </Typography.Text>
      </Flex>
      <CardGrid>
        {brands.map((brand) => (
          <Card key={brand.id} size="small" aria-label={brand.name}>
            <CardName item={brand} />
            <Flex gap={8} wrap style={{ marginTop: 12 }}>
              <Tag color="red">{positioningLabels[brand.positioning as Positioning]}</Tag>
              <Tag>{brand.group_name}</Tag>
            </Flex>
          </Card>
        ))}
      </CardGrid>
    </div>
  )
}

export { BrandwallTokenWall as Component }
