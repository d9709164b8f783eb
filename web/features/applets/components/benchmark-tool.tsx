import { Descriptions, Form, type FormInstance, InputNumber, Table, Typography } from 'antd'
import { type ClipboardEvent, useMemo } from 'react'
import {
  type BenchmarkInput,
  type BenchmarkResult,
  benchmarkDefaults,
  benchmarkInputSchema,
  calculateBenchmark,
  type MonthIndex,
  type MonthInput,
  monthSchemas,
} from '#common/applets/benchmark'
import { benchmarkVerdict } from '#common/applets/benchmark-verdict'
import { Chart } from '#web/components/chart/chart.tsx'
import {
  benchmarkChart,
  benchmarkNotes,
  benchmarkSheets,
  benchmarkSummary,
  monthCellLabel,
  monthColumnLabels,
  monthColumns,
  pastedMonths,
  readingText,
} from '../lib/benchmark-view.ts'
import type { Calculator } from '../lib/calculator.ts'
import { formatNumber, formatPercent } from '../lib/format.ts'
import { zodRule } from '../lib/zod-rule.ts'
import { calculatorTool } from './calculator-frame.tsx'
import { nameColumn, resultTable, rowFigureColumn } from './result-table.tsx'

const index = (v: number) => formatNumber(v, 1)

/** "months.2.compOcc" → "3月竞争群出租率", so the notice about a bad link names the field as the form does. */
function paramLabel(key: string) {
  const [head, month, column] = key.split('.')
  if (head === 'months' && column && column in monthColumnLabels) {
    return monthCellLabel(Number(month) + 1, column as (typeof monthColumns)[number])
  }
  return key === 'hotelRooms' ? '本酒店客房数' : key === 'compRooms' ? '竞争群客房数' : key
}

export const benchmarkCalculator: Calculator<BenchmarkInput, BenchmarkResult> = {
  name: 'RevPAR指数对标',
  inputTitle: '逐月经营数据（默认为示例数据，请替换为本酒店与竞争群的实际数据）',
  schema: benchmarkInputSchema,
  defaults: benchmarkDefaults,
  calculate: calculateBenchmark,
  labels: paramLabel,
  sections: () => [
    {
      title: '',
      fields: [
        {
          name: 'hotelRooms',
          label: '本酒店客房数',
          unit: '间',
          tooltip: '选填，与竞争群客房数一起用于份额对比；全年客房数按不变计',
        },
        { name: 'compRooms', label: '竞争群客房数', unit: '间', tooltip: '竞争群各酒店客房数之和，不含本酒店' },
      ],
    },
  ],
  fieldNotes: () => ({ hotelRooms: '选填，0 表示不填', compRooms: '选填，0 表示不填' }),
  extraInputs: MonthTable,
  results: {
    title: '对标结果',
    invalid: '有输入项不符合要求，请按红色提示修改后查看对标结果。',
    headline: ({ year: y }) => [
      { label: 'RGI 收入产生指数（全年）', value: index(y.rgi), hint: readingText[y.readings.rgi] },
      { label: 'MPI 市场渗透指数（全年）', value: index(y.mpi), hint: readingText[y.readings.mpi] },
      { label: 'ARI 平均房价指数（全年）', value: index(y.ari), hint: readingText[y.readings.ari] },
      {
        label: '本酒店 RevPAR（全年，元）',
        value: formatNumber(y.hotel.revpar, 0),
        hint: `竞争群 ${formatNumber(y.compSet.revpar, 0)} 元`,
      },
    ],
    verdict: (_input, result) => benchmarkVerdict(result),
    verdictTitle: '解读',
    verdictTone: (_input, result) => (result.year.readings.rgi === 'below' ? 'warning' : 'info'),
    detail: (_input, result) => <FairShare result={result} />,
    cards: [
      {
        title: '逐月指数（100 = 公平份额）',
        render: (_input, result) => <Chart spec={benchmarkChart(result)} height={280} label="MPI、ARI、RGI 指数图" />,
      },
      { title: '逐月与全年对比', render: (_input, result) => <MonthResults result={result} /> },
    ],
    notes: benchmarkNotes,
  },
  sheets: benchmarkSheets,
  summary: benchmarkSummary,
}

export const BenchmarkTool = calculatorTool(benchmarkCalculator)

type MonthRow = { month: number }
const monthRows: MonthRow[] = monthSchemas.map((_, i) => ({ month: i + 1 }))
/** Each cell's rule, built once: the month's own schema, so the message names the month. */
const cellRules = monthSchemas.map((schema) =>
  Object.fromEntries(monthColumns.map((column) => [column, [zodRule(schema.shape[column])]])),
)

