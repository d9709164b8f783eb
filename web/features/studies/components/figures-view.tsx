import { Alert, Card, Col, Descriptions, Flex, Row, Statistic, Table, Typography } from 'antd'
import type { ReactNode } from 'react'
import type { OperatingYear } from '#common/applets/feasibility-operations'
import {
  marketSegmentLabels,
  marketSegments,
  type ProjectionYear,
  type StudyFigures,
  studyTerms,
} from '#common/study/schemas'
import { Chart } from '#web/components/chart/chart.tsx'
import { FeasibilitySensitivityView, Verdict } from '#web/features/applets/index.ts'
import { num, pct, ratioPct } from '../lib/format.ts'

type Line<T> = { label: string; value: (row: T) => ReactNode; strong?: boolean }

/** A card of yearly figures: a chart of some lines, rounded to one decimal, over the table of every line. */
function YearFigures<T>(props: {
  title: string
  chart: { height: number; label: string; unit: string }
  series: { name: string; type: 'bar' | 'line'; value: (row: T) => number }[]
  rows: T[]
  year: (row: T) => string
  lines: Line<T>[]
  caption: string
}) {
  const { chart, rows, year } = props
  const series = props.series.map((one) => ({
    name: one.name,
    type: one.type,
    data: rows.map((r) => round1(one.value(r))),
  }))
  return (
    <Card size="small" title={props.title}>
      <Chart
        height={chart.height}
        label={chart.label}
        spec={{ categories: rows.map(year), series, unit: chart.unit }}
      />
      <div style={{ marginTop: 12 }}>
        <YearTable rows={rows} year={year} lines={props.lines} caption={props.caption} />
      </div>
    </Card>
  )
}

/** A table with one column per year and one row per line (the layout of a projection in a consultant's report). */
function YearTable<T>(props: { rows: T[]; year: (row: T) => string; lines: Line<T>[]; caption: string }) {
  const data = props.lines.map((line, i) => ({ key: i, line }))
  return (
    <Table
      size="small"
      bordered
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={data}
      aria-label={props.caption}
      columns={[
        {
          title: props.caption,
          key: 'label',
          fixed: 'left',
          width: 190,
          render: (_: unknown, { line }: { line: Line<T> }) =>
            line.strong ? <Typography.Text strong>{line.label}</Typography.Text> : line.label,
        },
        ...props.rows.map((row, i) => ({
          title: props.year(row),
          key: String(i),
          align: 'right' as const,
          render: (_: unknown, { line }: { line: Line<T> }) => line.value(row),
        })),
      ]}
    />
  )
}

const projectionLines: Line<ProjectionYear>[] = [
  { label: '现有供给（间夜）', value: (y) => num(y.existingSupply) },
  { label: '新增供给（加权间夜）', value: (y) => num(y.newSupply) },
  { label: '本项目供给（间夜）', value: (y) => num(y.subjectSupply) },
  { label: '市场总供给（间夜）', value: (y) => num(y.totalSupply), strong: true },
  ...marketSegments.map((s) => ({
    label: `${marketSegmentLabels[s]}需求（间夜）`,
    value: (y: ProjectionYear) => num(y.demand[s]),
  })),
  { label: '释放的未满足需求', value: (y) => num(y.latentCaptured) },
  { label: '诱发需求', value: (y) => num(y.induced) },
  { label: '市场总需求（间夜）', value: (y) => num(y.totalDemand), strong: true },
  { label: '市场入住率', value: (y) => ratioPct(y.marketOccupancy), strong: true },
  { label: '本项目公平份额', value: (y) => ratioPct(y.fairShare) },
  ...marketSegments.map((s) => ({
    label: `${marketSegmentLabels[s]}渗透率`,
    value: (y: ProjectionYear) => pct(y.penetration[s], 0),
  })),
  { label: '本项目获取间夜', value: (y) => num(y.capturedTotal) },
  { label: '本项目入住率', value: (y) => ratioPct(y.subjectOccupancy), strong: true },
  { label: '市场平均房价（元）', value: (y) => num(y.marketAdr) },
  { label: '本项目平均房价（元）', value: (y) => num(y.subjectAdr), strong: true },
  { label: '本项目 RevPAR（元）', value: (y) => num(y.subjectRevpar) },
  { label: 'MPI', value: (y) => num(y.mpi * 100) },
  { label: 'ARI', value: (y) => num(y.ari * 100) },
  { label: 'RGI', value: (y) => num(y.rgi * 100) },
]

