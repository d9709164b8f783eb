import { benchmarkValue } from '#common/benchmarks/benchmarks'
import { positioningLabels, positionings } from '#common/intel'
import { type CodePage, note, p, rich, table, ul } from './define.ts'

/**
 * The hotel library topic (what the library holds, building a competitive set and a supply study from it) and the
 * operations case topic (diagnosing where a hotel's profit goes, and the levers). Market figures come from the
 * benchmark table; the worked examples are hypothetical hotels computed from table values and checked by
 * seed.test.ts.
 */

const num = (value: number, digits = 1) => value.toLocaleString('en-US', { maximumFractionDigits: digits })

const CHA_2024 = '中国饭店协会《2024中国酒店业发展报告》（2024年4月发布，据新华社2024年4月24日报道）'

// ---------------------------------------------------------------- hotel

/** A hypothetical upscale sub-market: rooms open today and rooms signed or under construction nearby. */
export const supplyExample = { rooms: 3000, newRooms: 600, growth: [3, 5, 8] }

/** What the new rooms do to occupancy if demand stands still, and how long demand growth takes to absorb them. */
export function supplyFigures() {
  const e = supplyExample
  const occupancy = benchmarkValue('ops.occupancy', { segment: 'upscale' })
  const demand = (e.rooms * occupancy) / 100
  const after = (demand / (e.rooms + e.newRooms)) * 100
  const needed = (e.newRooms / e.rooms) * 100
  const years = e.growth.map((g) => ({ g, years: Math.log(1 + e.newRooms / e.rooms) / Math.log(1 + g / 100) }))
  return { occupancy, demand, after, needed, years }
}

const hotelOverview: CodePage = {
  path: 'hotel/overview',
  blocks: [
    table(
      '字段说明',
      ['字段', '说明'],
      [
        ['状态', '已开业、已签约、筹建中、已停业；地图和墙上的“储备”指已签约与筹建中'],
        ['档次', `${positionings.map((s) => positioningLabels[s]).join('、')}，与品牌墙、基准数据和各工具用同一套档次`],
        ['客房数', '可售客房数；改扩建后以最新数为准'],
        ['开业日期', '已开业和已停业的为开业日期，已签约和筹建中的为计划开业日期，未知时显示“未知”'],
        ['品牌与集团', '连锁酒店记品牌和管理集团；单体酒店品牌一栏为空'],
        ['坐标', '用于地图和周边检索；导入时坐标须落在中国境内'],
      ],
    ),
    rich(
      '先看覆盖面，再下结论',
      p(
        `按中国饭店协会的统计，截至2023年末全国住宿业设施约61万家，其中酒店业设施约32万家，酒店客房约1650万间（${CHA_2024}）。任何一个酒店数据库都只覆盖其中一部分，连锁酒店覆盖得好，小型单体酒店往往缺漏。用酒店库算一座城市的客房总量或某集团的市场份额之前，先说明库里收录了什么、缺什么；对项目周边的竞争酒店，要实地或通过在线预订平台逐家核对。`,
      ),
      note('演示数据只用于展示功能，不能用于项目结论；项目使用前须导入并核对真实数据。'),
    ),
  ],
}

function hotelSupply(): CodePage {
  const e = supplyExample
  const f = supplyFigures()
  return {
    path: 'hotel/supply',
    blocks: [
      table(
        '算例：一个高端片区新增600间客房',
        ['项目', '计算', '结果'],
        [
          ['现有同档次客房（间）', '片区在营酒店合计（假设）', num(e.rooms, 0)],
          ['现有出租率（%）', '基准数据表：高端（四星级）平均出租率', num(f.occupancy, 2)],
          ['平均每晚已售客房（间）', `${num(e.rooms, 0)} × ${num(f.occupancy, 2)}%`, num(f.demand)],
          ['新增客房（间）', '已签约与筹建中项目合计（假设）', num(e.newRooms, 0)],
          ['需求不变时的出租率（%）', `${num(f.demand)} ÷ ${num(e.rooms + e.newRooms, 0)}`, num(f.after)],
          ['回到原出租率所需的需求增长（%）', `${num(e.newRooms, 0)} ÷ ${num(e.rooms, 0)}`, num(f.needed, 0)],
        ],
        '片区客房数为假设；出租率取基准数据表的高端行（出处与年份见下表），做项目时换成竞争组合的实际数据。',
      ),
      table(
        '需求增长多快才能消化新增客房（情景）',
        ['需求年增长（%）', '回到原出租率约需（年）'],
        f.years.map((y) => [y.g, num(y.years)]),
        '情景假设，不是预测；年数 = ln(1 + 新增 ÷ 现有) ÷ ln(1 + 需求年增长)。',
      ),
      rich(
        '从算例读出什么',
        ul(
          `新增客房相当于现有的${num(f.needed, 0)}%：若需求不变，片区出租率会从${num(f.occupancy, 1)}%降到${num(f.after, 1)}%`,
          '新开业的酒店还在爬坡，头一两年往往以价格换出租率，片区的平均房价通常先受压，再影响出租率',
          '需求增长越慢，消化时间越长；此时新项目更要靠产品差异或更低的单房投资取胜',
        ),
      ),
    ],
  }
}

