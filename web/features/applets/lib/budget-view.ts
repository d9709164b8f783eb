import {
  type BudgetAssumptionKey,
  type BudgetInput,
  type BudgetResult,
  budgetLineLabels,
  cityTierLabels,
  positioningLabels,
} from '../../../../common/applets/budget.ts'
import type { FigureNote } from '../components/figure-notes.tsx'
import { round } from './format.ts'
import type { SheetSpec } from './xlsx.ts'

export type AssumptionField = { key: BudgetAssumptionKey | 'cityFactor'; label: string; unit: string }

export const budgetAssumptionFields: AssumptionField[] = [
  { key: 'gfaPerKey', label: '每间客房建筑面积', unit: '㎡' },
  { key: 'hardCostPerSqm', label: '建安工程单方造价', unit: '元/㎡' },
  { key: 'cityFactor', label: '城市造价系数', unit: '' },
  { key: 'ffePerKey', label: '每间 FF&E', unit: '元' },
  { key: 'osePerKey', label: '每间 OS&E', unit: '元' },
  { key: 'preOpeningPerKey', label: '每间开业前费用', unit: '元' },
  { key: 'feesPct', label: '专业服务费率', unit: '%' },
  { key: 'contingencyPct', label: '不可预见费率', unit: '%' },
]

export const budgetNotes: FigureNote[] = [
  { term: '建安工程费', text: '总建筑面积 × 单方造价 × 城市造价系数，含土建、机电、幕墙与精装修。' },
  { term: 'FF&E', text: '家具、装置及设备（客房及公区家具、灯具、厨房与洗衣设备、信息系统等），按间计。' },
  { term: 'OS&E', text: '经营用品（布草、餐具、客用品、制服等），按间计。' },
  { term: '开业前费用', text: '筹备期人员薪酬与培训、市场推广、开业活动及筹备期运营支出，按间计。' },
  { term: '专业服务费', text: '设计、顾问、项目管理、技术服务等费用，按建安工程费与 FF&E 之和的比例计。' },
  { term: '不可预见费', text: '按以上各项之和的比例预留。' },
  {
    term: '口径',
    text: '默认值为中国市场的参考区间（以二线城市为基准），不含土地成本、融资费用及税费，须按项目实际调整。',
  },
]

export function budgetSheets(input: BudgetInput, result: BudgetResult): SheetSpec[] {
  const a = input.assumptions
  return [
    {
      name: '开发预算',
      widths: [30, 16, 16, 14, 10],
      rows: [
        ['费用项目', '合计（万元）', '每间（万元）', '每平方米（元）', '占比（%）'],
        ...result.lines.map((l) => [
          budgetLineLabels[l.key],
          round(l.total / 1e4),
          round(l.perKey / 1e4),
          round(l.perSqm),
          round(l.share * 100),
        ]),
        ['合计', round(result.total / 1e4), round(result.totalPerKey / 1e4), round(result.totalPerSqm), 100],
      ],
    },
    {
      name: '假设',
      widths: [24, 16, 8],
      rows: [
        ['假设', '数值', '单位'],
        ['客房数', input.rooms, '间'],
        ['酒店定位', positioningLabels[input.positioning], ''],
        ['城市等级', cityTierLabels[input.cityTier], ''],
        ['总建筑面积', round(result.grossFloorArea), result.areaEstimated ? '㎡（按每间面积估算）' : '㎡'],
        ...budgetAssumptionFields.map((f) => [f.label, a[f.key], f.unit]),
      ],
    },
  ]
}
