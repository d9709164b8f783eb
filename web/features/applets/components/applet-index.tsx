import { Card, Col, Row, Typography } from 'antd'
import { Link } from 'react-router'
import { type AppletName, appletNames, appletPath, applets } from '#common/applets/registry'
import type { TopicKey } from '#common/topics'

/**
 * Cards linking to the built-in tools, each led by the question it answers. Topic pages pass their key to show only
 * the tools relevant to them; the smartTools topic shows them all.
 */
export function AppletIndex({ topic }: { topic?: TopicKey }) {
  const names: AppletName[] = topic ? appletNames.filter((n) => applets[n].topics.includes(topic)) : [...appletNames]
  return (
    <Row gutter={[12, 12]}>
      {names.map((name) => (
        <Col key={name} xs={24} sm={12}>
          <Link to={appletPath(name)} style={{ display: 'block', height: '100%' }}>
            <Card hoverable size="small" style={{ height: '100%' }}>
              <Card.Meta
                title={applets[name].title}
                description={
                  <>
                    <Typography.Text strong>{applets[name].question}</Typography.Text>
                    <br />
                    <Typography.Text type="secondary">{applets[name].summary}</Typography.Text>
                  </>
                }
              />
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  )
}
