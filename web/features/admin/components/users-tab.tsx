import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons'
import { Button, Flex, Input, Popconfirm, Select, type SelectProps, Space, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import type { AdminUser, UserFilter } from '#common/admin-schemas'
import { useFeedback } from '#web/lib/feedback.ts'
import { useDownload } from '#web/lib/use-download.ts'
import { useScreens } from '#web/lib/use-screens.ts'
import { useOrganizationOptions } from '../api/organizations.ts'
import { exportUsers } from '../api/user-sheets.ts'
import { useSetUserStatus, useUsers } from '../api/users.ts'
import { formatTime, orgKindLabel, orgKindOptions, userTypeLabel, userTypeOptions } from '../labels.ts'
import { ImportWizard } from './import-wizard.tsx'
import { PagedTable, usePaging } from './paged-table.tsx'
import { SessionsDrawer } from './sessions-drawer.tsx'
import { UserDrawer } from './user-drawer.tsx'

const PAGE_SIZE = 20

const statusOptions = [
  { value: 'active', label: '正常' },
  { value: 'disabled', label: '已停用' },
]
const adminOptions = [
  { value: 'true', label: '管理员' },
  { value: 'false', label: '非管理员' },
]

export function UsersTab() {
  const { message } = useFeedback()
  const [filter, setFilter] = useState<UserFilter>({})
  const paging = usePaging(PAGE_SIZE)
  const { page, setPage, pageSize } = paging
  const [editing, setEditing] = useState<AdminUser | 'new' | undefined>()
  const [sessionsOf, setSessionsOf] = useState<AdminUser | undefined>()
  const [importing, setImporting] = useState(false)
  const exporting = useDownload(() => exportUsers(filter))
  // On a phone only the name stays pinned, so the phone number beside it is never cut off.
  const wide = useScreens().md
  const users = useUsers(filter, page, pageSize)
  const orgs = useOrganizationOptions()
  const setStatus = useSetUserStatus()

  const change = (next: Partial<UserFilter>) => {
    setFilter((f) => ({ ...f, ...next }))
    setPage(1)
  }

  // The list's choice filters, in the order they stand after the search box.
  const filterSelects: (SelectProps & { key: keyof UserFilter })[] = [
    { key: 'user_type', placeholder: '用户类型', style: { width: 130 }, options: userTypeOptions },
    { key: 'org_kind', placeholder: '多重身份', style: { width: 140 }, options: orgKindOptions },
    {
      key: 'organization_id',
      showSearch: { optionFilterProp: 'label' },
      placeholder: '所属机构',
      style: { width: 200, maxWidth: '100%' },
      loading: orgs.isLoading,
      options: orgs.data?.map((o) => ({ value: o.id, label: o.name })),
    },
    { key: 'status', placeholder: '状态', style: { width: 110 }, options: statusOptions },
    { key: 'admin', placeholder: '管理员', style: { width: 110 }, options: adminOptions },
  ]

  const toggle = async (user: AdminUser) => {
    const enable = user.status === 'disabled'
    try {
      await setStatus.mutateAsync({ id: user.id, enable })
      message.success(enable ? `已启用 ${user.username}` : `已停用 ${user.username}，其所有登录已结束`)
    } catch (error) {
      message.error((error as Error).message)
    }
  }

  const columns: ColumnsType<AdminUser> = [
    { title: '用户名', dataIndex: 'username', fixed: 'left', width: 120 },
    { title: '手机号', dataIndex: 'phone', width: 130 },
    { title: '用户类型', dataIndex: 'user_type', width: 100, render: userTypeLabel },
    {
      title: '多重身份',
      dataIndex: 'user_type_multi',
      render: (kinds: string[]) => kinds.map((k) => <Tag key={k}>{orgKindLabel(k)}</Tag>),
    },
    { title: '所属机构', dataIndex: 'organization_name', render: (name: string | null) => name ?? '—' },
    {
      title: '管理员',
      dataIndex: 'admin',
      width: 80,
      render: (admin: boolean) => (admin ? <Tag color="red">管理员</Tag> : '—'),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (status: string) => (status === 'active' ? <Tag color="green">正常</Tag> : <Tag>已停用</Tag>),
    },
    { title: '创建时间', dataIndex: 'created_at', width: 170, render: formatTime },
    {
      title: '操作',
      key: 'actions',
      fixed: wide ? 'right' : undefined,
      width: 170,
      render: (_, user) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setEditing(user)}>
            编辑
          </Button>
          <Button type="link" size="small" onClick={() => setSessionsOf(user)}>
            会话
          </Button>
          <Popconfirm
            title={user.status === 'active' ? `停用 ${user.username}？` : `启用 ${user.username}？`}
            description={user.status === 'active' ? '停用后该用户的所有登录会立即失效' : '启用后该用户可以重新登录'}
            okText={user.status === 'active' ? '停用' : '启用'}
            cancelText="取消"
            onConfirm={() => toggle(user)}
          >
            <Button type="link" size="small" danger={user.status === 'active'}>
              {user.status === 'active' ? '停用' : '启用'}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ]

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8} justify="space-between">
        <Flex wrap gap={8} style={{ flex: 1 }}>
          <Input.Search
            allowClear
            placeholder="搜索姓名或手机号"
            style={{ width: 220, maxWidth: '100%' }}
            onSearch={(q) => change({ q: q.trim() || undefined })}
          />
          {filterSelects.map(({ key, ...props }) => (
            <Select key={key} allowClear {...props} onChange={(v) => change({ [key]: v })} />
          ))}
        </Flex>
        <Space wrap>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            新建用户
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            批量导入
          </Button>
          <Button icon={<DownloadOutlined />} loading={exporting.busy} onClick={exporting.start}>
            导出
          </Button>
        </Space>
      </Flex>
      <PagedTable
        query={users}
        columns={columns}
        width={1100}
        emptyText="没有符合条件的用户"
        totalText={(total) => `共 ${total} 位用户`}
        sizeChanger
        page={page}
        pageSize={pageSize}
        onChange={paging.onChange}
      />
      <UserDrawer user={editing} organizations={orgs.data ?? []} onClose={() => setEditing(undefined)} />
      <SessionsDrawer user={sessionsOf} onClose={() => setSessionsOf(undefined)} />
      <ImportWizard open={importing} onClose={() => setImporting(false)} />
    </Flex>
  )
}
