import { Card, Flex, Input, Select, Tag, Typography } from 'antd'
import { useNavigate } from 'react-router'
import { type Positioning, positioningLabels, positionings } from '../../../../common/intel.ts'
import { useBrands } from '../api/brands.ts'
import { useGroups } from '../api/groups.ts'
import { BrandLogo } from './brand-logo.tsx'
import { BrandShareButton } from './brand-share-button.tsx'
import { SheetActions } from './sheet-actions.tsx'
import { CardGrid, DemoTag, useWallParams, WallBody, WallHeader, WallPagination, withCount } from './wall-parts.tsx'

const size = 60
const sorts = [
  { value: 'hotels', label: '按酒店数' },
  { value: 'positioning', label: '按定位' },
  { value: 'name', label: '按名称' },
]

/** /section/brand: every brand with its group, positioning and number of hotels. */
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
          style={{ width: 120 }}
          value={values.sort || 'hotels'}
          onChange={(sort: string) => set({ sort })}
          options={sorts}
        />
        <BrandShareButton />
      </Flex>
      <WallBody
        isPending={brands.isPending}
        error={brands.error}
        empty={brands.data?.items.length === 0}
        emptyText="没有符合条件的品牌"
      >
        <CardGrid>
          {brands.data?.items.map((brand) => (
            <Card
              key={brand.id}
              hoverable
              size="small"
              onClick={() => navigate(`/section/hotel?brand=${brand.id}`)}
              aria-label={brand.name}
            >
              <Flex gap={12} align="center">
                <BrandLogo name={brand.name} logoUrl={brand.logo_url} />
                <div style={{ minWidth: 0 }}>
                  <Typography.Text strong>{brand.name}</Typography.Text>
                  <div>
                    <Typography.Text type="secondary" ellipsis>
                      {brand.name_en}
                    </Typography.Text>
                  </div>
                </div>
              </Flex>
              <Flex gap={8} wrap style={{ marginTop: 12 }}>
                <Tag color="red">{positioningLabels[brand.positioning as Positioning]}</Tag>
                <Tag>{brand.group_name}</Tag>
                <Typography.Text type="secondary">{brand.hotel_count.toLocaleString('zh-CN')} 家酒店</Typography.Text>
              </Flex>
            </Card>
          ))}
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
