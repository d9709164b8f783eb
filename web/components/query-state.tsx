import { Button, Empty, Skeleton } from 'antd'
import type { ReactNode } from 'react'
import { Result } from './lazy-result.tsx'

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
