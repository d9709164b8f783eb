import { Flex, Tag, Typography } from 'antd'
import { useHotels } from '../api/hotels.ts'
import { filter, useFilters } from './filter-bar.tsx'
import { PositioningTag, StatusTag } from './hotel-labels.tsx'
import { SheetActions } from './sheet-actions.tsx'
import { Wall, WallCard } from './wall.tsx'
import { DemoTag } from './wall-parts.tsx'

const size = 48
const sorts = [
  { value: 'name', label: '按名称' },
  { value: '-rooms', label: '房间数从多到少' },
  { value: 'rooms', label: '房间数从少到多' },
  { value: '-opening_date', label: '开业时间从新到旧' },
  { value: 'opening_date', label: '开业时间从旧到新' },
]
const fields = [
  filter.search('搜索酒店名称或地址', '搜索酒店'),
  filter.positioning(),
  filter.status(),
  filter.province(),
  filter.group(),
  filter.brand('list'),
  filter.sort(sorts, 'name', 170),
]

/** /section/hotel: the hotel wall, a page of cards at a time over any number of hotels. */
export function HotelWall() {
  // The city comes from a city's profile ("酒店列表") and shows as a tag that removes it.
  const params = useFilters(fields, ['city'])
  const { values, set, page } = params
  const hotels = useHotels({ ...values, page, size })
  return (
    <Wall
      title="酒店"
      unit="家酒店"
      extra={
        <>
          <DemoTag />
          <SheetActions kind="hotels" exportFilter={values} />
          <SheetActions kind="performance" />
        </>
      }
      fields={fields}
      params={params}
      barExtra={
        values.city && (
          <Tag closable onClose={() => set({ city: undefined })} style={{ alignSelf: 'center' }}>
            城市：{hotels.data?.items[0]?.city_name ?? '已选城市'}
          </Tag>
        )
      }
      answer={hotels}
      size={size}
      emptyText="没有符合条件的酒店"
      min={260}
    >
      {hotels.data?.items.map((hotel) => (
        <WallCard key={hotel.id} label={hotel.name} to={`/hotel-viewer?id=${encodeURIComponent(hotel.id)}`}>
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
        </WallCard>
      ))}
    </Wall>
  )
}

export { HotelWall as Component }
