import { Alert, Button, Card, Col, Flex, InputNumber, Row, Segmented, Select, Skeleton, Table, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { lazy, Suspense, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import type { HotelPoint } from '#common/intel-schemas'
import type { CensusHotel, StudyCensus, StudyContent } from '#common/study/api'
import { censusArea, studyRadius } from '#common/study/api'
import { PositioningTag, useMapConfig } from '#web/features/intel/index.ts'
import { useStudyDistricts } from '../api/studies.ts'
import { km, num, segmentLabel } from '../lib/format.ts'

const MapCanvas = lazy(() => import('#web/features/intel/lazy.ts').then((m) => ({ default: m.MapCanvas })))

const pipelineLabels = { signed: '已签约', under_construction: '在建', opening: '即将开业' } as const

const hotelLink = (hotel: { hotel_id: string; name: string }) => (
  <Link to={`/hotel-viewer?id=${encodeURIComponent(hotel.hotel_id)}`}>{hotel.name}</Link>
)

type PipelineHotel = StudyCensus['pipeline'][number]

/** The hotel, its brand and its positioning: how both census tables begin. */
const hotelColumns = <H extends CensusHotel>(): ColumnsType<H> => [
  { title: '酒店', render: (_, h) => hotelLink(h) },
  { title: '品牌', render: (_, h) => h.brand_name ?? '单体酒店' },
  { title: '档次', render: (_, h) => <PositioningTag positioning={h.positioning} />, width: 100 },
]

/**
 * The wider radius to offer when the circle holds no hotel: the server's suggestion (a radius that finds some), or
 * null when even the widest radius finds none — then widening would not help and is not offered.
 */
export function widerRadius(census: StudyCensus) {
  const suggested = census.empty?.suggested_radius_km
  if (!suggested || suggested <= census.radius_km) return null
  return Math.min(suggested, studyRadius.maxKm)
}

/** A change of the market area: a radius (districts cleared), or districts of the site's city. */
export type AreaChange = { radius_km: number; districts: null } | { districts: string[] }

/**
 * The market area's form: 半径 (a radius around the site) or 行政区 (districts of the site's city, each offered with
 * its hotel count; hotels whose address names no district cannot be placed in any and are counted apart).
 */
function AreaForm(props: {
  content: StudyContent
  choice: NonNullable<Parameters<typeof MarketArea>[0]['districtChoice']>
  saving: boolean
}) {
  const { content, choice } = props
  const current = content.districts ?? null
  const [kind, setKind] = useState<'radius' | 'districts'>(current ? 'districts' : 'radius')
  const [radius, setRadius] = useState<number | null>(content.radius_km)
  const [chosen, setChosen] = useState<string[]>(current ?? [])
  const siteKey = `${content.site.lat},${content.site.lng}`
  const districts = useStudyDistricts(choice.projectId, choice.studyId, siteKey, kind === 'districts')
  const sameDistricts = current !== null && current.length === chosen.length && current.every((d) => chosen.includes(d))
  return (
    <Flex gap={8} align="center" wrap>
      <Segmented
        size="small"
        aria-label="市场范围方式"
        value={kind}
        onChange={(v) => setKind(v as 'radius' | 'districts')}
        options={[
          { label: '半径', value: 'radius' },
          { label: '行政区', value: 'districts' },
        ]}
      />
      {kind === 'radius' ? (
        <>
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
            disabled={!radius || (radius === content.radius_km && current === null)}
            onClick={() => radius && choice.onArea({ radius_km: radius, districts: null })}
          >
            更新范围
          </Button>
        </>
      ) : (
        <>
          <Select
            mode="multiple"
            size="small"
            aria-label="市场范围行政区"
            placeholder={districts.isPending ? '正在读取行政区…' : '选择行政区'}
            loading={districts.isPending}
            value={chosen}
            onChange={setChosen}
            maxTagCount="responsive"
            style={{ minWidth: 220, maxWidth: 360 }}
            options={(districts.data?.districts ?? []).map((d) => ({
              value: d.name,
              label: `${d.name}（${d.hotels} 家）`,
            }))}
            notFoundContent={
              districts.isError ? `未能读取行政区：${districts.error.message}` : '地址中写明区县的酒店都不在本市'
            }
          />
          <Button
            size="small"
            loading={props.saving}
            disabled={chosen.length === 0 || sameDistricts}
            onClick={() => choice.onArea({ districts: chosen })}
          >
            更新范围
          </Button>
          {districts.data && districts.data.unknown > 0 && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {districts.data.city_name}另有 {districts.data.unknown} 家酒店地址未写明区县（区县未知），不计入任何行政区
            </Typography.Text>
          )}
        </>
      )}
    </Flex>
  )
}

/** 市场范围与供给普查: the map with the area, hotels by segment, the existing hotels and the pipeline. */
export function MarketArea(props: {
  content: StudyContent
  editable: boolean
  saving: boolean
  onRadius: (radiusKm: number) => void
  /** The draft's area form (半径 / 行政区); without it, only the wider radius of an empty census is offered. */
  districtChoice?: { projectId: string; studyId: string; onArea: (change: AreaChange) => void }
}) {
  const { content, editable } = props
  const census = content.census
  const area = censusArea(census)
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
  const byDistrict = area.kind === 'districts'
  const districtColumn = byDistrict
    ? [{ title: '区县', render: (_: unknown, h: CensusHotel) => h.district ?? '区县未知', width: 100 }]
    : []

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
            title={
              byDistrict
                ? `市场范围：${area.description}`
                : `市场范围：以${content.site.name}为中心 ${km(area.radius_km)}`
            }
          >
            {editable && props.districtChoice && (
              <div style={{ marginBottom: 12 }}>
                <AreaForm content={content} choice={props.districtChoice} saving={props.saving} />
              </div>
            )}
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 380 }} />}>
              <MapCanvas
                points={points}
                cluster={false}
                height={380}
                tileUrl={mapConfig.data?.tile_url}
                attribution={mapConfig.data?.attribution}
                site={{
                  lat: content.site.lat,
                  lng: content.site.lng,
                  radiusKm: byDistrict ? undefined : area.radius_km,
                }}
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
            ...hotelColumns<CensusHotel>(),
            ...districtColumn,
            { title: '客房', align: 'right', render: (_, h) => num(h.rooms), width: 80 },
            { title: '距离', align: 'right', render: (_, h) => km(h.distance_km), width: 100 },
            { title: '开业', render: (_, h) => h.opening_date ?? '—', width: 110 },
          ]}
        />
      </Card>
      <Card size="small" title={`储备项目（${census.pipeline.length} 家，按预计开业时间）`}>
        <Table<PipelineHotel>
          size="small"
          rowKey="hotel_id"
          dataSource={census.pipeline}
          pagination={false}
          scroll={{ x: 760 }}
          locale={{ emptyText: '范围内没有已签约或在建的酒店' }}
          columns={[
            ...hotelColumns<PipelineHotel>(),
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
