import { Alert, Card, Divider, Flex, Form, Row, Table } from 'antd'
import { useMemo } from 'react'
import {
  calculateSavings,
  type SavingsResult,
  savingsDefaults,
  savingsInputSchema,
  type UtilitySavings,
  utilities,
  utilityLabels,
} from '../../../../common/applets/savings.ts'
import type { ChartSpec } from '../lib/chart-spec.ts'
import { formatNumber, formatPercent, formatYears } from '../lib/format.ts'
import { irrText } from '../lib/irr-text.ts'
import { savingsNotes, savingsSheets } from '../lib/savings-view.ts'
import { useLiveResult } from '../lib/use-live-result.ts'
import { Chart } from './chart.tsx'
import { ExportButton } from './export-button.tsx'
import { FigureNotes } from './figure-notes.tsx'
import { NumberItem } from './number-item.tsx'
import { SummaryGrid } from './summary-grid.tsx'

const shape = savingsInputSchema.shape

export function SavingsTool() {
  const [form] = Form.useForm()
  const live = useLiveResult(form, savingsInputSchema, savingsDefaults, calculateSavings)

  return (
    <Flex vertical gap={16}>
      <Card title="改造前后的用量与单价（年）" size="small">
        <Form form={form} layout="vertical" initialValues={savingsDefaults} requiredMark={false}>
          {utilities.map((u) => {
            const label = utilityLabels[u]
            const s = shape[u].shape
            return (
              <div key={u}>
                <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
                  {label.name}
                </Divider>
                <Row gutter={16}>
                  <NumberItem
                    name={[u, 'useBefore']}
                    label={`改造前年${label.use}`}
                    unit={label.useUnit}
                    schema={s.useBefore}
                  />
                  <NumberItem
                    name={[u, 'useAfter']}
                    label={`改造后年${label.use}`}
                    unit={label.useUnit}
                    schema={s.useAfter}
                  />
                  <NumberItem
                    name={[u, 'tariffBefore']}
                    label={`改造前${label.tariff}`}
                    unit={label.tariffUnit}
                    schema={s.tariffBefore}
                  />
                  <NumberItem
                    name={[u, 'tariffAfter']}
                    label={`改造后${label.tariff}`}
                    unit={label.tariffUnit}
                    schema={s.tariffAfter}
                  />
                </Row>
              </div>
            )
          })}
          <Divider titlePlacement="start" plain>
            投资
          </Divider>
          <Row gutter={16}>
            <NumberItem name="investment" label="改造投资" unit="元" schema={shape.investment} />
            <NumberItem name="lifetimeYears" label="设备使用年限" unit="年" schema={shape.lifetimeYears} />
            <NumberItem name="discountRatePct" label="折现率" unit="%" schema={shape.discountRatePct} />
          </Row>
        </Form>
      </Card>
      {live ? (
        <SavingsResults result={live.result} sheets={() => savingsSheets(live.input, live.result)} />
      ) : (
        <Alert type="error" showIcon title="有输入项不符合要求，请按红色提示修改后查看测算结果。" />
      )}
    </Flex>
  )
}

function SavingsResults({ result, sheets }: { result: SavingsResult; sheets: () => ReturnType<typeof savingsSheets> }) {
  const costSpec = useMemo(() => costChart(result), [result])
  const cumulativeSpec = useMemo(() => cumulativeChart(result), [result])
  return (
    <Flex vertical gap={16}>
      <Card title="测算结果" size="small" extra={<ExportButton fileName="节能节水收益测算.xlsx" sheets={sheets} />}>
        <Flex vertical gap={12}>
          {result.yearlySaving <= 0 && (
            <Alert type="warning" showIcon title="改造后年费用不低于改造前，投资无法回收。" />
          )}
          <SummaryGrid
            items={[
              { label: '年节约金额（元）', value: formatNumber(result.yearlySaving, 0), hint: '改造前 − 改造后年费用' },
              { label: '静态回收期', value: formatYears(result.simplePaybackYears), hint: '改造投资 ÷ 年节约金额' },
              { label: 'NPV（元）', value: formatNumber(result.npv, 0), hint: '使用年限内按折现率折现' },
              { label: 'IRR', value: irrText(result.irr), hint: '使用年限内的内部收益率' },
            ]}
          />
          <Table<UtilitySavings>
            size="small"
            rowKey="utility"
            pagination={false}
            dataSource={result.lines}
            scroll={{ x: 520 }}
            columns={[
              {
                title: '类别',
                key: 'name',
                fixed: 'start',
                width: 80,
                render: (_, l) => utilityLabels[l.utility].name,
              },
              { title: '改造前（元）', key: 'before', align: 'end', render: (_, l) => formatNumber(l.costBefore, 0) },
              { title: '改造后（元）', key: 'after', align: 'end', render: (_, l) => formatNumber(l.costAfter, 0) },
              { title: '年节约（元）', key: 'saving', align: 'end', render: (_, l) => formatNumber(l.saving, 0) },
              {
                title: '用量降幅',
                key: 'reduction',
                align: 'end',
                render: (_, l) => (l.useReduction === null ? '—' : formatPercent(l.useReduction)),
              },
            ]}
          />
        </Flex>
      </Card>
      <Card title="年费用对比（万元）" size="small">
        <Chart spec={costSpec} height={260} label="改造前后年费用对比图" />
      </Card>
      <Card title="累计净收益（万元）" size="small">
        <Chart spec={cumulativeSpec} height={240} label="累计净收益图" />
      </Card>
      <FigureNotes notes={savingsNotes} />
    </Flex>
  )
}

const wan = (v: number) => Math.round(v / 100) / 100

function costChart(result: SavingsResult): ChartSpec {
  return {
    categories: result.lines.map((l) => utilityLabels[l.utility].name),
    series: [
      { name: '改造前', type: 'bar', data: result.lines.map((l) => wan(l.costBefore)) },
      { name: '改造后', type: 'bar', data: result.lines.map((l) => wan(l.costAfter)) },
    ],
  }
}

function cumulativeChart(result: SavingsResult): ChartSpec {
  return {
    categories: result.cumulative.map((_, t) => `第${t}年`),
    series: [
      { name: '累计净收益', type: 'line', data: result.cumulative.map(wan) },
      { name: '盈亏平衡', type: 'line', data: result.cumulative.map(() => 0), reference: true },
    ],
  }
}
