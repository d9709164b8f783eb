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
    blocks: [
      rich(
        '情形',
        p(
          `工具打开时的情形：二线城市一家中高端酒店，${input.rooms}间客房，每间建筑面积${input.gfaPerKey}㎡，容积率${input.plotRatio}，楼面地价${wan(input.landPricePerSqm, 0)}元/㎡；房价${input.adr}元、稳定期出租率${input.occupancyPct}%，开业第1、2年出租率分别为稳定期的${input.rampYear1Pct}%和${input.rampYear2Pct}%；贷款占开发投资的${input.loanSharePct}%，利率${input.loanRatePct}%，期限${input.loanTermYears}年；持有${input.holdYears}年后按${input.exitCapRatePct}%的资本化率出售，折现率${input.discountRatePct}%。这些默认值取自基准表，做项目时至少要换掉房价、出租率、地价和造价。`,
        ),
      ),
      table(
        '工具的主要结果',
        ['指标', '结果', '怎么读'],
        [
          [
            '开发总投资（万元）',
            wan(r.totalInvestment),
            '含土地、契税、建安、专业服务、不可预见、FF&E、OS&E、开办费和建设期利息',
          ],
          ['每间客房投资（万元）', wan(r.costPerKey), '与同档次项目比较的第一把尺子'],
          ['开业时贷款（万元）', wan(r.loan), '其余为业主股本'],
          ['业主股本（万元）', wan(r.equity), '含建设期由业主承担的利息'],
          ['稳定年 GOP 率（%）', pct(r.stabilizedGopMargin), `第${r.stabilizedYear}年达到稳定`],
          [
            '稳定年 NOI 收益率（%）',
            pct(r.stabilizedNoiYield, 2),
            'NOI ÷ 开发总投资；与退出资本化率比较，高出越多，开发创造的价值越大',
          ],
          ['无杠杆 IRR（%）', pct(projectIrr, 2), '项目本身的回报，与折现率比较'],
          ['杠杆 IRR（%）', pct(equityIrr, 2), '业主股本的回报，含借款的放大作用'],
          ['项目 NPV（万元）', wan(r.projectNpv), `按${input.discountRatePct}%折现；为正说明回报高于折现率`],
          ['股本回报倍数（倍）', r.equityMultiple.toFixed(2), '股本分配合计 ÷ 股本投入'],
          [
            '最低 DSCR（倍）',
            r.minDscr ? r.minDscr.value.toFixed(2) : '—',
            r.minDscr
              ? `出现在开业第${r.minDscr.year}年，贷款行要求的下限按${input.dscrMin}计（测算假设，按贷款行要求替换）`
              : '',
          ],
          [
            '最低债务收益率（%，参考：国际惯例）',
            r.minDebtYield ? pct(r.minDebtYield.value, 2) : '—',
            r.minDebtYield
              ? `出现在开业第${r.minDebtYield.year}年；美国 CMBS 常用${input.debtYieldMinPct}%，国内银行不以此审批`
              : '',
          ],
          ['第10年末出售价值（万元）', wan(r.exit.value), '次年 NOI ÷ 退出资本化率'],
        ],
        '由可行性研究工具（common/applets/feasibility-model.ts）按打开时的默认输入计算。',
      ),
      rich(
        '从结果读出什么',
        ul(
          r.projectNpv > 0
            ? `项目层面可行：购地新建、建设期${input.constructionMonths}个月，稳定年 NOI 收益率${pct(r.stabilizedNoiYield, 2)}%，无杠杆 IRR ${pct(projectIrr, 2)}%高于${input.discountRatePct}%的折现率，NPV 为正`
            : `项目层面不可行：购地新建、建设期${input.constructionMonths}个月，无杠杆 IRR ${pct(projectIrr, 2)}%低于${input.discountRatePct}%的折现率，NPV 为负`,
          (r.minDscr?.value ?? Number.POSITIVE_INFINITY) < input.dscrMin
            ? `融资层面有缺口：默认已按开业后${input.graceYears}年只付息，但开业第${r.minDscr?.year ?? 1}年的 DSCR 只有${r.minDscr?.value.toFixed(2) ?? '—'}，低于贷款行要求的${input.dscrMin}；这几年的本息要由业主另行补足`
            : `融资层面可以通过：默认已按开业后${input.graceYears}年只付息，最低 DSCR ${r.minDscr?.value.toFixed(2) ?? '—'}出现在开业第${r.minDscr?.year ?? 1}年，不低于贷款行要求的${input.dscrMin}`,
          '融资条件要在谈判中落实：宽限期长短、期限和贷款比例都以银行授信批复为准（开发贷款须四证齐全、资本金不低于总投资的 25%）；改完后重新看最低 DSCR 和杠杆 IRR',
          '退出价值在回报中占比很大：持有期的现金流加上出售所得才构成 IRR，退出资本化率每变动半个百分点对结果的影响，要在敏感性表中看',
        ),
      ),
    ],
  }
}

export function smartToolsPages(): CodePage[] {
  return [breakEvenExamplePage(), feasibilityExamplePage()]
}
