import { Table, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'

type Query<T> = {
  data?: { items: T[]; total: number }
  error: Error | null
  isError: boolean
  isFetching: boolean
  isLoading: boolean
}

/** The page and page size of a list; a new page size starts the list again at page 1. */
export function usePaging(initialSize: number) {
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(initialSize)
  const onChange = (next: number, size: number) => {
    setPage(size === pageSize ? next : 1)
    setPageSize(size)
  }
  return { page, setPage, pageSize, onChange }
}

/** One page of records from the server: why it failed to load, if it did, then the table with its pager. */
export function PagedTable<T extends { id: string }>(props: {
  query: Query<T>
  columns: ColumnsType<T>
  width: number
  emptyText: string
  totalText: (total: number) => string
  page: number
  pageSize: number
  onChange: (page: number, pageSize: number) => void
  sizeChanger: boolean
}) {
  const { query } = props
  return (
    <>
      {query.isError ? <Typography.Text type="danger">{query.error?.message}</Typography.Text> : null}
      <Table<T>
        rowKey="id"
        size="middle"
        columns={props.columns}
        dataSource={query.data?.items}
        loading={query.isFetching}
        scroll={{ x: props.width }}
        locale={{ emptyText: query.isLoading ? '加载中…' : props.emptyText }}
        pagination={{
          current: props.page,
          pageSize: props.pageSize,
          total: query.data?.total ?? 0,
          showSizeChanger: props.sizeChanger,
          showTotal: props.totalText,
          onChange: props.onChange,
        }}
      />
    </>
  )
}
