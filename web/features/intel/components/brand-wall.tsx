import { Card, Flex, Input, Select, Tag, Typography } from 'antd'
import { Link, useNavigate } from 'react-router'
import { type Positioning, positioningLabels, positionings } from '#common/intel'
import type { BrandItem } from '#common/intel-schemas'
import { useBrands } from '../api/brands.ts'
import { useGroups } from '../api/groups.ts'
import { CardName } from './brand-logo.tsx'
import { BrandShareButton } from './brand-share-button.tsx'
import { fullText, Published, SourceLine } from './citation.tsx'
import { SheetActions } from './sheet-actions.tsx'
import { CardGrid, DemoTag, useWallParams, WallBody, WallHeader, WallPagination, withCount } from './wall-parts.tsx'

/** Where a brand's launch year comes from, on hover: its own source, else the brand's. */
function launchSource(brand: BrandItem) {
  const citation = brand.launch_citation ?? brand.citation
  return citation ? fullText(citation) : undefined
}

const size = 60
const sorts = [
  { value: 'hotels', label: '按在营酒店数' },
  { value: 'positioning', label: '按定位' },
  { value: 'launch', label: '按创立年份' },
  { value: 'name', label: '按名称' },
]

/** /section/brand: every brand with its group, segment and published size, each figure with its source. */
export function BrandWall() {
  const navigate = useNavigate()
  const { values, set, page } = useWallParams(['q', 'positioning', 'group', 'sort'] as const)
  const brands = useBrands({ ...values, page, size })
  const groups = useGroups({ size: 200, sort: 'name' })
  const counts = brands.data?.counts.positioning
  return (
    <div style={{ padding: 24 }}>
      <WallHeader
        title="品牌墙"
        total={brands.data?.total}
        unit="个品牌"
        extra={
          <>
            <DemoTag />
            <SheetActions kind="brands" />
          </>
        }
      />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="搜索品牌或集团"
          defaultValue={values.q}
          onSearch={(q) => set({ q })}
          style={{ width: 240 }}
          aria-label="搜索品牌"
        />
        <Select
          mode="multiple"
          allowClear
          placeholder="定位"
          aria-label="定位"
          style={{ minWidth: 200 }}
          value={values.positioning ? values.positioning.split(',') : []}
          onChange={(v: string[]) => set({ positioning: v.join(',') })}
          options={positionings.map((p) => ({ value: p, label: withCount(positioningLabels[p], counts?.[p]) }))}
        />
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="管理集团"
          aria-label="管理集团"
          style={{ minWidth: 200 }}
          value={values.group || undefined}
          onChange={(group?: string) => set({ group })}
          options={groups.data?.items.map((g) => ({ value: g.id, label: g.name }))}
        />
        <Select
          aria-label="排序"
          style={{ width: 140 }}
          value={values.sort || 'hotels'}
          onChange={(sort: string) => set({ sort })}
          options={sorts}
        />
        <BrandShareButton />
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
        在营规模为各集团或榜单公布的大中华区数据，以各自日期为准；未公布的标为暂无公开数据。
        <Link to="/section/sources">全部数据来源</Link>
      </Typography.Paragraph>
      <WallBody
        isPending={brands.isPending}
        error={brands.error}
        onRetry={() => brands.refetch()}
        empty={brands.data?.items.length === 0}
        emptyText="没有符合条件的品牌"
      >
        <CardGrid>
          {brands.data?.items.map((brand, i, items) => [
            // The server ranks current sizes before older (较旧) ones; the wall says where the older ones begin.
            brand.size?.citation.stale &&
              !items[i - 1]?.size?.citation.stale &&
              (values.sort || 'hotels') === 'hotels' && (
                <Typography.Text
                  key={`older-${brand.id}`}
                  type="secondary"
                  role="separator"
                  style={{ gridColumn: '1 / -1', borderTop: '1px dashed #d9d9d9', paddingTop: 8 }}
                >
                  以下品牌的在营规模数据较旧（早于有效期），按规模另列，不与现行数据混排
                </Typography.Text>
              ),
            <Card
              key={brand.id}
              hoverable
              size="small"
              onClick={() => navigate(`/section/profile?kind=brand&id=${encodeURIComponent(brand.id)}`)}
              aria-label={brand.name}
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
            </Card>,
          ])}
        </CardGrid>
        <WallPagination
          page={page}
          size={size}
          total={brands.data?.total ?? 0}
          onChange={(p) => set({ page: String(p) })}
        />
      </WallBody>
    </div>
  )
}

export { BrandWall as Component }
