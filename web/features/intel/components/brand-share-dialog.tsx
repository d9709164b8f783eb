import { Button, Form, Input, InputNumber, Modal, Popconfirm, Select, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useFeedback } from '#web/lib/feedback.ts'
import { useBrands } from '../api/brands.ts'
import { type CreatedShare, type Share, useCreateShare, useRevokeShare } from '../api/brandwall-shares.ts'

const statusTags: Record<Share['status'], { color: string; label: string }> = {
  active: { color: 'green', label: '有效' },
  expired: { color: 'default', label: '已过期' },
  revoked: { color: 'red', label: '已撤销' },
}

type FormValues = { brand_ids: string[]; title: string; expires_in_days: number }

/** Creating, copying and revoking brand-wall links. Loaded when the share button is first pressed. */
export default function ShareDialog(props: { shares: Share[]; onClose: () => void }) {
  const { message } = useFeedback()
  const [form] = Form.useForm<FormValues>()
  const brands = useBrands({ size: 200, sort: 'name' })
  const create = useCreateShare()
  const revoke = useRevokeShare()
  const [created, setCreated] = useState<CreatedShare | null>(null)

  const submit = async (values: FormValues) => {
    try {
      setCreated(await create.mutateAsync(values))
    } catch (error) {
      message.error((error as Error).message)
    }
  }

  return (
    <Modal open title="分享品牌墙" width={760} footer={null} onCancel={props.onClose}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ title: '品牌墙', expires_in_days: 7, brand_ids: [] }}
        onFinish={submit}
      >
        <Form.Item name="brand_ids" label="品牌" rules={[{ required: true, message: '请至少选择一个品牌' }]}>
          <Select
            mode="multiple"
            showSearch
            optionFilterProp="label"
            placeholder="选择要分享的品牌"
            loading={brands.isPending}
            options={brands.data?.items.map((b) => ({ value: b.id, label: `${b.name}（${b.group_name}）` }))}
          />
        </Form.Item>
        <Form.Item name="title" label="标题" rules={[{ required: true, max: 60, message: '标题 1–60 个字符' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="expires_in_days" label="有效期（天）" rules={[{ required: true }]}>
          <InputNumber min={1} max={90} precision={0} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          生成链接
        </Button>
      </Form>
      {created && (
        <Typography.Paragraph copyable style={{ marginTop: 16 }}>
          {`${window.location.origin}${created.path}`}
        </Typography.Paragraph>
      )}
      {created && <Typography.Text type="secondary">链接只显示这一次，请立即复制。</Typography.Text>}
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        已创建的链接
      </Typography.Title>
      <Table
        rowKey="id"
        size="small"
        pagination={{ pageSize: 5 }}
        dataSource={props.shares}
        locale={{ emptyText: '还没有分享链接' }}
        columns={[
          { title: '标题', dataIndex: 'title' },
          { title: '品牌数', dataIndex: 'brand_count' },
          {
            title: '有效期至',
            dataIndex: 'expires_at',
            render: (at: string) => new Date(at).toLocaleString('zh-CN'),
          },
          {
            title: '状态',
            dataIndex: 'status',
            render: (s: Share['status']) => <Tag color={statusTags[s].color}>{statusTags[s].label}</Tag>,
          },
          {
            title: '',
            render: (_, share) =>
              share.status === 'active' && (
                <Popconfirm title="撤销后链接立即失效，确定撤销？" onConfirm={() => revoke.mutate(share.id)}>
                  <Button size="small" danger>
                    撤销
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Modal>
  )
}
