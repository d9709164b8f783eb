import { Button } from 'antd'
import { type ReactNode, useState } from 'react'
import './plain.css'

export type PlainColumn<T> = {
  key: string
  title: ReactNode
  /** The cell; by default the row's field named by `key`. */
  render?: (row: T, index: number) => ReactNode
  align?: 'start' | 'end' | 'center'
  /** Keeps the column in view while the table scrolls sideways (the first column, as a row's label). */
  sticky?: boolean
  /** Left out on phones (below 576 px) to keep the essential columns readable. */
  hideOnPhone?: boolean
  /** Narrowest width of the column in px (long text wraps beyond it). */
  width?: number
}

type Props<T> = {
  columns: PlainColumn<T>[]
  rows: T[]
  rowKey: (row: T, index: number) => string | number
  /** Rows per page; all rows on one page when absent or when they fit. */
  pageSize?: number
  /** Narrowest width before the table scrolls sideways, for tables of many columns on phones. */
  minWidth?: number
  empty?: ReactNode
  'aria-label'?: string
}

/**
 * A read-only table of a few dozen rows drawn as a plain HTML table in antd's small-table look: for first screens
 * and content blocks, where antd's Table (sorting, filters, selection, virtual scrolling: about 90 KB gzip with
 * its select, pagination and tree) would be most of the page's code. Tables that sort, filter or select use antd's.
 */
export function PlainTable<T>({ columns, rows, rowKey, pageSize, minWidth, empty, ...rest }: Props<T>) {
  const [page, setPage] = useState(0)
  const pages = pageSize && rows.length > pageSize ? Math.ceil(rows.length / pageSize) : 1
  const current = Math.min(page, pages - 1)
  const shown = pages > 1 && pageSize ? rows.slice(current * pageSize, (current + 1) * pageSize) : rows
  const offset = pages > 1 && pageSize ? current * pageSize : 0
  return (
    <div className="plain-table">
      <div className="plain-table-scroll">
        <table style={minWidth ? { minWidth } : undefined} aria-label={rest['aria-label']}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={cellClass(c)}
                  style={c.width ? { minWidth: c.width } : undefined}
                >
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="plain-table-empty">
                  {empty ?? '暂无数据'}
                </td>
              </tr>
            ) : (
              shown.map((row, i) => (
                <tr key={rowKey(row, offset + i)}>
                  {columns.map((c) => (
                    <td key={c.key} className={cellClass(c)}>
                      {c.render ? c.render(row, offset + i) : fieldOf(row, c.key)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="plain-table-pager" aria-label="分页">
          <Button size="small" disabled={current === 0} onClick={() => setPage(current - 1)}>
            上一页
          </Button>
          <span>
            第 {current + 1} / {pages} 页，共 {rows.length} 条
          </span>
          <Button size="small" disabled={current === pages - 1} onClick={() => setPage(current + 1)}>
            下一页
          </Button>
        </nav>
      )}
    </div>
  )
}

function cellClass(c: { align?: string; sticky?: boolean; hideOnPhone?: boolean }) {
  const classes = [
    c.align && `plain-table-${c.align}`,
    c.sticky && 'plain-table-sticky',
    c.hideOnPhone && 'plain-table-wide',
  ]
  return classes.filter(Boolean).join(' ') || undefined
}

function fieldOf(row: unknown, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key]
  return value == null ? '' : (value as ReactNode)
}
