import {
  type FeeStructure,
  type FeeStructuresInput,
  type FeeStructuresResult,
  feeStructures,
  feeStructureLabels as label,
} from './fee-structures.ts'
import { numberText, percentText } from './figure-text.ts'

const wan = (value: number) => numberText(Math.round(value) || 0)

/**
 * The reading of a comparison for the owner, one paragraph each: which structure gives the most, what the brand
 * takes, how much each result moves when RevPAR falls, and whether the tenant can carry the rent.
 */
export function feeStructuresVerdict(input: FeeStructuresInput, result: FeeStructuresResult): string[] {
  return [ranking(input, result), brandFees(result), risk(input, result), rentCover(input, result)]
}

function ranking(input: FeeStructuresInput, { base, best }: FeeStructuresResult) {
  const others = feeStructures.filter((s) => s !== best)
  const gaps = others.map((s) => `比${label[s]}多 ${wan(base.npv[best] - base.npv[s])} 万元`).join('，')
  const rate = `按 ${input.discountRatePct}% 折现`
  if (base.npv[best] < 0) {
    return `基准情景下三种模式的业主 10 年现金流现值（${rate}）均为负，${label[best]}亏损最少，NPV ${wan(base.npv[best])} 万元；${gaps}。`
  }
  return `基准情景下，业主 10 年现金流现值（${rate}）以${label[best]}最高，NPV ${wan(base.npv[best])} 万元（10 年合计 ${wan(base.totals[best])} 万元），${gaps}。`
}

function brandFees({ base, initialFee }: FeeStructuresResult) {
  const incentive = base.years.reduce((sum, y) => sum + y.incentiveFee, 0)
  const overhead = base.years.reduce((sum, y) => sum + y.ownOverhead, 0)
  const cut = base.incentiveCutYears > 0 ? `，有 ${base.incentiveCutYears} 年因未达到业主优先回报而少付或不付` : ''
  const incentiveText =
    incentive < 0.5 && base.incentiveCutYears === base.years.length
      ? '业主优先回报 10 年均未达到，不付奖励管理费'
      : `其中奖励管理费 ${wan(incentive)} 万元${cut}`
  return (
    `10 年付给品牌方的费用：委托管理 ${wan(base.brandFees.management)} 万元（${incentiveText}）；` +
    `特许经营 ${wan(base.brandFees.franchise)} 万元（含首期加盟费 ${wan(initialFee)} 万元），另有业主自建管理团队成本 ${wan(overhead)} 万元；` +
    '租赁模式下品牌与经营费用由承租方承担。'
  )
}

function risk(input: FeeStructuresInput, { base, best, downsideChange }: FeeStructuresResult) {
  if (input.downsideRevparCutPct === 0) return '下行情景的 RevPAR 降幅为 0，未测试经营波动对业主收入的影响。'
  const change = (s: FeeStructure) => {
    const drop = -downsideChange[s]
    if (Math.abs(drop) < 0.5) return `${label[s]}不变`
    const share = base.totals[s] > 0 ? `（${percentText(drop / base.totals[s])}）` : ''
    return drop > 0 ? `${label[s]}减少 ${wan(drop)} 万元${share}` : `${label[s]}增加 ${wan(-drop)} 万元`
  }
  const lines = feeStructures.map(change).join('，')
  const price =
    best === 'lease'
      ? '租赁在基准情景下已是最高，且租金不随经营波动。'
      : `租赁的收入最稳定，代价是基准情景下现值比${label[best]}少 ${wan(base.npv[best] - base.npv.lease)} 万元。`
  return `RevPAR 下降 ${input.downsideRevparCutPct}% 时，业主 10 年现金流：${lines}。${price}`
}

function rentCover(input: FeeStructuresInput, { base, downside }: FeeStructuresResult) {
  if (input.rentYear1 === 0) return '未填写租金，租赁模式下业主没有租金收入。'
  const weakest = (years: typeof base.years) =>
    years.reduce((a, b) => ((b.rentCoverage ?? Infinity) < (a.rentCoverage ?? Infinity) ? b : a))
  const low = weakest(base.years)
  const lowDown = weakest(downside.years)
  const times = (c: number | null) => `${numberText(c ?? 0, 1)} 倍`
  if ((low.rentCoverage ?? 0) < 1) {
    return `租金高于酒店自身的支付能力：基准情景下第 ${low.year} 年承租方的 GOP 扣除 FF&E 准备金后只有租金的 ${times(low.rentCoverage)}，承租方将亏损经营，租金能否足额收取取决于承租方的信用与担保。`
  }
  if (input.downsideRevparCutPct > 0 && (lowDown.rentCoverage ?? 0) < 1) {
    return `但下行情景下第 ${lowDown.year} 年承租方的 GOP 扣除 FF&E 准备金后只有租金的 ${times(lowDown.rentCoverage)}，承租方亏损经营，租金的稳定取决于承租方的信用与担保（保证金、母公司担保）。`
  }
  return `承租方的 GOP 扣除 FF&E 准备金后最低为租金的 ${times(lowDown.rentCoverage)}（下行情景第 ${lowDown.year} 年），租金有酒店经营支撑。`
}
