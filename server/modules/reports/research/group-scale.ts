import { groupOriginLabels, positioningLabels, positionings } from '#common/intel'
import { shippedFacts } from '#server/modules/intel/facts/load'
import type { GroupFact } from '#server/modules/intel/facts/schema'
import { bullets, cite, p, sub } from './blocks.ts'
import { brandCount, groupNum } from './figures.ts'
import { type Block, cols, type Inline, type Num, type ResearchReport } from './model.ts'
import { citation, sourceById } from './sources.ts'

const asOfCell = (n: Num): Inline => n.asOf ?? '—'
const citeCell = (n: Num): Inline => (n.source ? cite(n.source) : '—')

function rankingTable(ranked: GroupFact[]): Block {
  return {
    kind: 'table',
    title: '中国酒店集团规模排名（按榜单位次）',
    columns: cols(['位次', 0.7, 'right'], ['集团', 2.2], ['类型', 1.1], ['来源', 0.8], ['截至', 1.2]),
    rows: ranked.map((g) => {
      const rank = groupNum(g, 'ranking.rank', { digits: 0 })
      return [rank, g.name, groupOriginLabels[g.origin], citeCell(rank), asOfCell(rank)]
    }),
    note: '榜单公开部分只给出位次，未随位次列出酒店数与客房数；各集团的规模数字见下一节，取自集团自己的披露或其他榜单',
  }
}

function sizeTable(title: string, groups: GroupFact[], scope: 'china' | 'world' | 'pipeline', note: string): Block {
  return {
    kind: 'table',
    title,
    columns: cols(
      ['集团', 2.2],
      ['酒店数（家）', 1.3, 'right'],
      ['客房数（间）', 1.4, 'right'],
      ['来源', 0.7],
      ['截至', 1.1],
    ),
    rows: groups.map((g) => {
      const hotels = groupNum(g, `${scope}.hotels`, { digits: 0 })
      const rooms = groupNum(g, `${scope}.rooms`, { digits: 0 })
      return [g.name, hotels, rooms, citeCell(rooms), asOfCell(rooms)]
    }),
    note: [note, ...groups.flatMap((g) => (g[scope]?.note ? [`${g.name}：${g[scope]?.note}`] : []))].join('；'),
  }
}

function brandTable(groups: GroupFact[]): Block {
  return {
    kind: 'table',
    title: '各集团品牌组合（本平台品牌库收录数，按统一档次）',
    columns: [
      { label: '集团', weight: 2 },
      ...positionings.map((s) => ({ label: positioningLabels[s], weight: 0.9, align: 'right' as const })),
      { label: '合计', weight: 0.8, align: 'right' },
    ],
    rows: groups.map((g) => [g.name, ...positionings.map((s) => brandCount(g.slug, s)), brandCount(g.slug)]),
    note: '品牌库收录集团在中国市场运营或推广的主要品牌，不等于集团全部品牌；品牌归档以集团对品牌的公开定位为准',
  }
}

