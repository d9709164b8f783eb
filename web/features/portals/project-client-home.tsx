import { FileOutlined } from '@ant-design/icons'
import { Col, Empty, Row, Space, Tag } from 'antd'
import { Link } from 'react-router'
import { PlainList } from '#web/components/plain-list.tsx'
import { ProjectList, ReportList, Section, Stats } from './components/parts.tsx'
import { PortalFrame } from './components/portal-frame.tsx'

/** /home-pages/project/project: the client's projects, their next milestones and latest deliverables. */
export function ProjectClientHome() {
  return (
    <PortalFrame kind="project_client" subtitle="咨询项目进展、即将到来的里程碑与最新成果">
      {(home) => (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Stats
            items={[
              { title: '进行中项目', value: home.projects.length, suffix: '个' },
              { title: '待完成里程碑', value: home.milestones.length, suffix: '个' },
              { title: '逾期里程碑', value: home.milestones.filter((m) => m.overdue).length, suffix: '个' },
              { title: '最新成果文件', value: home.deliverables.length, suffix: '份' },
            ]}
          />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={14}>
              <Section title="我的项目" more={{ to: '/project-list', label: '全部项目' }}>
                <ProjectList
                  projects={home.projects}
                  empty="暂无进行中的项目。项目顾问将您加入项目后，会显示在这里。"
                />
              </Section>
            </Col>
            <Col xs={24} xl={10}>
              <Space orientation="vertical" size={16} style={{ width: '100%' }}>
                <Section title="下一步里程碑">
                  {home.milestones.length === 0 ? (
                    <Empty description="没有待完成的里程碑" />
                  ) : (
                    <PlainList
                      items={home.milestones.map((m) => ({
                        key: m.id,
                        title: m.title,
                        description: (
                          <Link to={`/collabPage?project=${encodeURIComponent(m.project_id)}`}>{m.project_name}</Link>
                        ),
                        extra: (
                          <Tag color={m.overdue ? 'red' : 'default'}>
                            {m.overdue ? `已逾期 ${m.due_date}` : m.due_date}
                          </Tag>
                        ),
                      }))}
                    />
                  )}
                </Section>
                <Section title="最新成果">
                  {home.deliverables.length === 0 ? (
                    <Empty description="项目文件上传后会显示在这里" />
                  ) : (
                    <PlainList
                      items={home.deliverables.map((d) => ({
                        key: d.file_id,
                        avatar: <FileOutlined />,
                        title: <Link to={`/browser2?project=${encodeURIComponent(d.project_id)}`}>{d.name}</Link>,
                        description: `${d.project_name} · ${d.folder} · ${d.added_at.slice(0, 10)}`,
                      }))}
                    />
                  )}
                </Section>
              </Space>
            </Col>
          </Row>
          <Section title="相关报告">
            <ReportList reports={home.reports} />
          </Section>
        </Space>
      )}
    </PortalFrame>
  )
}
