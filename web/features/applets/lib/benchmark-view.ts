import type { BenchmarkInput, BenchmarkResult, IndexReading } from '../../../../common/applets/benchmark.ts'
import type { FigureNote } from '../components/figure-notes.tsx'
import { round } from './format.ts'
import type { SheetSpec } from './xlsx.ts'

export const readingText: Record<IndexReading, string> = {
  above: '高于公平份额',
  par: '持平公平份额',
  below: '低于公平份额',
}

/** What the combination of the occupancy and rate indices usually says about pricing. */
export function benchmarkDiagnosis(result: BenchmarkResult): string {
  const { mpi, ari } = result.readings
  if (mpi === 'above' && ari === 'above') return '量价齐优：出租率与房价均领先竞争群，获得超过公平份额的客房收入。'
  if (mpi === 'below' && ari === 'below')
    return '量价均落后：出租率与房价都低于竞争群，需检视产品、渠道、口碑与定价策略。'
  if (mpi === 'above' && ari !== 'above') return '以价换量：出租率领先但房价不高于竞争群，可评估在需求旺盛的日期提价。'
  if (mpi !== 'above' && ari === 'above') return '以量换价：房价高于竞争群但出租率不占优，需确认价格是否抑制了需求。'
  if (mpi === 'below') return '房价持平而出租率落后：重点在获客与渠道。'
  return '与竞争群基本持平：RGI 接近 100，获得公平份额的客房收入。'
}

export const benchmarkNotes: FigureNote[] = [
  { term: 'RevPAR', text: '每间可售房收入 = 出租率 × 平均房价 = 客房收入 ÷ 可售房间夜数。' },
  { term: 'MPI 市场渗透指数', text: '本酒店出租率 ÷ 竞争群出租率 × 100，衡量获取客源（量）的能力。' },
  { term: 'ARI 平均房价指数', text: '本酒店平均房价 ÷ 竞争群平均房价 × 100，衡量定价（价）的能力。' },
  {
    term: 'RGI 收入产生指数',
    text: '本酒店 RevPAR ÷ 竞争群 RevPAR × 100，等于 MPI × ARI ÷ 100，是衡量综合表现的核心指标。',
  },
  {
    term: '公平份额',
    text: '指数 100 表示本酒店获得了与其规模相称的份额（公平份额）；高于 100 表示夺取了竞争对手的份额，低于 100 表示份额被对手夺取。',
  },
  {
    term: '份额对比',
    text: '填写客房数后，另以本酒店加竞争群为整体市场，比较本酒店的客房供给份额（公平份额）与实际售出间夜份额、客房收入份额。',
  },
]

export function benchmarkSheets(input: BenchmarkInput, result: BenchmarkResult): SheetSpec[] {
  const rows: SheetSpec['rows'] = [
    ['指标', '本酒店', '竞争群', '指数'],
    ['出租率（%）', input.hotel.occupancyPct, input.compSet.occupancyPct, round(result.mpi)],
    ['平均房价（元）', input.hotel.adr, input.compSet.adr, round(result.ari)],
    ['RevPAR（元）', round(result.hotel.revpar), round(result.compSet.revpar), round(result.rgi)],
    ['客房数（间）', input.hotel.rooms ?? null, input.compSet.rooms ?? null, null],
    [],
    ['MPI 市场渗透指数', round(result.mpi), readingText[result.readings.mpi], null],
    ['ARI 平均房价指数', round(result.ari), readingText[result.readings.ari], null],
    ['RGI 收入产生指数', round(result.rgi), readingText[result.readings.rgi], null],
    ['诊断', benchmarkDiagnosis(result), null, null],
  ]
  if (result.fairShare) {
    rows.push(
      [],
      ['公平份额（%）', round(result.fairShare.fairShare * 100), null, null],
      ['实际间夜份额（%）', round(result.fairShare.demandShare * 100), null, null],
      ['实际收入份额（%）', round(result.fairShare.revenueShare * 100), null, null],
    )
  }
  return [{ name: '业绩对标', widths: [20, 16, 16, 10], rows }]
}
