import { Card, Descriptions, Flex, Select, Spin, Typography } from 'antd'
import { lazy, Suspense, useMemo } from 'react'
import { Link, useSearchParams } from 'react-router'
import type { HotelPoint } from '#common/intel-schemas'
import { Result } from '#web/components/lazy-result.tsx'
import { PlainTable } from '#web/components/plain-table.tsx'
import { useHotel } from '../api/hotel.ts'
import { useMapConfig } from '../api/map-config.ts'
import { HotelAssetCard } from './hotel-asset-card.tsx'
import { PositioningTag, StatusTag } from './hotel-labels.tsx'
import { HotelPerformanceCard } from './hotel-performance.tsx'
import { RelatedContent } from './related-content.tsx'
import { DemoTag } from './wall-parts.tsx'

const MapCanvas = lazy(() => import('../map/map-canvas.tsx').then((m) => ({ default: m.MapCanvas })))
const radii = [1, 3, 5, 10, 20, 50]

/** /hotel-viewer?id=: one hotel's facts, brand, group, location and the hotels around it. */
export function HotelViewer() {
  const [params, setParams] = useSearchParams()
  const id = params.get('id') ?? ''
  const radius = radii.includes(Number(params.get('radius'))) ? Number(params.get('radius')) : 5
  const answer = useHotel(id, radius)
  const mapConfig = useMapConfig()
  const points = useMemo<HotelPoint[]>(() => {
    if (!answer.data) return []
    const { hotel, nearby } = answer.data
    return [hotel, ...nearby].map((h) => [h.id, h.lat, h.lng, h.positioning, h.status])
  }, [answer.data])

  if (!id) return <Result status="404" title="未指定酒店" subTitle="请从酒店墙或地图选择一家酒店" />
  if (answer.isPending) return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} />
  if (answer.error) {
    const missing = 'status' in answer.error && answer.error.status === 404
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? '酒店不存在' : '加载失败'}
        subTitle={answer.error.message}
        extra={<Link to="/section/hotel">返回酒店墙</Link>}
      />
    )
  }
  const { hotel, nearby } = answer.data
  return (
    <div style={{ padding: 24 }}>
      <Flex align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {hotel.name}
        </Typography.Title>
        <PositioningTag positioning={hotel.positioning} />
        <StatusTag status={hotel.status} />
        {hotel.is_demo && <DemoTag />}
      </Flex>
      <Flex gap={16} wrap align="start">
        <Card title="基本信息" style={{ flex: '1 1 360px' }}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label="品牌">
              {hotel.brand_id ? (
                <Link to={`/section/hotel?brand=${hotel.brand_id}`}>{hotel.brand_name}</Link>
              ) : (
                '单体酒店'
              )}
            </Descriptions.Item>
            <Descriptions.Item label="管理集团">
              {hotel.group_id ? <Link to={`/section/brand?group=${hotel.group_id}`}>{hotel.group_name}</Link> : '无'}
            </Descriptions.Item>
            <Descriptions.Item label="城市">
              <Link to={`/section/hotel?city=${hotel.city_id}`}>
                {hotel.province === hotel.city_name ? hotel.city_name : `${hotel.province} ${hotel.city_name}`}
              </Link>
            </Descriptions.Item>
            <Descriptions.Item label="地址">{hotel.address}</Descriptions.Item>
            <Descriptions.Item label="客房数">{hotel.rooms} 间</Descriptions.Item>
            <Descriptions.Item label={hotel.status === 'open' || hotel.status === 'closed' ? '开业日期' : '计划开业'}>
              {hotel.opening_date ?? '未知'}
            </Descriptions.Item>
            <Descriptions.Item label="坐标">
              {hotel.lat.toFixed(5)}, {hotel.lng.toFixed(5)}
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title="位置" style={{ flex: '1 1 360px' }} styles={{ body: { padding: 0 } }}>
          <Suspense fallback={<Spin style={{ display: 'block', margin: '120px auto' }} />}>
            <MapCanvas
              points={points}
              center={[hotel.lat, hotel.lng]}
              zoom={12}
              height={300}
              cluster={false}
              highlightId={hotel.id}
              tileUrl={mapConfig.data?.tile_url}
              attribution={mapConfig.data?.attribution}
            />
          </Suspense>
        </Card>
      </Flex>
      <HotelPerformanceCard hotelId={hotel.id} open={hotel.status === 'open'} />
      <HotelAssetCard hotelId={hotel.id} open={hotel.status === 'open'} />
      <RelatedContent terms={[hotel.brand_name ?? '', hotel.city_name.replace(/(市|地区|盟)$/, '')]} />
      <Card
        title={`周边酒店（${nearby.length}）`}
        style={{ marginTop: 16 }}
        extra={
          <Select
            aria-label="半径"
            value={radius}
            style={{ width: 120 }}
            onChange={(r: number) => setParams({ id, radius: String(r) }, { replace: true })}
            options={radii.map((r) => ({ value: r, label: `${r} 公里内` }))}
          />
        }
      >
        <PlainTable
          rowKey={(row) => row.id}
          rows={nearby}
          empty={`${radius} 公里内没有其他酒店`}
          columns={[
            {
              key: 'name',
              title: '酒店',
              render: (row) => <Link to={`/hotel-viewer?id=${encodeURIComponent(row.id)}`}>{row.name}</Link>,
            },
            { key: 'brand_name', title: '品牌' },
            { key: 'positioning', title: '定位', render: (row) => <PositioningTag positioning={row.positioning} /> },
            { key: 'status', title: '状态', render: (row) => <StatusTag status={row.status} /> },
            { key: 'distance_km', title: '距离', render: (row) => `${row.distance_km.toFixed(2)} 公里` },
          ]}
        />
      </Card>
    </div>
  )
}

export { HotelViewer as Component }
