import { Alert, Button, Card, Col, Flex, InputNumber, Row, Skeleton, Table, Typography } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import type { HotelPoint } from '#common/intel-schemas'
import type { CensusHotel, StudyCensus, StudyContent } from '#common/study/api'
import { studyRadius } from '#common/study/api'
import { PositioningTag, useMapConfig } from '#web/features/intel/index.ts'
import { km, num, segmentLabel } from '../lib/format.ts'

const MapCanvas = lazy(() => import('#web/features/intel/lazy.ts').then((m) => ({ default: m.MapCanvas })))

const pipelineLabels = { signed: '已签约', under_construction: '在建', opening: '即将开业' } as const

const hotelLink = (hotel: { hotel_id: string; name: string }) => (
  <Link to={`/hotel-viewer?id=${encodeURIComponent(hotel.hotel_id)}`}>{hotel.name}</Link>
)

/**
 * The wider radius to offer when the circle holds no hotel: the server's suggestion (a radius that finds some), or
 * null when even the widest radius finds none — then widening would not help and is not offered.
 */
export function widerRadius(census: StudyCensus) {
  const suggested = census.empty?.suggested_radius_km
  if (!suggested || suggested <= census.radius_km) return null
  return Math.min(suggested, studyRadius.maxKm)
}

/** 市场范围与供给普查: the map with the radius, hotels by segment, the existing hotels and the pipeline. */
export function MarketArea(props: {
  content: StudyContent
  editable: boolean
  saving: boolean
  onRadius: (radiusKm: number) => void
}) {
  const { content, editable } = props
  const census = content.census
  const [radius, setRadius] = useState<number | null>(census.radius_km)
  const mapConfig = useMapConfig()
  const navigate = useNavigate()
  const points: HotelPoint[] = [...census.existing, ...census.pipeline].map((h) => [
    h.hotel_id,
    h.lat,
    h.lng,
    h.positioning,
    h.status,
  ])
  const wider = widerRadius(census)

  return (
    <Flex vertical gap={16}>
      {census.empty && (
        <Alert
          type="warning"
          showIcon
          title={census.empty.message}
          action={
            editable && wider ? (
              <Button size="small" loading={props.saving} onClick={() => props.onRadius(wider)}>
                扩大范围到 {km(wider)}
              </Button>
            ) : undefined
          }
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card
            size="small"
            title={`市场范围：以${content.site.name}为中心 ${km(census.radius_km)}`}
            extra={
              editable && (
                <Flex gap={8} align="center">
                  <InputNumber
                    aria-label="市场范围半径"
                    size="small"
                    min={studyRadius.minKm}
                    max={studyRadius.maxKm}
                    step={0.5}
                    value={radius}
                    onChange={setRadius}
                    suffix="公里"
                    style={{ width: 120 }}
                  />
                  <Button
                    size="small"
                    loading={props.saving}
                    disabled={!radius || radius === census.radius_km}
                    onClick={() => radius && props.onRadius(radius)}
                  >
                    更新范围
                  </Button>
                </Flex>
              )
            }
          >
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 380 }} />}>
              <MapCanvas
                points={points}
                cluster={false}
                height={380}
                tileUrl={mapConfig.data?.tile_url}
                attribution={mapConfig.data?.attribution}
                site={{ lat: content.site.lat, lng: content.site.lng, radiusKm: census.radius_km }}
                onSelect={(id) => navigate(`/hotel-viewer?id=${encodeURIComponent(id)}`)}
              />
            </Suspense>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title="按档次的现有供给">
            <Table
              size="small"
              pagination={false}
              rowKey="segment"
              dataSource={census.by_segment}
              locale={{ emptyText: '范围内没有已开业酒店' }}
              columns={[
                { title: '档次', render: (_, row) => <PositioningTag positioning={row.segment} /> },
                { title: '酒店', align: 'right', render: (_, row) => `${row.hotels} 家` },
                { title: '客房', align: 'right', render: (_, row) => `${num(row.rooms)} 间` },
              ]}
              summary={() =>
                census.by_segment.length > 0 ? (
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
                    <Table.Summary.Cell index={1} align="right">
                      {census.existing.length} 家
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={2} align="right">
                      {num(census.existing_rooms)} 间
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                ) : null
              }
            />
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              储备项目 {census.pipeline.length} 家、{num(census.pipeline_rooms)} 间客房（已签约、在建、即将开业）。
              档次为{segmentLabel(content.segment)}，客房 {content.rooms} 间的本项目不计入上表。
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
      <Card size="small" title={`现有酒店（${census.existing.length} 家）`}>
        <Table<CensusHotel>
          size="small"
          rowKey="hotel_id"
          dataSource={census.existing}
          pagination={census.existing.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          scroll={{ x: 760 }}
          locale={{ emptyText: '范围内没有已开业酒店' }}
          columns={[
            { title: '酒店', render: (_, h) => hotelLink(h) },
            { title: '品牌', render: (_, h) => h.brand_name ?? '单体酒店' },
            { title: '档次', render: (_, h) => <PositioningTag positioning={h.positioning} />, width: 100 },
            { title: '客房', align: 'right', render: (_, h) => num(h.rooms), width: 80 },
            { title: '距离', align: 'right', render: (_, h) => km(h.distance_km), width: 100 },
            { title: '开业', render: (_, h) => h.opening_date ?? '—', width: 110 },
          ]}
        />
      </Card>
      <Card size="small" title={`储备项目（${census.pipeline.length} 家，按预计开业时间）`}>
        <Table
          size="small"
          rowKey="hotel_id"
          dataSource={census.pipeline}
          pagination={false}
          scroll={{ x: 760 }}
          locale={{ emptyText: '范围内没有已签约或在建的酒店' }}
          columns={[
            { title: '酒店', render: (_, h) => hotelLink(h) },
            { title: '品牌', render: (_, h) => h.brand_name ?? '单体酒店' },
            { title: '档次', render: (_, h) => <PositioningTag positioning={h.positioning} />, width: 100 },
            { title: '客房', align: 'right', render: (_, h) => num(h.rooms), width: 80 },
            { title: '阶段', render: (_, h) => pipelineLabels[h.pipeline_status], width: 100 },
            { title: '预计开业', render: (_, h) => h.opening_date ?? '未公布', width: 110 },
            { title: '距离', align: 'right', render: (_, h) => km(h.distance_km), width: 100 },
          ]}
        />
      </Card>
    </Flex>
  )
}
