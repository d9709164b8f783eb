import { benchmarkValue } from '../../../../common/benchmarks/benchmarks.ts'
import { benchmarks, note, ol, overviewPage, p, rich, type SeedPage, table, ul } from './define.ts'

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

const overview: SeedPage = overviewPage(
  'mediation',
  '酒店争议的预防与解决',
  '酒店争议大多发生在业主与管理方、加盟方之间：业绩不达标、费用怎么算、预算批不下来、业主要卖酒店或换品牌；工程与采购环节也常有工期、质量和验收的争议。合同双方往往还要合作很多年，能在协商和调解阶段解决的，就不要走到仲裁和诉讼。这个专题讲争议从哪里来、法律怎么看解约、调解怎么做、争议金额怎么算。',
  [
    '管理方业绩不达标，业主能不能解除合同？解除要赔多少？',
    '奖励管理费、系统费的算法有分歧，谁说了算？',
    '合同约定了仲裁，还能先调解吗？调解达成的协议有没有约束力？',
    '出售酒店时买方不愿承接管理合同，怎么办？',
  ],
  [
    '先读合同的争议解决条款：协商期、书面通知、专家裁定、仲裁机构或管辖法院',
    '整理证据：管理合同及附件、批准的预算、月度经营报告、审计报告、往来函件和会议纪要',
    '按合同定义逐项计算争议金额，并算出对方口径下的金额（见“争议金额怎么算”）',
    '书面协商：提出方案和依据，保留往来记录',
    '协商不成，选定调解组织或由双方共同选定调解员',
    '调解达成协议的，确定协议的效力与履行保障；调解不成，按约定仲裁或起诉',
  ],
  [
    rich(
      '争议的根子多在签约时',
      p(
        '几乎所有管理合同争议，追到源头都是合同里某个定义写得不清楚：经营利润扣不扣固定费用、业绩考核的预算以谁批准的为准、系统费“按成本分摊”的成本包括什么、出售时终止要不要补偿。业主在签约时多问一句、多写一句，比争议发生后请律师和调解员便宜得多。所以本专题的每一页都同时给出预防的写法，品牌谈判专题则讲怎样在意向书阶段把这些条款谈下来。',
      ),
    ),
  ],
)

