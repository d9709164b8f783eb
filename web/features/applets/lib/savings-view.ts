import { type SavingsInput, type SavingsResult, utilityLabels } from '../../../../common/applets/savings.ts'
import type { FigureNote } from '../components/figure-notes.tsx'
import { round } from './format.ts'
import { irrCell } from './irr-text.ts'
import type { SheetSpec } from './xlsx.ts'

export const savingsNotes: FigureNote[] = [
  { term: '年费用', text: '年用量 × 单价；改造前后分别使用各自单价，以反映峰谷电价、合同能源价格等变化。' },
  { term: '年节约金额', text: '改造前年费用合计 − 改造后年费用合计。' },
  { term: '静态回收期', text: '改造投资 ÷ 年节约金额，不考虑资金时间价值；年节约为零或为负时无法回收。' },
  {
    term: 'NPV 与 IRR',
    text: '以改造投资为第 0 年流出、使用年限内每年节约金额为流入，按折现率计算净现值与内部收益率。',
  },
  { term: '口径', text: '未计维护费用变化、设备残值、补贴与税费，结果为估算。' },
]

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
        ['折现率（%）', input.discountRatePct],
        ['年节约金额（元）', round(result.yearlySaving)],
        ['静态回收期（年）', result.simplePaybackYears === null ? '无法回收' : round(result.simplePaybackYears)],
        ['NPV（元）', round(result.npv)],
        ['IRR（%）', irrCell(result.irr)],
      ],
    },
  ]
}
