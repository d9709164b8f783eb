import { Card, Flex, Input, Select, Tag, Tooltip, Typography } from 'antd'
import { Link, useNavigate } from 'react-router'
import { type CityTier, cityTierLabels, cityTiers } from '#common/intel'
import type { CityItem } from '#common/intel-schemas'
import { useCities } from '../api/cities.ts'
import { useProvinces } from '../api/provinces.ts'
import { tierColors } from '../lib/scale-colors.ts'
import { asOfText } from './citation.tsx'
import { CardGrid, DemoTag, useWallParams, WallBody, WallHeader, WallPagination, withCount } from './wall-parts.tsx'

const size = 120
const sorts = [
  { value: 'hotels', label: '按样本酒店数' },
  { value: 'tier', label: '按城市等级' },
  { value: 'gdp', label: '按 GDP' },
  { value: 'population', label: '按常住人口' },
  { value: 'name', label: '按行政区划' },
]

/** /section/city: the 337 prefecture-level cities with tier, population and GDP as published, and the hotel sample. */
export function CityWall() {
  const navigate = useNavigate()
  const { values, set, page } = useWallParams(['q', 'province', 'tier', 'sort'] as const)
  const cities = useCities({ ...values, page, size })
  const provinces = useProvinces()
  const counts = cities.data?.counts.tier
  const tierSource = cities.data?.items[0]?.tier_citation
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
      <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
        {tierSource && (
          <>
            城市等级依据{tierSource.label}（{asOfText(tierSource.as_of)}），榜单未列出的城市归为四线及以下。
          </>
        )}
        <Link to="/section/sources">全部数据来源</Link>
      </Typography.Paragraph>
      <WallBody
        isPending={cities.isPending}
        error={cities.error}
        onRetry={() => cities.refetch()}
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
              onClick={() => navigate(`/section/profile?kind=city&id=${encodeURIComponent(city.id)}`)}
            >
              <Typography.Text strong>{city.name}</Typography.Text>
              <div>
                <Typography.Text type="secondary">{city.province}</Typography.Text>
              </div>
              <Flex gap={8} wrap style={{ marginTop: 8 }}>
                <Tag color={tierColors[city.tier as CityTier]}>{cityTierLabels[city.tier as CityTier]}</Tag>
              </Flex>
              <CityFigure label="常住人口" unit="万人" figure={city.population} />
              <CityFigure label="GDP" unit="亿元" figure={city.gdp} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                演示样本 {city.hotel_count.toLocaleString('zh-CN')} 家酒店
              </Typography.Text>
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

function CityFigure(props: { label: string; unit: string; figure: CityItem['gdp'] }) {
  const f = props.figure
  return (
    <div style={{ marginTop: 4 }}>
      <Typography.Text type="secondary">{props.label} </Typography.Text>
      {f ? (
        <Tooltip
          title={`来源：${f.citation.label}；${asOfText(f.citation.as_of)}${f.citation.note ? `；${f.citation.note}` : ''}`}
        >
          <Typography.Text>
            {f.value.toLocaleString('zh-CN')} {props.unit}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {' '}
              ({f.citation.as_of.slice(0, 4)})
            </Typography.Text>
          </Typography.Text>
        </Tooltip>
      ) : (
        <Typography.Text type="secondary">暂无公开数据</Typography.Text>
      )}
    </div>
  )
}

export { CityWall as Component }
