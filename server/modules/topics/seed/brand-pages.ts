import { factsInForce } from '#server/modules/intel/facts/load'
import { type CodePage, table } from './define.ts'

const count = (value: number | null | undefined) => (value == null ? '未公布' : value.toLocaleString('en-US'))

/**
 * The brand topic's scale page from the published group facts (issue 17/18): a figure appears only with its source
 * and as-of date; a group without a published figure says so instead of an estimate.
 */
export function brandScalePage(): CodePage {
  const facts = factsInForce()
  const cite = (id: string | undefined) => {
    const source = id ? facts.sources.get(id) : undefined
    return source ? `${source.publisher}《${source.title}》` : ''
  }
  const groups = facts.groups
    .filter((g) => g.china || g.world)
    .sort((a, b) => (a.ranking?.rank ?? 99) - (b.ranking?.rank ?? 99))
  return {
    path: 'brand/scale',
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
    ],
  }
}
