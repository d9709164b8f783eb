import { Button, Input, Popconfirm, Segmented, Space, Table, Tag } from 'antd'
import { useState } from 'react'
import {
  type AdminDeletionRequest,
  type DeletionRequest,
  useDecideDeletion,
  useDeletionRequests,
} from '#web/features/privacy/index.ts'
import { useFeedback } from '#web/lib/feedback.ts'

const statusLabels: Record<DeletionRequest['status'], string> = {
  pending: '待处理',
  done: '已注销',
  declined: '已拒绝',
}

/** Account deletion requests (ADR 017): pending ones are carried out or declined with a reason. */
export function DeletionRequestsTab() {
  const [status, setStatus] = useState<DeletionRequest['status']>('pending')
  const list = useDeletionRequests(status)
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Segmented
        value={status}
        onChange={(value) => setStatus(value as DeletionRequest['status'])}
        options={(['pending', 'done', 'declined'] as const).map((value) => ({ value, label: statusLabels[value] }))}
      />
      <Table<AdminDeletionRequest>
        rowKey="id"
        size="small"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: '申请人',
            dataIndex: 'username',
            render: (name, r) =>
              r.admin ? (
                <Space>
                  {name}
                  <Tag>管理员</Tag>
                </Space>
              ) : (
                name
              ),
          },
          { title: '手机号', dataIndex: 'phone_masked' },
          { title: '申请时间', dataIndex: 'created_at', render: (at: string) => at.slice(0, 16).replace('T', ' ') },
          { title: '原因', dataIndex: 'reason', render: (text: string) => text || '—' },
          status === 'declined'
            ? { title: '拒绝原因', dataIndex: 'decision_note' }
            : status === 'pending'
              ? { title: '操作', key: 'actions', render: (_, r) => <Decide request={r} /> }
              : {
                  title: '处理时间',
                  dataIndex: 'decided_at',
                  render: (at: string | null) => at?.slice(0, 16).replace('T', ' ') ?? '—',
                },
        ]}
      />
    </Space>
  )
}

function Decide({ request }: { request: AdminDeletionRequest }) {
  const { message } = useFeedback()
  const decide = useDecideDeletion()
  const [reason, setReason] = useState('')
  const run = (decline?: string) =>
    decide
      .mutateAsync({ id: request.id, decline })
      .then(() => message.success(decline === undefined ? '账号已注销' : '已拒绝该申请'))
      .catch((error: Error) => message.error(error.message))
  return (
    <Space>
      <Popconfirm
        title={`注销 ${request.username} 的账号？`}
        description="账号将停用，姓名、手机号被删除，此操作不能撤销。"
        okText="执行注销"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        onConfirm={() => run()}
      >
        <Button danger size="small" loading={decide.isPending}>
          执行注销
        </Button>
      </Popconfirm>
      <Popconfirm
        title="拒绝原因"
        description={
          <Input
            aria-label="拒绝原因"
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder="申请人会看到这个原因"
          />
        }
        okText="拒绝"
        cancelText="取消"
        onConfirm={() => run(reason)}
      >
        <Button size="small">拒绝</Button>
      </Popconfirm>
    </Space>
  )
}
