import { Card } from 'antd'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import type { Counts } from '#common/intel-schemas'
import type { Query } from '#web/lib/api-client.ts'
import { FilterBar, type FilterField, useFilters } from './filter-bar.tsx'
import { CardGrid, DemoTag, WallBody, WallHeader, WallPagination } from './wall-parts.tsx'

/** What a wall needs of its list query. */
type WallAnswer = {
  isPending: boolean
  error: Error | null
  refetch: () => unknown
  data?: { items: readonly unknown[]; total: number; counts?: Partial<Record<string, Counts>> }
}

/** What a wall is: its title, the unit of its total, cards per page, the narrowest card, and its filters. */
export type WallDefinition<F extends FilterField, M extends string> = {
  title: string
  unit: string
  size: number
  min: number
  fields: readonly F[]
  /** URL keys set elsewhere on the wall than in its filter bar. */
  more: readonly M[]
}

export const defineWall = <F extends FilterField, M extends string = never>(
  wall: Omit<WallDefinition<F, M>, 'fields' | 'more'> & { more?: readonly M[] },
  fields: readonly F[],
): WallDefinition<F, M> => ({ more: [], ...wall, fields })

/** The wall's filters from the URL, and its list query asked for them and the current page. */
export function useWall<F extends FilterField, M extends string, A extends WallAnswer>(
  wall: WallDefinition<F, M>,
  useList: (query: Query) => A,
) {
  const params = useFilters(wall.fields, wall.more)
  const answer = useList({ ...params.values, page: params.page, size: wall.size })
  return { ...wall, params, answer }
}

/**
 * A wall: its title and total, the declared filters (with the answer's counts per option), an optional note, then
 * a page of cards with the loading, error and empty states and the pagination.
 */
export function Wall(props: {
  wall: ReturnType<typeof useWall>
  extra?: ReactNode
  /** Placed after the filters, in the same row. */
  barExtra?: ReactNode
  note?: ReactNode
  children: ReactNode
}) {
  const { answer, params, size } = props.wall
  return (
    <div style={{ padding: 24 }}>
      <WallHeader
        title={props.wall.title}
        total={answer.data?.total}
        unit={props.wall.unit}
        extra={
          <>
            <DemoTag />
            {props.extra}
          </>
        }
      />
      <FilterBar fields={props.wall.fields} params={params} counts={answer.data?.counts}>
        {props.barExtra}
      </FilterBar>
      {props.note}
      <WallBody
        isPending={answer.isPending}
        error={answer.error}
        onRetry={() => answer.refetch()}
        empty={answer.data?.items.length === 0}
        emptyText={`没有符合条件的${props.wall.unit.slice(1)}`}
      >
        <CardGrid min={props.wall.min}>{props.children}</CardGrid>
        <WallPagination
          page={params.page}
          size={size}
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