const money = (value: number) => num(value, 0)
const usaliLines: Line<OperatingYear>[] = [
  { label: '入住率', value: (y) => ratioPct(y.occupancy) },
  { label: '平均房价（元）', value: (y) => num(y.adr) },
  { label: '客房收入', value: (y) => money(y.roomsRevenue) },
  { label: '餐饮收入', value: (y) => money(y.fnbRevenue) },
  { label: '其他收入', value: (y) => money(y.otherRevenue) },
  { label: '营业收入合计', value: (y) => money(y.totalRevenue), strong: true },
  { label: '部门利润', value: (y) => money(y.departmentalProfit) },
  { label: '未分配营业费用', value: (y) => money(y.undistributed) },
  { label: '经营毛利（GOP）', value: (y) => money(y.gop), strong: true },
  { label: 'GOP 率', value: (y) => ratioPct(y.gopMargin) },
  { label: '基本管理费', value: (y) => money(y.baseFee) },
  { label: '奖励管理费', value: (y) => money(y.incentiveFee) },
  { label: '品牌费', value: (y) => money(y.brandFee) },
  { label: '税金及附加、房产税、土地使用税', value: (y) => money(y.surcharges + y.propertyTax + y.landUseTax) },
  { label: '保险', value: (y) => money(y.insurance) },
  { label: 'FF&E 更新准备', value: (y) => money(y.ffeReserve) },
  { label: '净经营收入（NOI）', value: (y) => money(y.noi), strong: true },
]

