import { benchmarkValue } from '../../../../common/benchmarks/benchmarks.ts'
import { benchmarks, h, note, ol, p, rich, type SeedPage, table, ul } from './define.ts'

/** A hypothetical 250-room upscale hotel's FF&E and OS&E budget at the benchmark table's per-key defaults. */
export function purchaseBudget() {
  const rooms = 250
  const ffe = benchmarkValue('dev.ffe_per_key', { segment: 'upscale' })
  const ose = benchmarkValue('dev.ose_per_key', { segment: 'upscale' })
  return { rooms, ffe, ose, ffeWan: (ffe * rooms) / 10_000, oseWan: (ose * rooms) / 10_000 }
}

/** The procurement topic's pages on budgeting and on tendering FF&E and OS&E (issue 18). */
export function purchasePages(): SeedPage[] {
  const b = purchaseBudget()
  return [
    {
      path: 'purchase/budget',
      title: 'FF&E 与 OS&E 预算和招标',
      summary: '预算从哪里来、谁定标准谁来买、怎么划分采购包和评标，附预算示例。',
      blocks: [
        rich(
          '谁定标准，谁来买',
          p(
            '委托管理的酒店，FF&E（家具、装置与设备）和 OS&E（经营用品）的标准由品牌方和管理方给出，钱由业主出。常见的分工有三种：业主自己采购、业主委托采购代理、由管理方的采购公司代为采购。无论哪种，业主都应保留三项权利：批准采购预算、参与评标、确认样品；由管理方关联公司代采时，还要约定服务费的计算方式和价格的审计权。',
          ),
        ),
        benchmarks('每间客房的 FF&E 与 OS&E', ['dev.ffe_per_key', 'dev.ose_per_key']),
        rich(
          '示例：一家高端酒店的采购预算',
          p(
            `以下为说明方法的示例。一家 ${b.rooms} 间客房的高端酒店，按上表高端档次的缺省值，FF&E 约 ${b.ffe.toLocaleString('en-US')} 元/间、合计约 ${b.ffeWan.toLocaleString('en-US')} 万元，OS&E 约 ${b.ose.toLocaleString('en-US')} 元/间、合计约 ${b.oseWan.toLocaleString('en-US')} 万元。这是首版预算的起点；管理方提交清单后，按清单逐项核对，差异大的类别要求说明。投资预算工具使用同一组数字。`,
          ),
        ),
        table(
          '采购包怎么分',
          ['采购包', '特点', '要点'],
          [
            ['客房定制家具', '量大、定制、周期长', '样板间确认后下单，安排出厂前验收'],
            ['公区家具与艺术品', '单件价值高、设计要求高', '由设计师参与选型和验收'],
            ['灯具', '与精装和电气界面多', '与精装修同步深化，确认开孔和电源位置'],
            ['布草与毛巾', '规格由品牌标准决定', '按洗涤次数和寿命比较全寿命成本'],
            ['餐具与厨房小件', '品类多、按餐厅配置', '按各餐厅的菜单和餐位数配置'],
            ['客用品与清洁用品', '持续消耗', '首批按开业初期用量采购，之后纳入日常采购'],
            [
              '电器与弱电终端',
              '电视、保险箱、迷你吧、客控面板',
              '与弱电和智能化系统统一选型，确认接口、调试和维保责任',
            ],
          ],
        ),
        rich(
          '评标看什么',
          ol(
            '技术标：样品是否符合品牌标准、材料和工艺说明、类似酒店项目的供货业绩',
            '商务标：单价、运输和安装费、质保期和备品备件',
            '交货能力：生产周期、产能和交货计划能否配合工程进度',
            '售后：质保期内的响应时间，本地是否有服务网点',
            '付款条件：预付款比例、到货款和质保金的安排，预付款较大时要求供应商提供预付款保函',
          ),
          h('常见的坑'),
          ul(
            '只比单价不比寿命：便宜的布草和床垫更换得快，几年下来总成本更高',
            '样品和大货不一致：合同中约定以确认样品为验收标准，双方各留一份封样，到货时逐批对照',
            '进口物品低估运输和清关时间，影响开业',
            '清单漏项：后勤区、员工区和工程维修工具往往不在设计师的清单里，开业前才临时补买',
          ),
          p(
            '评标时技术标和商务标分开评：先按技术标筛掉不符合品牌标准和交货能力不足的投标人，再在合格的投标人中比较价格。把价格和技术混在一起打分，常常让最便宜却达不到标准的供应商中标，之后靠变更和整改弥补，反而更贵。',
          ),
          note('采购客户可以在采购资源导航中查看产品目录、供应商库和采购申请流程。'),
        ),
      ],
    },
  ]
}
