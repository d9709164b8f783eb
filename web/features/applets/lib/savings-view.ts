import { applets } from '#common/applets/registry'
import { type SavingsInput, type SavingsResult, type Utility, utilities, utilityLabels } from '#common/applets/savings'
import { savingsVerdict } from '#common/applets/savings-verdict'
import type { ToolSummary } from '#common/applets/summary'
import type { ChartSpec } from '#web/components/chart/chart-spec.ts'
import type { SheetSpec } from '#web/lib/xlsx.ts'
import { formatNumber, formatPercent, formatYears, round } from './format.ts'
import { irrCell, irrText } from './irr-text.ts'
import texts from './savings-texts.json'
import { textNotes } from './tool-texts.ts'

export const savingsTitle = applets.savings.title

const sideLabels = {
  useBefore: '改造前年',
  useAfter: '改造后年',
  tariffBefore: '改造前',
  tariffAfter: '改造后',
} as const

/** "electricity.tariffAfter" → "改造后电价": a link parameter by the label of its field. */
export function savingsParamLabel(key: string): string {
  const [utility, field] = key.split('.') as [Utility, keyof typeof sideLabels | undefined]
  if (field && (utilities as readonly string[]).includes(utility)) {
    const label = utilityLabels[utility]
    return `${sideLabels[field]}${field.startsWith('use') ? label.use : label.tariff}`
  }
  return (
    {
      investment: '改造投资',
      lifetimeYears: '设备使用年限',
      tariffEscalationPct: '能源价格年上涨率',
      discountRatePct: '折现率',
    }[key] ?? key
  )
}

export const savingsNotes = textNotes(texts)

const wan = (v: number) => Math.round(v / 100) / 100

export function savingsCostChart(result: SavingsResult): ChartSpec {
  return {
    categories: result.lines.map((l) => utilityLabels[l.utility].name),
    series: [
      { name: '改造前', type: 'bar', data: result.lines.map((l) => wan(l.costBefore)) },
      { name: '改造后', type: 'bar', data: result.lines.map((l) => wan(l.costAfter)) },
    ],
  }
}

export function savingsCumulativeChart(result: SavingsResult): ChartSpec {
  return {
    categories: result.cumulative.map((_, t) => `第${t}年`),
    series: [
      { name: '累计净收益', type: 'line', data: result.cumulative.map(wan) },
      { name: '盈亏平衡', type: 'line', data: result.cumulative.map(() => 0), reference: true },
    ],
  }
}

export function savingsSummary(input: SavingsInput, result: SavingsResult): Omit<ToolSummary, 'link'> {
  return {
    title: savingsTitle,
    subtitle: `改造投资 ${formatNumber(input.investment / 1e4, 1)} 万元 · 使用年限 ${input.lifetimeYears} 年 · 折现率 ${input.discountRatePct}%`,
    verdict: savingsVerdict(input, result),
    sections: [
      {
        heading: '投资回报',
        rows: [
          ['年节约金额', `${formatNumber(result.yearlySaving)} 元`],
          ['静态回收期', formatYears(result.simplePaybackYears)],
          ['NPV', `${formatNumber(result.npv)} 元`],
          ['IRR', irrText(result.irr)],
        ],
      },
      {
        heading: '年费用（改造前 → 改造后）',
        rows: [
          ...result.lines.map((l): [string, string] => [
            utilityLabels[l.utility].name,
            `${formatNumber(l.costBefore)} → ${formatNumber(l.costAfter)} 元`,
          ]),
          ['合计', `${formatNumber(result.costBefore)} → ${formatNumber(result.costAfter)} 元`],
        ],
      },
      {
        heading: '用量降幅',
        rows: result.lines.map((l) => [
          `${utilityLabels[l.utility].use}（${utilityLabels[l.utility].useUnit}）`,
          l.useReduction === null ? '改造前未使用' : formatPercent(l.useReduction),
        ]),
      },
    ],
  }
}

export function savingsSheets(input: SavingsInput, result: SavingsResult): SheetSpec[] {
  return [
    {
      name: '节能节水测算',
      widths: [10, 16, 16, 14, 14, 16, 16, 14, 12],
      rows: [
        [
          '类别',
          '改造前用量',
          '改造后用量',
          '改造前单价',
          '改造后单价',
          '改造前费用（元）',
          '改造后费用（元）',
          '年节约（元）',
          '用量降幅（%）',
        ],
        ...result.lines.map((l) => {
          const u = input[l.utility]
          const label = utilityLabels[l.utility]
          return [
            `${label.name}（${label.useUnit}）`,
            u.useBefore,
            u.useAfter,
            u.tariffBefore,
            u.tariffAfter,
            round(l.costBefore),
            round(l.costAfter),
            round(l.saving),
            l.useReduction === null ? null : round(l.useReduction * 100),
          ]
        }),
        [
          '合计',
          null,
          null,
          null,
          null,
          round(result.costBefore),
          round(result.costAfter),
          round(result.yearlySaving),
          null,
        ],
      ],
    },
    {
      name: '投资回报',
      widths: [22, 16],
      rows: [
        ['指标', '数值'],
        ['改造投资（元）', input.investment],
        ['使用年限（年）', input.lifetimeYears],
        ['能源价格年上涨率（%）', input.tariffEscalationPct],
        ['折现率（%）', input.discountRatePct],
        ['年节约金额（元）', round(result.yearlySaving)],
        ['静态回收期（年）', result.simplePaybackYears === null ? '无法回收' : round(result.simplePaybackYears)],
        ['NPV（元）', round(result.npv)],
        ['IRR（%）', irrCell(result.irr)],
      ],
    },
    {
      name: '结论',
      widths: [100],
      rows: [['结论'], ...savingsVerdict(input, result).map((p) => [p])],
    },
  ]
}
