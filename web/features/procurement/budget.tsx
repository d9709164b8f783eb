import { DownloadOutlined, EditOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Col, Progress, Row, Space, Typography } from 'antd'
import { useState } from 'react'
import { BUDGET_WARNING_SHARE, procurementCategoryLabels } from '#common/procurement'
import type { BudgetLine } from '#common/procurement-schemas'
import { QueryState } from '#web/components/query-state.tsx'
import { useDownload } from '#web/lib/use-download.ts'
import { downloadExport, useBudget } from './api/budget.ts'
import { BudgetEditor } from './components/budget-editor.tsx'
import { BudgetStatusTag, budgetColors, money } from './components/labels.tsx'
import { ProcurementPage, useChosenProject } from './components/procurement-page.tsx'

function Figures({ line }: { line: Omit<BudgetLine, 'category'> }) {
  const share = line.used_share === null ? (line.committed + line.spent > 0 ? 1 : 0) : line.used_share
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <Progress
        percent={Math.min(100, Math.round(share * 100))}
        success={{ percent: line.budget > 0 ? Math.min(100, Math.round((line.spent / line.budget) * 100)) : 0 }}
        strokeColor={budgetColors[line.status]}
        format={() => (line.used_share === null ? '无预算' : `${(share * 100).toFixed(1)}%`)}
      />
      <Row gutter={[8, 4]}>
        <Col span={12}>
          <Typography.Text type="secondary">预算 </Typography.Text>
          <Typography.Text>{money(line.budget)}</Typography.Text>
        </Col>
        <Col span={12}>
          <Typography.Text type="secondary">剩余 </Typography.Text>
          <Typography.Text type={line.remaining < 0 ? 'danger' : undefined}>{money(line.remaining)}</Typography.Text>
        </Col>
        <Col span={12}>
          <Typography.Text type="secondary">已承诺 </Typography.Text>
          <Typography.Text>{money(line.committed)}</Typography.Text>
        </Col>
        <Col span={12}>
          <Typography.Text type="secondary">已支出 </Typography.Text>
          <Typography.Text>{money(line.spent)}</Typography.Text>
        </Col>
      </Row>
    </Space>
  )
}

/** /navigate?page_type=procurement_budget: budget, committed and spent per category, coloured, with export. */
export function ProcurementBudget() {
  const { projects, projectId, project, picker } = useChosenProject()
  const budget = useBudget(projectId)
  const [editing, setEditing] = useState(false)
  const exporting = useDownload(() => downloadExport(projectId, `采购预算与申请-${project?.name ?? ''}.xlsx`))

  return (
    <ProcurementPage
      title="预算执行"
      extra={
        <Space wrap>
          {picker}
          {budget.data?.can_edit && (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              调整预算
            </Button>
          )}
          {projectId && (
            <Button icon={<DownloadOutlined />} loading={exporting.busy} onClick={exporting.start}>
              导出 Excel
            </Button>
          )}
        </Space>
      }
    >
      <QueryState query={projects} empty={!projectId} emptyText="您还没有可以查看预算的项目">
        <QueryState query={budget}>
          {budget.data && (
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              {budget.data.total.budget === 0 && (
                <Alert
                  type="info"
                  showIcon
                  title="这个项目还没有设置采购预算"
                  description={
                    budget.data.can_edit
                      ? '点击“调整预算”按类别填写预算金额。'
                      : '预算由项目顾问设置，设置后这里会显示各类别的执行情况。'
                  }
                />
              )}
              <Card
                title="项目合计"
                extra={<BudgetStatusTag status={budget.data.total.status} />}
                data-testid="budget-total"
              >
                <Figures line={budget.data.total} />
              </Card>
              <Row gutter={[16, 16]}>
                {budget.data.lines.map((line) => (
                  <Col key={line.category} xs={24} md={12} xl={8}>
                    <Card
                      size="small"
                      title={procurementCategoryLabels[line.category]}
                      extra={<BudgetStatusTag status={line.status} />}
                      data-testid={`budget-${line.category}`}
                    >
                      <Figures line={line} />
                    </Card>
                  </Col>
                ))}
              </Row>
              <Typography.Text type="secondary">
                已承诺 = 已批准与已下单申请的金额；已支出 = 已收货申请的金额。已用（承诺 + 支出）低于预算的{' '}
                {BUDGET_WARNING_SHARE * 100}% 为正常，{BUDGET_WARNING_SHARE * 100}%–100% 为预警，超过预算为超支。
              </Typography.Text>
              {budget.data.can_edit && (
                <BudgetEditor
                  projectId={projectId}
                  lines={budget.data.lines}
                  open={editing}
                  onClose={() => setEditing(false)}
                />
              )}
            </Space>
          )}
        </QueryState>
      </QueryState>
    </ProcurementPage>
  )
}
