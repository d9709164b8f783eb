import { Button, Descriptions, Drawer, Input, Popconfirm, Space, Table, Timeline, Typography } from 'antd'
import { useState } from 'react'
import { type RequestAction, type RequestStatus, requestActionLabels, requestStatusLabels } from '#common/procurement'
import type { RequestDetail, RequestEvent, RequestItem } from '#common/procurement-schemas'
import { QueryState } from '#web/components/query-state.tsx'
import { useFeedback } from '#web/lib/feedback.ts'
import { formatTime } from '#web/lib/format-time.ts'
import { useDeleteRequest, useRequestDetail, useTransition } from '../api/requests.ts'
import { CategoryTag, money, RequestStatusTag } from './labels.tsx'

const eventColors: Record<RequestStatus, string> = {
  draft: 'gray',
  submitted: '#1677ff',
  approved: '#13c2c2',
  rejected: '#ff4d4f',
  ordered: '#722ed1',
  received: '#52c41a',
}

function eventText(e: RequestEvent) {
  if (e.action === 'create') return `${e.actor_name} 创建了申请`
  if (e.action === 'edit') return `${e.actor_name} 修改了草稿`
  return `${e.actor_name} ${requestActionLabels[e.action]}（${requestStatusLabels[e.from_status ?? 'draft']} → ${requestStatusLabels[e.to_status]}）`
}

const columns = [
  {
    title: '品名',
    dataIndex: 'name',
    render: (_: string, item: RequestItem) => (
      <Space orientation="vertical" size={0}>
        <Typography.Text>{item.name}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {item.spec}
        </Typography.Text>
      </Space>
    ),
  },
  { title: '类别', dataIndex: 'category', render: (c: RequestItem['category']) => <CategoryTag category={c} /> },
  {
    title: '数量',
    dataIndex: 'quantity',
    align: 'right' as const,
    render: (q: number, i: RequestItem) => `${q} ${i.unit}`,
  },
  { title: '单价', dataIndex: 'unit_price', align: 'right' as const, render: money },
  { title: '金额', dataIndex: 'amount', align: 'right' as const, render: money },
]

/**
 * One request: lines, the buttons this person may press now (the server decides), and its history. A draft the
 * client may change offers 修改 (the form, filled) and 删除.
 */
export function RequestDetailDrawer(props: {
  id: string
  onClose: () => void
  onEdit: (detail: RequestDetail) => void
}) {
  const { id, onClose, onEdit } = props
  const { message } = useFeedback()
  const detail = useRequestDetail(id)
  const transition = useTransition(id)
  const remove = useDeleteRequest(id)
  const removeDraft = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        message.success('草稿已删除')
        onClose()
      },
      onError: (error) => message.error(error.message),
    })
  const [note, setNote] = useState('')
  const actions = detail.data?.actions ?? []

  const act = (action: RequestAction) => {
    if (action === 'reject' && !note.trim()) {
      message.warning('驳回时请在备注中填写原因')
      return
    }
    transition.mutate(
      { action, note: note.trim() },
      {
        onSuccess: (d) => {
          setNote('')
          message.success(`已${requestActionLabels[action]}，当前状态：${requestStatusLabels[d.request.status]}`)
        },
        onError: (error) => message.error(error.message),
      },
    )
  }

  return (
    <Drawer
      open={Boolean(id)}
      title={detail.data?.request.title ?? '采购申请'}
      size="min(760px, 100vw)"
      onClose={onClose}
      destroyOnHidden
    >
      <QueryState query={detail}>
        {detail.data && (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
              <Descriptions.Item label="状态">
                <RequestStatusTag status={detail.data.request.status} />
              </Descriptions.Item>
              <Descriptions.Item label="合计">{money(detail.data.request.total)}</Descriptions.Item>
              <Descriptions.Item label="申请人">{detail.data.request.created_by_name}</Descriptions.Item>
              <Descriptions.Item label="需求日期">{detail.data.request.needed_by ?? '未填写'}</Descriptions.Item>
              <Descriptions.Item label="项目" span={2}>
                {detail.data.project.name}
              </Descriptions.Item>
            </Descriptions>
            <Table
              size="small"
              rowKey="id"
              columns={columns}
              dataSource={detail.data.items}
              pagination={false}
              scroll={{ x: 560 }}
            />
            {detail.data.can_edit && (
              <Space wrap>
                <Button onClick={() => detail.data && onEdit(detail.data)}>修改草稿</Button>
                <Popconfirm
                  title="删除这份草稿？"
                  description="删除后不能恢复。"
                  okText="删除"
                  okButtonProps={{ danger: true }}
                  cancelText="取消"
                  onConfirm={removeDraft}
                >
                  <Button danger loading={remove.isPending}>
                    删除草稿
                  </Button>
                </Popconfirm>
              </Space>
            )}
            {actions.length > 0 && (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Input.TextArea
                  aria-label="备注"
                  value={note}
                  maxLength={500}
                  onChange={(e) => setNote(e.target.value)}
                  placeholder={actions.includes('reject') ? '审批意见（驳回时必填）' : '备注（选填）'}
                  autoSize={{ minRows: 2, maxRows: 4 }}
                />
                <Space wrap>
                  {actions.map((action) => (
                    <Button
                      key={action}
                      type={action === 'reject' || action === 'reopen' ? 'default' : 'primary'}
                      danger={action === 'reject'}
                      loading={transition.isPending && transition.variables?.action === action}
                      onClick={() => act(action)}
                    >
                      {requestActionLabels[action]}
                    </Button>
                  ))}
                </Space>
              </Space>
            )}
            <div>
              <Typography.Title level={5}>处理记录</Typography.Title>
              <Timeline
                items={detail.data.events.map((e) => ({
                  key: e.id,
                  color: eventColors[e.to_status],
                  content: (
                    <Space orientation="vertical" size={0}>
                      <Typography.Text>{eventText(e)}</Typography.Text>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {formatTime(e.at)}
                      </Typography.Text>
                      {e.note && <Typography.Text type="secondary">“{e.note}”</Typography.Text>}
                    </Space>
                  ),
                }))}
              />
            </div>
          </Space>
        )}
      </QueryState>
    </Drawer>
  )
}
