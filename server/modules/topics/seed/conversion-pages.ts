import { benchmarkValue } from '../../../../common/benchmarks/benchmarks.ts'
import { benchmarks, h, ol, p, rich, type SeedPage, table, ul } from './define.ts'

/** A hypothetical 120-room midscale conversion: its budget at the benchmark table's per-key default. */
export const conversionExample = { rooms: 120, segment: 'midscale' as const }

export function conversionBudgetWan() {
  const perKey = benchmarkValue('dev.pip_cost_per_key', { segment: conversionExample.segment, variant: 'full' })
  return { perKey, totalWan: (perKey * conversionExample.rooms) / 10_000 }
}

/** The build topic's pages on the schedule and on converting an existing building (issue 18: conversions, PIP). */
export function buildPages(): SeedPage[] {
  const { perKey, totalWan } = conversionBudgetWan()
  return [
    {
      path: 'build/conversion',
      title: '存量物业改造与换牌',
      summary: '把现有酒店或其他物业改造成品牌酒店：PIP 清单、改造范围、停业还是分区施工，附预算示例。',
      blocks: [
        rich(
          '什么是 PIP',
          p(
            '物业改善计划（PIP，Property Improvement Plan）是品牌方在签约前对现有物业逐项检查后开出的改造清单：哪些必须改、改到什么标准、什么时候完成。它既用于新加盟的换牌项目，也用于已在品牌体系内、到期需要翻新的酒店。PIP 清单就是改造预算的基础，签约前要把它作为合同附件固定下来，避免开工后品牌方不断追加。',
          ),
          h('三种改造范围'),
          ul(
            '软装更新：家具、布草、灯具和局部饰面，酒店通常可以不停业',
            '客房全面翻新：客房硬装、卫浴、机电末端和 FF&E 全部更换，不含公区',
            '整体改造换牌：客房、公区、立面和标识全部改造，往往还要更新机电和消防系统',
          ),
        ),
        benchmarks('改造投资参考（每间客房）', ['dev.pip_cost_per_key']),
        rich(
          '示例：一家中端酒店的整体换牌预算',
          p(
            `以下为说明方法的示例。一家 ${conversionExample.rooms} 间客房的酒店按中端品牌整体改造换牌，按上表中端整体改造的典型值 ${perKey.toLocaleString('en-US')} 元/间估算，改造投资约 ${totalWan.toLocaleString('en-US')} 万元。这只是起点：还要加上设计费、品牌方的技术服务费、停业或分区施工期间的收入损失，以及隐蔽工程的不可预见费。改造换牌工具把这些项目放在一起，计算投资回收期。`,
          ),
        ),
        table(
          '停业改造还是分区施工',
          ['方式', '好处', '代价'],
          [
            ['整体停业', '工期短，施工组织简单，一次到位', '停业期间没有收入，员工需要安置，协议客户可能流失'],
            [
              '分区施工',
              '保留部分收入和客源，员工不必全部安置',
              '工期长，噪声和粉尘引起投诉，成本通常更高，房价和点评受影响',
            ],
          ],
        ),
        rich(
          '常见的坑',
          ol(
            '隐蔽工程：拆开吊顶和墙面后才发现机电老化、防水失效或结构问题，预算要留足不可预见费',
            '消防审验：按《建设工程消防设计审查验收管理暂行规定》（住房和城乡建设部令第51号），达到一定规模的宾馆、饭店属于特殊建设工程，装修改造也要办理消防设计审查和验收，其余工程实行备案抽查；规模界限以现行文本为准，改变使用功能的改造尤其要先确认',
            '非酒店物业改造：办公楼或商业改酒店，要核对土地用途、层高、给排水和排烟条件能否满足酒店要求，改变用途可能涉及规划手续',
            'PIP 的完成期限：品牌方通常要求在约定期限内完成，逾期可能影响品牌授权，计划要与融资到位时间一致',
          ),
        ),
        rich(
          '签约前和品牌方谈清楚',
          ul(
            'PIP 清单作为合同附件，清单之外的新增要求由谁承担费用',
            '哪些现有设施可以保留，哪些标准允许用等效做法替代，以书面确认为准',
            '改造期间品牌方是否减免费用，开业后是否有收费优惠期',
            '验收标准和复查次数，验收不通过时的整改期限',
            '下一次强制翻新的时间和范围，避免刚改完几年又被要求大修',
            '改造期间的预订系统和会员权益如何处理，已售出的远期订单由谁负责安置',
          ),
        ),
      ],
    },
  ]
}
