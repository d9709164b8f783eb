import { shippedFacts } from '../../intel/facts/load.ts'
import { note, p, rich, type SeedPage, table, ul } from './define.ts'

const count = (value: number | null | undefined) => (value == null ? '未公布' : value.toLocaleString('en-US'))

/**
 * The brand topic's scale page from the published group facts (issue 17/18): a figure appears only with its source
 * and as-of date; a group without a published figure says so instead of an estimate.
 */
export function brandScalePage(): SeedPage {
  const facts = shippedFacts()
  const cite = (id: string | undefined) => {
    const source = id ? facts.sources.get(id) : undefined
    return source ? `${source.publisher}《${source.title}》` : ''
  }
  const groups = facts.groups
    .filter((g) => g.china || g.world)
    .sort((a, b) => (a.ranking?.rank ?? 99) - (b.ranking?.rank ?? 99))
  return {
    path: 'brand/scale',
    title: '主要集团规模对比',
    summary: '按公开排名和各集团公布的数字比较规模；每个数字注明出处和截至日期，没有公开数字的写明未公布。',
    blocks: [
      table(
        '主要酒店集团的规模',
        ['集团', '大中华区客房（间）', '全球客房（间）', '全球酒店（家）', '出处与截至日期'],
        groups.map((g) => [
          g.name,
          count(g.china?.rooms),
          count(g.world?.rooms),
          count(g.world?.hotels),
          [
            g.china && `大中华区：${cite(g.china.source)}，${g.china.asOf}`,
            g.world && `全球：${cite(g.world.source)}，${g.world.asOf}`,
          ]
            .filter(Boolean)
            .join('；'),
        ]),
        `排序按${facts.ranking.title}的名次（名次相同或未上榜的排在后面）。集团墙列出全部集团，数据来源页列出每一个出处。`,
      ),
      rich(
        '怎么看规模',
        p(
          '规模是选品牌时的一个维度，不是结论。集团规模大，意味着会员多、分销渠道强、供应链和培训体系成熟；但同一城市里同集团、同档次的酒店也可能互相争客，所以签约前要看该品牌在本城市已有和在建的布点，以及合同中的区域保护条款。',
        ),
        ul(
          '看口径：大中华区还是全球，在营还是含签约未开业，客房数还是酒店数',
          '看时间：各集团公布的截至日期不同，比较时以同一年度为准',
          '看结构：同一集团旗下从经济型到奢华都有，比规模要比到与项目同档次的品牌',
        ),
        note('集团排名与各集团数字的出处见“数据来源”页；没有找到公开数字的，本站留空而不估算。'),
      ),
    ],
  }
}

/** What to check on a shortlisted brand before negotiating (issue 18: depth for the brand topic). */
export const brandVisitPage: SeedPage = {
  path: 'brand/visit',
  title: '考察候选品牌：看什么、问什么',
  summary: '进入谈判前，实地考察候选品牌的同类酒店并访谈现有业主：要看的数据、要问的问题。',
  blocks: [
    rich(
      '为什么要考察',
      p(
        '品牌方的推介材料展示的是最好的项目。业主真正需要知道的是：在与本项目相似的城市、档次和规模下，这个品牌的酒店实际经营得怎么样，业主和管理方合作得怎么样。两到三家候选品牌，各考察两三家同类酒店，并与这些酒店的业主单独交谈，是进入谈判前最值得花的时间。',
      ),
    ),
    table(
      '考察清单',
      ['方面', '看什么', '问业主什么'],
      [
        [
          '经营',
          '近两三年的 RevPAR 指数、GOP 率与业主净收入，和开业时的预测比较',
          '实际结果与品牌方当初的预测差多少，原因是什么',
        ],
        ['渠道', '会员和直销在客房收入中的比例，OTA 的比例', '会员和渠道的贡献是否如签约时所说'],
        ['费用', '各项费用合计占收入的比例，系统费用的实际发生额', '有没有合同之外的收费，费用核对是否顺利'],
        ['投资', '单房投资、开业后的整改和翻新要求', '品牌标准带来的额外投资有多少，是否在签约时已知'],
        ['合作', '预算审批、总经理更换和争议处理的经历', '如果重新选择，还会选这个品牌吗'],
      ],
    ),
    rich(
      '考察之后',
      ul(
        '把考察结果填进品牌比选评分表，和推介材料中的承诺对照',
        '对实际业绩明显低于承诺的品牌，要求在合同中给出更有约束力的业绩考核或费用减免',
        '把业主反映的问题（例如系统费用、预算审批）列入谈判要点',
        '考察中发现的品牌标准和投资问题，反馈给设计和预算团队，在方案阶段就考虑进去',
      ),
      note('考察时取得的经营数据多为业主的商业信息，使用时要注意保密，不在项目材料中直接引用。'),
    ),
  ],
}
