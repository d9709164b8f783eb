import { calculateStaffing, departmentLabels, staffingDefaults } from '../../../../common/applets/staffing.ts'
import { benchmarks, note, p, rich, type SeedPage, table, ul } from './define.ts'

/** A hypothetical 300-room upscale hotel staffed by the staffing tool at the benchmark defaults. */
export function staffingExample() {
  const input = staffingDefaults('upscale', 300)
  return { input, result: calculateStaffing(input) }
}

/** The human resources topic's pages (issue 18): a staffing plan from the tool, pay without invented shares. */
export function peoplePages(): SeedPage[] {
  const { input, result } = staffingExample()
  return [
    {
      path: 'humanResource/staffing',
      title: '编制参考与编制测算',
      summary: '每间客房员工数的来源、按部门拆分的编制示例，以及编制为什么不能直接比较。',
      blocks: [
        benchmarks(
          '每间客房员工数与人工成本基准',
          ['ops.staff_per_room', 'ops.staff_dept_share', 'ops.annual_wage', 'ops.social_insurance_pct'],
          '全服务酒店（高端及以上）含餐饮与宴会人员，有限服务酒店多把清洁、布草外包，编制不能直接比较。按项目测算请用人员编制工具。',
        ),
        rich(
          '示例：一家高端酒店的编制',
          p(
            `以下为说明方法的示例：一家 ${input.rooms} 间客房的高端酒店，用人员编制工具的缺省值（上表的人房比和各部门占比，餐饮按 ${input.fnbOutlets} 个网点、每个网点 ${input.staffPerOutlet} 人）测算。`,
          ),
        ),
        table(
          '各部门编制（示例）',
          ['部门', '人数（人）', '占比（%）'],
          [
            ...result.departments.map((d) => [departmentLabels[d.department], d.headcount, (d.share * 100).toFixed(1)]),
            ['合计', result.headcount, '100.0'],
          ],
          `合计约 ${result.headcount} 人，折合每间客房 ${result.staffPerRoom.toFixed(2)} 人；年人工成本约 ${Math.round(result.payroll).toLocaleString('en-US')} 万元（按行业平均工资，未乘档次薪酬系数）。`,
        ),
        rich(
          '编制为什么不能直接比',
          ul(
            '餐饮规模：同样 300 间客房，一个全日餐厅和五个餐厅加宴会厅，餐饮编制可以差出好几倍；所以工具按餐饮网点计算，而不是按客房数',
            '外包范围：清洁、洗衣、保安、绿化外包的酒店，自有编制低，但外包费用要加回去才能比较',
            '统计口径：是否包含实习生、小时工和管理公司派驻人员，各家报表并不一致',
            '服务标准：同一档次里，提供管家式服务、二十四小时送餐或行政酒廊的酒店，编制自然更高，要按服务项目逐项对齐',
          ),
          note('和同类酒店对标时，先把餐饮网点数和外包范围对齐，再比较每间客房员工数和人工成本占收入的比例。'),
        ),
      ],
    },
  ]
}
