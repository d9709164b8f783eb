import { Flex, Input, Select } from 'antd'
import { type ReactNode, useState } from 'react'
import {
  cityTierLabels,
  cityTiers,
  groupOriginLabels,
  groupOrigins,
  hotelStatuses,
  hotelStatusLabels,
  pipelineStatuses,
  positioningLabels,
  positionings,
} from '#common/intel'
import type { Counts } from '#common/intel-schemas'
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

/** Options from labels by value, in the record's order. */
export const optionsOf = (labels: Readonly<Record<string, string>>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))

const labelled = <V extends string>(values: readonly V[], labels: Record<V, string>): Option[] =>
  values.map((value) => ({ value, label: labels[value] }))

const choice = <const K extends string>(
  key: K,
  label: string,
  options: readonly Option[],
  more: Partial<Omit<ChoiceField<K>, 'kind' | 'key'>>,
): ChoiceField<K> => ({ kind: 'choice', key, label, placeholder: label, options, minWidth: 160, ...more })

/** The filters each screen declares, in the order they are shown. */
export const filter = {
  search: (placeholder: string, label: string): SearchField => ({ kind: 'search', key: 'q', placeholder, label }),
  positioning: (more: { minWidth?: number; counted?: boolean } = {}) =>
    choice('positioning', '定位', labelled(positionings, positioningLabels), { multiple: true, ...more }),
  /** With `pipeline`, the topics' link ?status=pipeline shows as the two statuses it stands for. */
  status: (more: { pipeline?: boolean } = {}) =>
    choice('status', '状态', labelled(hotelStatuses, hotelStatusLabels), {
      multiple: true,
      expand: more.pipeline ? { pipeline: pipelineStatuses } : undefined,
    }),
  origin: () =>
    choice('origin', '集团类型', labelled(groupOrigins, groupOriginLabels), {
      placeholder: '国内/国际',
      counted: true,
    }),
  tier: () =>
    choice('tier', '城市等级', labelled(cityTiers, cityTierLabels), { multiple: true, minWidth: 200, counted: true }),
  /** The sorts by value and label; the first is the screen's default. */
  sort: (labels: Readonly<Record<string, string>>, width: number): SortField => {
    const options = optionsOf(labels)
    return { kind: 'sort', key: 'sort', options, initial: options[0]?.value ?? '', width }
  },
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

/** A choice among what the server lists: filtered as typed, or (with `onSearch`) searched on the server. */
function LookupSelect(props: {
  label: string
  placeholder?: string
  minWidth?: number
  value: string
  onChange: (value?: string) => void
  options: Option[] | undefined
  onSearch?: (text: string) => void
}) {
  const search = props.onSearch
    ? { filterOption: false as const, onSearch: props.onSearch }
    : { optionFilterProp: 'label' as const }
  return (
    <Select
      allowClear
      showSearch
      {...search}
      placeholder={props.placeholder ?? props.label}
      aria-label={props.label}
      style={{ minWidth: props.minWidth ?? 160 }}
      value={props.value || undefined}
      onChange={props.onChange}
      options={props.options}
    />
  )
}

function ProvinceSelect(props: { minWidth: number; value: string; set: Set }) {
  const provinces = useProvinces()
  const options = provinces.data?.map((p) => ({ value: p.name, label: p.name }))
  const onChange = (province?: string) => props.set({ province })
  return (
    <LookupSelect label="省份" minWidth={props.minWidth} value={props.value} onChange={onChange} options={options} />
  )
}

function GroupSelect(props: { minWidth: number; value: string; onChange: (group?: string) => void }) {
  const groups = useGroups({ size: 200, sort: 'name' })
  const options = groups.data?.items.map((g) => ({ value: g.id, label: g.name }))
  return <LookupSelect label="管理集团" {...props} options={options} />
}

function BrandSelect(props: { lookup: 'list' | 'search'; value: string; group: string | undefined; set: Set }) {
  const [text, setText] = useState('')
  const group = props.group || undefined
  const brands = useBrands(
    props.lookup === 'list' ? { size: 200, sort: 'name', group } : { q: text, group, size: 50, sort: 'hotels' },
  )
  return (
    <LookupSelect
      label="品牌"
      value={props.value}
      onChange={(brand?: string) => props.set({ brand })}
      options={brands.data?.items.map((b) => ({ value: b.id, label: b.name }))}
      onSearch={props.lookup === 'search' ? setText : undefined}
    />
  )
}

function CitySelect(props: { value: string; set: Set }) {
  const [text, setText] = useState('')
  const cities = useCities({ q: text, size: 30, sort: 'hotels' })
  const options = cities.data?.items.map((c) => ({ value: c.id, label: c.name }))
  const onChange = (city?: string) => props.set({ city })
  return (
    <LookupSelect
      label="城市"
      placeholder="搜索城市"
      value={props.value}
      onChange={onChange}
      options={options}
      onSearch={setText}
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