/** 预测与财务: the market base, the ten-year projection, the USALI summary, investment, lender tests, sensitivity. */
export function FiguresView({
  figures,
  problems,
  flags = [],
}: {
  figures: StudyFigures | null
  problems: string[]
  flags?: { field: string; message: string }[]
}) {
  // The projection's own flags (a market or subject over 95 % full) belong beside its figures.
  const projectionFlags = flags.filter((f) => f.field.startsWith('projection.'))
  if (!figures) {
    return (
      <Alert
        type="warning"
        showIcon
        title="暂无测算结果"
        description={problems.length ? problems.join('；') : '请补全测算假设后重新测算。'}
      />
    )
  }
  const { market, projection, financials } = figures
  const lender = financials.lender
  return (
    <Flex vertical gap={16}>
      {problems.length > 0 && <Alert type="warning" showIcon title={problems.join('；')} />}
      {projectionFlags.map((f) => (
        <Alert key={f.field} type="warning" showIcon title={f.message} />
      ))}
      <Card size="small" title="基准年市场（竞争组合）">
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }}>
          <Descriptions.Item label="数据基础">
            {market.basis === 'imported'
              ? `导入的月度数据（${market.period?.from} 至 ${market.period?.to}，${market.hotelsWithData}/${market.hotels} 家）`
              : '手工填写的经营表现（见测算假设）'}
          </Descriptions.Item>
          <Descriptions.Item label="客房">{num(market.rooms)} 间</Descriptions.Item>
          <Descriptions.Item label="入住率">{ratioPct(market.occupancy)}</Descriptions.Item>
          <Descriptions.Item label="平均房价">{num(market.adr)} 元</Descriptions.Item>
          <Descriptions.Item label="RevPAR">{num(market.revpar)} 元</Descriptions.Item>
          <Descriptions.Item label="已售间夜">{num(market.roomsSold)}</Descriptions.Item>
          <Descriptions.Item label="本项目公平份额">{ratioPct(market.fairShare)}</Descriptions.Item>
          {marketSegments.map((s) => (
            <Descriptions.Item key={s} label={`${marketSegmentLabels[s]}需求`}>
              {num(market.demand[s])} 间夜
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      <YearFigures
        title="市场供需与本项目经营预测（渗透率法，开业后十年）"
        chart={{ height: 300, label: '市场入住率与本项目入住率', unit: '%' }}
        series={[
          { name: '市场入住率', type: 'line', value: (y) => y.marketOccupancy * 100 },
          { name: '本项目入住率', type: 'line', value: (y) => y.subjectOccupancy * 100 },
        ]}
        rows={projection}
        year={(y) => `${y.calendarYear}`}
        lines={projectionLines}
        caption="项目"
      />
      <YearFigures
        title="经营预测（USALI 摘要，万元）"
        chart={{ height: 280, label: '营业收入、GOP 与 NOI', unit: '万元' }}
        series={[
          { name: '营业收入', type: 'bar', value: (y) => y.totalRevenue },
          { name: 'GOP', type: 'bar', value: (y) => y.gop },
          { name: 'NOI', type: 'line', value: (y) => y.noi },
        ]}
        rows={financials.years}
        year={(y) => `第${y.year}年`}
        lines={usaliLines}
        caption="万元"
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card size="small" title="投资估算与融资（万元）" style={{ height: '100%' }}>
            <Descriptions size="small" column={1}>
              <Descriptions.Item label="总投资">{money(financials.investment.totalInvestment)}</Descriptions.Item>
              <Descriptions.Item label="单房投资">{num(financials.investment.perKey, 1)} 万元/间</Descriptions.Item>
              <Descriptions.Item label="建设期资本化利息">
                {money(financials.investment.capitalisedInterest)}
              </Descriptions.Item>
              <Descriptions.Item label="贷款">
                {money(financials.financing.loan)}（年利率 {pct(financials.financing.ratePct, 2)}，
                {financials.financing.termYears} 年，宽限期 {financials.financing.graceYears} 年）
              </Descriptions.Item>
              <Descriptions.Item label="自有资金">{money(financials.financing.equity)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title="估值、回报与贷款测试" style={{ height: '100%' }}>
            <Row gutter={[12, 12]}>
              <Col span={8}>
                <Statistic title="估值 / 成本" value={num(financials.value.valueToCost, 2)} suffix="倍" />
              </Col>
              <Col span={8}>
                <Statistic title="稳定期成本收益率" value={ratioPct(financials.value.yieldOnCost)} />
              </Col>
              <Col span={8}>
                <Statistic title="全投资 IRR" value={ratioPct(financials.returns.projectIrr)} />
              </Col>
              <Col span={8}>
                <Statistic title="自有资金 IRR" value={ratioPct(financials.returns.equityIrr)} />
              </Col>
              <Col span={8}>
                <Statistic
                  title={`最低 DSCR（要求 ≥ ${num(lender.dscrMin, 2)}）`}
                  value={lender.minDscr ? `${num(lender.minDscr.value, 2)}（第${lender.minDscr.year}年）` : '无贷款'}
                />
              </Col>
              <Col span={8}>
                <Statistic title="LTV" value={ratioPct(lender.ltv)} />
              </Col>
            </Row>
            {lender.yearsBelowMin.length > 0 && (
              <Alert
                style={{ marginTop: 12 }}
                type="warning"
                showIcon
                title={`第 ${lender.yearsBelowMin.join('、')} 年 DSCR 低于贷款要求`}
              />
            )}
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              稳定期（第 {financials.value.stabilizedYear} 年）NOI {money(financials.value.stabilizedNoi)}{' '}
              万元，按资本化率 {pct(financials.value.capRatePct, 2)} 估值 {money(financials.value.value)}{' '}
              万元。债务收益率为国际惯例参考（
              {pct(lender.debtYieldReferencePct, 0)}）。
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
      {financials.verdict?.length ? <Verdict paragraphs={financials.verdict} title="测算结论" /> : null}
      <Card title="敏感性分析（自有资金 IRR，税后）" size="small">
        <FeasibilitySensitivityView
          sensitivity={financials.sensitivity}
          discountRatePct={financials.input.discountRatePct}
          equity={studyTerms.equity}
        />
      </Card>
    </Flex>
  )
}

const round1 = (value: number) => Math.round(value * 10) / 10
