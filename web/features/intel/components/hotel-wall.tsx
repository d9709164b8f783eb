import { Card, Flex, Input, Select, Tag, Typography } from 'antd'
import { useNavigate } from 'react-router'
import { hotelStatuses, hotelStatusLabels, positioningLabels, positionings } from '#common/intel'
import { useBrands } from '../api/brands.ts'
import { useGroups } from '../api/groups.ts'
import { useHotels } from '../api/hotels.ts'
import { PositioningFilter, ProvinceFilter } from './filter-selects.tsx'
import { PositioningTag, StatusTag } from './hotel-labels.tsx'
import { SheetActions } from './sheet-actions.tsx'
import { CardGrid, DemoTag, useWallParams, WallBody, WallHeader, WallPagination } from './wall-parts.tsx'

const size = 48
const sorts = [
  { value: 'name', label: '按名称' },
  { value: '-rooms', label: '房间数从多到少' },
  { value: 'rooms', label: '房间数从少到多' },
  { value: '-opening_date', label: '开业时间从新到旧' },
  { value: 'opening_date', label: '开业时间从旧到新' },
]
const keys = ['q', 'positioning', 'status', 'province', 'group', 'brand', 'city', 'sort'] as const

/** /section/hotel: the hotel wall, a page of cards at a time over any number of hotels. */
export function HotelWall() {
  const navigate = useNavigate()
  const { values, set, page } = useWallParams(keys)
  const hotels = useHotels({ ...values, page, size })
  const groups = useGroups({ size: 200, sort: 'name' })
  const brands = useBrands({ size: 200, sort: 'name', group: values.group || undefined })
  const multi = (key: 'positioning' | 'status') => (values[key] ? values[key].split(',') : [])
  return (
    <div style={{ padding: 24 }}>
      <WallHeader
        title="酒店"
        total={hotels.data?.total}
        unit="家酒店"
        extra={
          <>
            <DemoTag />
            <SheetActions kind="hotels" exportFilter={values} />
            <SheetActions kind="performance" />
          </>
        }
      />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="搜索酒店名称或地址"
          aria-label="搜索酒店"
          defaultValue={values.q}
          onSearch={(q) => set({ q })}
          style={{ width: 240 }}
        />
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
        <ProvinceFilter value={values.province} onChange={(province) => set({ province })} />
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
          optionFilterProp="label"
          placeholder="品牌"
          aria-label="品牌"
          style={{ minWidth: 160 }}
          value={values.brand || undefined}
          onChange={(brand?: string) => set({ brand })}
          options={brands.data?.items.map((b) => ({ value: b.id, label: b.name }))}
        />
        <Select
          aria-label="排序"
          style={{ width: 170 }}
          value={values.sort || 'name'}
          onChange={(sort: string) => set({ sort })}
          options={sorts}
        />
        {values.city && (
          <Tag closable onClose={() => set({ city: undefined })} style={{ alignSelf: 'center' }}>
            城市：{hotels.data?.items[0]?.city_name ?? '已选城市'}
          </Tag>
        )}
      </Flex>
      <WallBody
        isPending={hotels.isPending}
        error={hotels.error}
        onRetry={() => hotels.refetch()}
        empty={hotels.data?.items.length === 0}
        emptyText="没有符合条件的酒店"
      >
        <CardGrid min={260}>
          {hotels.data?.items.map((hotel) => (
            <Card
              key={hotel.id}
              hoverable
              size="small"
              aria-label={hotel.name}
              onClick={() => navigate(`/hotel-viewer?id=${encodeURIComponent(hotel.id)}`)}
            >
              <Typography.Text strong>{hotel.name}</Typography.Text>
              <div>
                <Typography.Text type="secondary">
                  {hotel.brand_name ?? '单体酒店'} · {hotel.group_name ?? '无集团'}
                </Typography.Text>
              </div>
              <div>
                <Typography.Text type="secondary" ellipsis>
                  {hotel.address}
                </Typography.Text>
              </div>
              <Flex gap={4} wrap style={{ marginTop: 8 }}>
                <PositioningTag positioning={hotel.positioning} />
                <StatusTag status={hotel.status} />
                <Tag>{hotel.rooms} 间</Tag>
                {hotel.is_demo && <DemoTag />}
              </Flex>
            </Card>
          ))}
        </CardGrid>
        <WallPagination
          page={page}
          size={size}
          total={hotels.data?.total ?? 0}
          onChange={(p) => set({ page: String(p) })}
        />
      </WallBody>
    </div>
  )
}

export { HotelWall as Component }
