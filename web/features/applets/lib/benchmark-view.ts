import type { BenchmarkInput, BenchmarkResult, IndexReading, MonthInput, Performance } from '#common/applets/benchmark'
import { benchmarkVerdict } from '#common/applets/benchmark-verdict'
import type { ToolSummary } from '#common/applets/summary'
import type { ChartSpec } from '#web/components/chart/chart-spec.ts'
import type { SheetSpec } from '#web/lib/xlsx.ts'
import texts from './benchmark-texts.json'
import { formatNumber, formatPercent, round } from './format.ts'
import { textNotes } from './tool-texts.ts'

export const benchmarkTitle = 'RevPAR 指数（MPI / ARI / RGI）'

export const readingText: Record<IndexReading, string> = {
  above: '高于公平份额',
  par: '持平公平份额',
  below: '低于公平份额',
}

export const monthColumns = ['hotelOcc', 'hotelAdr', 'compOcc', 'compAdr'] as const satisfies (keyof MonthInput)[]
export const monthColumnLabels: Record<(typeof monthColumns)[number], { title: string; label: string; unit: string }> =
  {
    hotelOcc: { title: '本酒店出租率', label: '本酒店出租率', unit: '%' },
    hotelAdr: { title: '本酒店平均房价', label: '本酒店平均房价', unit: '元' },
    compOcc: { title: '竞争群出租率', label: '竞争群出租率', unit: '%' },
    compAdr: { title: '竞争群平均房价', label: '竞争群平均房价', unit: '元' },
  }

/** The input's accessible name in the month table ("3月本酒店平均房价"), the same words as the schema's messages. */
export const monthCellLabel = (month: number, column: (typeof monthColumns)[number]) =>
  `${month}月${monthColumnLabels[column].label}`

/**
 * Cells pasted from a spreadsheet (tab-separated columns, one line per month) as form values, starting at the
 * cell pasted into. Returns null when the text is a single value, so an ordinary paste stays ordinary.
 */
export function pastedMonths(
  text: string,
  months: MonthInput[],
  at: { month: number; column: number },
): MonthInput[] | null {
  const lines = text.replace(/\r/g, '').replace(/\n+$/, '').split('\n')
  if (lines.length === 1 && !lines[0]?.includes('\t')) return null
  const next = months.map((m) => ({ ...m }))
  lines.forEach((line, r) => {
    const row = next[at.month + r]
    if (!row) return
    line.split('\t').forEach((cell, c) => {
      const column = monthColumns[at.column + c]
      const value = Number(cell.replace(/[,%\s元¥]/g, ''))
      if (column && cell.trim() !== '' && Number.isFinite(value)) row[column] = value
    })
  })
  return next
}

export const benchmarkNotes = textNotes(texts)

const r1 = (v: number) => Math.round(v * 10) / 10

export function benchmarkChart(result: BenchmarkResult): ChartSpec {
  return {
    categories: result.months.map((m) => `${m.month}月`),
    series: [
      { name: 'MPI', type: 'line', data: result.months.map((m) => r1(m.mpi)) },
      { name: 'ARI', type: 'line', data: result.months.map((m) => r1(m.ari)) },
      { name: 'RGI', type: 'bar', data: result.months.map((m) => r1(m.rgi)) },
      { name: '公平份额 100', type: 'line', data: result.months.map(() => 100), reference: true },
    ],
  }
}

const sideCells = (p: Performance) => [round(p.occupancy * 100), round(p.adr), round(p.revpar)]

export function benchmarkSheets(input: BenchmarkInput, result: BenchmarkResult): SheetSpec[] {
  const y = result.year
  const header = [
    '月份',
    '本酒店出租率（%）',
    '本酒店平均房价（元）',
    '本酒店 RevPAR（元）',
    '竞争群出租率（%）',
    '竞争群平均房价（元）',
    '竞争群 RevPAR（元）',
    'MPI',
    'ARI',
    'RGI',
  ]
  const monthly: SheetSpec = {
    name: '逐月指数',
    widths: [8, 16, 18, 18, 16, 18, 18, 10, 10, 10],
    rows: [
      header,
      ...result.months.map((m) => [
        `${m.month}月`,
        ...sideCells(m.hotel),
        ...sideCells(m.compSet),
        round(m.mpi),
        round(m.ari),
        round(m.rgi),
      ]),
      ['全年', ...sideCells(y.hotel), ...sideCells(y.compSet), round(y.mpi), round(y.ari), round(y.rgi)],
    ],
  }
  const summary: SheetSpec = {
    name: '结论',
    widths: [22, 16, 16],
    rows: [
      ['指标', '数值', '解读'],
      ['MPI 市场渗透指数（全年）', round(y.mpi), readingText[y.readings.mpi]],
      ['ARI 平均房价指数（全年）', round(y.ari), readingText[y.readings.ari]],
      ['RGI 收入产生指数（全年）', round(y.rgi), readingText[y.readings.rgi]],
      ['本酒店客房数（间）', input.hotelRooms || null, null],
      ['竞争群客房数（间）', input.compRooms || null, null],
      ...(result.fairShare
        ? [
            ['公平份额（%）', round(result.fairShare.fairShare * 100), null],
            ['实际间夜份额（%）', round(result.fairShare.demandShare * 100), null],
            ['实际收入份额（%）', round(result.fairShare.revenueShare * 100), null],
          ]
        : []),
      [],
      ...benchmarkVerdict(result).map((p) => ['解读', p, null]),
    ],
  }
  return [summary, monthly]
}

const idx = (v: number) => formatNumber(v, 1)

export function benchmarkSummary(input: BenchmarkInput, result: BenchmarkResult): Omit<ToolSummary, 'link'> {
  const y = result.year
  const rooms = result.fairShare ? ` · 本酒店 ${input.hotelRooms} 间 · 竞争群 ${input.compRooms} 间` : ''
  const sections: ToolSummary['sections'] = [
    {
      heading: '全年指数',
      rows: [
        ['RGI 收入产生指数', `${idx(y.rgi)}（${readingText[y.readings.rgi]}）`],
        ['MPI 市场渗透指数', `${idx(y.mpi)}（${readingText[y.readings.mpi]}）`],
        ['ARI 平均房价指数', `${idx(y.ari)}（${readingText[y.readings.ari]}）`],
        ['本酒店出租率 / 平均房价', `${formatPercent(y.hotel.occupancy)} / ${formatNumber(y.hotel.adr)} 元`],
        ['竞争群出租率 / 平均房价', `${formatPercent(y.compSet.occupancy)} / ${formatNumber(y.compSet.adr)} 元`],
        ['RevPAR 本酒店 / 竞争群', `${formatNumber(y.hotel.revpar)} / ${formatNumber(y.compSet.revpar)} 元`],
      ],
    },
    {
      heading: '逐月指数',
      rows: result.months.map((m) => [`${m.month}月`, `MPI ${idx(m.mpi)} · ARI ${idx(m.ari)} · RGI ${idx(m.rgi)}`]),
    },
  ]
  if (result.fairShare) {
    sections.push({
      heading: '份额对比',
      rows: [
        ['公平份额（客房供给）', formatPercent(result.fairShare.fairShare)],
        ['实际间夜份额', formatPercent(result.fairShare.demandShare)],
        ['实际客房收入份额', formatPercent(result.fairShare.revenueShare)],
      ],
    })
  }
  return { title: benchmarkTitle, subtitle: `12 个月逐月对标${rooms}`, verdict: benchmarkVerdict(result), sections }
}
