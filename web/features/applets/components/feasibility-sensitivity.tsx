import { Col, Flex, Row, Table, Typography } from 'antd'
import { useMemo } from 'react'
import type { FeasibilitySensitivity, SensitivityGrid } from '#common/applets/feasibility-sensitivity'
import { Chart } from '#web/components/chart/chart.tsx'
import { tornadoChart } from '../lib/feasibility-view.ts'
import { formatPercent } from '../lib/format.ts'

/** `equity`: what the text calls the levered return's cash flow (股本 in the tool, 自有资金 in a study). */
type Props = { sensitivity: FeasibilitySensitivity; discountRatePct: number; equity?: string }

/** Green where the IRR reaches the discount rate, amber where it is positive but short of it, red below zero. */
function cellColor(irr: number | null, discount: number) {
  if (irr === null || irr < 0) return 'rgba(212, 40, 45, 0.35)'
  if (irr < discount) return 'rgba(245, 166, 35, 0.3)'
  return 'rgba(54, 179, 126, 0.35)'
}

type GridRow = { key: number; label: string; cells: (number | null)[] }

function GridTable({ title, grid, discount }: { title: string; grid: SensitivityGrid; discount: number }) {
  const rows: GridRow[] = grid.rows.values.map((label, i) => ({ key: i, label, cells: grid.cells[i] ?? [] }))
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{title}</Typography.Text>
      <Table<GridRow>
        size="small"
        bordered
        pagination={false}
        dataSource={rows}
        scroll={{ x: 480 }}
        columns={[
          { title: `${grid.rows.label} ＼ ${grid.cols.label}`, dataIndex: 'label', width: 120 },
          ...grid.cols.values.map((label, j) => ({
            title: label,
            key: `c${j}`,
            align: 'end' as const,
            onCell: (row: GridRow) => ({ style: { background: cellColor(row.cells[j] ?? null, discount) } }),
            render: (_: unknown, row: GridRow) => {
              const v = row.cells[j] ?? null
              const text = v === null ? '无 IRR' : formatPercent(v)
              return row.key === 2 && j === 2 ? <Typography.Text strong>{text}</Typography.Text> : text
            },
          })),
        ]}
      />
    </Flex>
  )
}

/** The body of the sensitivity card: two IRR grids and the tornado. */
export function FeasibilitySensitivityView({ sensitivity, discountRatePct, equity = '股本' }: Props) {
  const spec = useMemo(() => tornadoChart(sensitivity), [sensitivity])
  const discount = discountRatePct / 100
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">
        中间加粗为基准情形；绿色达到折现率 {discountRatePct}%，黄色为正但低于折现率，红色为负或不存在 IRR。
      </Typography.Text>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <GridTable title="平均房价 × 稳定期出租率" grid={sensitivity.adrOccupancy} discount={discount} />
        </Col>
        <Col xs={24} lg={12}>
          <GridTable title="开发成本（不含土地）× 退出资本化率" grid={sensitivity.costCap} discount={discount} />
        </Col>
      </Row>
      <Typography.Text strong>各项假设单独变动时{equity} IRR 的变化（百分点）</Typography.Text>
      <Chart spec={spec} height={300} label="敏感性龙卷风图" />
    </Flex>
  )
}
