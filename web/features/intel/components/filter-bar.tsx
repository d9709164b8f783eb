import { Flex, Input, Select } from 'antd'
import { type ReactNode, useState } from 'react'
import {
  hotelStatuses,
  hotelStatusLabels,
  pipelineStatuses,
  positioningLabels,
  positionings,
} from '../../../../common/intel.ts'
import type { Counts } from '../../../../common/intel-schemas.ts'
import { useBrands } from '../api/brands.ts'
import { useCities } from '../api/cities.ts'
import { useGroups } from '../api/groups.ts'
import { useProvinces } from '../api/provinces.ts'
import { useWallParams, type WallParams, withCount } from './wall-parts.tsx'

type Option = { value: string; label: string }

/** A free-text search, sent as `q` when the user presses enter. */
type SearchField = { kind: 'search'; key: 'q'; placeholder: string; label: string }
/** A fixed list of choices; several are kept in the URL as a comma list. */
type ChoiceField<K extends string> = {
  kind: 'choice'
  key: K
  label: string
  placeholder: string
  options: readonly Option[]
  multiple?: boolean
  minWidth: number
  /** Each option's label carries the number of matching rows the answer counts for this key. */
  counted?: boolean
  /** URL values that stand for several options (`pipeline` for signed and under construction). */
  expand?: Readonly<Record<string, readonly string[]>>
}
type SortField = { kind: 'sort'; key: 'sort'; options: readonly Option[]; initial: string; width: number }
/** Choices the server lists: provinces, groups, brands (within the chosen group) and cities. */
type ProvinceField = { kind: 'province'; key: 'province'; minWidth: number }
type GroupField = { kind: 'group'; key: 'group'; minWidth: number }
type BrandField = { kind: 'brand'; key: 'brand'; lookup: 'list' | 'search' }
type CityField = { kind: 'city'; key: 'city' }
type LookupField = ProvinceField | GroupField | BrandField | CityField

export type FilterField = SearchField | ChoiceField<string> | SortField | LookupField

/** The filters each screen declares, in the order they are shown. */
export const filter = {
  search: (placeholder: string, label: string): SearchField => ({ kind: 'search', key: 'q', placeholder, label }),
  choice: <const K extends string>(field: Omit<ChoiceField<K>, 'kind'>): ChoiceField<K> => ({
    kind: 'choice',
    ...field,
  }),
  positioning: (options: { minWidth?: number; counted?: boolean } = {}): ChoiceField<'positioning'> => ({
    kind: 'choice',
    key: 'positioning',
    label: '定位',
    placeholder: '定位',
    options: positionings.map((p) => ({ value: p, label: positioningLabels[p] })),
    multiple: true,
    minWidth: options.minWidth ?? 160,
    counted: options.counted,
  }),
  /** With `pipeline`, the topics' link ?status=pipeline shows as the two statuses it stands for. */
  status: (options: { pipeline?: boolean } = {}): ChoiceField<'status'> => ({
    kind: 'choice',
    key: 'status',
    label: '状态',
    placeholder: '状态',
    options: hotelStatuses.map((s) => ({ value: s, label: hotelStatusLabels[s] })),
    multiple: true,
    minWidth: 160,
    expand: options.pipeline ? { pipeline: pipelineStatuses } : undefined,
  }),
  sort: (options: readonly Option[], initial: string, width: number): SortField => ({
    kind: 'sort',
    key: 'sort',
    options,
    initial,
    width,
  }),
  province: (minWidth = 150): ProvinceField => ({ kind: 'province', key: 'province', minWidth }),
  group: (minWidth = 160): GroupField => ({ kind: 'group', key: 'group', minWidth }),
  /** `list`: the group's first 200 brands by name, filtered as typed; `search`: the server searches as typed. */
  brand: (lookup: 'list' | 'search'): BrandField => ({ kind: 'brand', key: 'brand', lookup }),
  city: (): CityField => ({ kind: 'city', key: 'city' }),
}

type Set = (changes: Record<string, string | undefined>) => void

/**
 * The filter row of the walls, the map and the supply page: one control per declared field, each reading and
 * writing its own URL parameter through `params`. `counts` is the answer's rows per option, by field key.
 */
export function FilterBar(props: {
  fields: readonly FilterField[]
  params: Pick<WallParams<string>, 'values' | 'set'>
  counts?: Partial<Record<string, Counts>>
  children?: ReactNode
}) {
  const { values } = props.params
  const set: Set = props.params.set
  // A brand belongs to a group: choosing another group clears the brand.
  const groupChanges = props.fields.some((f) => f.kind === 'brand')
    ? (group?: string) => set({ group, brand: undefined })
    : (group?: string) => set({ group })
  return (
    <Flex gap={12} wrap style={{ marginBottom: 16 }}>
      {props.fields.map((field) => (
        <FilterControl
          key={field.key}
          field={field}
          values={values}
          set={set}
          counts={props.counts}
          onGroup={groupChanges}
        />
      ))}
      {props.children}
    </Flex>
  )
}

