import { Flex, Tag, Typography } from 'antd'
import { Link } from 'react-router'
import { type Positioning, positioningLabels } from '#common/intel'
import type { BrandItem } from '#common/intel-schemas'
import { useBrands } from '../api/brands.ts'
import { CardName } from './brand-logo.tsx'
import { BrandShareButton } from './brand-share-button.tsx'
import { fullText, Published, SourceLine } from './citation.tsx'
import { filter } from './filter-bar.tsx'
import { SheetActions } from './sheet-actions.tsx'
import { defineWall, useWall, Wall, WallCard } from './wall.tsx'

/** Where a brand's launch year comes from, on hover: its own source, else the brand's. */
function launchSource(brand: BrandItem) {
  const citation = brand.launch_citation ?? brand.citation
  return citation ? fullText(citation) : undefined
}

const brandWall = defineWall({ title: '品牌墙', unit: '个品牌', size: 60, min: 240 }, [
  filter.search('搜索品牌或集团', '搜索品牌'),
  filter.positioning({ minWidth: 200, counted: true }),
  filter.group(200),
  filter.sort({ hotels: '按在营酒店数', positioning: '按定位', launch: '按创立年份', name: '按名称' }, 140),
])

/** /section/brand: every brand with its group, segment and published size, each figure with its source. */
export function BrandWall() {
  const wall = useWall(brandWall, useBrands)
  const sort = wall.params.values.sort || 'hotels'
  return (
    <Wall wall={wall} extra={<SheetActions kind="brands" />} barExtra={<BrandShareButton />} note={<SourcesNote />}>
      {wall.answer.data?.items.map((brand, i, items) => [
        // The server ranks current sizes before older (较旧) ones; the wall says where the older ones begin.
        brand.size?.citation.stale && !items[i - 1]?.size?.citation.stale && sort === 'hotels' && (
          <Typography.Text
            key={`older-${brand.id}`}
            type="secondary"
            role="separator"
            style={{ gridColumn: '1 / -1', borderTop: '1px dashed #d9d9d9', paddingTop: 8 }}
          >
            以下品牌的在营规模数据较旧（早于有效期），按规模另列，不与现行数据混排
          </Typography.Text>
        ),
        <WallCard
          key={brand.id}
          label={brand.name}
          to={`/section/profile?kind=brand&id=${encodeURIComponent(brand.id)}`}
        >
          <CardName item={brand} />
          <Flex gap={8} wrap style={{ marginTop: 12 }}>
            <Tag color="red" title={brand.group_segment ? `集团口径：${brand.group_segment}` : undefined}>
              {positioningLabels[brand.positioning as Positioning]}
            </Tag>
            <Tag>{brand.group_name}</Tag>
            {brand.launch_year && <Tag title={launchSource(brand)}>创立于 {brand.launch_year}</Tag>}
          </Flex>
          {brand.style && (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '8px 0 0' }}>
              {brand.style}
            </Typography.Paragraph>
          )}
          <div style={{ marginTop: 8 }}>
            {brand.size ? (
              <>
                <Flex gap={12} wrap align="baseline">
                  <Published value={brand.size.hotels} unit="家在营" />
                  {brand.size.rooms != null && <Published value={brand.size.rooms} unit="间" />}
                </Flex>
                <SourceLine citation={brand.size.citation} />
              </>
            ) : (
              <Typography.Text type="secondary">在营规模：暂无公开数据</Typography.Text>
            )}
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            演示样本 {brand.hotel_count.toLocaleString('zh-CN')} 家
          </Typography.Text>
        </WallCard>,
      ])}
    </Wall>
  )
}

function SourcesNote() {
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
      在营规模为各集团或榜单公布的大中华区数据，以各自日期为准；未公布的标为暂无公开数据。
      <Link to="/section/sources">全部数据来源</Link>
    </Typography.Paragraph>
  )
}

export { BrandWall as Component }
