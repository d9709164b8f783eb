import { calculateStaffing, staffingDefaults } from '../../../../common/applets/staffing.ts'
import { benchmarks, h, note, ol, p, rich, type SeedPage, table, ul } from './define.ts'

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
      path: 'operation/revenue',
      title: '收益管理基本方法',
      summary: '细分市场、需求预测、差异化定价、超额预订与渠道管理怎么做。',
      blocks: [
        rich(
          '收益管理在做什么',
          p(
            '收益管理是在对的时间、通过对的渠道、以对的价格把房间卖给对的客人。它的对象不是出租率，也不是平均房价，而是 RevPAR 和扣除渠道成本后的净房费，在竞争组合里体现为 RGI。',
          ),
          ol(
            '细分市场：散客、协议公司、会议团队、旅行社与批发商、长住，每一类的提前期、价格弹性和停留天数都不同',
            '需求预测：按日期、按细分市场预测未来 90 天的需求，节假日、会展和当地活动单独标注',
            '差异化定价：按提前预订天数、停留天数、可否取消、是否含早和渠道设置价格，而不是一个门市价打折',
            '库存控制：需求高的日期关闭低价产品、设置最少入住天数，需求低的日期开放促销',
            '超额预订：按历史未到率和临时取消率控制，并约定无法入住时的安置方案',
          ),
        ),
        table(
          '渠道怎么管',
          ['渠道', '成本构成', '管理要点'],
          [
            ['官网、小程序与会员', '系统费、会员积分与营销投入', '价格不高于其他渠道，给会员独有权益，提高复购'],
            ['在线旅行平台（OTA）', '按成交房费计的佣金与推广费', '看扣除佣金后的净房费，控制高佣金促销的占比'],
            ['旅行社与批发商', '净价合同，价差即成本', '限定适用日期和房量，避免在旺季占用库存'],
            ['协议公司', '销售人员成本与协议折扣', '按年度产量复核折扣，低产量协议到期不续'],
            ['会议与团队', '销售成本与让利', '按整体收入（客房加餐饮会议）评估，不只看房价'],
          ],
          '各渠道的费率随平台政策和合同谈判变化，本站未检索到可引用的分渠道公开统计；按本店合同和结算数据计算。',
        ),
        rich(
          '每周的收益会议',
          p(
            '收益管理不是一个人的工作。每周由总经理主持，收益经理、销售、前厅和餐饮负责人参加，看三样东西：未来 90 天每天的在手预订和去年同期的对比（pickup），竞争组合的公开报价，以及上周的实际结果与预测的偏差。会议的产出是具体的动作：哪些日期调价、开关哪些产品、销售重点攻哪些客户。',
          ),
          h('常见的坑'),
          ol(
            '只跟随竞争对手调价，不看本店自己的需求预测',
            '为了当天的出租率在最后时刻大幅降价，教会客人等待',
            '协议价多年不复核，旺季被低价协议占满',
            '只看房价不看净房费：高佣金渠道的成交看起来房价高，实际净收入低',
          ),
          note(
            '渠道结构要看趋势：OTA 占比逐年上升、直销占比下降时，即使 RevPAR 没变，扣除渠道成本后的净收入也在下降。',
          ),
        ),
      ],
    },
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