function FilterControl(props: {
  field: FilterField
  values: Record<string, string>
  set: Set
  counts?: Partial<Record<string, Counts>>
  onGroup: (group?: string) => void
}) {
  const { field, values, set } = props
  const value = values[field.key] ?? ''
  switch (field.kind) {
    case 'search':
      return (
        <Input.Search
          allowClear
          placeholder={field.placeholder}
          aria-label={field.label}
          defaultValue={value}
          onSearch={(q) => set({ q })}
          style={{ width: 240 }}
        />
      )
    case 'choice':
      return <Choice field={field} value={value} counts={props.counts?.[field.key]} set={set} />
    case 'sort':
      return (
        <Select
          aria-label="排序"
          style={{ width: field.width }}
          value={value || field.initial}
          onChange={(sort: string) => set({ sort })}
          options={[...field.options]}
        />
      )
    case 'province':
      return <ProvinceSelect minWidth={field.minWidth} value={value} set={set} />
    case 'group':
      return <GroupSelect minWidth={field.minWidth} value={value} onChange={props.onGroup} />
    case 'brand':
      return <BrandSelect lookup={field.lookup} value={value} group={values.group} set={set} />
    case 'city':
      return <CitySelect value={value} set={set} />
  }
}

function Choice(props: { field: ChoiceField<string>; value: string; counts: Counts | undefined; set: Set }) {
  const { field, value, counts, set } = props
  const options = field.options.map((o) =>
    field.counted ? { value: o.value, label: withCount(o.label, counts?.[o.value]) } : o,
  )
  if (!field.multiple)
    return (
      <Select
        allowClear
        placeholder={field.placeholder}
        aria-label={field.label}
        style={{ minWidth: field.minWidth }}
        value={value || undefined}
        onChange={(v?: string) => set({ [field.key]: v })}
        options={options}
      />
    )
  const chosen = (value ? value.split(',') : []).flatMap((v) => field.expand?.[v] ?? [v])
  return (
    <Select
      mode="multiple"
      allowClear
      placeholder={field.placeholder}
      aria-label={field.label}
      style={{ minWidth: field.minWidth }}
      value={chosen}
      onChange={(v: string[]) => set({ [field.key]: v.join(',') })}
      options={options}
    />
  )
}

function ProvinceSelect(props: { minWidth: number; value: string; set: Set }) {
  const provinces = useProvinces()
  return (
    <Select
      allowClear
      showSearch
      placeholder="省份"
      aria-label="省份"
      style={{ minWidth: props.minWidth }}
      value={props.value || undefined}
      onChange={(province?: string) => props.set({ province })}
      options={provinces.data?.map((p) => ({ value: p.name, label: p.name }))}
    />
  )
}

function GroupSelect(props: { minWidth: number; value: string; onChange: (group?: string) => void }) {
  const groups = useGroups({ size: 200, sort: 'name' })
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder="管理集团"
      aria-label="管理集团"
      style={{ minWidth: props.minWidth }}
      value={props.value || undefined}
      onChange={props.onChange}
      options={groups.data?.items.map((g) => ({ value: g.id, label: g.name }))}
    />
  )
}

function BrandSelect(props: { lookup: 'list' | 'search'; value: string; group: string | undefined; set: Set }) {
  const [text, setText] = useState('')
  const group = props.group || undefined
  const brands = useBrands(
    props.lookup === 'list' ? { size: 200, sort: 'name', group } : { q: text, group, size: 50, sort: 'hotels' },
  )
  const search =
    props.lookup === 'list' ? { optionFilterProp: 'label' } : { filterOption: false as const, onSearch: setText }
  return (
    <Select
      allowClear
      showSearch
      {...search}
      placeholder="品牌"
      aria-label="品牌"
      style={{ minWidth: 160 }}
      value={props.value || undefined}
      onChange={(brand?: string) => props.set({ brand })}
      options={brands.data?.items.map((b) => ({ value: b.id, label: b.name }))}
    />
  )
}

function CitySelect(props: { value: string; set: Set }) {
  const [text, setText] = useState('')
  const cities = useCities({ q: text, size: 30, sort: 'hotels' })
  return (
    <Select
      allowClear
      showSearch
      filterOption={false}
      onSearch={setText}
      placeholder="搜索城市"
      aria-label="城市"
      style={{ minWidth: 160 }}
      value={props.value || undefined}
      onChange={(city?: string) => props.set({ city })}
      options={cities.data?.items.map((c) => ({ value: c.id, label: c.name }))}
    />
  )
}

/** The URL state of the declared fields, plus `more` keys set elsewhere on the screen. */
export function useFilters<F extends FilterField, M extends string = never>(
  fields: readonly F[],
  more: readonly M[] = [],
): WallParams<F['key'] | M> {
  return useWallParams<F['key'] | M>([...fields.map((f) => f.key), ...more])
}
