import { benchmarkValue } from '../../../../common/benchmarks/benchmarks.ts'
import { benchmarks, p, rich, type SeedPage, table } from './define.ts'

/** The unit-cost example: the same hotel's hard cost per key at two gross floor areas per key (upscale, 二线). */
export function areaExample() {
  const perSqm = benchmarkValue('dev.hard_cost_per_sqm', { segment: 'upscale', tier: 'tier2' })
  const gfa = benchmarkValue('dev.gfa_per_key', { segment: 'upscale' })
  const larger = Math.round(gfa * 1.15)
  return { perSqm, gfa, larger, costAt: (area: number) => Math.round((area * perSqm) / 10_000) }
}

/** The construction data topic's pages (issue 18): sourced unit costs, how to use them, fit-out without guesses. */
export function constructionPages(): SeedPage[] {
  const a = areaExample()
  return [
    {
      path: 'constructionData/unit-cost',
      title: '单方造价参考',
      summary: '建安单方造价、每间建筑面积与工期，以及面积对总价的影响。',
      blocks: [
        benchmarks(
          '建安单方造价与面积基准（不含土地与 FF&E）',
          ['dev.hard_cost_per_sqm', 'dev.gfa_per_key', 'dev.construction_months'],
          '与投资预算工具的默认值是同一组数字。超高层、大跨度宴会厅、幕墙与地下室会明显抬高单方造价，应按方案单独测算。',
        ),
        rich(
          '面积比单价更要紧',
          p(
            `每间客房的建安费 = 每间建筑面积 × 单方造价。以高端酒店、二线城市为例（数字取自上表）：单方造价 ${a.perSqm.toLocaleString('en-US')} 元/平方米，每间 ${a.gfa} 平方米时每间建安费约 ${a.costAt(a.gfa)} 万元；如果方案做成每间 ${a.larger} 平方米（多出约 15%），每间建安费约 ${a.costAt(a.larger)} 万元，而单方造价一分没涨。方案阶段控制的是“每间多少平方米”：公区和后勤面积、宴会和会议规模、地下室层数，都会反映在这个数上。`,
          ),
        ),
        table(
          '推高单方造价的常见因素',
          ['因素', '为什么贵', '先问什么'],
          [
            ['超高层与塔楼酒店', '结构、垂直交通、消防和机电系统标准更高', '酒店层是否必须在塔楼高区'],
            ['大跨度宴会厅', '无柱空间的结构和层高', '宴会需求是否真的支撑这个规模'],
            ['地下室', '土方、支护和防水，层数越多越贵', '车位配建指标和机电用房能否压缩'],
            ['幕墙与特殊立面', '材料和安装成本高于普通外墙', '立面标准由谁提出，是否可以分区降级'],
            ['度假酒店的低密度布局', '单体建筑多、外部管线长、景观工程量大', '客房是否可以集中布置'],
          ],
        ),
        rich(
          '地区与时间',
          p(
            '基准表按城市等级给出单方造价，但同一等级内各城市的人工和材料价格仍有差别，山区、海岛和高寒地区的运输与施工季节也会推高成本。时间同样重要：造价数据都有年份，建材和人工价格随市场变化，引用较早的数据时应按当地造价管理部门发布的价格指数调整，并在估算中写明所用数据的年份和调整方法。',
          ),
          p(
            '最可靠的校验是本地近期已结算的同类项目。设计单位和造价咨询单位手中通常有这类数据，方案阶段就应要求他们提供两三个可比项目的结算指标，与基准表的数字互相印证。',
          ),
        ),
      ],
    },
  ]
}
