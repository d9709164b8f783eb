import { Empty, Flex, Pagination, Spin, Tag, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { RetryAlert } from '#web/components/retry-alert.tsx'

export type WallParams<K extends string> = {
  values: Record<K, string>
  set: (changes: Partial<Record<K | 'page', string | undefined>>) => void
  page: number
}

/** The wall's filters live in the URL, so a filtered wall can be bookmarked and shared. */
export function useWallParams<K extends string>(keys: readonly K[]): WallParams<K> {
  const [params, setParams] = useSearchParams()
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>
  const set = (changes: Partial<Record<K | 'page', string | undefined>>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, String(value))
          else next.delete(key)
        }
        // A new filter starts from the first page.
        if (!('page' in changes)) next.delete('page')
        return next
      },
      { replace: true },
    )
  }
  const page = Math.max(1, Number(params.get('page')) || 1)
  return { values, set, page }
}

export function DemoTag() {
  return (
    <Tag color="orange" title="酒店数据为生成的演示数据，不代表真实酒店">
      演示数据
    </Tag>
  )
}

export function WallHeader(props: { title: string; total?: number; unit: string; extra?: ReactNode }) {
  return (
    <Flex align="baseline" gap={12} wrap style={{ marginBottom: 16 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {props.title}
      </Typography.Title>
      {props.total !== undefined && (
        <Typography.Text type="secondary">
          共 {props.total.toLocaleString('zh-CN')} {props.unit}
        </Typography.Text>
      )}
      {props.extra}
    </Flex>
  )
}

/** Loading, error and empty states shared by the walls; children render only when there is something to show. */
export function WallBody(props: {
  isPending: boolean
  error: Error | null
  /** Shown as 重试 beside the error. */
  onRetry?: () => void
  empty: boolean
  emptyText: string
  children: ReactNode
}) {
  if (props.isPending)
    return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} description="加载中…" />
  if (props.error) return <RetryAlert title="加载失败" error={props.error} onRetry={props.onRetry} />
  if (props.empty) return <Empty description={props.emptyText} style={{ margin: '64px auto' }} />
  return <>{props.children}</>
}

/** Cards in a responsive grid: a page holds at most 200 cards, so the DOM stays small whatever the total. */
export function CardGrid(props: { children: ReactNode; min?: number }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${props.min ?? 240}px, 1fr))`,
        gap: 16,
      }}
    >
      {props.children}
    </div>
  )
}

export function WallPagination(props: { page: number; size: number; total: number; onChange: (page: number) => void }) {
  if (props.total <= props.size) return null
  return (
    <Flex justify="center" style={{ marginTop: 24 }}>
      <Pagination
        current={props.page}
        pageSize={props.size}
        total={Math.min(props.total, props.size * 10_000)}
        showSizeChanger={false}
        onChange={props.onChange}
      />
    </Flex>
  )
}

/** "奢华 (12)": an option label with the number of matching rows. */
export const withCount = (label: string, count: number | undefined) => `${label} (${count ?? 0})`
