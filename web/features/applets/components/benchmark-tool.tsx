import { Alert, Card, Col, Descriptions, Divider, Flex, Form, Row, Table } from 'antd'
import { useMemo } from 'react'
import {
  type BenchmarkResult,
  benchmarkDefaults,
  benchmarkInputSchema,
  calculateBenchmark,
  type IndexReading,
} from '../../../../common/applets/benchmark.ts'
import { benchmarkDiagnosis, benchmarkNotes, benchmarkSheets, readingText } from '../lib/benchmark-view.ts'
import type { ChartSpec } from '../lib/chart-spec.ts'
import { formatNumber, formatPercent } from '../lib/format.ts'
import { useLiveResult } from '../lib/use-live-result.ts'
import { Chart } from './chart.tsx'
import { ExportButton } from './export-button.tsx'
import { FigureNotes } from './figure-notes.tsx'
import { NumberItem } from './number-item.tsx'
import { SummaryGrid } from './summary-grid.tsx'

const sides = [
  { key: 'hotel', title: '本酒店', schema: benchmarkInputSchema.shape.hotel.shape },
  { key: 'compSet', title: '竞争群（不含本酒店）', schema: benchmarkInputSchema.shape.compSet.shape },
] as const

export function BenchmarkTool() {
  const [form] = Form.useForm()
  const live = useLiveResult(form, benchmarkInputSchema, benchmarkDefaults, calculateBenchmark)

  return (
    <Flex vertical gap={16}>
      <Card title="统计期经营数据" size="small">
        <Form form={form} layout="vertical" initialValues={benchmarkDefaults} requiredMark={false}>
          <Row gutter={16}>
            {sides.map((side) => (
              <Col key={side.key} xs={24} lg={12}>
                <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
                  {side.title}
                </Divider>
                <Row gutter={16}>
                  <NumberItem
                    name={[side.key, 'occupancyPct']}
                    label="出租率"
                    unit="%"
                    schema={side.schema.occupancyPct}
                  />
                  <NumberItem name={[side.key, 'adr']} label="平均房价" unit="元" schema={side.schema.adr} />
                  <NumberItem
                    name={[side.key, 'rooms']}
                    label="客房数（选填）"
                    unit="间"
                    tooltip="填写双方客房数后显示公平份额对比"
                    schema={side.schema.rooms}
                  />
                </Row>
              </Col>
            ))}
          </Row>
        </Form>
      </Card>
      {live ? (
        <BenchmarkResults result={live.result} sheets={() => benchmarkSheets(live.input, live.result)} />
      ) : (
        <Alert type="error" showIcon title="有输入项不符合要求，请按红色提示修改后查看对标结果。" />
      )}
    </Flex>
  )
}

type Line = { key: string; label: string; hotel: string; compSet: string; index: string; name: string }

function BenchmarkResults({
  result,
  sheets,
}: {
  result: BenchmarkResult
  sheets: () => ReturnType<typeof benchmarkSheets>
}) {
  const spec = useMemo(() => chartSpec(result), [result])
  const lines: Line[] = [
    {
      key: 'occ',
      label: '出租率',
      hotel: formatPercent(result.hotel.occupancy),
      compSet: formatPercent(result.compSet.occupancy),
      index: formatNumber(result.mpi, 1),
      name: 'MPI',
    },
    {
      key: 'adr',
      label: '平均房价（元）',
      hotel: formatNumber(result.hotel.adr, 0),
      compSet: formatNumber(result.compSet.adr, 0),
      index: formatNumber(result.ari, 1),
      name: 'ARI',
    },
    {
      key: 'revpar',
      label: 'RevPAR（元）',
      hotel: formatNumber(result.hotel.revpar, 1),
      compSet: formatNumber(result.compSet.revpar, 1),
      index: formatNumber(result.rgi, 1),
      name: 'RGI',
    },
  ]
  const indexCard = (name: string, value: number, reading: IndexReading) => ({
    label: name,
    value: formatNumber(value, 1),
    hint: readingText[reading],
  })

  return (
    <Flex vertical gap={16}>
      <Card title="对标结果" size="small" extra={<ExportButton fileName="经营业绩对标.xlsx" sheets={sheets} />}>
        <Flex vertical gap={12}>
          <SummaryGrid
            items={[
              indexCard('MPI 市场渗透指数', result.mpi, result.readings.mpi),
              indexCard('ARI 平均房价指数', result.ari, result.readings.ari),
              indexCard('RGI 收入产生指数', result.rgi, result.readings.rgi),
            ]}
          />
          <Alert type="info" showIcon title={benchmarkDiagnosis(result)} />
          <Table<Line>
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={lines}
            scroll={{ x: 420 }}
            columns={[
              { title: '指标', dataIndex: 'label', fixed: 'start', width: 120 },
              { title: '本酒店', dataIndex: 'hotel', align: 'end' },
              { title: '竞争群', dataIndex: 'compSet', align: 'end' },
              {
                title: '指数',
                key: 'index',
                align: 'end',
                render: (_, l) => `${l.name} ${l.index}`,
              },
            ]}
          />
          {result.fairShare && (
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
          )}
        </Flex>
      </Card>
      <Card title="指数对比（100 = 公平份额）" size="small">
        <Chart spec={spec} height={260} label="MPI、ARI、RGI 指数图" />
      </Card>
      <FigureNotes notes={benchmarkNotes} />
    </Flex>
  )
}

function chartSpec(result: BenchmarkResult): ChartSpec {
  return {
    categories: ['MPI', 'ARI', 'RGI'],
    series: [
      { name: '指数', type: 'bar', data: [result.mpi, result.ari, result.rgi].map((v) => Math.round(v * 10) / 10) },
      { name: '公平份额 100', type: 'line', data: [100, 100, 100], reference: true },
    ],
  }
}
