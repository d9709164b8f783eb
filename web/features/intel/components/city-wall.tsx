import { Flex, Tag, Tooltip, Typography } from 'antd'
import { Link } from 'react-router'
import { type CityTier, cityTierLabels, cityTiers } from '../../../../common/intel.ts'
import type { CityItem } from '../../../../common/intel-schemas.ts'
import { useCities } from '../api/cities.ts'
import { tierColors } from '../lib/scale-colors.ts'
import { asOfText } from './citation.tsx'
import { filter, useFilters } from './filter-bar.tsx'
import { Wall, WallCard } from './wall.tsx'
import { DemoTag } from './wall-parts.tsx'

const size = 120
const sorts = [
  { value: 'hotels', label: '按样本酒店数' },
  { value: 'tier', label: '按城市等级' },
  { value: 'gdp', label: '按 GDP' },
  { value: 'population', label: '按常住人口' },
  { value: 'name', label: '按行政区划' },
]

const fields = [
  filter.search('搜索城市或省份', '搜索城市'),
  filter.province(180),
  filter.choice({
    key: 'tier',
    label: '城市等级',
    placeholder: '城市等级',
    options: cityTiers.map((t) => ({ value: t, label: cityTierLabels[t] })),
    multiple: true,
    minWidth: 200,
    counted: true,
  }),
  filter.sort(sorts, 'hotels', 140),
]

/** /section/city: the 337 prefecture-level cities with tier, population and GDP as published, and the hotel sample. */
export function CityWall() {
  const params = useFilters(fields)
  const cities = useCities({ ...params.values, page: params.page, size })
  const tierSource = cities.data?.items[0]?.tier_citation
  return (
    <Wall
      title="城市"
      unit="个城市"
      extra={<DemoTag />}
      fields={fields}
      params={params}
      note={
        <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
          {tierSource && (
            <>
              城市等级依据{tierSource.label}（{asOfText(tierSource.as_of)}），榜单未列出的城市归为四线及以下。
            </>
          )}
          <Link to="/section/sources">全部数据来源</Link>
        </Typography.Paragraph>
      }
      answer={cities}
      size={size}
      emptyText="没有符合条件的城市"
      min={200}
    >
      {cities.data?.items.map((city) => (
        <WallCard key={city.id} label={city.name} to={`/section/profile?kind=city&id=${encodeURIComponent(city.id)}`}>
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
        </WallCard>
      ))}
    </Wall>
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
