import type { Block, BlockType } from '#common/content'

/** A valid starting point for each block type, so an editor never starts from a blank JSON. */
export const blockTemplates: Record<BlockType, { label: string; block: Block }> = {
  rich_text: {
    label: '图文',
    block: {
      type: 'rich_text',
      title: '小标题',
      content: [
        { type: 'paragraph', spans: [{ text: '正文段落。' }, { text: '加粗的重点', bold: true }] },
        { type: 'list', items: ['要点一', '要点二'] },
      ],
    },
  },
  table: {
    label: '表格',
    block: {
      type: 'table',
      title: '表格标题',
      columns: [
        { key: 'item', title: '项目' },
        { key: 'value', title: '数值（%）', align: 'right' },
      ],
      rows: [{ item: '示例项目', value: 10 }],
    },
  },
  chart: {
    label: '图表',
    block: {
      type: 'chart',
      title: '图表标题',
      chart: 'bar',
      categories: ['2024', '2025'],
      series: [{ name: '系列', data: [1, 2] }],
    },
  },
  file_list: {
    label: '文件列表',
    block: {
      type: 'file_list',
      title: '相关文件',
      files: [{ name: '文件名称', href: '/report-viewer?id=', format: 'pdf' }],
    },
  },
  project_list: {
    label: '项目列表',
    block: {
      type: 'project_list',
      title: '相关项目',
      items: [{ name: '项目名称', city: '城市', category: '类别', stage: '阶段' }],
    },
  },
  report_list: { label: '年度报告列表', block: { type: 'report_list', title: '年度报告', source: 'annual' } },
  benchmark: {
    label: '基准数据表',
    block: { type: 'benchmark', title: '开发成本基准', keys: ['dev.hard_cost_per_sqm', 'dev.ffe_per_key'] },
  },
  banner: { label: '横幅', block: { type: 'banner', title: '横幅标题', text: '一句话说明', href: '/startPage/home' } },
}
