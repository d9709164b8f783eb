import { PlusOutlined } from '@ant-design/icons'
import { Button, Card, List, Segmented, Space, Typography } from 'antd'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { type RequestStatus, requestStatuses, requestStatusLabels } from '#common/procurement'
import type { RequestDetail } from '#common/procurement-schemas'
import { QueryState } from '#web/components/query-state.tsx'
import { formatTime } from '#web/lib/format-time.ts'
import { useRequests } from './api/requests.ts'
import { money, RequestStatusTag } from './components/labels.tsx'
import { ProcurementPage, useChosenProject } from './components/procurement-page.tsx'
import { RequestDetailDrawer } from './components/request-detail.tsx'
import { RequestForm } from './components/request-form.tsx'

const statusFilter = [
  { value: 'all', label: '全部' },
  ...requestStatuses.map((s) => ({ value: s, label: requestStatusLabels[s] })),
]

/** /navigate?page_type=procurement_requests: a project's purchase requests; `&request=` opens one. */
export function ProcurementRequests() {
  const [params, setParams] = useSearchParams()
  const { projects, projectId, project, picker } = useChosenProject()
  const [status, setStatus] = useState<RequestStatus | 'all'>('all')
  const [creating, setCreating] = useState(false)
  const [editing, setEditing] = useState<RequestDetail>()
  const requests = useRequests(projectId, status === 'all' ? undefined : status)
  const openId = params.get('request') ?? ''
  // Client members raise requests (ADR 090); the server refuses everyone else anyway.
  const canCreate = project?.my_role === 'client'

  const open = (id: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev)
      if (id) next.set('request', id)
      else next.delete('request')
      if (projectId) next.set('project', projectId)
      return next
    })

  return (
    <ProcurementPage
      title="采购申请"
      extra={
        <Space wrap>
          {picker}
          {canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              新建申请
            </Button>
          )}
        </Space>
      }
    >
      <QueryState query={projects} empty={!projectId} emptyText="您还没有可以采购的项目，请联系项目顾问将您加入项目">
        <Card>
          <Segmented
            value={status}
            onChange={(v) => setStatus(v as RequestStatus | 'all')}
            options={statusFilter}
            style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}
          />
          <QueryState
            query={requests}
            empty={requests.data?.length === 0}
            emptyText={status === 'all' ? '这个项目还没有采购申请' : `没有“${requestStatusLabels[status]}”的申请`}
          >
            <List
              dataSource={requests.data ?? []}
              renderItem={(r) => (
                <List.Item
                  key={r.id}
                  onClick={() => open(r.id)}
                  style={{ cursor: 'pointer' }}
                  extra={<Typography.Text strong>{money(r.total)}</Typography.Text>}
                >
                  <List.Item.Meta
                    title={
                      <Space wrap size={8}>
                        <a
                          href={`?${new URLSearchParams({ ...Object.fromEntries(params), request: r.id })}`}
                          onClick={(e) => e.preventDefault()}
                        >
                          {r.title}
                        </a>
                        <RequestStatusTag status={r.status} />
                      </Space>
                    }
                    description={`${r.created_by_name} · ${formatTime(r.created_at)} · ${r.item_count} 项${r.needed_by ? ` · 需求日期 ${r.needed_by}` : ''}`}
                  />
                </List.Item>
              )}
            />
          </QueryState>
        </Card>
      </QueryState>
      {projectId && (
        <RequestForm
          // A new key per draft being changed: the form starts from that draft's values.
          key={editing?.request.id ?? 'new'}
          projectId={projectId}
          open={creating || Boolean(editing)}
          editing={editing}
          onClose={() => {
            setCreating(false)
            setEditing(undefined)
          }}
          onCreated={(detail) => {
            setCreating(false)
            setEditing(undefined)
            open(detail.request.id)
          }}
        />
      )}
      <RequestDetailDrawer id={openId} onClose={() => open('')} onEdit={setEditing} />
    </ProcurementPage>
  )
}
