import { Breadcrumb, Typography } from 'antd'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

export const hubPath = '/navigate?page_type=design_homepage'
export const designPath = (pageType: string, params: Record<string, string> = {}) =>
  `/navigate?${new URLSearchParams({ page_type: pageType, ...params })}`

/** Title of a design screen with the way back to the hub (and to an intermediate screen when given). */
export function DesignHeader({
  title,
  parent,
  extra,
}: {
  title: string
  parent?: { title: string; to: string }
  extra?: ReactNode
}) {
  return (
    <header style={{ marginBottom: 16 }}>
      <Breadcrumb
        items={[
          { title: <Link to={hubPath}>设计资源</Link> },
          ...(parent ? [{ title: <Link to={parent.to}>{parent.title}</Link> }] : []),
          { title },
        ]}
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginTop: 8 }}>
        <Typography.Title level={3} style={{ margin: 0, flex: '1 1 auto' }}>
          {title}
        </Typography.Title>
        {extra}
      </div>
    </header>
  )
}
