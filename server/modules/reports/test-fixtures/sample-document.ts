import { site } from '#common/site'
import type { DeliverableDoc } from '../document/model.ts'

/**
 * A small document using every block kind, for the renderers' tests and for looking at the output. Its figures are
 * made up for the test and say so: the chapters carry no claim about any real hotel or market.
 */
export function sampleDocument(chapters = 3): DeliverableDoc {
  const months = Array.from(
    { length: 24 },
    (_, i) => `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
  )
  const wave = (base: number, amp: number, shift = 0) =>
    months.map((_, i) => Math.round(base + amp * Math.sin(i / 2 + shift)))
  return {
    title: '样例酒店 2025 年第四季度资产管理报告',
    subtitle: '经营表现、预算差异与管理公司费用核查',
    author: site.firmName,
    date: '2026 年 1 月',
    preparedFor: '样例业主有限公司',
    summary: '本文件为渲染测试样例，表内数字为测试数据，不代表任何真实酒店。',
    chapters: Array.from({ length: chapters }, (_, c) => ({
      heading: c === 0 ? '摘要与结论' : `经营表现分析 ${c}`,
      blocks: [
        { kind: 'para', text: '本季度客房收入低于预算，主要因平均房价未达预期；出租率与去年同期基本持平。' },
        { kind: 'subheading', text: '主要指标' },
        {
          kind: 'table',
          title: '表：本季度主要经营指标',
          columns: [
            { label: '指标', weight: 2 },
            { label: '实际', align: 'right' },
            { label: '预算', align: 'right' },
            { label: '差异', align: 'right' },
          ],
          rows: [
            ['出租率', '72.4%', '75.0%', '-2.6 个百分点'],
            ['平均房价（元）', '486', '510', '-4.7%'],
            ['RevPAR（元）', '352', '383', '-8.1%'],
          ],
          note: '测试数据',
          source: '业主导入的月度损益表（测试数据）',
        },
        {
          kind: 'chart',
          chart: 'line',
          title: '图：RevPAR 24 个月走势',
          unit: '元',
          categories: months,
          series: [
            { name: '实际', values: wave(380, 50) },
            { name: '预算', values: wave(395, 45, 0.4) },
          ],
          source: '业主导入的月度损益表（测试数据）',
        },
        {
          kind: 'chart',
          chart: 'bar',
          title: '图：收入构成对比',
          unit: '万元',
          categories: ['客房', '餐饮', '其他'],
          series: [
            { name: '实际', values: [1200, 520, 80] },
            { name: '预算', values: [1300, 500, 90] },
          ],
        },
        { kind: 'bullets', items: ['平均房价低于预算 4.7%', '出租率低于预算 2.6 个百分点'] },
        {
          kind: 'richText',
          nodes: [
            { type: 'heading', text: '顾问意见' },
            {
              type: 'paragraph',
              spans: [
                { text: '建议管理公司' },
                { text: '重新评估协议客户价格', bold: true },
                { text: '，参见' },
                { text: '行业统计', href: 'https://example.com/stats' },
                { text: '。' },
              ],
            },
            { type: 'list', ordered: true, items: ['复核团队价格', '调整渠道结构'] },
            { type: 'note', text: '以上意见基于测试数据。' },
          ],
        },
        ...(c === chapters - 1
          ? [
              {
                kind: 'sources' as const,
                items: [
                  {
                    label: '月度损益',
                    source: { title: '业主月度损益表', publisher: '样例业主有限公司', asOf: '2025-12' },
                  },
                  { label: '竞争组合房价指数', source: null },
                ],
              },
            ]
          : []),
      ],
    })),
  }
}
