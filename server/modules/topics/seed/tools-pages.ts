import { breakEvenPoint, calculateBreakEven } from '#common/applets/break-even'
import { breakEvenDefaults } from '#common/applets/break-even-defaults'
import { feasibilityDefaultsFor, feasibilityStartCase } from '#common/applets/feasibility'
import { calculateFeasibility } from '#common/applets/feasibility-model'
import { benchmarks, type CodePage, ol, p, rich, table, ul } from './define.ts'

/**
 * The smartTools pages that teach how to read each tool. The two worked examples are computed here by the tools'
 * own functions from their default cases (upper-midscale, tier-2 city), and seed.test.ts checks that the printed
 * numbers equal the tools' output.
 */

const wan = (value: number, digits = 1) => value.toLocaleString('en-US', { maximumFractionDigits: digits })
const pct = (fraction: number, digits = 1) => (fraction * 100).toFixed(digits)

/** The break-even tool on its default upper-midscale, tier-2 case. */
export function breakEvenExampleFigures() {
  const input = breakEvenDefaults('upper_midscale', 'tier2')
  const result = calculateBreakEven(input)
  const gop = breakEvenPoint(result, 'gop')
  const noi = breakEvenPoint(result, 'noi')
  const debt = breakEvenPoint(result, 'debt')
  return { input, result, gop, noi, debt }
}

/** The feasibility tool on its start case (the case the tool opens with). */
export function feasibilityExampleFigures() {
  const input = feasibilityDefaultsFor(feasibilityStartCase.segment, feasibilityStartCase.tier)
  const result = calculateFeasibility(input)
  const irr = (r: typeof result.projectIrr) => (r.kind === 'found' ? r.rate : Number.NaN)
  return { input, result, projectIrr: irr(result.projectIrr), equityIrr: irr(result.equityIrr) }
}

function breakEvenExamplePage(): CodePage {
  const { input, result, gop, noi, debt } = breakEvenExampleFigures()
  const occ = (v: number | null) => (v == null ? '达不到' : `${pct(v)}%`)
  return {
    path: 'smartTools/break-even-example',
    title: '盈亏平衡工具算例：出租率到多少才不亏',
    summary: `用工具的默认情形（二线城市、中高端、${input.rooms}间、购地新建）说明三条平衡线怎么算、怎么读。`,
    blocks: [
      rich(
        '情形',
        p(
          `工具默认情形与可行性研究工具的默认情形是同一家酒店：二线城市一家购地新建的中高端酒店，${input.rooms}间客房，平均房价${input.adr}元（含增值税），参考出租率${input.referenceOccupancyPct}%；收入结构、部门费用率、固定与变动比例、管理费与品牌费、税费均取自基准表，房产原值${wan(input.propertyValue, 0)}万元含土地与资本化利息，所以两个工具在参考出租率下算出的 NOI 相同。贷款金额${wan(input.loanAmount, 0)}万元是可行性研究工具开业时的贷款余额，宽限期后${input.loanTermYears}年等额本息，利率${input.loanRatePct}%（5 年期以上 LPR 加点，加点为测算假设）。`,
        ),
      ),
      table(
        '工具的结果',
        ['平衡线', '要覆盖的固定成本（万元/年）', '每售出一间夜的贡献（元）', '平衡出租率（%）', '平衡 RevPAR（元）'],
        [gop, noi, debt].map((pt, i) => [
          ['GOP 打平', 'NOI 打平', '还本付息打平'][i] ?? '',
          wan(pt.fixedCosts),
          wan(pt.contributionPerRoom),
          occ(pt.occupancy),
          pt.revpar == null ? '—' : wan(pt.revpar),
        ]),
        '由盈亏平衡工具（common/applets/break-even.ts）按默认输入计算。',
      ),
      rich(
        '算法：以 GOP 线为例',
        ol(
          `每售出一间夜带来的总收入（不含增值税）= 房价 ÷ (1 + ${input.vatPct}%) ÷ 客房收入占比 = ${input.adr} ÷ ${1 + input.vatPct / 100} ÷ ${100 - input.fnbSharePct - input.otherSharePct}% = ${wan(result.revenuePerOccupiedRoom)}元`,
          `减去随出租率变动的部门费用和未分配费用后，每间夜贡献${wan(gop.contributionPerRoom)}元`,
          `GOP 以上的固定成本合计${wan(gop.fixedCosts)}万元/年（各部门和未分配费用中的固定部分）`,
          `平衡出租率 = ${wan(gop.fixedCosts)}万元 ÷ (${wan(gop.contributionPerRoom)}元 × ${input.rooms}间 × 365天) = ${occ(gop.occupancy)}`,
        ),
      ),
      rich(
        '怎么读',
        ul(
          `经营层面很安全：出租率只要${occ(gop.occupancy)}就能覆盖经营费用，${occ(noi.occupancy)}就能再覆盖基本管理费、品牌系统费、增值税附加、FF&E 准备金，以及房产税、土地使用税和保险`,
          debt.occupancy != null && debt.occupancy * 100 <= input.referenceOccupancyPct
            ? `真正的约束在还本付息：按上述贷款，出租率要达到${occ(debt.occupancy)}才能覆盖每年${wan(result.costs.debtService)}万元的本息，离参考出租率${input.referenceOccupancyPct}%只有${(input.referenceOccupancyPct - debt.occupancy * 100).toFixed(1)}个百分点的余地`
            : `真正的约束在还本付息：按上述贷款，出租率要达到${occ(debt.occupancy)}才能覆盖每年${wan(result.costs.debtService)}万元的本息，高于参考出租率${input.referenceOccupancyPct}%，稳定期也要由业主补足本息`,
          `同样在参考出租率下，房价至少要${wan(result.adrAtReference.debt ?? Number.NaN, 0)}元才能覆盖本息（工具“房价与平衡出租率”表给出每档房价下的三条线）`,
          '对业主的含义：开业爬坡期出租率达不到稳定水平时，本息缺口要靠股东资金或宽限期安排；谈贷款时应争取与爬坡期匹配的还款计划',
        ),
      ),
      benchmarks('算例默认值的出处', [
        'ops.adr',
        'ops.occupancy',
        'ops.fixed_share',
        'ops.rooms_dept_cost_pct',
        'ops.undistributed_pct',
        'fin.lpr_5y',
        'fin.loan_spread_pct',
      ]),
      rich(
        '常见的坑',
        ul(
          '把“GOP 打平”当成不亏：GOP 之下还有管理费、税费和本息，业主关心的是最后一条线',
          '用全年平均出租率判断：淡季月份可能低于平衡线，要结合月度季节性看现金流',
          '固定成本比例照搬默认值：单体酒店的人员和能耗固定部分往往更高，要用本店的历史数据校准',
        ),
      ),
    ],
  }
}

