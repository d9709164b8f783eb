import { Card, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd'
import { lazy, Suspense } from 'react'
import { Link, useSearchParams } from 'react-router'
import { type CityTier, cityTierLabels, type GroupOrigin, groupOriginLabels, profileKinds } from '#common/intel'
import type { ProfileAnswer, ProfileKind } from '#common/intel-schemas'
import { Chart } from '#web/components/chart/chart.tsx'
import { Result } from '#web/components/lazy-result.tsx'
import { PlainTable } from '#web/components/plain-table.tsx'
import { useHotelPoints } from '../api/hotel-points.ts'
import { useMapConfig } from '../api/map-config.ts'
import { useProfile } from '../api/profile.ts'
import { gdpPerResident, revparBySegment, stockBySegment, trailingBySegment } from '../lib/profile-figures.ts'
import { supplyChart, supplyLines } from '../lib/supply-table.ts'
import { Published, SourceLine, WithSource } from './citation.tsx'
import { PositioningTag } from './hotel-labels.tsx'
import { DemoTag } from './wall-parts.tsx'

const MapCanvas = lazy(() => import('../map/map-canvas.tsx').then((m) => ({ default: m.MapCanvas })))
const kindNames: Record<ProfileKind, string> = { city: '城市', brand: '品牌', group: '集团' }
const num = (v: number) => v.toLocaleString('zh-CN')

/** /section/profile?kind=city|brand|group&id=: what a consultant wants on one screen about a market or a chain. */
export function ProfilePage() {
  const [params] = useSearchParams()
  const kind = (profileKinds as readonly string[]).includes(params.get('kind') ?? '')
    ? (params.get('kind') as ProfileKind)
    : null
  const id = params.get('id') ?? ''
  const answer = useProfile(kind ?? 'city', kind ? id : '')
  if (!kind || !id)
    return (
      <Result
        status="404"
        title="未指定档案"
        subTitle="请从城市、品牌或集团墙选择"
        extra={<Link to="/section/city">返回城市墙</Link>}
      />
    )
  if (answer.isPending) return <Skeleton active style={{ padding: 24 }} />
  if (answer.error)
    return (
      <Result
        status={'status' in answer.error && answer.error.status === 404 ? '404' : 'error'}
        title={answer.error.message}
        extra={<Link to={`/section/${kind}`}>返回{kindNames[kind]}墙</Link>}
      />
    )
  const p = answer.data
  const name = p.city?.name ?? p.brand?.name ?? p.group?.name ?? ''
  const hotelFilter = `${kind}=${encodeURIComponent(id)}`
  // A group known only from published figures has no hotel in the table: say so instead of a table of zeros.
  const hasHotels = p.supply.demo_hotels + p.supply.real_hotels > 0
  return (
    <div style={{ padding: 24 }}>
      <Flex align="center" gap={12} wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {name}
        </Typography.Title>
        <Tag>{kindNames[kind]}档案</Tag>
        {p.supply.demo_hotels > 0 && <DemoTag />}
      </Flex>
      <Flex gap={16} wrap style={{ marginBottom: 16 }}>
        <Link to={`/section/hotel?${hotelFilter}`}>酒店列表</Link>
        <Link to={`/hotel-map?${hotelFilter}`}>在地图上查看</Link>
        {kind === 'group' && <Link to={`/section/brand?group=${encodeURIComponent(id)}`}>旗下品牌墙</Link>}
        {kind === 'group' && <Link to={`/section/supply?group=${encodeURIComponent(id)}`}>供给与储备</Link>}
      </Flex>
      <Flex gap={16} wrap align="start">
        <Card title="公开数据" style={{ flex: '1 1 360px' }}>
          <Facts p={p} />
        </Card>
        <Card title="酒店存量与储备（酒店表）" style={{ flex: '2 1 520px' }}>
          {hasHotels ? (
            <Stock p={p} />
          ) : (
            <Typography.Text type="secondary">
              酒店表中还没有{name}的酒店，存量、储备和历年开业无从统计。导入酒店数据后这里会按定位列出。
            </Typography.Text>
          )}
        </Card>
      </Flex>
      {hasHotels && (
        <Card title="历年开业与储备" style={{ marginTop: 16 }}>
          <Chart
            spec={supplyChart(supplyLines(p.supply.rows, 'segment', 'hotels'), 'segment')}
            height={260}
            label={`${name}历年开业与储备`}
          />
        </Card>
      )}
      <Performance p={p} />
      {kind === 'group' && <GroupBrands p={p} />}
      {kind === 'city' && <CityMap id={id} />}
    </div>
  )
}

function Facts({ p }: { p: ProfileAnswer }) {
  if (p.city) {
    const c = p.city
    const perResident = gdpPerResident(c.gdp, c.population)
    return (
      <Descriptions column={1} size="small">
        <Descriptions.Item label="省份">{c.province}</Descriptions.Item>
        <Descriptions.Item label="城市等级">
          <WithSource citation={c.tier_citation}>
            <span>{cityTierLabels[c.tier as CityTier]}</span>
          </WithSource>
        </Descriptions.Item>
        <Descriptions.Item label="常住人口">
          <WithSource citation={c.population?.citation}>
            <Published value={c.population?.value} unit="万人" />
          </WithSource>
        </Descriptions.Item>
        <Descriptions.Item label="GDP">
          <WithSource citation={c.gdp?.citation}>
            <Published value={c.gdp?.value} unit="亿元" />
          </WithSource>
        </Descriptions.Item>
        {perResident && (
          <Descriptions.Item label="人均 GDP">
            <div>
              约 {perResident.yuan.toLocaleString('zh-CN')} 元
              <div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  按上列 {perResident.year} 年 GDP ÷ 年末常住人口估算，与统计公报的人均值（按年平均人口）略有出入
                </Typography.Text>
              </div>
            </div>
          </Descriptions.Item>
        )}
      </Descriptions>
    )
  }
  if (p.brand) {
    const b = p.brand
    return (
      <Descriptions column={1} size="small">
        <Descriptions.Item label="管理集团">
          <Link to={`/section/profile?kind=group&id=${encodeURIComponent(b.group_id)}`}>{b.group_name}</Link>
        </Descriptions.Item>
        <Descriptions.Item label="定位">
          <Flex gap={8} wrap align="center">
            <PositioningTag positioning={b.positioning} />
            {b.group_segment && <Typography.Text type="secondary">集团口径：{b.group_segment}</Typography.Text>}
          </Flex>
        </Descriptions.Item>
        <Descriptions.Item label="创立">
          {b.launch_year == null ? (
            '暂无公开数据'
          ) : (
            <Flex gap={8} wrap align="baseline">
              {b.launch_year}
              <SourceLine citation={b.launch_citation} />
            </Flex>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="产品">{b.style ?? '暂无公开数据'}</Descriptions.Item>
        <Descriptions.Item label="在营规模">
          <div>
            <Flex gap={12} wrap>
              <Published value={b.size?.hotels} unit="家" />
              {b.size?.rooms != null && <Published value={b.size.rooms} unit="间" />}
            </Flex>
            <SourceLine citation={b.size?.citation} />
          </div>
        </Descriptions.Item>
        <Descriptions.Item label="收费标准">暂无公开数据（见专题 品牌谈判 › 费用结构）</Descriptions.Item>
        {(b.citation || b.supporting.length > 0) && (
          <Descriptions.Item label="资料来源">
            <Flex vertical gap={2}>
              <SourceLine citation={b.citation} />
              {b.supporting.map((c) => (
                <span key={c.label}>
                  {b.citation && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      另见{' '}
                    </Typography.Text>
                  )}
                  <SourceLine citation={c} />
                </span>
              ))}
            </Flex>
          </Descriptions.Item>
        )}
      </Descriptions>
    )
  }
  const g = p.group
  if (!g) return null
  const size = (label: string, s: typeof g.china) => (
    <Descriptions.Item label={label}>
      {s ? (
        <div>
          <Flex gap={12} wrap>
            {s.hotels != null && <Published value={s.hotels} unit="家" />}
            {s.rooms != null && <Published value={s.rooms} unit="间" />}
          </Flex>
          <SourceLine citation={s.citation} />
        </div>
      ) : (
        '暂无公开数据'
      )}
    </Descriptions.Item>
  )
  return (
    <Descriptions column={1} size="small">
      <Descriptions.Item label="类型">{groupOriginLabels[g.origin as GroupOrigin]}</Descriptions.Item>
      <Descriptions.Item label="总部">{g.headquarters || '暂无公开数据'}</Descriptions.Item>
      <Descriptions.Item label="成立">{g.founded_year ?? '暂无公开数据'}</Descriptions.Item>
      {g.ticker && <Descriptions.Item label="上市代码">{g.ticker}</Descriptions.Item>}
      {g.profile_citations.length > 0 && (
        <Descriptions.Item label="概况来源">
          <Flex vertical>
            {g.profile_citations.map((c) => (
              <SourceLine key={c.label} citation={c} />
            ))}
          </Flex>
        </Descriptions.Item>
      )}
      <Descriptions.Item label="榜单排名">
        {g.ranking ? (
          <WithSource citation={g.ranking.citation}>
            第 {g.ranking.rank} 名{g.ranking.rooms != null && ` · ${num(g.ranking.rooms)} 间`}
            {g.ranking.hotels != null && ` · ${num(g.ranking.hotels)} 家`}
          </WithSource>
        ) : (
          '未上榜或暂无公开数据'
        )}
      </Descriptions.Item>
      {size('在华规模（集团公布）', g.china)}
      {size('全球规模', g.world)}
      {size('储备项目', g.pipeline)}
    </Descriptions>
  )
}

function Stock({ p }: { p: ProfileAnswer }) {
  return (
    <PlainTable
      rowKey={(r) => r.segment}
      minWidth={480}
      rows={stockBySegment(p.supply.rows)}
      columns={[
        { key: 'segment', title: '定位', render: (r) => <PositioningTag positioning={r.segment} /> },
        { key: 'open', title: '在营/曾开业', align: 'end', render: (r) => num(r.open) },
        { key: 'openRooms', title: '客房', align: 'end', render: (r) => num(r.openRooms) },
        { key: 'pipeline', title: '储备', align: 'end', render: (r) => num(r.pipeline) },
        { key: 'pipelineRooms', title: '储备客房', align: 'end', render: (r) => num(r.pipelineRooms) },
      ]}
    />
  )
}

function Performance({ p }: { p: ProfileAnswer }) {
  if (p.performance.length === 0)
    return (
      <Card title="经营表现" style={{ marginTop: 16 }}>
        <Typography.Text type="secondary">没有在营酒店的月度经营数据。</Typography.Text>
      </Card>
    )
  const months = p.performance[0]?.months ?? []
  return (
    <Card
      title={`经营表现（${months[0]?.month} 至 ${months.at(-1)?.month}，按定位）`}
      style={{ marginTop: 16 }}
      extra={<DemoTag />}
    >
      <Typography.Paragraph type="secondary">
        由 {num(p.performance.reduce((s, x) => s + x.hotels, 0))}{' '}
        家在营酒店的月度数据按定位汇总；演示酒店的出租率与房价取自基准表的分档数据和季节假设。
      </Typography.Paragraph>
      <Chart spec={revparBySegment(p)} height={260} label="各定位月度 RevPAR" />
      <div style={{ marginTop: 16 }}>
        <PlainTable
          rowKey={(r) => r.segment}
          minWidth={480}
          rows={trailingBySegment(p)}
          columns={[
            { key: 'segment', title: '定位（近 12 个月）', render: (r) => <PositioningTag positioning={r.segment} /> },
            { key: 'hotels', title: '酒店', align: 'end' },
            { key: 'occupancy', title: '出租率', align: 'end', render: (r) => `${r.occupancy.toFixed(1)}%` },
            { key: 'adr', title: '平均房价', align: 'end', render: (r) => `${Math.round(r.adr)} 元` },
            { key: 'revpar', title: 'RevPAR', align: 'end', render: (r) => `${Math.round(r.revpar)} 元` },
          ]}
        />
      </div>
    </Card>
  )
}

function GroupBrands({ p }: { p: ProfileAnswer }) {
  return (
    <Card title={`旗下品牌（${p.brands.length}）`} style={{ marginTop: 16 }}>
      <PlainTable
        rowKey={(b) => b.id}
        minWidth={560}
        rows={p.brands}
        columns={[
          {
            key: 'name',
            title: '品牌',
            render: (b) => <Link to={`/section/profile?kind=brand&id=${encodeURIComponent(b.id)}`}>{b.name}</Link>,
          },
          { key: 'positioning', title: '定位', render: (b) => <PositioningTag positioning={b.positioning} /> },
          { key: 'launch_year', title: '创立', render: (b) => b.launch_year ?? '—' },
          {
            key: 'size',
            title: '在营（公布）',
            align: 'end',
            render: (b) => (b.size?.hotels != null ? `${num(b.size.hotels)} 家` : '暂无公开数据'),
          },
        ]}
      />
    </Card>
  )
}

function CityMap({ id }: { id: string }) {
  const points = useHotelPoints({ city: id })
  const config = useMapConfig()
  return (
    <Card title="酒店分布" style={{ marginTop: 16 }} styles={{ body: { padding: 0 } }}>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 360 }} />}>
        <MapCanvas
          points={points.data?.points ?? []}
          fitToPoints
          height={360}
          tileUrl={config.data?.tile_url}
          attribution={config.data?.attribution}
        />
      </Suspense>
    </Card>
  )
}

export { ProfilePage as Component }
