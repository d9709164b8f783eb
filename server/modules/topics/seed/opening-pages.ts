import { benchmarkValue } from '../../../../common/benchmarks/benchmarks.ts'
import { benchmarks, note, ol, p, rich, type SeedPage, table, ul } from './define.ts'

/** A hypothetical 200-room upscale opening, sized from the benchmark table. */
export const openingExample = { rooms: 200, segment: 'upscale' as const }

export function openingFigures() {
  const { rooms, segment } = openingExample
  const perKey = benchmarkValue('dev.pre_opening_per_key', { segment })
  const staffPerRoom = benchmarkValue('ops.staff_per_room', { segment })
  return {
    perKey,
    budgetWan: (perKey * rooms) / 10_000,
    staffPerRoom,
    staff: Math.round(staffPerRoom * rooms),
    rampYear1: benchmarkValue('ops.ramp_occupancy_pct', { variant: 'y1' }),
  }
}

/** The opening topic's pages on the pre-opening budget and on the ramp-up (issue 18: figures with sources). */
export function openingPages(): SeedPage[] {
  const f = openingFigures()
  const { rooms } = openingExample
  return [
    {
      path: 'opening/budget',
      title: '开业前预算',
      summary: '开业前费用包括什么、按什么估算、由谁批准，附一家高端酒店的估算示例。',
      blocks: [
        rich(
          '开业前费用包括什么',
          p(
            '开业前费用是酒店对外营业之前发生、又不属于工程和设备投资的费用。它通常由管理方编制、业主批准，并在管理合同中约定编制时间和审批方式。主要包括：',
          ),
          ul(
            '筹备期人工：总经理和各部门负责人提前到岗的薪酬、一线员工开业前一到两个月的薪酬与社保',
            '招聘与培训：招聘渠道费用、集中培训、外派培训的差旅与住宿',
            '销售与开业市场：销售办公室、预售与开业活动、线上渠道上线',
            '系统与办公：物业管理系统、收银与门锁系统的安装调试和首年授权、办公用品',
            '管理方费用：开业前管理费或技术服务费（按合同约定，部分品牌按固定金额收取）',
            '不可预见费：开业日期推迟时人工成本会持续发生，要留余量',
          ),
        ),
        benchmarks('开业前费用与人房比参考', ['dev.pre_opening_per_key', 'ops.staff_per_room']),
        rich(
          '示例：一家高端酒店的开业前预算',
          p(
            `以下为说明方法的示例。一家 ${rooms} 间客房的高端酒店，按上表高端档次的典型值 ${f.perKey.toLocaleString('en-US')} 元/间估算，开业前费用约 ${f.budgetWan.toLocaleString('en-US')} 万元；按人房比 ${f.staffPerRoom} 估算，开业时约需员工 ${f.staff} 人。人工是开业前费用中最大、也最随开业日期变化的一项：员工到岗越早、开业推迟越久，这部分费用越高。`,
          ),
        ),
        rich(
          '审批与控制',
          ol(
            '开业前预算按月编制，与开业关键路径的人员到岗计划一一对应',
            '业主批准总额和月度节奏，超出总额需要重新审批',
            '开业日期推迟时，管理方应提交调整后的人员到岗计划和费用影响，由业主决定是否推迟招聘',
            '开业前费用与工程预算分开列账：开业前费用在会计上一般计入当期损益，不能资本化',
            '开业后一个月内由管理方提交开业前费用决算，与预算逐项对照，超支部分说明原因，作为今后同类项目预算的依据',
          ),
          note('投资预算工具按档次把开业前费用与造价、FF&E、OS&E 一起列入总投资，可替换为管理方的报价。'),
        ),
      ],
    },
    {
      path: 'opening/ramp-up',
      title: '开业后的爬坡期',
      summary: '新酒店要几年才能达到稳定经营，爬坡期的现金准备和常见误判。',
      blocks: [
        rich(
          '为什么要算爬坡期',
          p(
            '新酒店开业当年很少能达到稳定期的出租率和房价：在线渠道的评分和排名要靠入住和点评慢慢积累，协议客户要经过一个年度的招标周期才会签约，会议和团队的预订提前期往往在半年以上。可研和融资方案如果直接用稳定年数字做开业首年，现金缺口就会在开业后的头两年集中暴露。',
          ),
        ),
        benchmarks('开业爬坡出租率（相对稳定期）', ['ops.ramp_occupancy_pct']),
        table(
          '爬坡期要准备的现金',
          ['项目', '说明'],
          [
            ['经营亏损或利润不足', `按上表，第 1 年出租率约为稳定期的 ${f.rampYear1}%，固定成本却已全部发生`],
            ['还本付息', '开发贷款的利息在开业后开始由经营现金流承担，宜争取宽限期'],
            ['营运资金', '应收账款（协议客户、OTA 结算）与存货占用的资金'],
            ['开业后整改', '开业初期暴露的工程缺陷和品牌检查整改，保修期内的部分应向总包和分包追偿'],
          ],
        ),
        rich(
          '常见的误判',
          ol(
            '把预售和开业活动带来的首月高出租率当成趋势',
            '按稳定期的人员编制开业，导致开业头几个月人工成本率过高；应按爬坡节奏分批补员',
            '忽视房价爬坡：为了拉出租率而低价开业，之后很难把价格拉回竞争组合的水平，RGI 的结构会长期偏向以价换量',
            '把第三年仍未达到稳定期简单归因于市场，不去对照竞争组合的指数找原因',
          ),
          p(
            '爬坡期的管理重点是三个数：每月的 RGI 是否逐月接近 100，线上评分是否稳定在竞争组合的水平以上，协议和会议客户的签约量是否按计划增长。三者都在改善，出租率慢一点也不必急于降价；三者停滞，才需要调整定价和销售策略。',
          ),
          note('可行性研究工具和合作模式对比工具按同一组爬坡比例计算开业头三年，可以检验爬坡期的现金缺口。'),
        ),
      ],
    },
  ]
}
