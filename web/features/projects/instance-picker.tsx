import { CheckCircleFilled } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { Card, Col, Row, Space, Typography } from 'antd'
import { useNavigate } from 'react-router'
import { QueryState } from '#web/components/query-state.tsx'
import { useFeedback } from '#web/lib/feedback.ts'
import { pickerQuery, useChooseProject } from './api/picker.ts'
import { ServiceTag, StageTag } from './components/labels.tsx'

/** /instancePicker: choose the project to work in; the server remembers the choice for next time. */
export function Component() {
  const { message } = useFeedback()
  const navigate = useNavigate()
  const picker = useQuery(pickerQuery)
  const choose = useChooseProject()
  const current = picker.data?.current

  function pick(projectId: string) {
    choose.mutate(projectId, {
      onSuccess: () => navigate(`/collabPage?project=${projectId}`),
      onError: (error) => message.error(error.message),
    })
  }

  return (
    <Card title="选择项目">
      <Typography.Paragraph type="secondary">
        您参与了多个项目，请选择要进入的项目。下次会自动为您选中上次的项目。
      </Typography.Paragraph>
      <QueryState query={picker} empty={picker.data?.projects.length === 0} emptyText="您目前没有进行中的项目">
        <Row gutter={[12, 12]} role="list">
          {picker.data?.projects.map((p) => (
            <Col xs={24} sm={12} lg={8} key={p.id} role="listitem">
              <Card
                hoverable
                size="small"
                aria-current={p.id === current ? 'true' : undefined}
                aria-label={p.name}
                onClick={() => !choose.isPending && pick(p.id)}
                style={{ borderColor: p.id === current ? '#d4282d' : undefined }}
                title={
                  <Space>
                    {p.id === current && <CheckCircleFilled style={{ color: '#d4282d' }} aria-label="当前项目" />}
                    {p.name}
                  </Space>
                }
              >
                <Space orientation="vertical" size={4}>
                  <Typography.Text type="secondary">
                    {p.organization_name}
                    {p.location ? ` · ${p.location}` : ''}
                  </Typography.Text>
                  <Space size={4} wrap>
                    <ServiceTag type={p.service_type} />
                    <StageTag stage={p.stage} />
                  </Space>
                  <Typography.Text style={{ fontSize: 12 }}>截止 {p.due_date}</Typography.Text>
                </Space>
              </Card>
            </Col>
          ))}
        </Row>
      </QueryState>
    </Card>
  )
}
