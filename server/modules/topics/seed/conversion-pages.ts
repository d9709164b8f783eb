import { benchmarkValue } from '../../../../common/benchmarks/benchmarks.ts'
import { benchmarks, h, note, ol, p, rich, type SeedPage, table, ul } from './define.ts'

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
      path: 'build/schedule',
      title: '工期与关键路径',
      summary: '从开工到开业要多久，哪些工作决定开业日期。',
      blocks: [
        benchmarks('建设期参考', ['dev.construction_months']),
        rich(
          undefined,
          p(
            '表中有限服务档次（经济型到中高端）按租赁或自有的既有物业改造计，全服务档次按新建计；有限服务酒店如果是新建，还要另加土建期。租赁物业改造的工期还直接决定免租期是否够用：与房东谈判免租期时，应以改造工期加上证照办理时间为依据，而不是只算装修时间。',
          ),
        ),
        rich(
          '决定开业日期的几条线',
          p(
            '酒店工程的工期不是由土建决定的，而是由最后几个月挤在一起的工作决定的：精装修收尾、机电系统联合调试、消防验收、品牌开业检查和证照办理。倒排计划时，要从目标开业日期往前，把这几项的最短时间先留出来，再看前面的结构和幕墙能否赶上。',
          ),
          ol(
            '样板间：在大面积精装招标前完成并经品牌方确认，确认后再下单长周期的家具和卫浴',
            '机电调试：空调、给排水、强弱电和电梯要在精装收尾前具备联合调试条件，调试时间不能被精装挤占',
            '消防：消防验收或备案是取得特种行业许可证和开业的前提，消防整改往往牵动已完成的吊顶和饰面',
            '品牌开业检查：品牌方按清单逐项检查客房和公区，不通过的项目要整改复查，计划中要留出复查时间',
            '证照与筹备：特种行业许可证、卫生许可、食品经营许可和员工招聘培训与工程收尾并行，不能等到竣工后才开始',
          ),
          note(
            '开业日期一旦对外公布，推迟的代价是已招聘员工的薪酬、已签约团队和会议的违约，以及品牌方的开业营销投入；计划要留出余量，而不是按最短工期对外承诺。',
          ),
        ),
      ],
    },
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
