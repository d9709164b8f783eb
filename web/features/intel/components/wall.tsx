import { Card } from 'antd'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import type { Counts } from '../../../../common/intel-schemas.ts'
import { FilterBar, type FilterField } from './filter-bar.tsx'
import { CardGrid, WallBody, WallHeader, WallPagination, type WallParams } from './wall-parts.tsx'

/** What a wall needs of its list query. */
type WallAnswer = {
  isPending: boolean
  error: Error | null
  refetch: () => unknown
  data?: { items: readonly unknown[]; total: number; counts?: Partial<Record<string, Counts>> }
}

/**
 * A wall: its title and total, the declared filters (with the answer's counts per option), an optional note, then
 * a page of cards with the loading, error and empty states and the pagination.
 */
export function Wall(props: {
  title: string
  unit: string
  extra?: ReactNode
  fields: readonly FilterField[]
  params: WallParams<string>
  /** Placed after the filters, in the same row. */
  barExtra?: ReactNode
  note?: ReactNode
  answer: WallAnswer
  size: number
  emptyText: string
  /** The narrowest card, in pixels. */
  min?: number
  children: ReactNode
}) {
  const { answer, params } = props
  return (
    <div style={{ padding: 24 }}>
      <WallHeader title={props.title} total={answer.data?.total} unit={props.unit} extra={props.extra} />
      <FilterBar fields={props.fields} params={params} counts={answer.data?.counts}>
        {props.barExtra}
      </FilterBar>
      {props.note}
      <WallBody
        isPending={answer.isPending}
        error={answer.error}
        onRetry={() => answer.refetch()}
        empty={answer.data?.items.length === 0}
        emptyText={props.emptyText}
      >
        <CardGrid min={props.min}>{props.children}</CardGrid>
        <WallPagination
          page={params.page}
          size={props.size}
          total={answer.data?.total ?? 0}
          onChange={(p) => params.set({ page: String(p) })}
        />
      </WallBody>
    </div>
  )
}

/** A card of a wall, named for screen readers by `label`; a click opens `to`. */
export function WallCard(props: { label: string; to: string; children: ReactNode }) {
  const navigate = useNavigate()
  return (
    <Card hoverable size="small" aria-label={props.label} onClick={() => navigate(props.to)}>
      {props.children}
    </Card>
  )
}
