/** What the research desk's tabs show alike: values, sources, dates, statuses and link-like buttons. */
import { Button, type ButtonProps, Col, Descriptions, Row, Space, Tag, Typography } from 'antd'
import { sourceKindLabels } from '#common/benchmarks/schema'
import { type DeskSourceView, type ProposalView, proposalStatusLabels } from '#common/data-desk'

export const kindLabel = (kind: string) => sourceKindLabels[kind as keyof typeof sourceKindLabels] ?? kind

/** A value as people read it: 2,372 家 / 224,626 间, 典型 650（250–900）元. */
export function valueText(value: Record<string, number | null> | null | undefined, unit: string) {
  if (!value) return '暂无公开数据'
  const n = (v: number | null | undefined) => (v == null ? '—' : v.toLocaleString('zh-CN'))
  if ('hotels' in value || 'rooms' in value) return `${n(value.hotels)} 家 / ${n(value.rooms)} 间`
  if ('typical' in value) {
    const range = value.low != null && value.high != null ? `（${n(value.low)}–${n(value.high)}）` : ''
    return `典型 ${n(value.typical)}${range} ${unit}`
  }
  return `${n(value.value)} ${unit}`
}

/** A button that reads as a link, flush with the text and table cells around it. */
export function LinkButton(props: Omit<ButtonProps, 'type' | 'size'>) {
  return <Button type="link" size="small" style={{ padding: 0 }} {...props} />
}

export function StatusTag({ status }: { status: ProposalView['status'] }) {
  return (
    <Tag color={status === 'pending' ? 'blue' : status === 'approved' ? 'green' : 'red'}>
      {proposalStatusLabels[status]}
    </Tag>
  )
}

export function AsOf(props: { asOf: string | null; stale: boolean }) {
  if (!props.asOf) return null
  return (
    <Space size={4}>
      <span>截至 {props.asOf}</span>
      {props.stale && <Tag color="orange">较旧</Tag>}
    </Space>
  )
}

export function SourceBlock(props: { source: DeskSourceView | null; asOf: string | null }) {
  const s = props.source
  if (!s) return <Typography.Text type="secondary">无</Typography.Text>
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label="来源类型">{kindLabel(s.kind)}</Descriptions.Item>
      <Descriptions.Item label="发布方">{s.publisher}</Descriptions.Item>
      <Descriptions.Item label="标题">{s.title}</Descriptions.Item>
      <Descriptions.Item label="网址">
        {s.url ? (
          <a href={s.url} target="_blank" rel="noreferrer noopener">
            {s.url}
          </a>
        ) : (
          '—'
        )}
      </Descriptions.Item>
      <Descriptions.Item label="发布日期">{s.published}</Descriptions.Item>
      <Descriptions.Item label="数据所指时期">{props.asOf ?? s.period}</Descriptions.Item>
      <Descriptions.Item label="原文">{s.quote || '（随仓库数据文件导入，未摘录原文）'}</Descriptions.Item>
    </Descriptions>
  )
}

/** Old and new value and source side by side: what a reviewer decides on. */
export function Diff(props: { p: ProposalView; unit?: string }) {
  const { p } = props
  const unit = props.unit ?? ''
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Typography.Title level={5}>现值</Typography.Title>
        <Typography.Paragraph strong data-testid="old-value">
          {valueText(p.old_value, unit)} {p.old_as_of && <span>（截至 {p.old_as_of}）</span>}
        </Typography.Paragraph>
        <SourceBlock source={p.old_source} asOf={p.old_as_of} />
      </Col>
      <Col xs={24} md={12}>
        <Typography.Title level={5}>建议值</Typography.Title>
        <Typography.Paragraph strong type="success" data-testid="new-value">
          {valueText(p.new_value, unit)}（截至 {p.new_as_of}）
        </Typography.Paragraph>
        <SourceBlock source={p.new_source} asOf={p.new_as_of} />
      </Col>
    </Row>
  )
}
