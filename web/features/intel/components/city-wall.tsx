import { Flex, Tag, Tooltip, Typography } from 'antd'
import { Link } from 'react-router'
import { type CityTier, cityTierLabels } from '#common/intel'
import type { Citation, CityItem } from '#common/intel-schemas'
import { useCities } from '../api/cities.ts'
import { tierColors } from '../lib/scale-colors.ts'
import { asOfText } from './citation.tsx'
import { filter } from './filter-bar.tsx'
import { defineWall, useWall, Wall, WallCard } from './wall.tsx'

const cityWall = defineWall({ title: '城市', unit: '个城市', size: 120, min: 200 }, [
  filter.search('搜索城市或省份', '搜索城市'),
  filter.province(180),
  filter.tier(),
  filter.sort(
    { hotels: '按样本酒店数', tier: '按城市等级', gdp: '按 GDP', population: '按常住人口', name: '按行政区划' },
    140,
  ),
])

/** /section/city: the 337 prefecture-level cities with tier, population and GDP as published, and the hotel sample. */
export function CityWall() {
  const wall = useWall(cityWall, useCities)
  return (
    <Wall wall={wall} note={<TierNote source={wall.answer.data?.items[0]?.tier_citation} />}>
      {wall.answer.data?.items.map((city) => (
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

/** Which list sets the tiers, and where every source is listed. */
function TierNote(props: { source: Citation | null | undefined }) {
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
      {props.source && (
        <>
          城市等级依据{props.source.label}（{asOfText(props.source.as_of)}），榜单未列出的城市归为四线及以下。
        </>
      )}
      <Link to="/section/sources">全部数据来源</Link>
    </Typography.Paragraph>
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
