import { Table, type TableProps, Typography } from 'antd'
import type { ReactNode } from 'react'
import { formatNumber } from '../lib/format.ts'

type ResultTableProps<Row> = Pick<TableProps<Row>, 'columns' | 'summary'> & {
  rows: readonly Row[]
  rowKey: TableProps<Row>['rowKey']
  /** The width below which the table scrolls sideways (phones). */
  width: number
}

type TableColumn<Row> = NonNullable<TableProps<Row>['columns']>[number]

/** A results table: small, all rows on one page, scrolling sideways on a narrow screen. */
export function ResultTable<Row extends object>({ rows, rowKey, width, columns, summary }: ResultTableProps<Row>) {
  return (
    <Table<Row>
      size="small"
      rowKey={rowKey}
      pagination={false}
      dataSource={rows}
      scroll={{ x: width }}
      columns={columns}
      summary={summary}
    />
  )
}

/**
 * A tool's results table with its row key, width and columns fixed, as a component that takes the rows (and the
 * figures of a closing 合计 row); columns that depend on the input come from the component's other props.
 */
export function resultTable<Row extends object, P extends object = object>(
  rowKey: Extract<keyof Row, string>,
  width: number,
  columns: TableColumn<Row>[] | ((props: P) => TableColumn<Row>[]),
) {
  return function ToolResultTable(props: P & { rows: readonly Row[]; totals?: string[] }) {
    const { rows, totals } = props
    return (
      <ResultTable<Row>
        rowKey={rowKey}
        rows={rows}
        width={width}
        columns={typeof columns === 'function' ? columns(props) : columns}
        summary={totals && (() => <TotalRow cells={totals} />)}
      />
    )
  }
}

/** A right-aligned column of one figure per row, formatted (whole numbers unless `format` says otherwise). */
export function figureColumn<Row>(
  title: string,
  dataIndex: Extract<keyof Row, string>,
  format: (value: number) => string = (v) => formatNumber(v),
): TableColumn<Row> {
  return { title, dataIndex, align: 'end', render: (v: number) => format(v) }
}

/** A figure's format for a column where some rows have no figure: those show a dash. */
export function orDash(format: (value: number) => string) {
  return (value: number | null) => (value === null ? '—' : format(value))
}

/** A right-aligned column whose cell is worked out from the whole row (a scaled figure, a share, a nested value). */
export function rowFigureColumn<Row>(title: string, key: string, cell: (row: Row) => ReactNode): TableColumn<Row> {
  return { title, key, align: 'end', render: (_: unknown, row: Row) => cell(row) }
}

/**
 * The first column: each row's name (the field's value unless `cell` words it), kept in view while the table scrolls
 * sideways.
 */
export function nameColumn<Row>(
  title: string,
  field: string,
  width: number,
  cell?: (row: Row) => ReactNode,
): TableColumn<Row> {
  if (!cell) return { title, dataIndex: field, fixed: 'start', width }
  return { title, key: field, fixed: 'start', width, render: (_: unknown, row: Row) => cell(row) }
}

/** A table's closing 合计 row: the label, then one right-aligned cell per figure column. */
export function TotalRow({ cells }: { cells: string[] }) {
  return (
    <Table.Summary.Row>
      <Table.Summary.Cell index={0}>
        <Typography.Text strong>合计</Typography.Text>
      </Table.Summary.Cell>
      {cells.map((cell, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the cells are columns in a fixed order
        <Table.Summary.Cell key={i} index={i + 1} align="end">
          {cell}
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  )
}

type YearTableProps<Row, Y> = {
  rows: readonly Row[]
  /** One column each, titled 第 N 年. */
  years: readonly Y[]
  labelWidth: number
  yearWidth: number
  cell: (year: Y, row: Row) => ReactNode
  /** The row's label as shown (plain text unless given). */
  label?: (row: Row) => ReactNode
}

/** A year-by-year table: one row per line item, one column per year, the labels fixed while the years scroll. */
export function YearTable<Row extends { key: string; label: string }, Y extends { year: number }>({
  rows,
  years,
  labelWidth,
  yearWidth,
  cell,
  label = (row) => row.label,
}: YearTableProps<Row, Y>) {
  return (
    <ResultTable<Row>
      rowKey="key"
      rows={rows}
      width={labelWidth + years.length * yearWidth}
      columns={[
        nameColumn<Row>('项目', 'label', labelWidth, label),
        ...years.map((y) => ({
          title: `第 ${y.year} 年`,
          key: `y${y.year}`,
          width: yearWidth,
          align: 'end' as const,
          render: (_: unknown, row: Row) => cell(y, row),
        })),
      ]}
    />
  )
}
