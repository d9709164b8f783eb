import { Card, Flex, Input, Select, Statistic, Tag, Typography } from 'antd'
import { useNavigate } from 'react-router'
import { type GroupOrigin, groupOriginLabels, groupOrigins } from '../../../../common/intel.ts'
import { useGroups } from '../api/groups.ts'
import { BrandLogo } from './brand-logo.tsx'
import { SheetActions } from './sheet-actions.tsx'
import { CardGrid, DemoTag, useWallParams, WallBody, WallHeader, WallPagination, withCount } from './wall-parts.tsx'

const size = 60
const sorts = [
  { value: 'hotels', label: '按酒店数' },
  { value: 'brands', label: '按品牌数' },
  { value: 'name', label: '按名称' },
]

/** /section/group: hotel management groups with their brand and hotel counts. */
export function GroupWall() {
  const navigate = useNavigate()
  const { values, set, page } = useWallParams(['q', 'origin', 'sort'] as const)
  const groups = useGroups({ ...values, page, size })
  const counts = groups.data?.counts.origin
  return (
    <div style={{ padding: 24 }}>
      <WallHeader
        title="管理集团"
        total={groups.data?.total}
        unit="个集团"
        extra={
          <>
            <DemoTag />
            <SheetActions kind="groups" />
          </>
        }
      />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="搜索集团"
          aria-label="搜索集团"
          defaultValue={values.q}
          onSearch={(q) => set({ q })}
          style={{ width: 240 }}
        />
        <Select
          allowClear
          placeholder="国内/国际"
          aria-label="集团类型"
          style={{ minWidth: 160 }}
          value={values.origin || undefined}
          onChange={(origin?: string) => set({ origin })}
          options={groupOrigins.map((o) => ({ value: o, label: withCount(groupOriginLabels[o], counts?.[o]) }))}
        />
        <Select
          aria-label="排序"
          style={{ width: 120 }}
          value={values.sort || 'hotels'}
          onChange={(sort: string) => set({ sort })}
          options={sorts}
        />
      </Flex>
      <WallBody
        isPending={groups.isPending}
        error={groups.error}
        empty={groups.data?.items.length === 0}
        emptyText="没有符合条件的集团"
      >
        <CardGrid min={280}>
          {groups.data?.items.map((group) => (
            <Card
              key={group.id}
              hoverable
              size="small"
              aria-label={group.name}
              onClick={() => navigate(`/section/brand?group=${group.id}`)}
            >
              <Flex gap={12} align="center">
                <BrandLogo name={group.name} logoUrl={group.logo_url} />
                <div style={{ minWidth: 0 }}>
                  <Typography.Text strong>{group.name}</Typography.Text>
                  <div>
                    <Typography.Text type="secondary">{group.name_en}</Typography.Text>
                  </div>
                </div>
              </Flex>
              <Flex gap={8} wrap style={{ margin: '12px 0' }}>
                <Tag color={group.origin === 'domestic' ? 'red' : 'blue'}>
                  {groupOriginLabels[group.origin as GroupOrigin]}
                </Tag>
                <Tag>总部 {group.headquarters}</Tag>
                {group.founded_year && <Tag>成立于 {group.founded_year}</Tag>}
              </Flex>
              <Flex gap={32}>
                <Statistic title="品牌" value={group.brand_count} />
                <Statistic title="酒店" value={group.hotel_count} />
              </Flex>
            </Card>
          ))}
        </CardGrid>
        <WallPagination
          page={page}
          size={size}
          total={groups.data?.total ?? 0}
          onChange={(p) => set({ page: String(p) })}
        />
      </WallBody>
    </div>
  )
}

export { GroupWall as Component }
