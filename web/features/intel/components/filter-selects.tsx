import { Select } from 'antd'
import { positioningLabels, positionings } from '#common/intel'
import { useProvinces } from '../api/provinces.ts'

/** The positioning filter of the walls, the map and the supply page: a comma list in the URL. */
export function PositioningFilter(props: { value?: string; onChange: (value: string) => void; minWidth?: number }) {
  return (
    <Select
      mode="multiple"
      allowClear
      placeholder="定位"
      aria-label="定位"
      style={{ minWidth: props.minWidth ?? 160 }}
      value={props.value ? props.value.split(',') : []}
      onChange={(v: string[]) => props.onChange(v.join(','))}
      options={positionings.map((p) => ({ value: p, label: positioningLabels[p] }))}
    />
  )
}

/** The province filter of the walls, the map and the supply page. */
export function ProvinceFilter(props: { value?: string; onChange: (value?: string) => void }) {
  const provinces = useProvinces()
  return (
    <Select
      allowClear
      showSearch
      placeholder="省份"
      aria-label="省份"
      style={{ minWidth: 150 }}
      value={props.value || undefined}
      onChange={props.onChange}
      options={provinces.data?.map((p) => ({ value: p.name, label: p.name }))}
    />
  )
}
