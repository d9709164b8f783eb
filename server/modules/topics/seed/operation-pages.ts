import { calculateStaffing, staffingDefaults } from '../../../../common/applets/staffing.ts'
import { benchmarks, h, p, rich, type SeedPage, ul } from './define.ts'

/** A hypothetical 200-room upscale hotel's payroll, sized from the benchmark table. */
export const payrollExample = { rooms: 200, segment: 'upscale' as const }

export function payrollFigures() {
  const { rooms, segment } = payrollExample
  const input = staffingDefaults(segment, rooms)
  const result = calculateStaffing(input)
  return {
    staff: result.headcount,
    staffPerRoom: input.staffPerRoom,
    wage: input.annualWage,
    social: input.socialInsurancePct,
    costWan: Math.round(result.payroll),
    perRoomWan: Math.round(result.payrollPerRoom * 10) / 10,
  }
}

/** The operation topic's pages on costs and revenue management (issue 18: sourced figures, USALI structure). */
export function operationPages(): SeedPage[] {
  const f = payrollFigures()
  return [
    {
      path: 'operation/cost',
      title: '成本结构与人工成本',
      summary: 'USALI 口径的部门成本率和未分配费用，固定与变动成本，以及人工成本的估算。',
      blocks: [
        rich(
          '按 USALI 看成本',
          p(
            '成本分析要按 USALI 的结构分层看：先看各营业部门的费用率（客房、餐饮、其他），再看未分配费用（行政、销售市场、信息技术、工程维修、能源），最后才是 GOP 以下的业主费用。每一层的问题和责任人都不同：部门费用率是部门经理的事，未分配费用多半是总经理和工程的事。',
          ),
        ),
        benchmarks('部门费用率与未分配费用参考', [
          'ops.rooms_dept_cost_pct',
          'ops.fnb_dept_cost_pct',
          'ops.other_dept_cost_pct',
          'ops.undistributed_pct',
        ]),
        rich(
          '固定成本与变动成本',
          p(
            '酒店的成本里有相当一部分不随出租率变化：管理人员的薪酬、系统费、保险、大部分能源和维修。出租率下降时利润下降得比收入快，出租率上升时利润上升得也比收入快，这就是经营杠杆。下表是美国样本中各类费用的固定部分占比，用来估计出租率变化对利润的影响；中国酒店的结构可能不同，使用时以本店的历史数据校准。',
          ),
        ),
        benchmarks('费用中的固定部分', ['ops.fixed_share']),
        rich(
          '用它来审预算',
          p(
            '审阅年度预算时，先看收入假设比今年高或低多少，再看各部门费用是否按固定和变动两部分相应变化：收入增长一成而费用也增长一成，说明变动成本控制得不好或者固定成本在膨胀；收入下降而费用几乎不降，说明排班和采购没有随业务量调整。让管理方按这个结构解释预算，比逐行讨论科目有效得多。',
          ),
        ),
        rich(
          '人工成本怎么估',
          p(
            `人工是酒店最大的一项费用。示例（数字为假设的酒店规模，参数取自下表）：一家 ${payrollExample.rooms} 间客房的高端酒店，按人员编制工具的缺省值（人房比 ${f.staffPerRoom}、各部门占比与餐饮网点数）约需员工 ${f.staff} 人；按住宿和餐饮业平均工资 ${f.wage.toLocaleString('en-US')} 元/人/年、单位社保与公积金缴费率 ${f.social}% 计算，年人工成本约 ${f.costWan.toLocaleString('en-US')} 万元，每间客房约 ${f.perRoomWan} 万元。高端酒店的实际薪酬通常高于行业平均工资，用本店或当地同档次酒店的薪酬数据替换后再比较。`,
          ),
        ),
        benchmarks('人工参数', ['ops.staff_per_room', 'ops.annual_wage', 'ops.social_insurance_pct']),
        rich(
          '降本先从哪里看',
          h('不影响客人的'),
          ul(
            '能源：设备运行时间和温度设定、热水系统、照明控制，先做不花钱的运行调整',
            '排班：按预测出租率和餐饮预订排班，淡季用多技能员工和小时工替代固定编制',
            '采购：布草、客用品和食品的集中采购与库存周转',
            '外包：洗衣、绿化、保安和夜间清洁等岗位，按质量和总成本比较自营与外包',
          ),
          h('要谨慎的'),
          ul(
            '削减客房清洁时间、早餐品种和维修预算，短期省钱，长期伤害点评和房价',
            '推迟到期的设备更新：故障停用的客房和投诉带来的损失，往往超过推迟节省的钱',
            '压缩销售团队：协议和会议客户流失后，要用更多低价渠道补出租率',
          ),
        ),
      ],
    },
  ]
}
