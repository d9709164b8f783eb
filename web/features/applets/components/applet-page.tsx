import { ArrowLeftOutlined } from '@ant-design/icons'
import { Flex, Result, Typography } from 'antd'
import type { ComponentType } from 'react'
import { Link, useParams } from 'react-router'
import { type AppletName, applets, isAppletName } from '../../../../common/applets/registry.ts'
import { BenchmarkTool } from './benchmark-tool.tsx'
import { BudgetTool } from './budget-tool.tsx'
import { FeasibilityTool } from './feasibility-tool.tsx'
import { SavingsTool } from './savings-tool.tsx'

const tools: Record<AppletName, ComponentType> = {
  feasibility: FeasibilityTool,
  budget: BudgetTool,
  benchmarking: BenchmarkTool,
  savings: SavingsTool,
}

/** /applet/:appName — the route validates the name with isAppletName; the fallback covers direct use. */
export function Component() {
  const { appName = '' } = useParams()
  if (!isAppletName(appName)) {
    return <Result status="404" title="Page Not Found" subTitle={`Page Not Found: /applet/${appName}`} />
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
        <Typography.Text type="secondary">{info.summary}</Typography.Text>
      </div>
      {/* key: switching tools starts from that tool's defaults */}
      <Tool key={appName} />
    </Flex>
  )
}
