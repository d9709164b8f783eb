import { Col, Empty, Row, Space } from 'antd'
import { type ComponentType, Suspense } from 'react'
import { Link } from 'react-router'
import { PlainCard } from '#web/components/plain-card.tsx'
import { PlainTable } from '#web/components/plain-table.tsx'
import { secondName } from '#web/features/intel/index.ts'
import { HotelTable, PositioningText, ProjectsAndReports, Section, Stats } from './components/parts.tsx'
import { PortalFrame } from './components/portal-frame.tsx'

/** The map the page draws its hotels on; the route passes the intel map in (features do not import each other). */
export type PortalMapProps = {
  points: [string, number, number, string, string][]
  height?: number
  fitToPoints?: boolean
}

/** /home-pages/management-group/brand: the group's brands, largest hotels, pipeline, a map excerpt and reports. */
export function ManagementGroupHome({ MapView }: { MapView?: ComponentType<PortalMapProps> }) {
  return (
    <PortalFrame kind="management_group" subtitle="集团品牌矩阵、在营门店与拓展管线">
      {(home) => {
        const group = home.group
        if (!group) return <Empty description="尚未关联管理集团数据，请联系项目顾问" />
        const wall = `/section/brand?group=${encodeURIComponent(group.id)}`
        const english = secondName(group)
        return (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <span className="plain-muted">
              {group.name}
              {english && `（${english}）`}
              {group.headquarters && ` · 总部 ${group.headquarters}`}
            </span>
            <Stats
              items={[
                { title: '品牌', value: home.totals.brands, suffix: '个' },
                { title: '酒店', value: home.totals.hotels, suffix: '家' },
                { title: '客房', value: home.totals.rooms.toLocaleString('zh-CN'), suffix: '间' },
                { title: '筹建管线', value: home.totals.pipeline, suffix: '家' },
              ]}
            />
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={12}>
                <Section title="品牌" more={{ to: wall, label: '品牌墙' }}>
                  <PlainTable
                    rowKey={(b) => b.id}
                    pageSize={8}
                    rows={home.brands}
                    columns={[
                      {
                        key: 'name',
                        title: '品牌',
                        render: (b) => <Link to={`/section/hotel?brand=${encodeURIComponent(b.id)}`}>{b.name}</Link>,
                      },
                      { key: 'positioning', title: '定位', render: (b) => <PositioningText value={b.positioning} /> },
                      { key: 'hotels', title: '酒店', align: 'end' },
                      { key: 'pipeline', title: '管线', align: 'end' },
                    ]}
                  />
                </Section>
              </Col>
              <Col xs={24} xl={12}>
                <PlainCard
                  title="门店分布"
                  extra={<Link to={`/hotel-map?group=${encodeURIComponent(group.id)}`}>打开酒店地图</Link>}
                  bodyStyle={{ padding: 0 }}
                >
                  {MapView ? (
                    <Suspense fallback={<div style={{ height: 360 }} />}>
                      <MapView points={home.map_points} height={360} />
                    </Suspense>
                  ) : (
                    <Empty description="地图不可用" />
                  )}
                </PlainCard>
              </Col>
            </Row>
            <Section
              title="筹建管线"
              more={{ to: `/section/hotel?group=${encodeURIComponent(group.id)}`, label: '酒店墙' }}
            >
              <HotelTable hotels={home.pipeline} empty="暂无签约或在建项目" />
            </Section>
            <Section title="旗舰门店">
              <HotelTable hotels={home.hotels} />
            </Section>
            <ProjectsAndReports projects={home.projects} reports={home.reports} />
          </Space>
        )
      }}
    </PortalFrame>
  )
}
