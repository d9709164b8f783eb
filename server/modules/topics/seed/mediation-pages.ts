import { benchmarkValue } from '#common/benchmarks/benchmarks'
import { type CodePage, p, rich, table, ul } from './define.ts'

/**
 * The dispute topic's pages: where owner–operator disputes come from, what the law says about ending a management
 * contract, how mediation works and how the amount in dispute is computed. Laws are named by title and year; an
 * article is cited only where its text was read. The worked examples use the benchmark table's fee rates on a
 * hypothetical hotel and are checked by seed.test.ts.
 */

const wan = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 })

/** A hypothetical upscale hotel's year (万元) and the owner's investment, for the incentive-fee dispute. */
export const feeDisputeExample = { revenue: 6000, gop: 1800, fixedCharges: 300, investment: 18000, yearsLeft: 8 }

/** The incentive fee under the two readings of "profit after owner's priority" (with and without fixed charges). */
export function feeDispute() {
  const e = feeDisputeExample
  const base = (e.revenue * benchmarkValue('fee.base_pct')) / 100
  const claimed = (e.gop * benchmarkValue('fee.incentive_pct_gop')) / 100
  const priority = (e.investment * benchmarkValue('fee.owner_priority_pct')) / 100
  const ownerProfit = e.gop - base - e.fixedCharges
  const operatorProfit = e.gop - base
  const payable = (profit: number) => Math.max(0, Math.min(claimed, profit - priority))
  const ownerFee = payable(ownerProfit)
  const operatorFee = payable(operatorProfit)
  const gap = operatorFee - ownerFee
  return { base, claimed, priority, ownerProfit, operatorProfit, ownerFee, operatorFee, gap, total: gap * e.yearsLeft }
}

/** The fees a manager would forgo over the remaining years if the owner ended the contract now, and their value today. */
export function terminationExposure() {
  const e = feeDisputeExample
  const { base, operatorFee } = feeDispute()
  const yearly = base + operatorFee
  const rate = benchmarkValue('fin.discount_rate') / 100
  const factor = (1 - (1 + rate) ** -e.yearsLeft) / rate
  return { yearly, total: yearly * e.yearsLeft, rate: rate * 100, present: yearly * factor }
}

function termination(): CodePage {
  const t = terminationExposure()
  const e = feeDisputeExample
  return {
    path: 'mediation/termination',
    blocks: [
      table(
        '示例：解约时管理方可能主张的费用损失（上限估算）',
        ['项目', '计算', '金额（万元）'],
        [
          [
            '每年管理费',
            `基本管理费 ${benchmarkValue('fee.base_pct')}% × 总收入 ${wan(e.revenue)} + 奖励管理费`,
            wan(t.yearly),
          ],
          ['剩余期限合计', `× ${e.yearsLeft} 年`, wan(t.total)],
          ['按折现率折成现值', `折现率 ${t.rate}%，${e.yearsLeft} 年`, wan(t.present)],
        ],
        '假设的高端酒店：总收入6,000万元、GOP 1,800万元，奖励管理费按管理方口径（见“争议金额怎么算”）；费率与折现率为基准数据表缺省值。实际赔偿要扣除管理方因合同终止而节省的成本，由仲裁庭或法院认定，本表只是业主决策前的风险敞口估算。',
      ),
    ],
  }
}

function claim(): CodePage {
  const e = feeDisputeExample
  const d = feeDispute()
  return {
    path: 'mediation/claim',
    blocks: [
      rich(
        '为什么先算账',
        p(
          '调解和仲裁里最有说服力的是一张双方都能复核的计算表：按合同定义逐行算出本方主张的金额，也按对方的口径算一遍，差额在哪一行、因哪一个定义产生，一目了然。很多费用争议算到最后发现只差一个定义，调解员可以直接围绕那一行找折中方案。',
        ),
        p(
          `下面的示例是一家假设的高端酒店：总收入${wan(e.revenue)}万元，GOP ${wan(e.gop)}万元，业主承担的保险、房产税等固定费用${wan(e.fixedCharges)}万元，业主投资${wan(e.investment)}万元。合同约定：奖励管理费为 GOP 的${benchmarkValue('fee.incentive_pct_gop')}%，但只从“调整后利润”超过业主优先回报（投资额的${benchmarkValue('fee.owner_priority_pct')}%）的部分中支付。双方对“调整后利润”是否扣除固定费用有分歧。`,
        ),
      ),
      table(
        '两种口径的逐行计算（万元）',
        ['行', '业主口径（扣固定费用）', '管理方口径（不扣固定费用）'],
        [
          ['GOP', wan(e.gop), wan(e.gop)],
          [`减：基本管理费（总收入 × ${benchmarkValue('fee.base_pct')}%）`, wan(d.base), wan(d.base)],
          ['减：固定费用', wan(e.fixedCharges), '不扣'],
          ['调整后利润', wan(d.ownerProfit), wan(d.operatorProfit)],
          ['减：业主优先回报', wan(d.priority), wan(d.priority)],
          ['可用于支付奖励管理费的余额', wan(d.ownerProfit - d.priority), wan(d.operatorProfit - d.priority)],
          [
            `奖励管理费（以 GOP × ${benchmarkValue('fee.incentive_pct_gop')}% = ${wan(d.claimed)} 为限）`,
            wan(d.ownerFee),
            wan(d.operatorFee),
          ],
        ],
        '酒店数字为假设；费率和业主优先回报率取基准数据表的缺省值，出处见下表。',
      ),
      rich(
        '从算例读出什么',
        ul(
          `两种口径下，当年奖励管理费相差${wan(d.gap)}万元；如果剩余${e.yearsLeft}年都按同样口径，累计相差${wan(d.total)}万元`,
          '差额完全来自“调整后利润”的定义：合同正文和附件中的计算示例，是调解员和仲裁庭判断双方本意的首要依据',
          '业主口径下余额为负，说明这家酒店连业主优先回报都没有达到：这本身是谈判筹码，可以连同业绩考核一起谈',
        ),
      ),
    ],
  }
}

export function mediationPages(): CodePage[] {
  return [termination(), claim()]
}
