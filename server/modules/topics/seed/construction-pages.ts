import { benchmarkValue } from '../../../../common/benchmarks/benchmarks.ts'
import { benchmarks, h, note, ol, p, rich, type SeedPage, table, ul } from './define.ts'

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
      ],
    },
    {
      path: 'constructionData/fitout',
      title: '精装修造价怎么估',
      summary: '精装修单价取决于品牌标准和区域，怎样在方案阶段估得准、在招标阶段判断得对。',
      blocks: [
        rich(
          '为什么这里没有单价表',
          p(
            '精装修单价在不同品牌、不同区域、不同材料做法之间差异很大，公开发表的“参考单价”大多没有注明口径（是否含机电末端、是否含固定家具、是否含税），也很少注明样本和年份。本站没有检索到可以引用的、按区域和档次统计的精装单价，因此不给出一张看似精确的表，而是给出估算和判断的方法；需要数字时，用同一品牌近三年的中标价和样板间的实际造价。',
          ),
        ),
        rich(
          '估算的三个步骤',
          ol(
            '拆区域：客房、走廊、大堂与公区、餐饮、宴会与会议、康体、后勤，各区域面积从方案图上量取',
            '定标准：按品牌设计标准和业主批准的材料样板，确定各区域的主要做法（地面、墙面、顶棚、固定家具、卫浴）',
            '套单价：用同品牌、同档次、近三年的中标价或样板间实际造价，按区域套用，再按地区价差和年份调整',
          ),
          h('客房是估算的重心'),
          p(
            '客房层在大多数酒店中占建筑面积的最大份额，而且数量多、做法统一，单价的一点偏差会被客房数放大。所以样板间的意义不只是确认效果：它给出了一间标准客房真实的材料清单和造价，是客房精装预算最可靠的依据。',
          ),
        ),
        rich(
          '招标时怎么判断报价',
          ul(
            '要求投标人按区域和做法分项报价，不接受只报一个总价或平方米综合单价',
            '对照样板间造价和同品牌项目的中标价，差异超过一成的分项要求投标人说明',
            '明确界面：机电末端、固定家具、卫浴洁具、灯具和标识由谁供货安装',
            '警惕低价中标后靠变更和签证回收利润：招标文件中把已确认的做法写细',
          ),
          note(
            '精装修属于建安工程费的一部分，投资预算工具按单方造价整体估算；方案深化后，可以用分区域估算结果替换单方造价。',
          ),
        ),
      ],
    },
  ]
}
