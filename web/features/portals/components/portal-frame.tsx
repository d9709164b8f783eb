import { Flex, Skeleton, Tag } from 'antd'
import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import type { PortalHomeOf, PortalKind } from '#common/portals'
import { homePathForOrgKind, isStaff, orgKindLabels } from '#common/user-types'
import { Result, RetryResult } from '#web/components/lazy-result.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { session } from '#web/lib/session.ts'
import { usePortalHome } from '../api/portals.ts'
import '#web/components/plain.css'
import './portal.css'

type Props<K extends PortalKind> = {
  kind: K
  /** What this home page is about, under the organization's name. */
  subtitle: string
  children: (home: PortalHomeOf<K>, organization: { id: string; name: string }) => ReactNode
}

/**
 * The common part of the six organization home pages: reads `?organization=`, loads that organization's home
 * and draws loading, refusal and mismatch states; the page draws the rest.
 */
export function PortalFrame<K extends PortalKind>({ kind, subtitle, children }: Props<K>) {
  const [params] = useSearchParams()
  const orgId = params.get('organization') ?? ''
  const answer = usePortalHome(orgId)

  if (!orgId) return <Result status="404" title="未指定机构" extra={<Link to="/startPage/home">返回首页</Link>} />
  if (answer.isPending) return <Skeleton active paragraph={{ rows: 8 }} style={{ padding: 24 }} />
  if (answer.isError) {
    const status = answer.error instanceof ApiError ? answer.error.status : 0
    if (status === 403) {
      return (
        <Result status="403" title="无权查看" subTitle="只能查看本机构的主页" extra={<Link to="/">返回首页</Link>} />
      )
    }
    if (status === 404 || status === 400) {
      return (
        <Result status="404" title="机构不存在" subTitle={answer.error.message} extra={<Link to="/">返回首页</Link>} />
      )
    }
    return <RetryResult status="warning" title="主页加载失败" error={answer.error} onRetry={() => answer.refetch()} />
  }

  const { organization, home } = answer.data
  if (home.kind !== kind) {
    const user = session.user()
    const staff = user ? isStaff(user) : false
    const path = homePathForOrgKind(home.kind, organization.id)
    return (
      <Result
        status="info"
        title={`${organization.name}不是${orgKindLabels[kind]}`}
        subTitle="该机构有自己类型的主页"
        extra={
          <Flex gap={16} justify="center" wrap>
            {path && <Link to={path}>前往{orgKindLabels[home.kind]}主页</Link>}
            {staff && <Link to={`/choose-category?kind=${kind}`}>选择一个{orgKindLabels[kind]}</Link>}
          </Flex>
        }
      />
    )
  }

  return (
    <div style={{ padding: '24px clamp(12px, 3vw, 32px)', maxWidth: 1400, margin: '0 auto' }}>
      <Flex align="center" gap={12} wrap style={{ marginBottom: 4 }}>
        <h3 className="portal-title">{organization.name}</h3>
        <Tag color="red">{orgKindLabels[kind]}</Tag>
      </Flex>
      <p className="plain-muted">{subtitle}</p>
      {children(home as PortalHomeOf<K>, organization)}
    </div>
  )
}
