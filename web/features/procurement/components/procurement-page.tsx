import { Breadcrumb, Select, Space, Typography } from 'antd'
import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useProcurementProjects } from '../api/catalog.ts'

export type ProcurementScreen =
  | 'procurement_catalog'
  | 'procurement_suppliers'
  | 'procurement_requests'
  | 'procurement_budget'

/** A link target inside the procurement screens of /navigate. */
export function procurementHref(
  pageType: ProcurementScreen | 'procurement_homepage',
  extra: Record<string, string> = {},
) {
  return `/navigate?${new URLSearchParams({ page_type: pageType, ...extra })}`
}

/** Title, a way back to the hub, and whatever the screen puts on the right (filters, buttons). */
export function ProcurementPage({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb items={[{ title: <Link to={procurementHref('procurement_homepage')}>采购中心</Link> }, { title }]} />
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Space>
      {children}
    </Space>
  )
}

/**
 * The project the screen works on: `?project=` when given and visible, else the first visible one. Returns the
 * picker to render and the chosen id ('' while loading or when the user sees no project).
 */
export function useChosenProject() {
  const [params, setParams] = useSearchParams()
  const projects = useProcurementProjects()
  const wanted = params.get('project') ?? ''
  // Staff who opened a client's portal (?organization=, from /choose-category) work on that client's projects.
  const organization = params.get('organization')
  const all = projects.data ?? []
  const list = organization ? all.filter((p) => p.organization_id === organization) : all
  const chosen = list.find((p) => p.id === wanted) ?? list[0]
  const picker =
    list.length > 0 ? (
      <Select
        aria-label="选择项目"
        value={chosen?.id}
        style={{ width: 'min(420px, calc(100vw - 48px))' }}
        options={list.map((p) => ({ value: p.id, label: `${p.name}（${p.organization_name}）` }))}
        onChange={(id) =>
          setParams((prev) => {
            const next = new URLSearchParams(prev)
            next.set('project', id)
            next.delete('request')
            return next
          })
        }
      />
    ) : null
  return { projects, projectId: chosen?.id ?? '', project: chosen, picker, organization }
}