export function groupScaleReport(): ResearchReport {
  const facts = shippedFacts()
  const ranked = facts.groups.filter((g) => g.ranking).sort((a, b) => (a.ranking?.rank ?? 0) - (b.ranking?.rank ?? 0))
  const unranked = facts.groups.filter((g) => !g.ranking)
  const withChina = facts.groups.filter((g) => g.china)
  const withWorld = facts.groups
    .filter((g) => g.world?.rooms != null)
    .sort((a, b) => (b.world?.rooms ?? 0) - (a.world?.rooms ?? 0))
  const withPipeline = facts.groups.filter((g) => g.pipeline)
  const rankingSource = sourceById(facts.ranking.source)
  const top3 = ranked
    .slice(0, 3)
    .map((g) => g.name)
    .join('、')
  const international = ranked.filter((g) => g.origin === 'international')
  const brandGroups = [...facts.groups].sort(
    (a, b) => (brandCount(b.slug).value ?? 0) - (brandCount(a.slug).value ?? 0),
  )
  const hworld = facts.groups.find((g) => g.slug === 'h-world')
  return {
    id: 'd6000000-0000-4000-8000-000000000014',
    title: '中国酒店集团规模年度观察',
    subtitle: `${facts.ranking.title}位次、集团披露规模与品牌组合`,
    topic: 'group',
    year: 2025,
    summary:
      '依据迈点研究院、中国旅游饭店业协会与 HOTELS 杂志的公开榜单及集团业绩公告，整理国内外主要酒店集团在中国的位次、酒店与客房规模、储备项目和品牌组合；每一行注明来源与截至日期，未公布的数字如实标注。',
    organizationIds: [],
    sections: [
      {
        heading: '摘要与主要发现',
        blocks: [
          p(
            '酒店集团的规模决定了它的会员体量、渠道能力和谈判地位，也是业主选择品牌时最直观的参照。本观察只采用公开榜单和集团自己的披露，不做推算：某个集团某项数字没有公开的，表中标为“未公布”。',
          ),
          bullets(
            [`${rankingSource.publisher}《${rankingSource.title}》中，位列前三的是${top3}。`],
            [
              '在该榜单有位次的国际集团：',
              ...international.flatMap((g, i): Inline[] => [
                `${i > 0 ? '、' : ''}${g.name}（第 `,
                groupNum(g, 'ranking.rank', { digits: 0 }),
                ' 位）',
              ]),
              '。',
            ],
            hworld?.china
              ? [
                  '华住集团在 2024 年全年业绩中披露的中国区在营酒店 ',
                  groupNum(hworld, 'china.hotels', { digits: 0, unit: ' 家' }),
                  '、客房 ',
                  groupNum(hworld, 'china.rooms', { digits: 0, unit: ' 间' }),
                  '，已签约未开业酒店 ',
                  groupNum(hworld, 'pipeline.hotels', { digits: 0, unit: ' 家' }),
                  '。',
                ]
              : ['华住集团中国区规模未公布。'],
            [
              '不同来源的口径不同：有的只计中国大陆，有的计全球；有的计在营，有的含已签约。比较规模时必须对齐口径和截至日期。',
            ],
          ),
        ],
      },
      {
        heading: '研究方法与口径',
        blocks: [
          p(
            `位次取自${citation(rankingSource)}，截至 ${facts.ranking.asOf}。该榜单按集团在中国的客房规模排序，其公开部分只给出位次。集团规模数字来自三类来源：集团业绩公告（如华住集团全年业绩）、中国旅游饭店业协会发布的饭店集团 60 强榜单，以及 HOTELS 杂志的全球酒店集团排行榜。`,
          ),
          sub('口径说明'),
          bullets(
            ['中国区规模：集团在中国（按来源口径，可能含港澳台）的在营酒店和客房。'],
            ['全球规模：集团在全球的在营酒店和客房，用于判断国际集团的体量，不代表其在中国的规模。'],
            ['储备项目：已签约未开业的酒店，只有集团自己披露时才列出。'],
            ['品牌组合：本平台品牌库按集团和统一档次统计，品牌档次以集团对品牌的公开定位为准。'],
          ),
          sub('局限'),
          p(
            '榜单与公告的发布时间不一：部分集团的规模数字截至 2023 年底，部分截至 2024 年底。本观察不把不同年份的数字相加或相减，也不据此推算增速。',
          ),
        ],
      },
      {
        heading: '榜单位次',
        blocks: [
          rankingTable(ranked),
          p(
            `以下集团在本平台的跟踪范围内，但未进入该榜单公开的位次：${unranked.map((g) => g.name).join('、')}。它们的规模见下一节中其他来源的数字。`,
          ),
        ],
      },
      {
        heading: '中国区规模',
        blocks: [
          sizeTable(
            '集团披露或榜单列出的中国区规模',
            withChina,
            'china',
            '“未公布”表示该来源只给出酒店数或客房数中的一项',
          ),
          {
            kind: 'chart',
            title: '中国区客房数',
            unit: '间',
            bars: withChina
              .filter((g) => g.china?.rooms != null)
              .sort((a, b) => (b.china?.rooms ?? 0) - (a.china?.rooms ?? 0))
              .map((g) => ({ label: g.name, value: groupNum(g, 'china.rooms', { digits: 0 }) })),
            note: '各集团数字的来源与截至日期不同，见上表',
          },
          p(
            `没有公开中国区规模的集团：${facts.groups
              .filter((g) => !g.china)
              .map((g) => g.name)
              .join('、')}。这些集团的中国区数字在本观察中标为未公布，业主需要时应向集团索取最新的在营与签约清单。`,
          ),
        ],
      },
      {
        heading: '全球规模',
        blocks: [
          sizeTable('全球规模（HOTELS 杂志排行榜与集团公告）', withWorld, 'world', '各行口径以来源为准'),
          {
            kind: 'chart',
            title: '全球客房数',
            unit: '间',
            bars: withWorld.map((g) => ({ label: g.name, value: groupNum(g, 'world.rooms', { digits: 0 }) })),
          },
        ],
      },
      {
        heading: '储备项目',
        blocks: [
          p('储备项目反映集团未来两到三年的开业节奏。目前只有下列集团在公告中披露了已签约未开业的酒店数量：'),
          sizeTable('已签约未开业酒店', withPipeline, 'pipeline', '其他集团未公布储备数字'),
          p(
            '对业主而言，储备规模大意味着集团在同一城市可能同时推进多个项目。签约前应要求品牌方说明同城在营与在建项目的位置，并在合同中约定区域保护范围。',
          ),
        ],
      },
      {
        heading: '品牌组合',
        blocks: [
          brandTable(brandGroups),
          {
            kind: 'chart',
            title: '品牌库收录品牌数',
            unit: '个',
            bars: brandGroups.map((g) => ({ label: g.name, value: brandCount(g.slug) })),
          },
          p(
            '国内集团的品牌多集中在中高端、中端和经济型，国际集团的品牌多在高端及以上。业主比较品牌时，应把品牌所属档次与项目的定位、投资额和目标房价对应起来，再看集团在该档次的规模和会员渠道。',
          ),
        ],
      },
      {
        heading: '观察与建议',
        blocks: [
          bullets(
            ['规模排名只是起点。业主应同时比较品牌在目标城市的在营数量、同档次的经营表现和集团对业主的支持条款。'],
            ['引用规模数字时写明来源和截至日期；不同年份、不同口径的数字不应直接比较。'],
            ['集团的最新规模以其年报、业绩公告和当年行业协会榜单为准，本观察将随新的公开数据更新。'],
          ),
        ],
      },
    ],
  }
}
