import { Alert, Segmented, Skeleton, Space, Tag, Typography } from 'antd'
import { useState } from 'react'
import { alertText, type DashboardAnswer, type KpiSet } from '#common/asset/schemas'
import { variancePct } from '#common/asset/usali'
import { Chart } from '#web/components/chart/chart.tsx'
import type { ChartSpec } from '#web/components/chart/chart-spec.ts'
import { PlainTable } from '#web/components/plain-table.tsx'
import { RetryAlert } from '#web/components/retry-alert.tsx'
import { useAssetDashboard } from '../api/asset.ts'
import { AssetTools } from './asset-manage.tsx'
import { Section } from './parts.tsx'
import { WhenVisible } from './when-visible.tsx'

type Period = NonNullable<DashboardAnswer['month']>

const metrics: { key: keyof KpiSet; label: string; unit: '%' | '元' | '万元' }[] = [
  { key: 'occupancy', label: '出租率', unit: '%' },
  { key: 'adr', label: 'ADR 平均房价', unit: '元' },
  { key: 'revpar', label: 'RevPAR', unit: '元' },
  { key: 'trevpar', label: 'TRevPAR', unit: '元' },
  { key: 'total_revenue', label: '营业收入', unit: '万元' },
  { key: 'gop', label: 'GOP', unit: '万元' },
  { key: 'gop_margin', label: 'GOP 率', unit: '%' },
  { key: 'goppar', label: 'GOPPAR', unit: '元' },
  { key: 'ebitda', label: 'EBITDA', unit: '万元' },
]

const fmt = (v: number | null | undefined, unit: string) => {
  if (v == null) return '—'
  if (unit === '万元') return `${(v / 10_000).toLocaleString('zh-CN', { maximumFractionDigits: 1 })} 万`
  if (unit === '%') return `${v.toFixed(1)}%`
  return v.toLocaleString('zh-CN', { maximumFractionDigits: 0 })
}

/** Variance in % for amounts, in percentage points for rates; green when better, red when worse. */
function Variance(props: { actual: number | null; reference: number | null | undefined; points: boolean }) {
  if (props.actual == null || props.reference == null) return <span>—</span>
  const v = props.points ? props.actual - props.reference : variancePct(props.actual, props.reference)
  if (v == null) return <span>—</span>
  const color = v >= 0 ? '#36b37e' : '#ff6b6b'
  return <span style={{ color }}>{`${v >= 0 ? '+' : ''}${v.toFixed(1)}${props.points ? ' 个百分点' : '%'}`}</span>
}

function KpiTable(props: { month: Period; ytd: Period | null }) {
  const rows = metrics.map((m) => ({ ...m }))
  const cells = (p: Period | null, prefix: string) => [
    {
      key: `${prefix}a`,
      title: `${prefix}实际`,
      align: 'end' as const,
      render: (m: (typeof rows)[number]) => fmt(p?.actual[m.key], m.unit),
    },
    {
      key: `${prefix}b`,
      title: '对比预算',
      align: 'end' as const,
      render: (m: (typeof rows)[number]) => (
        <Variance actual={p?.actual[m.key] ?? null} reference={p?.budget?.[m.key]} points={m.unit === '%'} />
      ),
    },
    {
      key: `${prefix}l`,
      title: '对比去年',
      align: 'end' as const,
      render: (m: (typeof rows)[number]) => (
        <Variance actual={p?.actual[m.key] ?? null} reference={p?.last_year?.[m.key]} points={m.unit === '%'} />
      ),
    },
  ]
  return (
    <PlainTable
      rowKey={(m) => m.key}
      rows={rows}
      minWidth={760}
      columns={[{ key: 'label', title: '指标' }, ...cells(props.month, '本月'), ...cells(props.ytd, '年累计')]}
    />
  )
}

export function revparTrend(d: DashboardAnswer): ChartSpec {
  const v = (k: 'revpar' | 'revpar_budget' | 'revpar_comp') => d.trend.map((t) => Math.round(t[k] ?? 0))
  return {
    categories: d.trend.map((t) => t.month),
    unit: '元',
    series: [
      { name: '实际 RevPAR', type: 'line', data: v('revpar') },
      { name: '预算 RevPAR', type: 'line', data: v('revpar_budget'), reference: true },
      { name: '竞争群 RevPAR', type: 'line', data: v('revpar_comp') },
    ],
  }
}

export function gopTrend(d: DashboardAnswer): ChartSpec {
  const wan = (x: number | null) => Math.round((x ?? 0) / 1000) / 10
  return {
    categories: d.trend.map((t) => t.month),
    unit: '万元',
    series: [
      { name: '实际 GOP', type: 'bar', data: d.trend.map((t) => wan(t.gop)) },
      { name: '预算 GOP', type: 'line', data: d.trend.map((t) => wan(t.gop_budget)) },
    ],
  }
}

const feeLabels = { base_fee: '基本管理费', incentive_fee: '奖励管理费', ffe_reserve: 'FF&E 准备金' } as const

