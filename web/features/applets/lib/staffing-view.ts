import { applets } from '#common/applets/registry'
import { departmentLabels, type StaffingInput, type StaffingResult } from '#common/applets/staffing'
import { staffingVerdict } from '#common/applets/staffing-verdict'
import type { ToolSummary } from '#common/applets/summary'
import type { ChartSpec } from '#web/components/chart/chart-spec.ts'
import type { SheetSpec } from '#web/lib/xlsx.ts'
import type { SummaryItem } from '../components/summary-grid.tsx'
import { formatNumber, formatPercent, formatWan, round } from './format.ts'
import texts from './staffing-texts.json'
import { assumptionSheet, caseChoices, caseLine, roomsInput, type ToolSection } from './tool-fields.ts'
import { textNotes } from './tool-texts.ts'

type NumberKey = Exclude<keyof StaffingInput, 'segment'>
const share = (name: NumberKey, label: string, variant: string) => ({
  name,
  label,
  unit: '%',
  tooltip: '占按每间客房编制推算的总人数',
  benchmark: { key: 'ops.staff_dept_share', variant },
})

export const staffingSections: ToolSection<NumberKey>[] = [
  {
    title: '规模与编制',
    fields: [
      roomsInput,
      { name: 'staffPerRoom', label: '每间客房编制', unit: '人/间', benchmark: { key: 'ops.staff_per_room' } },
      share('roomsSharePct', '客房部占比', 'rooms'),
      share('engineeringSharePct', '工程部占比', 'engineering'),
      share('salesSharePct', '销售市场部占比', 'sales'),
      share('adminSharePct', '行政财务人事占比', 'admin'),
      share('securitySharePct', '安保部占比', 'security'),
    ],
  },
  {
    title: '餐饮网点',
    fields: [
      {
        name: 'fnbOutlets',
        label: '餐饮网点数',
        unit: '个',
        tooltip: '全日餐厅、中餐厅、大堂吧、宴会厅等各算一个网点；默认值按基准表餐饮部编制占比与每个网点编制折算',
      },
      {
        name: 'staffPerOutlet',
        label: '每个网点编制',
        unit: '人',
        tooltip: '测算假设（非公开数据）：每个网点含厨房在内的人数，请按座位数、营业班次（早午晚）与是否承接宴会调整',
      },
    ],
  },
  {
    title: '薪酬与收入',
    fields: [
      { name: 'annualWage', label: '人均年工资', unit: '元', benchmark: { key: 'ops.annual_wage' } },
      {
        name: 'wageMultiplier',
        label: '定位薪酬系数',
        unit: '倍',
        tooltip: '测算假设：相对行业平均工资的倍数，高端酒店与一线城市通常高于 1，请按当地薪酬调查调整',
      },
      {
        name: 'socialInsurancePct',
        label: '社保与公积金比例',
        unit: '%',
        tooltip: '企业承担部分，占工资',
        benchmark: { key: 'ops.social_insurance_pct' },
      },
      {
        name: 'revenue',
        label: '年总收入',
        unit: '万元',
        tooltip: '用于计算人工成本占收入比例；默认按基准表出租率、房价与收入结构估算，填 0 则不计算',
      },
    ],
  },
]

export function staffingHeadline(result: StaffingResult): SummaryItem[] {
  return [
    { label: '总编制（人）', value: formatNumber(result.headcount), hint: '各部门取整后相加' },
    { label: '每间客房人数', value: formatNumber(result.staffPerRoom, 2), hint: '总编制 ÷ 客房数' },
    { label: '年人工成本（万元）', value: formatNumber(result.payroll), hint: '工资 + 社保与公积金' },
    { label: '每间客房人工成本（万元）', value: formatNumber(result.payrollPerRoom, 1), hint: '年人工成本 ÷ 客房数' },
    {
      label: '人工成本占收入',
      value: result.payrollShareOfRevenue === null ? '未填收入' : formatPercent(result.payrollShareOfRevenue),
      hint: '年人工成本 ÷ 年总收入',
    },
  ]
}

export function staffingChart(result: StaffingResult): ChartSpec {
  return {
    categories: result.departments.map((d) => departmentLabels[d.department]),
    series: [{ name: '编制（人）', type: 'bar', data: result.departments.map((d) => d.headcount) }],
    horizontal: true,
  }
}

export const staffingNotes = textNotes(texts)

export function staffingSheets(input: StaffingInput, result: StaffingResult): SheetSpec[] {
  return [
    {
      name: '部门编制',
      widths: [16, 10, 12, 16],
      rows: [
        ['部门', '编制（人）', '占比（%）', '人工成本（万元）'],
        ...result.departments.map((d) => [
          departmentLabels[d.department],
          d.headcount,
          round(d.share * 100),
          round(d.payroll),
        ]),
        ['合计', result.headcount, 100, round(result.payroll)],
      ],
    },
    {
      name: '指标汇总',
      widths: [24, 16],
      rows: [
        ['指标', '数值'],
        ['每间客房人数', round(result.staffPerRoom, 3)],
        ['工资（万元）', round(result.wages)],
        ['社保与公积金（万元）', round(result.socialInsurance)],
        ['人均人工成本（万元）', round(result.wageCostPerHead)],
        ['每间客房人工成本（万元）', round(result.payrollPerRoom)],
        [
          '人工成本占收入（%）',
          result.payrollShareOfRevenue === null ? '未填收入' : round(result.payrollShareOfRevenue * 100),
        ],
      ],
    },
    assumptionSheet([24, 14, 10], caseChoices(input), staffingSections, input),
  ]
}

export function staffingSummary(input: StaffingInput, result: StaffingResult): Omit<ToolSummary, 'link'> {
  return {
    title: applets.staffing.title,
    subtitle: caseLine(input, `${input.fnbOutlets} 个餐饮网点`),
    verdict: staffingVerdict(input, result),
    sections: [
      {
        heading: '部门编制',
        rows: result.departments.map((d): [string, string] => [
          departmentLabels[d.department],
          `${d.headcount} 人 · ${formatWan(d.payroll)}`,
        ]),
      },
      { heading: '结果', rows: staffingHeadline(result).map((i): [string, string] => [i.label, i.value]) },
      {
        heading: '主要假设',
        rows: [
          ['每间客房编制', `${input.staffPerRoom} 人/间`],
          ['每个餐饮网点编制', `${input.staffPerOutlet} 人`],
          ['人均年工资 × 系数', `${formatNumber(input.annualWage)} 元 × ${input.wageMultiplier}`],
          ['社保与公积金', `${input.socialInsurancePct}%`],
          ['年总收入', input.revenue > 0 ? formatWan(input.revenue) : '未填'],
        ],
      },
    ],
  }
}
