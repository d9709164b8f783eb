import { Flex, Tag, Typography } from 'antd'
import { useHotels } from '../api/hotels.ts'
import { filter } from './filter-bar.tsx'
import { PositioningTag, StatusTag } from './hotel-labels.tsx'
import { SheetActions } from './sheet-actions.tsx'
import { defineWall, useWall, Wall, WallCard } from './wall.tsx'
import { DemoTag } from './wall-parts.tsx'

const hotelWall = defineWall({ title: '酒店', unit: '家酒店', size: 48, min: 260, more: ['city'] }, [
  filter.search('搜索酒店名称或地址', '搜索酒店'),
  filter.positioning(),
  filter.status(),
  filter.province(),
  filter.group(),
  filter.brand('list'),
  filter.sort(
    {
      name: '按名称',
      '-rooms': '房间数从多到少',
      rooms: '房间数从少到多',
      '-opening_date': '开业时间从新到旧',
      opening_date: '开业时间从旧到新',
    },
    170,
  ),
])

/** /section/hotel: the hotel wall, a page of cards at a time over any number of hotels. */
export function HotelWall() {
  const wall = useWall(hotelWall, useHotels)
  const { values, set } = wall.params
  const hotels = wall.answer.data?.items
  return (
    <Wall
      wall={wall}
      extra={
        <>
          <SheetActions kind="hotels" exportFilter={values} />
          <SheetActions kind="performance" />
        </>
      }
      barExtra={
        // The city comes from a city's profile ("酒店列表"): a tag shows it and takes it away.
        values.city && (
          <Tag closable onClose={() => set({ city: undefined })} style={{ alignSelf: 'center' }}>
            城市：{hotels?.[0]?.city_name ?? '已选城市'}
          </Tag>
        )
      }
    >
      {hotels?.map((hotel) => (
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
