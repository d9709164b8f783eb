import { InfoCircleOutlined } from '@ant-design/icons'
import { Tag, Tooltip, Typography } from 'antd'
import type { ReactNode } from 'react'
import type { Citation } from '#common/intel-schemas'

/** 截至 2024-12-31 / 2024 年: how an as-of date reads beside a figure. */
export function asOfText(asOf: string) {
  return /^\d{4}$/.test(asOf) ? `${asOf} 年` : `截至 ${asOf}`
}

/** The whole citation in one line: source, date and note. */
export function fullText(c: Citation) {
  return [`来源：${c.label}`, asOfText(c.as_of), c.stale ? '较旧：已超过此类数据的有效期' : null, c.note]
    .filter(Boolean)
    .join('；')
}

/** A short visible source line under a figure (publisher and date), the full citation on hover and for screen readers. */
export function SourceLine(props: { citation: Citation | null | undefined }) {
  const c = props.citation
  if (!c) return null
  return (
    <Tooltip title={fullText(c)}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} aria-label={fullText(c)}>
        <InfoCircleOutlined /> {c.publisher} · {asOfText(c.as_of)}
        {c.stale && (
          <Tag color="orange" style={{ marginLeft: 4, fontSize: 11 }}>
            较旧
          </Tag>
        )}
      </Typography.Text>
    </Tooltip>
  )
}

/** A figure with its source line below it. */
export function WithSource(props: { citation: Citation | null | undefined; children: ReactNode }) {
  return (
    <div>
      {props.children}
      <div>
        <SourceLine citation={props.citation} />
      </div>
    </div>
  )
}

/** A number with its unit, or 暂无公开数据 when no publication gives it. */
export function Published(props: { value: number | null | undefined; unit: string }) {
  if (props.value == null) return <Typography.Text type="secondary">暂无公开数据</Typography.Text>
  return (
    <span>
      <Typography.Text strong style={{ fontSize: 18 }}>
        {props.value.toLocaleString('zh-CN')}
      </Typography.Text>{' '}
      {props.unit}
    </span>
  )
}
