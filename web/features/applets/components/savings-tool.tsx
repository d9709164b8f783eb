import type { z } from 'zod'
import {
  calculateSavings,
  type SavingsInput,
  type SavingsResult,
  savingsDefaults,
  savingsInputSchema,
  type UtilitySavings,
  utilities,
  utilityLabels,
} from '#common/applets/savings'
import { savingsVerdict } from '#common/applets/savings-verdict'
import { Chart } from '#web/components/chart/chart.tsx'
import type { Calculator } from '../lib/calculator.ts'
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
import type { ToolSection } from '../lib/tool-fields.ts'
import { calculatorTool } from './calculator-frame.tsx'
import { nameColumn, resultTable, rowFigureColumn } from './result-table.tsx'

const shape = savingsInputSchema.shape
const exampleTip = '默认值为示例假设，请按本酒店近 12 个月账单填写'

const sections: ToolSection<string>[] = [
  ...utilities.map((u) => {
    const label = utilityLabels[u]
    return {
      title: label.name,
      fields: [
        { name: `${u}.useBefore`, label: `改造前年${label.use}`, unit: label.useUnit, tooltip: exampleTip },
        { name: `${u}.useAfter`, label: `改造后年${label.use}`, unit: label.useUnit },
        {
          name: `${u}.tariffBefore`,
          label: `改造前${label.tariff}`,
          unit: label.tariffUnit,
          tooltip: '含税到户单价；峰谷电价按全年平均',
        },
        {
          name: `${u}.tariffAfter`,
          label: `改造后${label.tariff}`,
          unit: label.tariffUnit,
          tooltip: '改造后的平均单价（如峰谷转移、合同能源价格），不变则与改造前相同',
        },
      ],
    }
  }),
  {
    title: '投资',
    fields: [
      { name: 'investment', label: '改造投资', unit: '元', tooltip: '设备、材料与安装的含税总价，扣除已确定的补贴' },
      {
        name: 'lifetimeYears',
        label: '设备使用年限',
        unit: '年',
        tooltip: '主要设备的经济寿命：LED 灯具约 8–10 年，热泵与变频设备约 10–15 年',
      },
      {
        name: 'tariffEscalationPct',
        label: '能源价格年上涨率',
        unit: '%',
        tooltip: '电、气、水价每年的上涨率，节约的金额随之增长；缺省值取可行性研究的费用年增长率（测算假设）',
      },
      { name: 'discountRatePct', label: '折现率', unit: '%', tooltip: '业主的资金成本或要求回报率，用于计算 NPV' },
    ],
  },
]

const fieldSchemas: Record<string, z.ZodType> = {
  investment: shape.investment,
  lifetimeYears: shape.lifetimeYears,
  tariffEscalationPct: shape.tariffEscalationPct,
  discountRatePct: shape.discountRatePct,
}
for (const u of utilities) {
  for (const [side, schema] of Object.entries(shape[u].shape)) fieldSchemas[`${u}.${side}`] = schema
}

const UtilityTable = resultTable<UtilitySavings>('utility', 520, [
  nameColumn('类别', 'name', 80, (l) => utilityLabels[l.utility].name),
  rowFigureColumn('改造前（元）', 'before', (l) => formatNumber(l.costBefore, 0)),
  rowFigureColumn('改造后（元）', 'after', (l) => formatNumber(l.costAfter, 0)),
  rowFigureColumn('年节约（元）', 'saving', (l) => formatNumber(l.saving, 0)),
  rowFigureColumn('用量降幅', 'reduction', (l) => (l.useReduction === null ? '—' : formatPercent(l.useReduction))),
])

export const savingsCalculator: Calculator<SavingsInput, SavingsResult> = {
  name: savingsTitle,
  inputTitle: '改造前后的用量与单价（年）',
  schema: savingsInputSchema,
  fieldSchemas,
  defaults: savingsDefaults,
  calculate: calculateSavings,
  labels: savingsParamLabel,
  sections: () => sections,
  results: {
    headline: (result) => [
      { label: '年节约金额（元）', value: formatNumber(result.yearlySaving, 0), hint: '改造前 − 改造后年费用' },
      { label: '静态回收期', value: formatYears(result.simplePaybackYears), hint: '改造投资 ÷ 年节约金额' },
      { label: 'NPV（元）', value: formatNumber(result.npv, 0), hint: '使用年限内按折现率折现' },
      { label: 'IRR', value: irrText(result.irr), hint: '使用年限内的内部收益率' },
    ],
    verdict: savingsVerdict,
    verdictTone: (_input, result) => (result.yearlySaving <= 0 || result.npv < 0 ? 'warning' : 'info'),
    detail: (_input, result) => <UtilityTable rows={result.lines} />,
    cards: [
      {
        title: '年费用对比（万元）',
        render: (_input, result) => <Chart spec={savingsCostChart(result)} height={260} label="改造前后年费用对比图" />,
      },
      {
        title: '累计净收益（万元）',
        render: (_input, result) => <Chart spec={savingsCumulativeChart(result)} height={240} label="累计净收益图" />,
      },
    ],
    notes: savingsNotes,
  },
  sheets: savingsSheets,
  summary: savingsSummary,
}

export const SavingsTool = calculatorTool(savingsCalculator)
