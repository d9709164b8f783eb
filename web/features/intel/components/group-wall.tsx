import { Flex, Tag, Typography } from 'antd'
import { Link } from 'react-router'
import { type GroupOrigin, groupOriginLabels } from '#common/intel'
import type { Citation, GroupItem } from '#common/intel-schemas'
import { useGroups } from '../api/groups.ts'
import { CardName } from './brand-logo.tsx'
import { asOfText, Published, SourceLine } from './citation.tsx'
import { filter } from './filter-bar.tsx'
import { SheetActions } from './sheet-actions.tsx'
import { defineWall, useWall, Wall, WallCard } from './wall.tsx'

const groupWall = defineWall({ title: '管理集团', unit: '个集团', size: 60, min: 280 }, [
  filter.search('搜索集团', '搜索集团'),
  filter.origin(),
  filter.sort({ rank: '按榜单排名', hotels: '按酒店数', brands: '按品牌数', name: '按名称' }, 120),
])

/** /section/group: hotel management groups ranked by a published ranking, each figure with its source. */
export function GroupWall() {
  const wall = useWall(groupWall, useGroups)
  const ranking = wall.answer.data?.items.find((g) => g.ranking)?.ranking?.citation
  return (
    <Wall wall={wall} extra={<SheetActions kind="groups" />} note={<SourcesNote ranking={ranking} />}>
      {wall.answer.data?.items.map((group) => (
        <WallCard
          key={group.id}
          label={group.name}
          to={`/section/profile?kind=group&id=${encodeURIComponent(group.id)}`}
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
        </WallCard>
      ))}
    </Wall>
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