const types: SeedPage = {
  path: 'mediation/types',
  title: '常见争议类型',
  summary: '业绩、费用、预算、解约与工程五类争议：典型情形、合同依据和要准备的证据。',
  blocks: [
    rich(
      '公开案件只是一部分',
      p(
        '北京国枫律师事务所2020年的检索显示，2016至2020年与酒店管理关联度较高的民事判决书约1,971篇，其中案由为“委托合同纠纷”的约1,491篇，为“特许经营合同纠纷”的约480篇（国枫律师事务所《酒店管理系列四：酒店管理争议解决裁判规则简析》，2020）。国际品牌的管理合同多约定仲裁，仲裁不公开，这类争议不在判决书统计之内。可见法院和仲裁机构大多把酒店委托管理纠纷当作委托合同纠纷处理，加盟纠纷则按特许经营合同处理，两者适用的规则不同。',
      ),
    ),
    table(
      '五类常见争议',
      ['类型', '典型情形', '合同里要看的条款', '关键证据'],
      [
        [
          '业绩考核',
          'GOP 连续低于预算，管理方以市场下滑为由不认可考核失败',
          '考核指标与基准、考核年度、补差权、豁免情形',
          '批准的预算、经审计的经营结果、竞争组合的 RevPAR 指数报告',
        ],
        [
          '费用计算',
          '奖励管理费的利润口径、系统费和集中采购费用的分摊',
          '“经营利润”“调整后利润”“系统费用”等定义条款',
          '月度与年度报表、费用分摊明细、合同附件中的计算示例',
        ],
        [
          '预算审批',
          '业主不批准预算，管理方按自己的预算执行',
          '预算编制时间表、业主审批权、未批准时的处理方式',
          '预算提交与审批往来、董事会或业主会议纪要',
        ],
        [
          '解约与出售',
          '业主以业绩或信任破裂为由解约，或出售时要求终止合同',
          '终止事由、终止补偿的计算、出售时终止条款、品牌撤出安排',
          '终止通知、补偿计算底稿、买卖交易文件',
        ],
        [
          '工程与开业',
          '工期延误、品牌验收不通过、开业推迟，各方互相追责',
          '技术服务协议、品牌标准的版本、验收与整改条款',
          '设计审查意见、会议纪要、检查报告、工程签证',
        ],
      ],
    ),
    rich(
      '一个公开报道过的案例',
      p(
        '据律师邓永泉2012年撰文援引三亚华宇旅业有限公司公开的消息：华宇于2011年8月30日向洲际酒店集团发出提前解约通知，结束双方六年的合作，原三亚华宇皇冠假日酒店于2011年12月1日更名；2012年3月，华宇向北京仲裁委员会申请仲裁，主张管理期间酒店亏损逾2亿元，并指管理方存在低价销售客房、虚报收入等行为。仲裁结果没有公开。这个案例集中体现了业绩、费用和解约三类争议交织在一起的典型局面。',
      ),
      note('案例只用于说明争议类型，所述主张为一方当事人的说法，不代表事实认定。'),
    ),
  ],
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

const process: SeedPage = {
  path: 'mediation/process',
  title: '调解怎么做、调解协议有多大效力',
  summary: '可选的调解途径、调解的步骤，以及人民调解协议、司法确认和仲裁调解书的法律效力。',
  blocks: [
    rich(
      '可以选的调解途径',
      ul(
        '商事调解组织：由双方共同委托，调解员多有酒店、财务或法律专业背景，适合金额大、专业性强的管理合同争议',
        '人民调解委员会：依《中华人民共和国人民调解法》（2010年通过，2011年1月1日起施行）设立，调解民间纠纷不收费；企业之间的商事争议能否受理，要先向当地的行业性、专业性调解组织确认',
        '法院的诉前调解和委托调解：起诉后由法院引导或委托调解组织调解',
        '仲裁中的调解：已提起仲裁的，由仲裁庭在裁决前主持调解',
      ),
    ),
    rich(
      '调解的步骤',
      ol(
        '双方书面同意调解，约定调解组织或调解员、保密义务和调解期限；调解期间是否暂停仲裁或诉讼也要写明',
        '各自提交书面陈述和证据，附争议金额的计算底稿',
        '调解员分别会谈，了解各方的实际关切（钱、面子、继续合作还是体面分手）',
        '联席会议，调解员提出方案或引导双方提出方案',
        '达成一致的，签署书面调解协议，写明付款金额与期限、后续合作或终止安排、违约责任',
      ),
    ),
    table(
      '调解结果的法律效力',
      ['方式', '结果', '效力与依据'],
      [
        [
          '人民调解',
          '调解协议书',
          '具有法律约束力，当事人应当按照约定履行（《人民调解法》第三十一条）；双方可自协议生效之日起三十日内共同向人民法院申请司法确认，确认有效后一方拒不履行的，对方可申请强制执行（第三十三条）',
        ],
        [
          '仲裁中的调解',
          '调解书或按协议结果制作的裁决书',
          '仲裁庭在作出裁决前可以先行调解，调解书与裁决书具有同等法律效力（《仲裁法》2017年修正文本第五十一条）',
        ],
        [
          '其他商事调解',
          '和解或调解协议',
          '作为合同约束双方；需要强制执行力的，应事先了解能否申请司法确认或转化为仲裁调解书',
        ],
      ],
      '《中华人民共和国仲裁法》于2025年9月12日修订通过、自2026年3月1日起施行，修订后共8章96条（央视新闻2025年9月29日报道的新闻发布会），条文序号有调整，引用时以施行文本为准。',
    ),
    rich(
      '调解、仲裁和诉讼怎么选',
      ul(
        '调解：不公开、程序灵活，最适合双方还要继续合作或希望体面分手的情形；前提是双方都愿意谈',
        '仲裁：须有仲裁协议，一裁终局、不公开审理，管理合同（尤其与国际品牌的）多约定仲裁；仲裁员可以选择有行业经验的专家',
        '诉讼：没有仲裁协议时的途径，两审终审、原则上公开审理，判决书可能公开，对品牌和业主的声誉都有影响',
      ),
      note(
        '本站没有找到按酒店争议统计的调解、仲裁和诉讼平均用时的公开数据，故不给出周期；各机构的审限和费用以其现行规则为准。',
      ),
    ),
  ],
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
  return [overview, types, termination(), process, claim()]
}
