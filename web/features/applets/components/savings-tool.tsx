import { Alert, Card, Divider, Flex, Form, Row, Table, Typography } from 'antd'
import { useMemo } from 'react'
import {
  calculateSavings,
  type SavingsInput,
  type SavingsResult,
  savingsDefaults,
  savingsInputSchema,
  type UtilitySavings,
  utilities,
  utilityLabels,
} from '../../../../common/applets/savings.ts'
import { savingsVerdict } from '../../../../common/applets/savings-verdict.ts'
import { formatNumber, formatPercent, formatYears } from '../lib/format.ts'
import { irrText } from '../lib/irr-text.ts'
import {
  savingsCostChart,
  savingsCumulativeChart,
  savingsNotes,
  savingsParamLabel,
  savingsSheets,
  savingsSummary,
  savingsTitle,
} from '../lib/savings-view.ts'
import { useToolInputs } from '../lib/use-tool-inputs.ts'
import { Chart } from './chart.tsx'
import { FigureNotes } from './figure-notes.tsx'
import { IgnoredParams } from './ignored-params.tsx'
import { NumberItem } from './number-item.tsx'
import { SummaryGrid } from './summary-grid.tsx'
import { ToolActions } from './tool-actions.tsx'

const shape = savingsInputSchema.shape
const exampleTip = '默认值为示例假设，请按本酒店近 12 个月账单填写'

export function SavingsTool() {
  const { form, initialValues, ignored, live, onValuesChange } = useToolInputs(
    savingsInputSchema,
    savingsDefaults,
    calculateSavings,
  )

  return (
    <Flex vertical gap={16}>
      <IgnoredParams ignored={ignored} labels={savingsParamLabel} />
      <Card title="改造前后的用量与单价（年）" size="small">
        <Form
          form={form}
          layout="vertical"
          initialValues={initialValues}
          requiredMark={false}
          onValuesChange={onValuesChange}
        >
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
                    tooltip={exampleTip}
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
                    tooltip="含税到户单价；峰谷电价按全年平均"
                    schema={s.tariffBefore}
                  />
                  <NumberItem
                    name={[u, 'tariffAfter']}
                    label={`改造后${label.tariff}`}
                    unit={label.tariffUnit}
                    tooltip="改造后的平均单价（如峰谷转移、合同能源价格），不变则与改造前相同"
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
            <NumberItem
              name="investment"
              label="改造投资"
              unit="元"
              tooltip="设备、材料与安装的含税总价，扣除已确定的补贴"
              schema={shape.investment}
            />
            <NumberItem
              name="lifetimeYears"
              label="设备使用年限"
              unit="年"
              tooltip="主要设备的经济寿命：LED 灯具约 8–10 年，热泵与变频设备约 10–15 年"
              schema={shape.lifetimeYears}
            />
            <NumberItem
              name="tariffEscalationPct"
              label="能源价格年上涨率"
              unit="%"
              tooltip="电、气、水价每年的上涨率，节约的金额随之增长；缺省值取可行性研究的费用年增长率（测算假设）"
              schema={shape.tariffEscalationPct}
            />
            <NumberItem
              name="discountRatePct"
              label="折现率"
              unit="%"
              tooltip="业主的资金成本或要求回报率，用于计算 NPV"
              schema={shape.discountRatePct}
            />
          </Row>
        </Form>
      </Card>
      {live ? (
        <SavingsResults input={live.input} result={live.result} />
      ) : (
        <Alert type="error" showIcon title="有输入项不符合要求，请按红色提示修改后查看测算结果。" />
      )}
    </Flex>
  )
}

function SavingsResults({ input, result }: { input: SavingsInput; result: SavingsResult }) {
  const costSpec = useMemo(() => savingsCostChart(result), [result])
  const cumulativeSpec = useMemo(() => savingsCumulativeChart(result), [result])
  const verdict = useMemo(() => savingsVerdict(input, result), [input, result])
  return (
    <Flex vertical gap={16}>
      <Card
        title="测算结果"
        size="small"
        extra={
          <ToolActions
            name={savingsTitle}
            sheets={() => savingsSheets(input, result)}
            summary={() => savingsSummary(input, result)}
          />
        }
      >
        <Flex vertical gap={12}>
          <SummaryGrid
            items={[
              { label: '年节约金额（元）', value: formatNumber(result.yearlySaving, 0), hint: '改造前 − 改造后年费用' },
              { label: '静态回收期', value: formatYears(result.simplePaybackYears), hint: '改造投资 ÷ 年节约金额' },
              { label: 'NPV（元）', value: formatNumber(result.npv, 0), hint: '使用年限内按折现率折现' },
              { label: 'IRR', value: irrText(result.irr), hint: '使用年限内的内部收益率' },
            ]}
          />
          <Alert
            type={result.yearlySaving <= 0 || result.npv < 0 ? 'warning' : 'info'}
            showIcon
            title="结论"
            description={verdict.map((p) => (
              <Typography.Paragraph key={p} style={{ marginBottom: 4 }}>
                {p}
              </Typography.Paragraph>
            ))}
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