function Fees(props: { d: DashboardAnswer }) {
  const { d } = props
  if (!d.agreement) return <Typography.Text type="secondary">尚未录入管理合同条款</Typography.Text>
  const rows = d.fees.flatMap((y) => y.checks.map((c) => ({ ...c, year: y.year, months: y.months })))
  const test = d.performance_test
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Text type="secondary">
        {`合同：基本管理费 ${d.agreement.base_fee_pct}% × 营业收入；奖励管理费 ${d.agreement.incentive_fee_pct}% × ${
          d.agreement.incentive_basis === 'gop'
            ? 'GOP'
            : `（GOP − 基本管理费 − FF&E 准备金 − 业主优先回报 ${fmt(d.agreement.owner_priority, '万元')}）`
        }；FF&E 准备金 ${d.agreement.ffe_reserve_pct}%${d.agreement.key_money ? `；签约保证金 ${fmt(d.agreement.key_money, '万元')}` : ''}`}
      </Typography.Text>
      <PlainTable
        rowKey={(r) => `${r.year}-${r.item}`}
        rows={rows}
        minWidth={560}
        columns={[
          { key: 'year', title: '年度', render: (r) => `${r.year}（${r.months} 个月）` },
          { key: 'item', title: '项目', render: (r) => feeLabels[r.item] },
          { key: 'expected', title: '按合同应计', align: 'end', render: (r) => fmt(r.expected, '万元') },
          { key: 'charged', title: '实际计提', align: 'end', render: (r) => fmt(r.charged, '万元') },
          {
            key: 'difference',
            title: '差异',
            align: 'end',
            render: (r) =>
              r.flagged ? (
                <Tag color="error">{`多计 ${fmt(r.difference, '万元')}`.replace('多计 -', '少计 ')}</Tag>
              ) : (
                '相符'
              ),
          },
        ]}
      />
      {test && d.agreement.performance_test ? (
        <Alert
          type={test.failed ? 'error' : 'success'}
          showIcon
          title={test.failed ? '业绩考核未通过：可依合同启动整改或解约程序' : '业绩考核通过'}
          description={`考核条件：RevPAR 指数低于 ${d.agreement.performance_test.revpar_index_below} 且 GOP 低于预算超过 ${d.agreement.performance_test.gop_shortfall_pct}%，连续 ${d.agreement.performance_test.years} 年。${test.years
            .map(
              (y) =>
                `截至 ${y.year} 年的 12 个月：RevPAR 指数 ${y.revpar_index?.toFixed(1) ?? '—'}，GOP 较预算 ${y.shortfall_pct == null ? '—' : `${(-y.shortfall_pct).toFixed(1)}%`}${y.failed ? '（未达标）' : ''}`,
            )
            .join('；')}`}
        />
      ) : null}
    </Space>
  )
}

/** One hotel's figures: the month and year to date, alerts, trends, comp-set indices, fees and the performance test. */
export function HotelAssetDashboard(props: { hotelId: string; organizationId?: string }) {
  const answer = useAssetDashboard(props.hotelId)
  if (answer.isPending) return <Skeleton active />
  if (answer.error)
    return <RetryAlert title="资产经营数据加载失败" error={answer.error} onRetry={() => answer.refetch()} />
  const d = answer.data
  const tools = (
    <AssetTools
      hotelId={d.hotel.id}
      hotelName={d.hotel.name}
      agreement={d.agreement}
      thresholds={d.thresholds}
      organizationId={props.organizationId}
    />
  )
  if (!d.month)
    return (
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text type="secondary">尚未导入月度损益，可下载模板填写后导入</Typography.Text>
        {tools}
      </Space>
    )
  const idx = (p: Period | null) =>
    p
      ? `MPI ${p.index.mpi?.toFixed(1) ?? '—'} · ARI ${p.index.ari?.toFixed(1) ?? '—'} · RevPAR 指数 ${p.index.rgi?.toFixed(1) ?? '—'}`
      : '—'
  const ft = (v: number | null) => (v == null ? '—' : `${v.toFixed(0)}%`)
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} className="asset-dashboard">
      <Space wrap>
        <Typography.Text strong>{`最新月份 ${d.latest_month}`}</Typography.Text>
        {d.is_demo ? <Tag color="gold">演示数据（测算假设）</Tag> : null}
      </Space>
      {tools}
      {d.alerts.length ? (
        <Alert
          type="warning"
          showIcon
          title={`年累计预警 ${d.alerts.length} 项`}
          description={d.alerts.map(alertText).join('；')}
        />
      ) : null}
      <KpiTable month={d.month} ytd={d.ytd} />
      <Typography.Text>
        {`竞争群指数（本月）：${idx(d.month)}；（年累计）：${idx(d.ytd)}。${d.comp_set.rule}，共 ${d.comp_set.hotels} 家。`}
      </Typography.Text>
      <Typography.Text>
        {`GOP 流转率（年累计）：对比预算 ${ft(d.ytd?.flow_through_budget ?? null)}，对比去年 ${ft(d.ytd?.flow_through_last_year ?? null)}（GOP 变动 ÷ 收入变动）`}
      </Typography.Text>
      <WhenVisible height={240}>
        <Chart spec={revparTrend(d)} height={240} label="24 个月 RevPAR：实际、预算与竞争群" />
      </WhenVisible>
      <WhenVisible height={240}>
        <Chart spec={gopTrend(d)} height={240} label="24 个月 GOP：实际与预算" />
      </WhenVisible>
      <Typography.Title level={5} style={{ margin: 0 }}>
        管理费核查与业绩考核
      </Typography.Title>
      <Fees d={d} />
    </Space>
  )
}

/** The owner's or single hotel's asset section: one hotel at a time, chosen among the open ones. */
export function AssetSection(props: {
  hotels: { id: string; name: string; status: string }[]
  organizationId?: string
}) {
  const open = props.hotels.filter((h) => h.status === 'open')
  const [chosen, setChosen] = useState(open[0]?.id)
  if (!open.length) return null
  return (
    <Section title="资产经营月报">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {open.length > 1 ? (
          <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
            <Segmented
              options={open.map((h) => ({ label: h.name, value: h.id }))}
              value={chosen}
              onChange={(v) => setChosen(String(v))}
            />
          </div>
        ) : null}
        {chosen ? <HotelAssetDashboard hotelId={chosen} organizationId={props.organizationId} /> : null}
      </Space>
    </Section>
  )
}
