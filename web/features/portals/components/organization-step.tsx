import { Button, Empty, Input, Skeleton, Tag } from 'antd'
import { useNavigate } from 'react-router'
import type { OrganizationRow } from '#common/portals'
import { orgKindLabels } from '#common/user-types'
import { Result } from '#web/components/lazy-result.tsx'
import { session } from '#web/lib/session.ts'
import { useOrganizations } from '../api/portals.ts'
import '../choose-category.css'

/** /choose-category, step 2: the organizations of one category, searchable by name, each a way into its portal. */
export function OrganizationStep(props: {
  kind: string
  q: string
  onBack: () => void
  onSearch: (q: string) => void
}) {
  const navigate = useNavigate()
  const organizations = useOrganizations(props.kind, props.q)
  const label = orgKindLabels[props.kind as keyof typeof orgKindLabels] ?? props.kind
  const enter = (org: OrganizationRow) => {
    session.setCurrOrg({ id: org.id, name: org.name })
    navigate(org.home_path)
  }

  return (
    <section className="organization-panel" aria-label={label}>
      <div className="organization-panel-head">
        <h4 className="organization-panel-title">{label}</h4>
        <Button type="link" onClick={props.onBack}>
          返回全部类别
        </Button>
      </div>
      <div className="organization-panel-body">
        <Input.Search
          allowClear
          defaultValue={props.q}
          key={props.kind}
          placeholder="搜索机构名称"
          aria-label="搜索机构名称"
          style={{ maxWidth: 360, marginBottom: 16 }}
          onSearch={(v) => props.onSearch(v.trim())}
        />
        {organizations.isPending ? (
          <Skeleton active />
        ) : organizations.isError ? (
          <Result status="warning" title="机构列表加载失败" subTitle={organizations.error.message} />
        ) : organizations.data.length === 0 ? (
          <Empty description={props.q ? `没有名称包含“${props.q}”的${label}` : `暂无${label}`} />
        ) : (
          <ul className="organization-list">
            {organizations.data.map((org) => (
              <li key={org.id} className="organization-row">
                <div className="organization-row-main">
                  <h5 className="organization-row-name">{org.name}</h5>
                  <ul className="organization-row-counts">
                    <li>
                      <Tag>用户 {org.users}</Tag>
                    </li>
                    <li>
                      <Tag>项目 {org.projects}</Tag>
                    </li>
                    <li>
                      <Tag>酒店 {org.hotels}</Tag>
                    </li>
                  </ul>
                </div>
                <div className="organization-row-action">
                  <Button type="primary" onClick={() => enter(org)}>
                    进入门户
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
