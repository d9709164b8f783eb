import { benchmarkValue } from '../../../../common/benchmarks/benchmarks.ts'
import { benchmarks, note, ol, p, rich, type SeedPage, table, ul } from './define.ts'

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

function termination(): SeedPage {
  const t = terminationExposure()
  const e = feeDisputeExample
  return {
    path: 'mediation/termination',
    title: '业主能不能单方解除管理合同',
    summary: '《民法典》对委托合同解除的规定、解约的赔偿风险和解约前要算的账；附估算示例。',
    blocks: [
      rich(
        '法律怎么规定',
        p(
          '《中华人民共和国民法典》（2020年通过，2021年1月1日起施行）第九百三十三条规定：委托人或者受托人可以随时解除委托合同；因解除合同造成对方损失的，除不可归责于该当事人的事由外，无偿委托合同的解除方应当赔偿因解除时间不当造成的直接损失，有偿委托合同的解除方应当赔偿对方的直接损失和合同履行后可以获得的利益。此前的《中华人民共和国合同法》第四百一十条也规定了委托合同的随时解除，但只写“应当赔偿损失”。',
        ),
        p(
          '酒店委托管理合同在实践中多按委托合同纠纷处理，但它是否适用随时解除、当事人能否在合同中约定排除这项权利，学界和裁判实践都有不同意见（例如武腾《委托合同任意解除与违约责任》，《现代法学》2020年第2期）。业主不能把“随时解除”当作一定成立的退出通道；即使解除成立，有偿委托的解除方也要承担对方可得利益的赔偿。',
        ),
      ),
      rich(
        '国外的教训：能解约不等于不用赔',
        p(
          '大成律师事务所郑志刚2020年撰文介绍了美国费尔蒙坦伯利岛度假酒店的案例：业主强行接管酒店、驱逐管理公司，法院认可了业主终止管理的权力，却在裁决中专门论述了管理公司可以获得的损害赔偿；在随后的仲裁中，业主败诉，赔偿金额远超其预期。对中国业主的启示相同：解约是一项要付代价的权利，代价要在行使之前算清楚。',
        ),
      ),
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
      rich(
        '解约之前要做的事',
        ol(
          '确认合同约定的终止事由是否已经成就（业绩考核失败、重大违约等），有约定事由的按约定走，比主张随时解除稳妥',
          '按上表的方法估算对方可能主张的费用损失，再加上品牌撤出、系统切换、员工安置和停业的成本',
          '评估替代方案：换品牌、改为特许经营或自营，各自的投资和经营预测',
          '准备交接：财务账套、客户与预订数据、系统权限、员工劳动合同的主体',
          '发出书面通知前，先尝试以终止补偿为筹码协商或调解，很多争议最终以协商一致的终止协议结束',
        ),
        note('本页不构成法律意见；是否解约、如何通知，须由律师结合合同全文和证据判断。'),
      ),
    ],
  }
}

function claim(): SeedPage {
  const e = feeDisputeExample
  const d = feeDispute()
  return {
    path: 'mediation/claim',
    title: '争议金额怎么算：以奖励管理费为例',
    summary: '同一份报表，两种利润口径，奖励管理费从零到全额；附逐行算例和费用核对清单。',
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
      benchmarks('示例所用的费率', [
        'fee.base_pct',
        'fee.incentive_pct_gop',
        'fee.owner_priority_pct',
        'fee.term_years',
      ]),
      rich(
        '费用核对清单',
        ol(
          '取得合同全部附件和历次补充协议，列出每项费用的计费基数、费率和定义条款',
          '取得经审计的年度报表和管理方的费用计算底稿，逐项复算',
          '系统费、会员费和集中采购费用：要求提供分摊方法和本店的分摊明细，与合同约定的上限或区间对照',
          '委派人员费用：核对人数、薪酬和福利是否在合同或预算批准的范围内',
          '把每一项差异写成“条款、双方口径、金额”三栏，作为协商和调解的基础材料',
        ),
        note('预防的写法：在合同附件中放一张按本页格式逐行计算的费用示例，双方签字确认。'),
      ),
    ],
  }
}

export function mediationPages(): SeedPage[] {
  return [termination(), claim()]
}
