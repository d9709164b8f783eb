import { ArrowLeftOutlined } from '@ant-design/icons'
import { Flex, Skeleton, Typography } from 'antd'
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useState } from 'react'
import { Link, useParams } from 'react-router'
import { type AppletName, applets, isAppletName } from '../../../../common/applets/registry.ts'
import { applyLiveBenchmarks, type LiveBenchmarkRow } from '../../../../common/benchmarks/benchmarks.ts'
import { NotFound } from '../../../components/error-page.tsx'
import { apiGet } from '../../../lib/api-client.ts'

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
/**
 * The research desk's approved benchmark rows (ADR 045), put in place of the shipped ones; the tool starts again from
 * its defaults when they arrive (within the first moment of the page). Without an answer (offline, an error) the tool
 * runs on the shipped table.
 */
function useLiveBenchmarks() {
  const [version, setVersion] = useState<number | null>(null)
  useEffect(() => {
    let current = true
    apiGet<{ version: number; rows: LiveBenchmarkRow[] }>('/data-desk/live-benchmarks')
      .then((answer) => {
        // No approved row: nothing differs from the shipped table, and the tool need not start again.
        if (current && applyLiveBenchmarks(answer.rows) > 0) setVersion(answer.version)
      })
      .catch(() => {})
    return () => {
      current = false
    }
  }, [])
  return version
}

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
        {/* key: switching tools, or a newly approved figure, starts from that tool's defaults */}
        <Tool key={`${appName}:${live ?? 'shipped'}`} />
      </Suspense>
    </Flex>
  )
}
