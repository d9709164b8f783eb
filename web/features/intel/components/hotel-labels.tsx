import { Tag } from 'antd'
import { type HotelStatus, hotelStatusLabels, type Positioning, positioningLabels } from '#common/intel'
import { positioningColors } from '../lib/scale-colors.ts'

export const statusColors: Record<HotelStatus, string> = {
  open: 'green',
  signed: 'blue',
  under_construction: 'gold',
  closed: 'default',
}

export function StatusTag(props: { status: string }) {
  const status = props.status as HotelStatus
  return <Tag color={statusColors[status]}>{hotelStatusLabels[status] ?? props.status}</Tag>
}

export function PositioningTag(props: { positioning: string }) {
  const positioning = props.positioning as Positioning
  return <Tag color={positioningColors[positioning]}>{positioningLabels[positioning] ?? props.positioning}</Tag>
}
