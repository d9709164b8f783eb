import { Card, Flex, Input, Select, Tag, Typography } from 'antd'
import { useNavigate } from 'react-router'
import { type CityTier, cityTierLabels, cityTiers } from '../../../../common/intel.ts'
import { useCities } from '../api/cities.ts'
import { useProvinces } from '../api/provinces.ts'
import { CardGrid, DemoTag, useWallParams, WallBody, WallHeader, WallPagination, withCount } from './wall-parts.tsx'

const size = 120
const sorts = [
  { value: 'hotels', label: '按酒店数' },
  { value: 'tier', label: '按城市等级' },
  { value: 'name', label: '按行政区划' },
]
const tierColors: Record<CityTier, string> = {
  tier1: 'red',
  new_tier1: 'volcano',
  tier2: 'orange',
  tier3: 'gold',
  tier4: 'default',
}

/** /section/city: the 337 prefecture-level cities with tier, province and hotel supply. */
export function CityWall() {
  const navigate = useNavigate()
  const { values, set, page } = useWallParams(['q', 'province', 'tier', 'sort'] as const)
  const cities = useCities({ ...values, page, size })
  const provinces = useProvinces()
  const counts = cities.data?.counts.tier
  return (
    <div style={{ padding: 24 }}>
      <WallHeader title="城市" total={cities.data?.total} unit="个城市" extra={<DemoTag />} />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="搜索城市或省份"
          aria-label="搜索城市"
          defaultValue={values.q}
          onSearch={(q) => set({ q })}
          style={{ width: 240 }}
        />
        <Select
          allowClear
          showSearch
          placeholder="省份"
          aria-label="省份"
          style={{ minWidth: 180 }}
          value={values.province || undefined}
          onChange={(province?: string) => set({ province })}
          options={provinces.data?.map((p) => ({ value: p.name, label: p.name }))}
        />
        <Select
          mode="multiple"
          allowClear
          placeholder="城市等级"
          aria-label="城市等级"
          style={{ minWidth: 200 }}
          value={values.tier ? values.tier.split(',') : []}
          onChange={(v: string[]) => set({ tier: v.join(',') })}
          options={cityTiers.map((t) => ({ value: t, label: withCount(cityTierLabels[t], counts?.[t]) }))}
        />
        <Select
          aria-label="排序"
          style={{ width: 140 }}
          value={values.sort || 'hotels'}
          onChange={(sort: string) => set({ sort })}
          options={sorts}
        />
      </Flex>
      <WallBody
        isPending={cities.isPending}
        error={cities.error}
        empty={cities.data?.items.length === 0}
        emptyText="没有符合条件的城市"
      >
        <CardGrid min={200}>
          {cities.data?.items.map((city) => (
            <Card
              key={city.id}
              hoverable
              size="small"
              aria-label={city.name}
              onClick={() => navigate(`/section/hotel?city=${city.id}`)}
            >
              <Typography.Text strong>{city.name}</Typography.Text>
              <div>
                <Typography.Text type="secondary">{city.province}</Typography.Text>
              </div>
              <Flex gap={8} wrap style={{ marginTop: 8 }}>
                <Tag color={tierColors[city.tier as CityTier]}>{cityTierLabels[city.tier as CityTier]}</Tag>
                <Typography.Text type="secondary">{city.hotel_count.toLocaleString('zh-CN')} 家酒店</Typography.Text>
              </Flex>
            </Card>
          ))}
        </CardGrid>
        <WallPagination
          page={page}
          size={size}
          total={cities.data?.total ?? 0}
          onChange={(p) => set({ page: String(p) })}
        />
      </WallBody>
    </div>
  )
}

export { CityWall as Component }
