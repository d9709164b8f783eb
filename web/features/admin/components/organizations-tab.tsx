import { PlusOutlined } from '@ant-design/icons'
import { Button, Flex, Input, Select, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import type { Organization } from '#common/admin-schemas'
import { useFeedback } from '#web/lib/feedback.ts'
import { useOrganizations, useSaveOrganization } from '../api/organizations.ts'
import { formatTime, organizationKindOptions, orgKindLabel } from '../labels.ts'
import { openOrganizationForm } from './organization-form.ts'
import { PagedTable } from './paged-table.tsx'

export function OrganizationsTab() {
  const [filter, setFilter] = useState<{ q?: string; kind?: string }>({})
  const [page, setPage] = useState(1)
  const { message } = useFeedback()
  const save = useSaveOrganization()
  const edit = (organization: Organization | 'new') => openOrganizationForm(organization, save.mutateAsync, message)
  const orgs = useOrganizations(filter, page, 20)

  const columns: ColumnsType<Organization> = [
    { title: '机构名称', dataIndex: 'name' },
    { title: '类型', dataIndex: 'kind', width: 140, render: (k: string) => <Tag>{orgKindLabel(k)}</Tag> },
    { title: '用户数', dataIndex: 'user_count', width: 90 },
    { title: 'Logo', dataIndex: 'logo', width: 80, render: (logo: string | null) => (logo ? '已设置' : '—') },
    { title: '更新时间', dataIndex: 'updated_at', width: 170, render: formatTime },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, org) => (
        <Button type="link" size="small" onClick={() => edit(org)}>
          编辑
        </Button>
      ),
    },
  ]

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8} justify="space-between">
        <Flex wrap gap={8}>
          <Input.Search
            allowClear
            placeholder="搜索机构名称"
            style={{ width: 220, maxWidth: '100%' }}
            onSearch={(q) => {
              setFilter((f) => ({ ...f, q: q.trim() || undefined }))
              setPage(1)
            }}
          />
          <Select
            allowClear
            placeholder="机构类型"
            style={{ width: 150 }}
            options={organizationKindOptions}
            onChange={(kind) => {
              setFilter((f) => ({ ...f, kind }))
              setPage(1)
            }}
          />
        </Flex>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => edit('new')}>
          新建机构
        </Button>
      </Flex>
      <PagedTable
        query={orgs}
        columns={columns}
        width={720}
        emptyText="没有符合条件的机构"
        totalText={(total) => `共 ${total} 个机构`}
        page={page}
        pageSize={20}
        onChange={setPage}
        sizeChanger={false}
      />
    </Flex>
  )
}
