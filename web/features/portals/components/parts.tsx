import { FilePdfOutlined, RightOutlined } from '@ant-design/icons'
import { Card, Col, Empty, List, Progress, Row, Space, Statistic, Table, Tag, Typography } from 'antd'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { type HotelStatus, hotelStatusLabels, type Positioning, positioningLabels } from '../../../../common/intel.ts'
import type { PortalContentSection, PortalHotel, PortalProject, PortalReport } from '../../../../common/portals.ts'
import {
  type ProjectStage,
  projectStageLabels,
  type ServiceType,
  serviceTypeLabels,
} from '../../../../common/projects.ts'

const statusColors: Record<HotelStatus, string> = {
  open: 'green',
  signed: 'gold',
  under_construction: 'orange',
  closed: 'default',
}

export function PositioningText({ value }: { value: string }) {
  return <>{positioningLabels[value as Positioning] ?? value}</>
}

export function HotelStatusTag({ status }: { status: HotelStatus }) {
  return <Tag color={statusColors[status]}>{hotelStatusLabels[status] ?? status}</Tag>
}

/** A row of headline numbers. */
export function Stats({ items }: { items: { title: string; value: number | string; suffix?: string }[] }) {
  return (
    <Row gutter={[16, 16]}>
      {items.map((item) => (
        <Col key={item.title} xs={12} md={6}>
          <Card size="small">
            <Statistic title={item.title} value={item.value} suffix={item.suffix} />
          </Card>
        </Col>
      ))}
    </Row>
  )
}

/** A titled card with an optional "more" link to the screen that shows everything. */
export function Section(props: { title: ReactNode; more?: { to: string; label: string }; children: ReactNode }) {
  return (
    <Card
      title={props.title}
      extra={
        props.more && (
          <Link to={props.more.to}>
            {props.more.label} <RightOutlined />
          </Link>
        )
      }
      styles={{ body: { overflowX: 'auto' } }}
    >
      {props.children}
    </Card>
  )
}

type HotelRow = PortalHotel & { distance_km?: number }

/** Hotels as a compact table; each name opens the hotel viewer. */
export function HotelTable(props: { hotels: HotelRow[]; showDistance?: boolean; showGroup?: boolean; empty?: string }) {
  if (props.hotels.length === 0) return <Empty description={props.empty ?? '暂无酒店'} />
  return (
    <Table<HotelRow>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={props.hotels}
      scroll={{ x: 640 }}
      columns={[
        {
          title: '酒店',
          dataIndex: 'name',
          render: (name: string, h) => <Link to={`/hotel-viewer?id=${encodeURIComponent(h.id)}`}>{name}</Link>,
        },
        ...(props.showGroup
          ? [{ title: '集团', dataIndex: 'group_name', render: (v: string | null) => v ?? '—' }]
          : []),
        { title: '品牌', dataIndex: 'brand_name', render: (v: string | null) => v ?? '单体' },
        { title: '城市', dataIndex: 'city_name' },
        { title: '定位', dataIndex: 'positioning', render: (v: string) => <PositioningText value={v} /> },
        { title: '客房', dataIndex: 'rooms', align: 'right' as const },
        {
          title: '状态',
          dataIndex: 'status',
          render: (s: HotelStatus, h) => (
            <Space size={4}>
              <HotelStatusTag status={s} />
              {(s === 'signed' || s === 'under_construction') && h.opening_date && (
                <Typography.Text type="secondary">{h.opening_date}</Typography.Text>
              )}
            </Space>
          ),
        },
        ...(props.showDistance
          ? [{ title: '距离', dataIndex: 'distance_km', align: 'right' as const, render: (d: number) => `${d} 公里` }]
          : []),
      ]}
    />
  )
}

/** Reports the organization may read; each opens in the watermarked report viewer. */
export function ReportList({ reports }: { reports: PortalReport[] }) {
  if (reports.length === 0) return <Empty description="暂无报告" />
  return (
    <List
      size="small"
      dataSource={reports}
      renderItem={(r) => (
        <List.Item>
          <List.Item.Meta
            avatar={<FilePdfOutlined style={{ fontSize: 20, color: '#d4282d' }} />}
            title={<Link to={`/report-viewer?id=${encodeURIComponent(r.id)}`}>{r.title}</Link>}
            description={
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
                {r.year} 年 · {r.summary}
              </Typography.Paragraph>
            }
          />
        </List.Item>
      )}
    />
  )
}

/** Projects with stage, progress and next milestone; each opens its workspace. */
export function ProjectList({ projects, empty }: { projects: PortalProject[]; empty?: string }) {
  if (projects.length === 0) return <Empty description={empty ?? '暂无进行中的项目'} />
  return (
    <List
      dataSource={projects}
      renderItem={(p) => (
        <List.Item>
          <List.Item.Meta
            title={<Link to={`/collabPage?project=${encodeURIComponent(p.id)}`}>{p.name}</Link>}
            description={
              <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                <Space size={4} wrap>
                  <Tag color="red">{projectStageLabels[p.stage as ProjectStage] ?? p.stage}</Tag>
                  <Tag>{serviceTypeLabels[p.service_type as ServiceType] ?? p.service_type}</Tag>
                  {p.location && <Typography.Text type="secondary">{p.location}</Typography.Text>}
                  <Typography.Text type="secondary">截止 {p.due_date}</Typography.Text>
                </Space>
                {p.next_milestone && (
                  <Typography.Text>
                    下一里程碑：{p.next_milestone.title}（{p.next_milestone.due_date}）
                  </Typography.Text>
                )}
                {p.task_total > 0 && (
                  <Progress
                    size="small"
                    percent={Math.round((p.task_done / p.task_total) * 100)}
                    format={() => `任务 ${p.task_done}/${p.task_total}`}
                    style={{ maxWidth: 360 }}
                  />
                )}
              </Space>
            }
          />
        </List.Item>
      )}
    />
  )
}

/** Topic content as cards of links (data pages, tools, walls), each opening where the start page would. */
export function ContentSections({ sections }: { sections: PortalContentSection[] }) {
  if (sections.length === 0) return <Empty description="暂无内容" />
  return (
    <Row gutter={[16, 16]}>
      {sections.map((s) => (
        <Col key={s.topic_key} xs={24} md={12} xl={8}>
          <Section title={s.title} more={{ to: `/startPage/${s.topic_key}`, label: '专题' }}>
            <List
              size="small"
              dataSource={s.items}
              renderItem={(item) => (
                <List.Item>
                  <List.Item.Meta
                    title={
                      /^https?:\/\//.test(item.target) ? (
                        <a href={item.target} target="_blank" rel="noreferrer noopener">
                          {item.title}
                        </a>
                      ) : (
                        <Link to={item.target}>{item.title}</Link>
                      )
                    }
                    description={item.summary}
                  />
                </List.Item>
              )}
            />
          </Section>
        </Col>
      ))}
    </Row>
  )
}

/** The consulting projects and the reports side by side (stacked on narrow screens), as most homes end. */
export function ProjectsAndReports({ projects, reports }: { projects: PortalProject[]; reports: PortalReport[] }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Section title="咨询项目" more={{ to: '/project-list', label: '项目列表' }}>
          <ProjectList projects={projects} />
        </Section>
      </Col>
      <Col xs={24} lg={12}>
        <Section title="相关报告">
          <ReportList reports={reports} />
        </Section>
      </Col>
    </Row>
  )
}
