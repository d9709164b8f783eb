import { DatePicker, Flex, Select, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import type { AuditEntry, AuditFilter } from '#common/admin-schemas'
import { useAudit, useAuditActions } from '../api/audit.ts'
import { useUsers } from '../api/users.ts'
import { actionLabel, formatTime } from '../labels.ts'
import { AuditDetail } from './audit-detail.tsx'
import { PagedTable, usePaging } from './paged-table.tsx'

/** The audit trail: logins and failures, administrative changes, report views; newest first. */
export function AuditTab() {
  const [filter, setFilter] = useState<AuditFilter>({})
  const paging = usePaging(20)
  const { page, setPage, pageSize } = paging
  const [userSearch, setUserSearch] = useState('')
  const audit = useAudit(filter, page, pageSize)
  const actions = useAuditActions()
  const users = useUsers({ q: userSearch || undefined }, 1, 20)

  const change = (next: Partial<AuditFilter>) => {
    setFilter((f) => ({ ...f, ...next }))
    setPage(1)
  }

  const columns: ColumnsType<AuditEntry> = [
    { title: '时间', dataIndex: 'at', width: 170, render: formatTime },
    {
      title: '操作',
      dataIndex: 'action',
      width: 150,
      render: (action: string) => (
        <Tag color={action.startsWith('admin_') ? 'red' : undefined}>{actionLabel(action)}</Tag>
      ),
    },
    { title: '操作人', dataIndex: 'actor_name', width: 110, render: (name: string | null) => name ?? '—' },
    { title: '手机号', dataIndex: 'phone_masked', width: 120, render: (p: string | null) => p ?? '—' },
    { title: 'IP', dataIndex: 'ip', width: 130, render: (ip: string | null) => ip ?? '—' },
    { title: '详情', dataIndex: 'detail', render: (_, entry) => <AuditDetail entry={entry} /> },
  ]

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8}>
        <Select
          allowClear
          showSearch={{ filterOption: false, onSearch: setUserSearch }}
          placeholder="按用户筛选（姓名或手机号）"
          style={{ width: 240, maxWidth: '100%' }}
          loading={users.isFetching}
          options={users.data?.items.map((u) => ({ value: u.id, label: `${u.username} ${u.phone}` }))}
          onChange={(user_id) => change({ user_id })}
        />
        <Select
          allowClear
          placeholder="操作类型"
          style={{ width: 180 }}
          loading={actions.isLoading}
          options={actions.data?.map((a) => ({ value: a, label: actionLabel(a) }))}
          onChange={(action) => change({ action })}
        />
        <DatePicker.RangePicker
          showTime
          placeholder={['开始时间', '结束时间']}
          style={{ maxWidth: '100%' }}
          onChange={(range) =>
            change({ from: range?.[0]?.toISOString() ?? undefined, to: range?.[1]?.toISOString() ?? undefined })
          }
        />
      </Flex>
      <PagedTable
        query={audit}
        columns={columns}
        width={1000}
        emptyText="没有符合条件的记录"
        totalText={(total) => `共 ${total} 条`}
        sizeChanger
        page={page}
        pageSize={pageSize}
        onChange={paging.onChange}
      />
    </Flex>
  )
}