/** The twelve months as a grid of inputs; a block copied from a spreadsheet can be pasted into any cell. */
function MonthTable({
  form,
  onValuesChange,
}: {
  form: FormInstance
  onValuesChange: (changed: unknown, all: unknown) => void
}) {
  const columns = useMemo(() => {
    function paste(event: ClipboardEvent, month: number, column: number) {
      const months = form.getFieldValue('months') as MonthInput[]
      const next = pastedMonths(event.clipboardData.getData('text'), months, { month, column })
      if (!next) return
      event.preventDefault()
      form.setFieldsValue({ months: next })
      onValuesChange({ months: next }, form.getFieldsValue(true))
      void form.validateFields([['months']], { recursive: true }).catch(() => {})
    }
    return [
      {
        title: '月份',
        key: 'month',
        width: 64,
        fixed: 'start' as const,
        render: (_: unknown, r: MonthRow) => `${r.month}月`,
      },
      ...monthColumns.map((column, c) => ({
        title: `${monthColumnLabels[column].title}（${monthColumnLabels[column].unit}）`,
        key: column,
        width: 150,
        render: (_: unknown, r: MonthRow) => (
          <Form.Item
            name={['months', r.month - 1, column]}
            rules={cellRules[r.month - 1]?.[column]}
            style={{ margin: 0 }}
          >
            <InputNumber
              style={{ width: '100%' }}
              aria-label={monthCellLabel(r.month, column)}
              onPaste={(event) => paste(event, r.month - 1, c)}
            />
          </Form.Item>
        ),
      })),
    ]
  }, [form, onValuesChange])

  return (
    <Table<MonthRow>
      size="small"
      rowKey="month"
      pagination={false}
      dataSource={monthRows}
      columns={columns}
      scroll={{ x: 680 }}
    />
  )
}

type ResultRow = { key: string; label: string; hotel: MonthIndex['hotel']; compSet: MonthIndex['compSet'] } & Pick<
  MonthIndex,
  'mpi' | 'ari' | 'rgi'
>

function FairShare({ result }: { result: BenchmarkResult }) {
  if (!result.fairShare) return null
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 3 }}
      title="份额对比（本酒店 + 竞争群为整体市场）"
      items={[
        { key: 'fair', label: '公平份额（供给）', children: formatPercent(result.fairShare.fairShare) },
        { key: 'demand', label: '实际间夜份额', children: formatPercent(result.fairShare.demandShare) },
        { key: 'revenue', label: '实际收入份额', children: formatPercent(result.fairShare.revenueShare) },
      ]}
    />
  )
}

const IndexTable = resultTable<ResultRow>('key', 900, [
  nameColumn('月份', 'label', 64),
  rowFigureColumn('本酒店出租率', 'ho', (r) => formatPercent(r.hotel.occupancy)),
  rowFigureColumn('本酒店房价', 'ha', (r) => formatNumber(r.hotel.adr, 0)),
  rowFigureColumn('本酒店 RevPAR', 'hr', (r) => formatNumber(r.hotel.revpar, 0)),
  rowFigureColumn('竞争群出租率', 'co', (r) => formatPercent(r.compSet.occupancy)),
  rowFigureColumn('竞争群房价', 'ca', (r) => formatNumber(r.compSet.adr, 0)),
  rowFigureColumn('竞争群 RevPAR', 'cr', (r) => formatNumber(r.compSet.revpar, 0)),
  rowFigureColumn('MPI', 'mpi', (r) => index(r.mpi)),
  rowFigureColumn('ARI', 'ari', (r) => index(r.ari)),
  rowFigureColumn('RGI', 'rgi', (r) => (
    <Typography.Text type={r.rgi < 99.5 ? 'warning' : undefined}>{index(r.rgi)}</Typography.Text>
  )),
])

function MonthResults({ result }: { result: BenchmarkResult }) {
  const y = result.year
  const rows: ResultRow[] = [
    ...result.months.map((m) => ({ ...m, key: String(m.month), label: `${m.month}月` })),
    { key: 'year', label: '全年', hotel: y.hotel, compSet: y.compSet, mpi: y.mpi, ari: y.ari, rgi: y.rgi },
  ]
  return (
    <>
      <IndexTable rows={rows} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {result.method === 'room_nights'
          ? '全年一行按双方全年售出间夜与客房收入合计计算，不是 12 个月的平均。'
          : '全年一行按各月天数加权（未填客房数，假设全年客房数不变），不是 12 个月的平均。'}
      </Typography.Text>
    </>
  )
}
