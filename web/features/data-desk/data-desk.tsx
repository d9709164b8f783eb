import { Tabs, Typography } from 'antd'
import { CoverageTab } from './components/coverage-tab.tsx'
import { FiguresTab } from './components/figures-tab.tsx'
import { ProposalsTab } from './components/proposals-tab.tsx'

/** 数据维护: the research desk's queue, figures, history and coverage. */
export function DataDesk() {
  return (
    <div style={{ padding: 16 }}>
      <Typography.Title level={3}>数据维护</Typography.Title>
      <Typography.Paragraph type="secondary">
        每项修改须注明来源，并由另一位研究员或管理员审核通过后才会生效；生效后品牌墙、档案和工具立即使用新数据。
      </Typography.Paragraph>
      <Tabs
        items={[
          { key: 'queue', label: '待审核', children: <ProposalsTab status="pending" /> },
          { key: 'figures', label: '全部数据', children: <FiguresTab /> },
          { key: 'coverage', label: '覆盖情况', children: <CoverageTab /> },
          { key: 'history', label: '修改记录', children: <ProposalsTab /> },
        ]}
      />
    </div>
  )
}
