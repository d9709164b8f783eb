import { h, note, ol, p, rich, type SeedPage, table, ul } from './define.ts'

/** A hypothetical hotel's stable-year NOI (万元) and the capitalisation rates the example tries. */
export const capRateExample = { noi: 1200, rates: [6, 6.5, 7, 7.5] }

/** Value = NOI ÷ cap rate, in 万元, as the example prints it. */
export const directCapValue = (noi: number, ratePct: number) => Math.round(noi / (ratePct / 100))

function capRateTable() {
  const { noi, rates } = capRateExample
  const base = directCapValue(noi, 6.5)
  return table(
    '同一份 NOI，不同资本化率下的价值（示例）',
    ['资本化率（%）', '价值（万元）', '相对 6.5% 的变化（%）'],
    rates.map((rate) => {
      const value = directCapValue(noi, rate)
      const change = ((value - base) / base) * 100
      return [rate.toFixed(1), value.toLocaleString('en-US'), `${change > 0 ? '+' : ''}${change.toFixed(1)}`]
    }),
    `示例：稳定年 NOI ${noi.toLocaleString('en-US')} 万元为假设数字；价值 = NOI ÷ 资本化率。`,
  )
}

/** The asset valuation topic's pages on the income approach and on buying or selling a hotel (issue 18). */
export const valuationPages: SeedPage[] = [
  {
    path: 'assetValue/income-approach',
    title: '收益法估值怎么做',
    summary: 'NOI 的口径、直接资本化与现金流折现，以及管理合同和资本性支出对价值的影响；附敏感性示例。',
    blocks: [
      rich(
        '先把 NOI 算对',
        p(
          '酒店的价值来自业主能拿到的净经营收入（NOI），不是管理报表上的 GOP。从 GOP 往下还要扣除：基本管理费和奖励管理费、财产保险、房产税和城镇土地使用税、FF&E 更新储备，有土地租金的还要扣租金。估值中最常见的高估，就是把 GOP 或者“未扣储备的 NOI”直接除以资本化率。',
        ),
        p(
          'NOI 要用稳定年的数字：开业爬坡期、重大装修期间、或者受一次性事件影响的年份都不能直接用。已经经营多年的酒店，以近 12 个月实际数为基础，再按已知变化（新的竞争酒店开业、合同到期、费用调整）调整。',
        ),
      ),
      rich(
        '两种算法',
        h('直接资本化'),
        p(
          '价值 = 稳定年 NOI ÷ 资本化率。简单直观，适合经营稳定、没有重大变化预期的酒店。资本化率反映投资者对这类资产的要求回报和增长预期，应取自可比交易或评估报告；中国酒店的大宗交易少、成交条件多不公开，公开可引用的资本化率很少（见“资本化率参考”页）。',
        ),
        h('现金流折现（DCF）'),
        p(
          '逐年预测持有期（通常十年）的 NOI 和资本性支出，加上期末按退出资本化率计算的出售价值并扣除出售费用，按折现率折成现值。它能反映爬坡、翻新、合同到期等变化，是大多数评估报告和投资决策采用的方法。退出资本化率通常取得比当前资本化率高，以反映持有期末物业更旧、剩余土地年限更短。',
        ),
      ),
      capRateTable(),
      rich(
        '从示例读出什么',
        ul(
          '资本化率变动半个百分点，价值变动约 7%–8%；变动一个百分点，价值变动一成以上',
          '所以估值报告里资本化率的依据比 NOI 的小数点更重要：要求评估方列出所用可比交易或调查的名称和年份',
          '买卖双方对资本化率的分歧，往往就是对未来风险的分歧：剩余土地年限、管理合同能否终止、近期是否需要大修',
        ),
      ),
      rich(
        '影响价值的合同与资产因素',
        ol(
          '管理合同：剩余期限长、出售时不能终止的合同会缩小买方范围，买方会要求更高的资本化率；能够终止的合同，终止补偿要从价值中扣除',
          '资本性支出：品牌方要求的翻新（PIP）和到期的机电更新，买方会从价格中扣除或要求卖方先完成',
          '土地：土地用途与剩余使用年限直接影响可融资性和退出价值，剩余年限越短，可贷期限和额度越受限',
          '非经营面积：出租的商铺、办公与停车收入要分开估值，不能混在酒店 NOI 里按同一个资本化率计算',
        ),
        note('估值工具按同一套口径计算直接资本化与十年现金流折现，并给出资本化率与折现率的敏感性表。'),
      ),
    ],
  },
]
