/** One figure: its value, source and history, and the form that proposes a change to it. */
import {
  Button,
  Card,
  Col,
  Descriptions,
  Drawer,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Typography,
} from 'antd'
import { useState } from 'react'
import { sourceKindLabels, sourceKinds } from '#common/benchmarks/schema'
import type { FigureView, ProposalView } from '#common/data-desk'
import { useFeedback } from '#web/lib/feedback.ts'
import { proposeFigure, revertProposal, useDeskMutation, useFigure } from '../api.ts'
import { AsOf, LinkButton, SourceBlock, StatusTag, valueText } from './desk-parts.tsx'
import { ReviewModal } from './review-modal.tsx'

export function ProposeForm(props: { figure: FigureView; onDone: () => void }) {
  const { message } = useFeedback()
  const [form] = Form.useForm()
  const propose = useDeskMutation(proposeFigure)
  const { figure } = props
  const size = figure.kind === 'brand_size' || figure.kind === 'group_size'
  const row = figure.kind === 'benchmark'
  const submit = async (values: Record<string, unknown>) => {
    const value = size
      ? { hotels: values.hotels ?? null, rooms: values.rooms ?? null }
      : row
        ? { low: values.low ?? null, typical: values.typical, high: values.high ?? null }
        : { value: values.value }
    try {
      await propose.mutateAsync({
        figure: figure.key,
        value,
        note: values.note || undefined,
        source: {
          kind: values.kind,
          publisher: values.publisher,
          title: values.title,
          url: values.url || null,
          published: values.published,
          period: values.period,
          quote: values.quote,
        },
      })
      message.success('已提交，等待另一位研究员或管理员审核')
      form.resetFields()
      props.onDone()
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields ?? {}
      form.setFields(
        Object.entries(fields).map(([name, errors]) => ({ name: name.split('.').pop() ?? name, errors: [errors] })),
      )
      message.error((error as Error).message)
    }
  }
  const num = (name: string, label: string, required = false) => (
    <Form.Item name={name} label={label} rules={required ? [{ required: true, message: `请填写${label}` }] : []}>
      <InputNumber style={{ width: '100%' }} min={0} aria-label={label} />
    </Form.Item>
  )
  return (
    <Form form={form} layout="vertical" onFinish={submit} aria-label="提出修改">
      <Row gutter={12}>
        {size && (
          <>
            <Col span={12}>{num('hotels', '酒店数（家）')}</Col>
            <Col span={12}>{num('rooms', '客房数（间）')}</Col>
          </>
        )}
        {row && (
          <>
            <Col span={8}>{num('low', '下限')}</Col>
            <Col span={8}>{num('typical', '典型值', true)}</Col>
            <Col span={8}>{num('high', '上限')}</Col>
          </>
        )}
        {!size && !row && <Col span={12}>{num('value', `数值（${figure.unit}）`, true)}</Col>}
      </Row>
      <Form.Item name="note" label="口径说明（所指范围，如 中国大陆、含已签约）">
        <Input maxLength={500} />
      </Form.Item>
      <Typography.Title level={5}>来源（必填）</Typography.Title>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="kind" label="来源类型" rules={[{ required: true, message: '请选择来源类型' }]}>
            <Select
              aria-label="来源类型"
              options={sourceKinds.map((k) => ({ value: k, label: sourceKindLabels[k] }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="publisher" label="发布方" rules={[{ required: true, message: '请填写发布方' }]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="title" label="标题" rules={[{ required: true, message: '请填写标题' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="url" label="网址（测算假设可不填）">
        <Input placeholder="https://" />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="published" label="发布日期" rules={[{ required: true, message: '请填写发布日期' }]}>
            <Input placeholder="2025-03-20" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="period" label="数据所指时期" rules={[{ required: true, message: '请填写数据所指时期' }]}>
            <Input placeholder="2024-12-31、2024 或 2024-Q4" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="quote"
        label="原文语句或表格行"
        rules={[{ required: true, message: '请摘录原文中给出此数字的语句或表格行' }]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={propose.isPending}>
        提交审核
      </Button>
    </Form>
  )
}

export function FigureDrawer(props: { figureKey: string | undefined; onClose: () => void }) {
  const { message } = useFeedback()
  const answer = useFigure(props.figureKey)
  const revert = useDeskMutation(revertProposal)
  const [open, setOpen] = useState<ProposalView | undefined>()
  const f = answer.data?.figure
  return (
    <Drawer open={!!props.figureKey} onClose={props.onClose} width={720} title={f?.label ?? '数据'}>
      {f && (
        <Space direction="vertical" style={{ width: '100%' }} size="large">
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="描述对象">{f.population}</Descriptions.Item>
            <Descriptions.Item label="现值">{valueText(f.value, f.unit)}</Descriptions.Item>
            <Descriptions.Item label="截至">
              <AsOf asOf={f.as_of} stale={f.stale} />
            </Descriptions.Item>
            <Descriptions.Item label="最长有效期">
              {f.max_age_months == null ? '无（法律、标准在废止前一直有效）' : `${f.max_age_months} 个月`}
            </Descriptions.Item>
            {f.note && <Descriptions.Item label="口径">{f.note}</Descriptions.Item>}
          </Descriptions>
          <SourceBlock source={f.source} asOf={f.as_of} />
          <div>
            <Typography.Title level={5}>修改记录</Typography.Title>
            {(answer.data?.history ?? []).length === 0 && (
              <Typography.Text type="secondary">尚无修改；现值来自仓库的数据文件。</Typography.Text>
            )}
            {(answer.data?.history ?? []).map((p) => (
              <Card key={p.id} size="small" style={{ marginBottom: 8 }}>
                <Flex justify="space-between" wrap gap={8}>
                  <span>
                    <StatusTag status={p.status} />
                    {valueText(p.old_value, f.unit)} → {valueText(p.new_value, f.unit)}（截至 {p.new_as_of}）
                  </span>
                  <Space>
                    <LinkButton onClick={() => setOpen(p)}>查看</LinkButton>
                    {p.status === 'approved' && p.old_value && (
                      <LinkButton
                        onClick={async () => {
                          try {
                            await revert.mutateAsync(p.id)
                            message.success('已提交撤回，等待审核')
                          } catch (error) {
                            message.error((error as Error).message)
                          }
                        }}
                      >
                        撤回
                      </LinkButton>
                    )}
                  </Space>
                </Flex>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {p.proposed_by_name} 提交于 {p.proposed_at.slice(0, 10)}；来源：{p.new_source.publisher}《
                  {p.new_source.title}》
                  {p.reviewed_by_name && `；${p.reviewed_by_name} 审核于 ${p.reviewed_at?.slice(0, 10)}`}
                  {p.reason && `；驳回理由：${p.reason}`}
                </Typography.Text>
              </Card>
            ))}
          </div>
          <div>
            <Typography.Title level={5}>提出修改</Typography.Title>
            <ProposeForm figure={f} onDone={() => answer.refetch()} />
          </div>
        </Space>
      )}
      <ReviewModal proposal={open} onClose={() => setOpen(undefined)} />
    </Drawer>
  )
}
