import { ArrowLeftOutlined } from '@ant-design/icons'
import { Flex, Skeleton, Typography } from 'antd'
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react'
import { Link, useParams } from 'react-router'
import { type AppletName, applets, isAppletName } from '#common/applets/registry'
import { NotFound } from '#web/components/error-page.tsx'
import { useLiveBenchmarks } from '#web/features/data-desk/index.ts'

const tool = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }))

/** Each tool is its own chunk: opening one tool never downloads the others. */
const tools: Record<AppletName, LazyExoticComponent<ComponentType>> = {
  feasibility: tool(async () => (await import('./feasibility-tool.tsx')).FeasibilityTool),
  'loan-sizing': tool(async () => (await import('./loan-sizing-tool.tsx')).LoanSizingTool),
  'break-even': tool(async () => (await import('./break-even-tool.tsx')).BreakEvenTool),
  valuation: tool(async () => (await import('./valuation-tool.tsx')).ValuationTool),
  'fee-structures': tool(async () => (await import('./fee-structures-tool.tsx')).FeeStructuresTool),
  budget: tool(async () => (await import('./budget-tool.tsx')).BudgetTool),
  pip: tool(async () => (await import('./pip-tool.tsx')).PipTool),
  staffing: tool(async () => (await import('./staffing-tool.tsx')).StaffingTool),
  benchmarking: tool(async () => (await import('./benchmark-tool.tsx')).BenchmarkTool),
  savings: tool(async () => (await import('./savings-tool.tsx')).SavingsTool),
}

/** /applet/:appName — the route validates the name with isAppletName; the fallback covers direct use. */
export function Component() {
  const { appName = '' } = useParams()
  const live = useLiveBenchmarks()
  if (!isAppletName(appName)) {
    return <NotFound path={`/applet/${appName}`} />
  }
  const Tool = tools[appName]
  const info = applets[appName]
  return (
    <Flex vertical gap={12} style={{ maxWidth: 1200, margin: '0 auto', padding: '16px 12px' }}>
      {/* A plain link rather than antd's Breadcrumb, which would pull its dropdown menu into this chunk. */}
      <Link to="/startPage/smartTools">
        <ArrowLeftOutlined /> 智能工具
      </Link>
      <div>
        <Typography.Title level={3} style={{ marginBottom: 4 }}>
          {info.title}
        </Typography.Title>
        <Typography.Text strong>{info.question}</Typography.Text>{' '}
        <Typography.Text type="secondary">{info.summary}</Typography.Text>
      </div>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
        {/* key: switching tools, or the research desk's approved figures arriving, starts from the tool's defaults */}
        <Tool key={`${appName}:${live ?? 'shipped'}`} />
      </Suspense>
    </Flex>
  )
}
