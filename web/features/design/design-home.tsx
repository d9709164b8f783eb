import { AppstoreOutlined, CheckSquareOutlined, PictureOutlined, ReadOutlined } from '@ant-design/icons'
import { Card, Col, List, Row, Space, Tag } from 'antd'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PageHeading } from '#web/components/page-heading.tsx'
import { useDesignProjects } from './api/checklists.ts'
import { designPath } from './components/design-header.tsx'
import { ChecklistProgress } from './components/progress-label.tsx'
import { ProjectsState } from './components/projects-state.tsx'

const entries: { key: string; to: string; icon: ReactNode; title: string; text: string }[] = [
  {
    key: 'standards',
    to: designPath('design_standards'),
    icon: <ReadOutlined />,
    title: '品牌设计标准',
    text: '按品牌与定位查阅客房、公区、餐饮、机电声学与可持续的设计要点和常用指标。',
  },
  {
    key: 'cases',
    to: designPath('design_cases'),
    icon: <PictureOutlined />,
    title: '设计案例库',
    text: '按定位、城市与标签筛选酒店设计案例，查看图片与说明。',
  },
  {
    key: 'checklists',
    to: designPath('design_checklist'),
    icon: <CheckSquareOutlined />,
    title: '设计评审清单',
    text: '概念方案、扩初、施工图、软装到开业前验收，逐项勾选并记录评审意见。',
  },
]

/** /navigate?page_type=design_homepage: the design client's hub. */
export function DesignHome() {
  const projects = useDesignProjects()
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <PageHeading title="设计资源" text="设计标准、案例与评审清单，服务酒店设计全过程。" />
      <Row gutter={[16, 16]}>
        {entries.map((entry) => (
          <Col key={entry.key} xs={24} md={8}>
            <Link to={entry.to} aria-label={entry.title}>
              <Card hoverable style={{ height: '100%' }}>
                <Card.Meta
                  avatar={<span style={{ fontSize: 28, color: '#e5484d' }}>{entry.icon}</span>}
                  title={entry.title}
                  description={entry.text}
                />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      <Card
        title={
          <span>
            <AppstoreOutlined /> 我的设计项目
          </span>
        }
      >
        <ProjectsState projects={projects}>
          <List
            dataSource={projects.data}
            renderItem={(p) => (
              <List.Item
                actions={[
                  <Link key="checklist" to={designPath('design_checklist', { project: p.id })}>
                    评审清单
                  </Link>,
                  <Link key="collab" to={`/collabPage?project=${p.id}`}>
                    项目协作
                  </Link>,
                ]}
                style={{ flexWrap: 'wrap' }}
              >
                <List.Item.Meta
                  title={p.name}
                  description={
                    <>
                      <Space wrap size={4}>
                        <Tag>{p.organization_name}</Tag>
                        {p.location && <Tag>{p.location}</Tag>}
                        {p.status === 'archived' && <Tag>已归档</Tag>}
                      </Space>
                      <div style={{ maxWidth: 260, marginTop: 4 }}>
                        <ChecklistProgress done={p.done} total={p.total} size="small" />
                      </div>
                    </>
                  }
                />
              </List.Item>
            )}
          />
        </ProjectsState>
      </Card>
    </Space>
  )
}