export function hotelPages(): CodePage[] {
  return [hotelOverview, hotelSupply()]
}

// ---------------------------------------------------------------- operationCase

/** A hypothetical upscale hotel (万元 revenue) and its actual department cost ratios (%), for the diagnosis example. */
export const diagnosisExample = { revenue: 8000, actual: { rooms: 30, fnb: 80, other: 55, undistributed: 27 } }

/** Each USALI line at the hotel's actual ratio and at the benchmark table's upscale ratio, and the GOP at both. */
export function diagnosisLines() {
  const e = diagnosisExample
  const segment = { segment: 'upscale' as const }
  const fnbShare = benchmarkValue('ops.fnb_revenue_share', segment)
  const otherShare = benchmarkValue('ops.other_revenue_share', segment)
  const roomsShare = 100 - fnbShare - otherShare
  const lines = [
    {
      name: '客房部门费用',
      base: (e.revenue * roomsShare) / 100,
      actual: e.actual.rooms,
      key: 'ops.rooms_dept_cost_pct',
    },
    { name: '餐饮部门费用', base: (e.revenue * fnbShare) / 100, actual: e.actual.fnb, key: 'ops.fnb_dept_cost_pct' },
    {
      name: '其他部门费用',
      base: (e.revenue * otherShare) / 100,
      actual: e.actual.other,
      key: 'ops.other_dept_cost_pct',
    },
    { name: '未分配经营费用', base: e.revenue, actual: e.actual.undistributed, key: 'ops.undistributed_pct' },
  ].map((l) => {
    const bench = benchmarkValue(l.key, segment)
    const actualCost = (l.base * l.actual) / 100
    const benchCost = (l.base * bench) / 100
    return { ...l, bench, actualCost, benchCost, gap: actualCost - benchCost }
  })
  const gop = e.revenue - lines.reduce((s, l) => s + l.actualCost, 0)
  const benchGop = e.revenue - lines.reduce((s, l) => s + l.benchCost, 0)
  return { roomsShare, fnbShare, otherShare, lines, gop, benchGop }
}

function caseDiagnosis(): CodePage {
  const e = diagnosisExample
  const d = diagnosisLines()
  const total = d.lines.reduce((s, l) => s + l.gap, 0)
  const sorted = [...d.lines].sort((a, b) => b.gap - a.gap)
  return {
    path: 'operationCase/cases',
    blocks: [
      rich(
        '算例说明',
        p(
          `这是一家假设的高端全服务酒店（演示），年总收入${num(e.revenue, 0)}万元，收入结构取基准数据表的四星级数据：客房约${num(d.roomsShare, 2)}%、餐饮${num(d.fnbShare, 2)}%、其他${num(d.otherShare, 2)}%。各部门的实际费用率为假设值；基准列取基准数据表高端档次的典型值。部门费用率按本部门收入计算，未分配经营费用率按总收入计算。`,
        ),
      ),
      table(
        '逐行对比（万元）',
        ['项目', '计算基数', '实际费用率（%）', '基准费用率（%）', '实际费用', '按基准的费用', '差额'],
        [
          ...d.lines.map((l) => [
            l.name,
            num(l.base),
            l.actual,
            l.bench,
            num(l.actualCost),
            num(l.benchCost),
            num(l.gap),
          ]),
          ['GOP', num(e.revenue, 0), '', '', num(d.gop), num(d.benchGop), num(d.benchGop - d.gop)],
        ],
        '酒店数字为演示假设；基准费用率是本站测算假设（出处与说明见下表），只用于发现问题，不用于考核。',
      ),
      rich(
        '从算例读出什么',
        ul(
          `实际 GOP 为${num(d.gop)}万元（GOP 率${num((d.gop / e.revenue) * 100)}%），按基准费用率应为${num(d.benchGop)}万元（${num((d.benchGop / e.revenue) * 100)}%），差距${num(total)}万元`,
          `差额最大的是${sorted[0]?.name}（${num(sorted[0]?.gap ?? 0)}万元）和${sorted[1]?.name}（${num(sorted[1]?.gap ?? 0)}万元）：诊断先从这两行入手，再看其余`,
          '下一步是把差额最大的一行拆到明细：客房部门拆成人工、布草洗涤、客用品和佣金；未分配费用拆成行政、销售、信息技术、工程维修和能源',
          '差额不等于能省下来的钱：费用中有固定部分，出租率偏低时费用率本来就会偏高，要结合竞争组合的收入表现一起判断',
        ),
      ),
    ],
  }
}

export function operationCasePages(): CodePage[] {
  return [caseDiagnosis()]
}
