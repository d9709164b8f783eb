import { Alert, Card, Flex, Skeleton, Statistic, Typography } from 'antd'
import { Link } from 'react-router'
import type { HotelPerformance, MonthKpi } from '#common/intel-schemas'
import { Chart } from '#web/components/chart/chart.tsx'
import type { ChartSpec } from '#web/components/chart/chart-spec.ts'
import { PlainTable } from '#web/components/plain-table.tsx'
import { RetryAlert } from '#web/components/retry-alert.tsx'
import { useHotelPerformance } from '../api/hotel-performance.ts'
import { PositioningTag } from './hotel-labels.tsx'
import { DemoTag } from './wall-parts.tsx'

const round = (v: number | null, digits = 0) => (v == null ? null : Number(v.toFixed(digits)))
const values = (rows: MonthKpi[], key: 'revpar' | 'occupancy' | 'adr') => rows.map((r) => round(r[key], 1) ?? 0)

/** Whether the competitive set has any month to compare with (an empty set has none: no line, no index). */
export const hasCompMonths = (p: HotelPerformance) => p.comp.some((r) => r.revpar != null)

/** RevPAR of the hotel and its set, month by month; the set's line only when it has figures. */
export function revparSpec(p: HotelPerformance): ChartSpec {
  return {
    categories: p.months,
    series: [
      { name: '本酒店 RevPAR', type: 'line', data: values(p.subject, 'revpar') },
      ...(hasCompMonths(p) ? [{ name: '竞争群 RevPAR', type: 'line' as const, data: values(p.comp, 'revpar') }] : []),
    ],
  }
}

/** MPI, ARI and RGI month by month against the fair share of 100. */
export function indexSpec(p: HotelPerformance): ChartSpec {
  const ratio = (a: number | null, b: number | null) => (a != null && b ? Number(((a / b) * 100).toFixed(1)) : 0)
  const series = (name: string, key: 'occupancy' | 'adr' | 'revpar') => ({
    name,
    type: 'line' as const,
    data: p.subject.map((s, i) => ratio(s[key], p.comp[i]?.[key] ?? null)),
  })
  return {
    categories: p.months,
    series: [
      series('MPI 出租率指数', 'occupancy'),
      series('ARI 房价指数', 'adr'),
      series('RGI 收入指数', 'revpar'),
      { name: '公平份额 100', type: 'line', data: p.months.map(() => 100), reference: true },
    ],
  }
}

function IndexStat(props: { title: string; value: number | null; help: string }) {
  const color = props.value == null ? undefined : props.value >= 100 ? '#36b37e' : '#f5a623'
  return (
    <Statistic
      title={<span title={props.help}>{props.title}</span>}
      value={props.value ?? '—'}
      precision={1}
      styles={{ content: { color } }}
    />
  )
}

/** The viewer's performance card: 24 months against the competitive set, indices and the set itself. */
export function HotelPerformanceCard(props: { hotelId: string; open: boolean }) {
  const answer = useHotelPerformance(props.hotelId)
  if (answer.isPending)
    return (
      <Card title="经营表现与竞争群" style={{ marginTop: 16 }}>
        <Skeleton active />
      </Card>
    )
  if (answer.error)
    return (
      <Card title="经营表现与竞争群" style={{ marginTop: 16 }}>
        <RetryAlert title="经营数据加载失败" error={answer.error} onRetry={() => answer.refetch()} />
      </Card>
    )
  const p = answer.data
  const t = p.trailing
  const hasSubject = t.subject.revpar != null
  return (
    <Card title="经营表现与竞争群" style={{ marginTop: 16 }} extra={p.is_demo && <DemoTag />}>
      <Typography.Paragraph type="secondary">
        {p.rule}。近 12 个月（{t.from} 至 {t.to}）合计计算：MPI = 出租率 ÷ 竞争群出租率，ARI = 平均房价 ÷
        竞争群平均房价， RGI = RevPAR ÷ 竞争群 RevPAR，均 × 100；高于 100 表示拿到的份额超过公平份额。
      </Typography.Paragraph>
      {!props.open && (
        <Alert type="info" showIcon title="本酒店尚未开业或已停业，只显示其竞争群。" style={{ marginBottom: 16 }} />
      )}
      {props.open && !hasSubject && (
        <Alert
          type="info"
          showIcon
          title="本酒店还没有导入月度经营数据，只显示其竞争群。"
          style={{ marginBottom: 16 }}
        />
      )}
      {p.comp_set.length < 5 && (
        <Alert
          type="warning"
          showIcon
          title={`附近只找到 ${p.comp_set.length} 家可比酒店，指数参考意义有限。`}
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex gap={32} wrap style={{ marginBottom: 16 }}>
        <Statistic title="出租率" value={round(t.subject.occupancy, 1) ?? '—'} suffix={hasSubject ? '%' : ''} />
        <Statistic title="平均房价" value={round(t.subject.adr) ?? '—'} suffix={hasSubject ? '元' : ''} />
        <Statistic title="RevPAR" value={round(t.subject.revpar) ?? '—'} suffix={hasSubject ? '元' : ''} />
        <Statistic
          title="竞争群 RevPAR"
          value={round(t.comp.revpar) ?? '—'}
          suffix={t.comp.revpar != null ? '元' : ''}
        />
        <IndexStat title="MPI" value={round(t.mpi, 1)} help="出租率指数" />
        <IndexStat title="ARI" value={round(t.ari, 1)} help="平均房价指数" />
        <IndexStat title="RGI" value={round(t.rgi, 1)} help="RevPAR 指数" />
      </Flex>
      {hasSubject && (
        <Flex gap={16} wrap>
          <div style={{ flex: '1 1 420px', minWidth: 0 }}>
            <Typography.Text strong>RevPAR（元）</Typography.Text>
            <Chart spec={revparSpec(p)} height={260} label="本酒店与竞争群的月度 RevPAR" />
          </div>
          <div style={{ flex: '1 1 420px', minWidth: 0 }}>
            <Typography.Text strong>指数（公平份额 = 100）</Typography.Text>
            {hasCompMonths(p) ? (
              <Chart spec={indexSpec(p)} height={260} label="月度 MPI、ARI、RGI" />
            ) : (
              <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
                没有竞争群，无法计算 MPI、ARI 和 RGI。
              </Typography.Paragraph>
            )}
          </div>
        </Flex>
      )}
      <div style={{ marginTop: 16 }}>
        <PlainTable
          rowKey={(row) => row.id}
          rows={p.comp_set}
          minWidth={560}
          empty="20 公里内没有同档或相邻档的在营酒店"
          columns={[
            {
              key: 'name',
              title: `竞争群（${p.comp_set.length} 家）`,
              render: (row) => <Link to={`/hotel-viewer?id=${encodeURIComponent(row.id)}`}>{row.name}</Link>,
            },
            { key: 'positioning', title: '定位', render: (row) => <PositioningTag positioning={row.positioning} /> },
            { key: 'rooms', title: '客房', align: 'end' },
            { key: 'distance_km', title: '距离', align: 'end', render: (row) => `${row.distance_km.toFixed(2)} 公里` },
          ]}
        />
      </div>
    </Card>
  )
}
