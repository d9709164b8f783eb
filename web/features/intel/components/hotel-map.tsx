import { Alert, Card, Descriptions, Flex, Spin, Typography } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import { positioningLabels, positionings } from '#common/intel'
import { useHotel } from '../api/hotel.ts'
import { useHotelPoints } from '../api/hotel-points.ts'
import { useMapConfig } from '../api/map-config.ts'
import { positioningColors } from '../lib/scale-colors.ts'
import { FilterBar, filter, useFilters } from './filter-bar.tsx'
import { PositioningTag, StatusTag } from './hotel-labels.tsx'
import { DemoTag, WallHeader } from './wall-parts.tsx'

// Leaflet and the province shapes load with this chunk only when a map is shown.
const MapCanvas = lazy(() => import('../map/map-canvas.tsx').then((m) => ({ default: m.MapCanvas })))

const fields = [
  filter.positioning(),
  filter.status({ pipeline: true }),
  filter.group(),
  filter.brand('search'),
  filter.province(),
  filter.city(),
]

/** /hotel-map: every hotel on a clustered map, filtered like the walls; a click shows the hotel. */
export function HotelMap() {
  const params = useFilters(fields)
  const points = useHotelPoints(params.values)
  const mapConfig = useMapConfig()
  const [selected, setSelected] = useState<string>('')
  const filtered = Object.values(params.values).some(Boolean)

  return (
    <div style={{ padding: 24 }}>
      <WallHeader title="酒店地图" total={points.data?.points.length} unit="家酒店" extra={<DemoTag />} />
      <FilterBar fields={fields} params={params} />
      <Flex gap={16} align="start" wrap>
        <div style={{ flex: '1 1 640px', minWidth: 320 }}>
          {points.error ? (
            <Alert type="error" showIcon title="地图数据加载失败" description={points.error.message} />
          ) : (
            <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '240px auto' }} />}>
              <MapCanvas
                points={points.data?.points ?? []}
                onSelect={setSelected}
                fitToPoints={filtered}
                tileUrl={mapConfig.data?.tile_url}
                attribution={mapConfig.data?.attribution}
                height="calc(100vh - 260px)"
              />
            </Suspense>
          )}
          <Legend />
        </div>
        <SelectedHotel id={selected} />
      </Flex>
    </div>
  )
}

function Legend() {
  return (
    <Flex gap={16} wrap style={{ marginTop: 8 }} aria-label="图例">
      {positionings.map((p) => (
        <Flex key={p} gap={6} align="center">
          <span
            style={{
              width: 12,
              height: 12,
              borderRadius: 6,
              background: positioningColors[p],
              display: 'inline-block',
            }}
          />
          <Typography.Text type="secondary">{positioningLabels[p]}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  )
}

function SelectedHotel(props: { id: string }) {
  const answer = useHotel(props.id, 1)
  if (!props.id) {
    return (
      <Card style={{ flex: '0 1 320px' }}>
        <Typography.Text type="secondary">点击地图上的酒店查看详情</Typography.Text>
      </Card>
    )
  }
  if (answer.isPending) return <Card style={{ flex: '0 1 320px' }} loading />
  if (answer.error) return <Alert style={{ flex: '0 1 320px' }} type="error" title={answer.error.message} />
  const { hotel } = answer.data
  return (
    <Card
      style={{ flex: '0 1 320px' }}
      title={hotel.name}
      extra={<Link to={`/hotel-viewer?id=${encodeURIComponent(hotel.id)}`}>查看详情</Link>}
    >
      <Flex gap={4} wrap style={{ marginBottom: 12 }}>
        <PositioningTag positioning={hotel.positioning} />
        <StatusTag status={hotel.status} />
        {hotel.is_demo && <DemoTag />}
      </Flex>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="品牌">{hotel.brand_name ?? '单体酒店'}</Descriptions.Item>
        <Descriptions.Item label="集团">{hotel.group_name ?? '无'}</Descriptions.Item>
        <Descriptions.Item label="地址">{hotel.address}</Descriptions.Item>
        <Descriptions.Item label="客房">{hotel.rooms} 间</Descriptions.Item>
      </Descriptions>
    </Card>
  )
}

export { HotelMap as Component }
