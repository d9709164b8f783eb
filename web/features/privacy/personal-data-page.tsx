import { useQuery } from '@tanstack/react-query'
import { Alert, Button, Card, Descriptions, Input, Popconfirm, Skeleton, Space, Typography } from 'antd'
import { useState } from 'react'
import { useFeedback } from '#web/lib/feedback.ts'
import { type PersonalData, personalDataQuery, useMyDeletionRequest, useRequestDeletion } from './api.ts'

const column = { maxWidth: 900, margin: '0 auto', padding: 'clamp(8px, 2vw, 24px)' } as const

const sections: { key: keyof PersonalData; label: string }[] = [
  { key: 'sessions', label: '登录会话' },
  { key: 'login_history', label: '登录记录' },
  { key: 'audit_entries', label: '与您有关的操作记录' },
  { key: 'files', label: '您上传的文件' },
  { key: 'project_comments', label: '您发表的项目评论' },
  { key: 'project_memberships', label: '您参与的项目' },
  { key: 'procurement_requests', label: '您提交的采购申请' },
]

/** /personal-data — what the product keeps about the signed-in person, its download, and the deletion request. */
export function Component() {
  const data = useQuery(personalDataQuery)
  return (
    <div style={column}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        个人信息
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        这里列出本平台保存的您的全部个人信息，可下载为 JSON 文件。说明见<a href="/privacy">《隐私政策》</a>。
      </Typography.Paragraph>
      {data.isPending ? (
        <Skeleton active />
      ) : data.error ? (
        <Alert type="error" showIcon title="个人信息加载失败" description={data.error.message} />
      ) : (
        <Overview data={data.data} />
      )}
      <DeletionCard />
    </div>
  )
}

function Overview({ data }: { data: PersonalData }) {
  const download = () => {
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
    const url = URL.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = url
    link.download = `personal-data-${data.exported_at.slice(0, 10)}.json`
    link.click()
    URL.revokeObjectURL(url)
  }
  return (
    <Card
      title="平台保存的信息"
      extra={
        <Button type="primary" onClick={download}>
          下载全部（JSON）
        </Button>
      }
      style={{ marginBottom: 16 }}
    >
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="姓名">{data.account.username}</Descriptions.Item>
        <Descriptions.Item label="手机号">{data.account.phone}</Descriptions.Item>
        <Descriptions.Item label="所属机构">{data.organization?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="账号创建时间">{data.account.created_at.slice(0, 10)}</Descriptions.Item>
        {sections.map((s) => (
          <Descriptions.Item key={s.key} label={s.label}>
            {(data[s.key] as unknown[]).length} 条
          </Descriptions.Item>
        ))}
      </Descriptions>
      {data.truncated && (
        <Alert style={{ marginTop: 12 }} type="warning" title="记录过多，下载文件只含最近的 20000 条" />
      )}
    </Card>
  )
}

function DeletionCard() {
  const { message } = useFeedback()
  const current = useMyDeletionRequest()
  const ask = useRequestDeletion()
  const [reason, setReason] = useState('')
  const request = current.data
  return (
    <Card title="注销账号">
      {request?.status === 'pending' ? (
        <Alert
          type="info"
          showIcon
          title={`您已于 ${request.created_at.slice(0, 10)} 提交注销申请，正在等待管理员处理。`}
        />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {request?.status === 'declined' && (
            <Alert type="warning" showIcon title={`上次的注销申请未通过：${request.decision_note ?? ''}`} />
          )}
          <Typography.Paragraph>
            注销后账号停用、所有登录失效，姓名、手机号、头像被删除；操作记录以化名保留。申请由管理员核实后执行。
          </Typography.Paragraph>
          <Input.TextArea
            aria-label="注销原因（可不填）"
            placeholder="注销原因（可不填）"
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Popconfirm
            title="确定申请注销账号？"
            okText="提交申请"
            cancelText="取消"
            onConfirm={() =>
              ask
                .mutateAsync(reason)
                .then(() => message.success('注销申请已提交'))
                .catch((error: Error) => message.error(error.message))
            }
          >
            <Button danger loading={ask.isPending}>
              申请注销账号
            </Button>
          </Popconfirm>
        </Space>
      )}
    </Card>
  )
}
