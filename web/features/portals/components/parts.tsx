import { FilePdfOutlined, RightOutlined } from '@ant-design/icons'
import { Col, Empty, Flex, Row, Statistic, Tag } from 'antd'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { type HotelStatus, hotelStatusLabels, type Positioning, positioningLabels } from '#common/intel'
import type { PortalContentSection, PortalHotel, PortalProject, PortalReport } from '#common/portals'
import { type ProjectStage, projectStageLabels, type ServiceType, serviceTypeLabels } from '#common/projects'
import { PlainCard } from '#web/components/plain-card.tsx'
import { Meter, PlainList } from '#web/components/plain-list.tsx'
import { type PlainColumn, PlainTable } from '#web/components/plain-table.tsx'

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
          <PlainCard size="small">
            <Statistic title={item.title} value={item.value} suffix={item.suffix} />
          </PlainCard>
        </Col>
      ))}
    </Row>
  )
}

/** A titled card with an optional "more" link to the screen that shows everything. */
export function Section(props: { title: ReactNode; more?: { to: string; label: string }; children: ReactNode }) {
  return (
    <PlainCard
      title={props.title}
      extra={
        props.more && (
          <Link to={props.more.to}>
            {props.more.label} <RightOutlined />
          </Link>
        )
      }
      bodyStyle={{ overflowX: 'auto' }}
    >
      {props.children}
    </PlainCard>
  )
}

type HotelRow = PortalHotel & { distance_km?: number }

/** Hotels as a compact table; each name opens the hotel viewer. */
export function HotelTable(props: { hotels: HotelRow[]; showDistance?: boolean; showGroup?: boolean; empty?: string }) {
  if (props.hotels.length === 0) return <Empty description={props.empty ?? '暂无酒店'} />
  const columns: PlainColumn<HotelRow>[] = [
    {
      key: 'name',
      title: '酒店',
      render: (h) => <Link to={`/hotel-viewer?id=${encodeURIComponent(h.id)}`}>{h.name}</Link>,
    },
    ...(props.showGroup ? [{ key: 'group_name', title: '集团', render: (h: HotelRow) => h.group_name ?? '—' }] : []),
    { key: 'brand_name', title: '品牌', render: (h) => h.brand_name ?? '单体' },
    { key: 'city_name', title: '城市' },
    { key: 'positioning', title: '定位', render: (h) => <PositioningText value={h.positioning} /> },
    { key: 'rooms', title: '客房', align: 'end' },
    {
      key: 'status',
      title: '状态',
      render: (h) => (
        <Flex gap={4} align="center">
          <HotelStatusTag status={h.status} />
          {(h.status === 'signed' || h.status === 'under_construction') && h.opening_date && (
            <span className="plain-muted">{h.opening_date}</span>
          )}
        </Flex>
      ),
    },
    ...(props.showDistance
      ? [{ key: 'distance_km', title: '距离', align: 'end' as const, render: (h: HotelRow) => `${h.distance_km} 公里` }]
      : []),
  ]
  return <PlainTable columns={columns} rows={props.hotels} rowKey={(h) => h.id} minWidth={640} />
}

/** Reports the organization may read; each opens in the watermarked report viewer. */
export function ReportList({ reports }: { reports: PortalReport[] }) {
  if (reports.length === 0) return <Empty description="暂无报告" />
  return (
    <PlainList
      items={reports.map((r) => ({
        key: r.id,
        avatar: <FilePdfOutlined style={{ fontSize: 20, color: '#d4282d' }} />,
        title: <Link to={`/report-viewer?id=${encodeURIComponent(r.id)}`}>{r.title}</Link>,
        description: (
          <span className="plain-clamp-2">
            {r.year} 年 · {r.summary}
          </span>
        ),
        extra: r.has_word ? <WordAndPdf report={r} /> : undefined,
      }))}
    />
  )
}

/**
 * 下载 Word / 下载 PDF of a report with a Word original (a published study or asset review). Plain buttons: the download code is
 * fetched on the click, so the home's first screen carries none of it.
 */
function WordAndPdf({ report }: { report: PortalReport }) {
  const save = (format: 'docx' | 'pdf') => () => {
    import('#web/features/reports/lazy.ts')
      .then((m) =>
        format === 'docx'
          ? m.downloadReportWord(report.id, `${report.title}.docx`)
          : m.downloadReport(report.id, `${report.title}.pdf`),
      )
      .catch((error: Error) =>
        import('#web/lib/feedback.ts').then((m) => m.feedback.message.error(`下载失败：${error.message}`)),
      )
  }
  return (
    <span className="portal-downloads">
      <button type="button" className="portal-download" onClick={save('docx')}>
        下载 Word
      </button>
      <button type="button" className="portal-download" onClick={save('pdf')}>
        下载 PDF
      </button>
    </span>
  )
}

/** Projects with stage, progress and next milestone; each opens its workspace. */
export function ProjectList({ projects, empty }: { projects: PortalProject[]; empty?: string }) {
  if (projects.length === 0) return <Empty description={empty ?? '暂无进行中的项目'} />
  return (
    <PlainList
      items={projects.map((p) => ({
        key: p.id,
        title: <Link to={`/collabPage?project=${encodeURIComponent(p.id)}`}>{p.name}</Link>,
        description: (
          <Flex vertical gap={4}>
            <Flex gap={4} wrap align="center">
              <Tag color="red">{projectStageLabels[p.stage as ProjectStage] ?? p.stage}</Tag>
              <Tag>{serviceTypeLabels[p.service_type as ServiceType] ?? p.service_type}</Tag>
              {p.location && <span>{p.location}</span>}
              <span>截止 {p.due_date}</span>
            </Flex>
            {p.next_milestone && (
              <span className="plain-list-title">
                下一里程碑：{p.next_milestone.title}（{p.next_milestone.due_date}）
              </span>
            )}
            {p.task_total > 0 && (
              <Meter
                percent={(p.task_done / p.task_total) * 100}
                label={`任务 ${p.task_done}/${p.task_total}`}
                maxWidth={360}
              />
            )}
          </Flex>
        ),
      }))}
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
            <PlainList
              items={s.items.map((item) => ({
                key: item.target,
                title: /^https?:\/\//.test(item.target) ? (
                  <a href={item.target} target="_blank" rel="noreferrer noopener">
                    {item.title}
                  </a>
                ) : (
                  <Link to={item.target}>{item.title}</Link>
                ),
                description: item.summary,
              }))}
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
