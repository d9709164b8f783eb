import { Tag } from 'antd'
import { type HotelStatus, hotelStatusLabels, type Positioning, positioningLabels } from '../../../../common/intel.ts'

export const statusColors: Record<HotelStatus, string> = {
  open: 'green',
  signed: 'blue',
  under_construction: 'gold',
  closed: 'default',
}

/** Map and legend colours by positioning, highest segment warmest. */
export const positioningColors: Record<Positioning, string> = {
  luxury: '#d4282d',
  upper_upscale: '#fa541c',
  upscale: '#faad14',
  upper_midscale: '#52c41a',
  midscale: '#13c2c2',
  economy: '#1677ff',
}

export function StatusTag(props: { status: string }) {
  const status = props.status as HotelStatus
  return <Tag color={statusColors[status]}>{hotelStatusLabels[status] ?? props.status}</Tag>
}

export function PositioningTag(props: { positioning: string }) {
  const positioning = props.positioning as Positioning
  return <Tag color={positioningColors[positioning]}>{positioningLabels[positioning] ?? props.positioning}</Tag>
}
