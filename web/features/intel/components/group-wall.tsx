import { Card, Flex, Input, Select, Tag, Typography } from 'antd'
import { Link, useNavigate } from 'react-router'
import { type GroupOrigin, groupOriginLabels, groupOrigins } from '#common/intel'
import type { Citation, GroupItem } from '#common/intel-schemas'
import { useGroups } from '../api/groups.ts'
import { CardName } from './brand-logo.tsx'
import { asOfText, Published, SourceLine } from './citation.tsx'
import { SheetActions } from './sheet-actions.tsx'
import { CardGrid, DemoTag, useWallParams, WallBody, WallHeader, WallPagination, withCount } from './wall-parts.tsx'

const size = 60
const sorts = [
  { value: 'rank', label: '按榜单排名' },
  { value: 'hotels', label: '按酒店数' },
  { value: 'brands', label: '按品牌数' },
  { value: 'name', label: '按名称' },
]

/** /section/group: hotel management groups ranked by a published ranking, each figure with its source. */
export function GroupWall() {
  const navigate = useNavigate()
  const { values, set, page } = useWallParams(['q', 'origin', 'sort'] as const)
  const groups = useGroups({ ...values, page, size })
  const counts = groups.data?.counts.origin
  const ranking = groups.data?.items.find((g) => g.ranking)?.ranking?.citation
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
          value={values.sort || 'rank'}
          onChange={(sort: string) => set({ sort })}
          options={sorts}
        />
      </Flex>
      <SourcesNote ranking={ranking} />
      <WallBody
        isPending={groups.isPending}
        error={groups.error}
        onRetry={() => groups.refetch()}
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
              onClick={() => navigate(`/section/profile?kind=group&id=${encodeURIComponent(group.id)}`)}
            >
              <CardName item={group} />
              <Flex gap={8} wrap style={{ margin: '12px 0' }}>
                <Tag color={group.origin === 'domestic' ? 'red' : 'blue'}>
                  {groupOriginLabels[group.origin as GroupOrigin]}
                </Tag>
                {group.headquarters && <Tag>总部 {group.headquarters}</Tag>}
                {group.founded_year && <Tag>成立于 {group.founded_year}</Tag>}
                {group.ticker && <Tag>{group.ticker}</Tag>}
              </Flex>
              <GroupSize group={group} />
              <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
                品牌 {group.brand_count} 个 · 演示样本 {group.hotel_count.toLocaleString('zh-CN')} 家
              </Typography.Text>
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

/**
 * The group's place in the published ranking and its size: the ranking's own figures when it gives them, else the
 * group's latest published figure in Greater China, else worldwide (so labelled); each with its source.
 */
function GroupSize(props: { group: GroupItem }) {
  const { ranking, china, world } = props.group
  const size = (ranking && (ranking.rooms != null || ranking.hotels != null) ? ranking : china) ?? world
  if (!size && !ranking) return <Typography.Text type="secondary">规模：暂无公开数据</Typography.Text>
  return (
    <div>
      <Flex gap={16} wrap align="baseline">
        {ranking && <Tag color="gold">第 {ranking.rank} 名</Tag>}
        {size ? (
          <>
            {size === world && <Tag>全球</Tag>}
            <Published value={size.rooms} unit="间客房" />
            <Published value={size.hotels} unit="家酒店" />
          </>
        ) : (
          <Typography.Text type="secondary">规模：暂无公开数据</Typography.Text>
        )}
      </Flex>
      {ranking && size !== ranking && <SourceLine citation={ranking.citation} />}
      {size && (
        <div>
          <SourceLine citation={size.citation} />
        </div>
      )}
    </div>
  )
}

/** Which ranking orders the wall, and where every source is listed. */
function SourcesNote(props: { ranking: Citation | undefined }) {
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
      {props.ranking && (
        <>
          排名依据{props.ranking.label}（{asOfText(props.ranking.as_of)}）；规模为榜单或集团自行公布的数据，各附来源。
        </>
      )}
      <Link to="/section/sources">全部数据来源</Link>
    </Typography.Paragraph>
  )
}

export { GroupWall as Component }
