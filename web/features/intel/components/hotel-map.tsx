import { Alert, Card, Descriptions, Flex, Select, Spin, Typography } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import { hotelStatuses, hotelStatusLabels, pipelineStatuses, positioningLabels, positionings } from '#common/intel'
import { useBrands } from '../api/brands.ts'
import { useCities } from '../api/cities.ts'
import { useGroups } from '../api/groups.ts'
import { useHotel } from '../api/hotel.ts'
import { useHotelPoints } from '../api/hotel-points.ts'
import { useMapConfig } from '../api/map-config.ts'
import { positioningColors } from '../lib/scale-colors.ts'
import { PositioningFilter, ProvinceFilter } from './filter-selects.tsx'
import { PositioningTag, StatusTag } from './hotel-labels.tsx'
import { DemoTag, useWallParams } from './wall-parts.tsx'

// Leaflet and the province shapes load with this chunk only when a map is shown.
const MapCanvas = lazy(() => import('../map/map-canvas.tsx').then((m) => ({ default: m.MapCanvas })))

/** /hotel-map: every hotel on a clustered map, filtered like the walls; a click shows the hotel. */
export function HotelMap() {
  const { values, set } = useWallParams(['brand', 'positioning', 'status', 'province', 'group', 'city'] as const)
  const points = useHotelPoints(values)
  const mapConfig = useMapConfig()
  const groups = useGroups({ size: 200, sort: 'name' })
  const [cityText, setCityText] = useState('')
  const cities = useCities({ q: cityText, size: 30, sort: 'hotels' })
  const [brandText, setBrandText] = useState('')
  const brands = useBrands({ q: brandText, group: values.group, size: 50, sort: 'hotels' })
  const [selected, setSelected] = useState<string>('')
  const filtered = Object.values(values).some(Boolean)
  const multi = (key: 'positioning' | 'status') =>
    // The topics link to ?status=pipeline: shown as the two statuses it stands for.
    (values[key] ? values[key].split(',') : []).flatMap((v) => (v === 'pipeline' ? pipelineStatuses : [v]))

  return (
    <div style={{ padding: 24 }}>
      <Flex align="baseline" gap={12} wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          酒店地图
        </Typography.Title>
        {points.data && (
          <Typography.Text type="secondary">
            共 {points.data.points.length.toLocaleString('zh-CN')} 家酒店
          </Typography.Text>
        )}
        <DemoTag />
      </Flex>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <PositioningFilter value={values.positioning} onChange={(positioning) => set({ positioning })} />
        <Select
          mode="multiple"
          allowClear
          placeholder="状态"
          aria-label="状态"
          style={{ minWidth: 160 }}
          value={multi('status')}
          onChange={(v: string[]) => set({ status: v.join(',') })}
          options={hotelStatuses.map((s) => ({ value: s, label: hotelStatusLabels[s] }))}
        />
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="管理集团"
          aria-label="管理集团"
          style={{ minWidth: 160 }}
          value={values.group || undefined}
          onChange={(group?: string) => set({ group, brand: undefined })}
          options={groups.data?.items.map((g) => ({ value: g.id, label: g.name }))}
        />
        <Select
          allowClear
          showSearch
          filterOption={false}
          onSearch={setBrandText}
          placeholder="品牌"
          aria-label="品牌"
          style={{ minWidth: 160 }}
          value={values.brand || undefined}
          onChange={(brand?: string) => set({ brand })}
          options={brands.data?.items.map((b) => ({ value: b.id, label: b.name }))}
        />
        <ProvinceFilter value={values.province} onChange={(province) => set({ province })} />
        <Select
          allowClear
          showSearch
          filterOption={false}
          onSearch={setCityText}
          placeholder="搜索城市"
          aria-label="城市"
          style={{ minWidth: 160 }}
          value={values.city || undefined}
          onChange={(c?: string) => set({ city: c })}
          options={cities.data?.items.map((c) => ({ value: c.id, label: c.name }))}
        />
      </Flex>
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
