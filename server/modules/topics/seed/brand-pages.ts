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
