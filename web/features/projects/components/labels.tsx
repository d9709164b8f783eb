import { Button, Empty, Result, Skeleton, Tag } from 'antd'
import type { ReactNode } from 'react'
import {
  type MemberRole,
  memberRoleLabels,
  type ProjectStage,
  projectStageLabels,
  projectStages,
  type ServiceType,
  serviceTypeLabels,
} from '../../../../common/projects.ts'

const stageColors = ['blue', 'cyan', 'geekblue', 'purple', 'orange', 'default']

export function StageTag({ stage }: { stage: ProjectStage }) {
  return <Tag color={stageColors[projectStages.indexOf(stage)]}>{projectStageLabels[stage] ?? stage}</Tag>
}

export function ServiceTag({ type }: { type: ServiceType }) {
  return <Tag>{serviceTypeLabels[type] ?? type}</Tag>
}

export function RoleTag({ role }: { role: MemberRole }) {
  return <Tag color={role === 'lead' ? 'red' : role === 'client' ? 'gold' : undefined}>{memberRoleLabels[role]}</Tag>
}

export function formatSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/** 2026-11-22T03:05:00Z → 2026-11-22 11:05 in the reader's own time zone. */
export function formatTime(iso: string) {
  const d = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}

type QueryLike = { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown }

/** Loading, error (with retry) and empty states in one place, so every screen shows them the same way. */
export function QueryState({
  query,
  empty,
  emptyText,
  children,
}: {
  query: QueryLike
  empty?: boolean
  emptyText?: ReactNode
  children: ReactNode
}) {
  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} />
  if (query.isError) {
    return (
      <Result
        status="warning"
        title="加载失败"
        subTitle={query.error?.message ?? '请稍后重试'}
        extra={
          <Button type="primary" onClick={() => query.refetch()}>
            重试
          </Button>
        }
      />
    )
  }
  if (empty) return <Empty description={emptyText ?? '暂无数据'} />
  return <>{children}</>
}