function feasibilityExamplePage(): CodePage {
  const { input, result, projectIrr, equityIrr } = feasibilityExampleFigures()
  const r = result
  return {
    path: 'smartTools/feasibility-example',
    figures: {
      input,
      r,
      projectIrr,
      equityIrr,
      minDscr: r.minDscr ? r.minDscr.value.toFixed(2) : '—',
      minDscrNote: r.minDscr
        ? `出现在开业第${r.minDscr.year}年，贷款行要求的下限按${input.dscrMin}计（测算假设，按贷款行要求替换）`
        : '',
      minDebtYield: r.minDebtYield ? pct(r.minDebtYield.value, 2) : '—',
      minDebtYieldNote: r.minDebtYield
        ? `出现在开业第${r.minDebtYield.year}年；美国 CMBS 常用${input.debtYieldMinPct}%，国内银行不以此审批`
        : '',
      projectVerdict:
        r.projectNpv > 0
          ? `项目层面可行：购地新建、建设期${input.constructionMonths}个月，稳定年 NOI 收益率${pct(r.stabilizedNoiYield, 2)}%，无杠杆 IRR ${pct(projectIrr, 2)}%高于${input.discountRatePct}%的折现率，NPV 为正`
          : `项目层面不可行：购地新建、建设期${input.constructionMonths}个月，无杠杆 IRR ${pct(projectIrr, 2)}%低于${input.discountRatePct}%的折现率，NPV 为负`,
      financingVerdict:
        (r.minDscr?.value ?? Number.POSITIVE_INFINITY) < input.dscrMin
          ? `融资层面有缺口：默认已按开业后${input.graceYears}年只付息，但开业第${r.minDscr?.year ?? 1}年的 DSCR 只有${r.minDscr?.value.toFixed(2) ?? '—'}，低于贷款行要求的${input.dscrMin}；这几年的本息要由业主另行补足`
          : `融资层面可以通过：默认已按开业后${input.graceYears}年只付息，最低 DSCR ${r.minDscr?.value.toFixed(2) ?? '—'}出现在开业第${r.minDscr?.year ?? 1}年，不低于贷款行要求的${input.dscrMin}`,
    },
    blocks: [],
  }
}

export function smartToolsPages(): CodePage[] {
  return [breakEvenExamplePage(), feasibilityExamplePage()]
}
