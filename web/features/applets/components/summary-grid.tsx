import { Card, Col, Row, Statistic, Typography } from 'antd'

export type SummaryItem = { label: string; value: string; hint: string }

/** Headline figures as small cards, two to a row on a phone. */
export function SummaryGrid({ items }: { items: SummaryItem[] }) {
  return (
    <Row gutter={[12, 12]}>
      {items.map((item) => (
        <Col key={item.label} xs={12} md={8} xl={6}>
          <Card size="small" style={{ height: '100%' }}>
            <Statistic title={item.label} value={item.value} styles={{ content: { fontSize: 20 } }} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {item.hint}
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  )
}
