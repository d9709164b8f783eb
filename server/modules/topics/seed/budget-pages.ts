import { budgetDefaults, budgetLineKeys, budgetLineLabels, calculateBudget } from '../../../../common/applets/budget.ts'
import { positioningLabels, positionings } from '../../../../common/intel.ts'
import { chart, note, ol, p, rich, type SeedPage, table, ul } from './define.ts'

const TIER = 'tier2' as const
const wanPerKey = (yuan: number) => (yuan / 10_000).toFixed(1)

/** The budget tool's own result at the benchmark table's defaults, for each segment (二线城市, per key). */
export function budgetBySegment() {
  return positionings.map((segment) => ({ segment, result: calculateBudget(budgetDefaults(segment, TIER)) }))
}

/**
 * The budget topic's composition page, computed by the budget tool from the benchmark table (issue 18: the page's
 * unsourced shares disagreed with the tool; now they cannot).
 */
export function budgetSharesPage(): SeedPage {
  const all = budgetBySegment()
  const pick = (segment: string) => all.find((row) => row.segment === segment)?.result
  const shown = ['midscale', 'upscale', 'luxury'] as const
  return {
    path: 'budget/shares',
    title: '各项费用占比',
    summary: '开发总投资（不含土地与财务费用）按投资预算工具的口径分解，各档次每间客房投资与各项占比。',
    blocks: [
      rich(
        '口径',
        p(
          '下面的数字不是另一套经验值，而是投资预算工具用基准数据表的缺省值（二线城市）算出的结果：建安工程费按建筑面积乘单方造价，FF&E、OS&E 和开业前费用按每间客房计，专业服务费按建安工程费的比例，不可预见费按建安与专业服务费之和的比例（可行性研究工具用同一算法）。土地和建设期利息不在其中：前者因项目差异太大，后者取决于融资方案，在可行性研究工具里单独计算。',
        ),
      ),
      chart(
        '各档次每间客房开发投资（万元，不含土地）',
        'bar',
        all.map((row) => positioningLabels[row.segment]),
        { '每间投资（万元）': all.map((row) => Number(wanPerKey(row.result.totalPerKey))) },
        '万元',
        '投资预算工具按基准数据表缺省值（二线城市）计算；各项数字的出处见“单房投资参考”页。',
      ),
      table(
        '各项费用占比（%）',
        ['项目', ...shown.map((segment) => positioningLabels[segment])],
        budgetLineKeys.map((key) => [
          budgetLineLabels[key],
          ...shown.map((segment) => {
            const line = pick(segment)?.lines.find((l) => l.key === key)
            return line ? (line.share * 100).toFixed(1) : '—'
          }),
        ]),
        '投资预算工具按基准数据表缺省值（二线城市）计算，合计为 100%；替换为项目数据后比例随之变化。',
      ),
      rich(
        '怎么读',
        ul(
          '建安工程费是最大的一项，而它由建筑面积和单方造价两个数相乘：每间客房的建筑面积比同档次多一成，总投资就大约多出相应比例，所以方案阶段控制面积比压低单价更有效',
          'FF&E 和开业前费用按间计，金额随档次上升；但全服务酒店的建筑面积和单方造价涨得更快，所以表中 FF&E 的占比中端反而高于高端。它们由管理方的标准决定，要求管理方在签约时给出清单和预算',
          '不可预见费不是可以随意动用的预备金：规定动用权限，并在每次动用时记录原因',
        ),
      ),
      rich(
        '常见的漏项',
        ol(
          '红线外配套：市政接驳、道路、景观与外部管网',
          '品牌方的技术服务费、设计审核费和系统安装费',
          '厨房、洗衣房和后勤区的专业设备（有时被算在 FF&E 之外）',
          '建设期利息和融资费用：在可研中单独测算，但必须进入总投资',
          '开业前的保险、证照和检测费用',
          '管理方派驻的筹建期人员与差旅：有的合同计入开业前费用，有的另行收取，要在合同中写清',
        ),
        p(
          '土地成本不在这张表里，但在总投资中往往是最大的一项之一。土地按出让价款、契税和相关税费计入，另外要看土地款支付的时间：土地款越早支付，建设期的资金占用和利息越高，这部分要在可行性研究工具中按实际付款节奏计算。',
        ),
        note('投资预算工具列出每一项的计算过程，可以导出 Excel 与设计和造价顾问的估算逐项对照。'),
      ),
    ],
  }
}
