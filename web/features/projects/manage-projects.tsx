import { PlusOutlined } from '@ant-design/icons'
import { Button, Card, Input, Popconfirm, Progress, Segmented, Select, Space, Table, Typography } from 'antd'
import { useState } from 'react'
import { Link } from 'react-router'
import {
  type ProjectStage,
  projectStageLabels,
  projectStages,
  type ServiceType,
  serviceTypeLabels,
  serviceTypes,
} from '#common/projects'
import type { Project, ProjectFilters } from '#common/projects-schemas'
import { QueryState } from '#web/components/query-state.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useFeedback } from '#web/lib/feedback.ts'
import { useFormOptions, useProjects, useUpdateProject } from './api/projects.ts'
import { ServiceTag } from './components/labels.tsx'
import { MembersDrawer } from './components/members-drawer.tsx'
import { ProjectFormDrawer } from './components/project-form-drawer.tsx'
import { StaffOnly } from './staff-only.tsx'

/** /manage-projects for employees: every project, with create, edit, stage, members and archive. */
export function ManageProjects() {
  const { message } = useFeedback()
  const [filters, setFilters] = useState<ProjectFilters>({ status: 'active' })
  const projects = useProjects(filters)
  const access = useFormOptions()
  const update = useUpdateProject()
  const [editing, setEditing] = useState<{ project?: Project } | undefined>()
  const [membersOf, setMembersOf] = useState<Project>()

  if (access.error instanceof ApiError && access.error.status === 403) return <StaffOnly />

  const change = (project: Project, changes: Parameters<typeof update.mutate>[0]['changes'], done: string) =>
    update.mutate(
      { id: project.id, changes },
      { onSuccess: () => message.success(done), onError: (e) => message.error(e.message) },
    )

  return (
    <Card
      title="项目管理"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          新建项目
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="搜索项目、客户或城市"
          onSearch={(q) => setFilters((f) => ({ ...f, q: q.trim() || undefined }))}
          style={{ width: 240 }}
        />
        <Segmented
          value={filters.status}
          onChange={(status) => setFilters((f) => ({ ...f, status: status as ProjectFilters['status'] }))}
          options={[
            { value: 'active', label: '进行中' },
            { value: 'archived', label: '已归档' },
            { value: 'all', label: '全部' },
          ]}
        />
        <Select
          allowClear
          placeholder="阶段"
          style={{ width: 120 }}
          onChange={(stage?: ProjectStage) => setFilters((f) => ({ ...f, stage }))}
          options={projectStages.map((s) => ({ value: s, label: projectStageLabels[s] }))}
        />
        <Select
          allowClear
          placeholder="服务类型"
          style={{ width: 160 }}
          onChange={(service_type?: ServiceType) => setFilters((f) => ({ ...f, service_type }))}
          options={serviceTypes.map((s) => ({ value: s, label: serviceTypeLabels[s] }))}
        />
      </Space>
      <QueryState query={{ ...projects, isPending: false }}>
        <Table<Project>
          rowKey="id"
          loading={projects.isPending}
          dataSource={projects.data}
          scroll={{ x: 960 }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: '暂无项目，点击「新建项目」开始' }}
          columns={[
            {
              title: '项目',
              dataIndex: 'name',
              fixed: 'left',
              width: 220,
              render: (name: string, p) => (
                <>
                  <Link to={`/collabPage?project=${p.id}`}>{name}</Link>
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {p.location}
                    </Typography.Text>
                  </div>
                </>
              ),
            },
            { title: '客户机构', dataIndex: 'organization_name', width: 180 },
            {
              title: '服务类型',
              dataIndex: 'service_type',
              width: 130,
              render: (t: ServiceType) => <ServiceTag type={t} />,
            },
            {
              title: '阶段',
              dataIndex: 'stage',
              width: 130,
              render: (stage: ProjectStage, p) => (
                <Select
                  size="small"
                  value={stage}
                  aria-label={`「${p.name}」的阶段`}
                  disabled={p.status === 'archived'}
                  style={{ width: 110 }}
                  onChange={(next) => change(p, { stage: next }, `阶段已改为${projectStageLabels[next]}`)}
                  options={projectStages.map((s) => ({ value: s, label: projectStageLabels[s] }))}
                />
              ),
            },
            { title: '周期', key: 'dates', width: 190, render: (_v, p) => `${p.start_date} ~ ${p.due_date}` },
            {
              title: '任务进度',
              key: 'progress',
              width: 140,
              render: (_v, p) => (
                <Progress
                  size="small"
                  percent={p.task_total ? Math.round((p.task_done / p.task_total) * 100) : 0}
                  format={() => `${p.task_done}/${p.task_total}`}
                />
              ),
            },
            { title: '成员', dataIndex: 'member_count', width: 70 },
            {
              title: '操作',
              key: 'actions',
              width: 200,
              render: (_v, p) => (
                <Space size={0} wrap>
                  <Button type="link" size="small" onClick={() => setEditing({ project: p })}>
                    编辑
                  </Button>
                  <Button type="link" size="small" onClick={() => setMembersOf(p)}>
                    成员
                  </Button>
                  {p.status === 'active' ? (
                    <Popconfirm
                      title="归档后客户将不再在列表中看到此项目，确定归档？"
                      okText="归档"
                      cancelText="取消"
                      onConfirm={() => change(p, { status: 'archived' }, '项目已归档')}
                    >
                      <Button type="link" size="small" danger>
                        归档
                      </Button>
                    </Popconfirm>
                  ) : (
                    <Button type="link" size="small" onClick={() => change(p, { status: 'active' }, '项目已恢复')}>
                      恢复
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </QueryState>
      <ProjectFormDrawer open={Boolean(editing)} project={editing?.project} onClose={() => setEditing(undefined)} />
      <MembersDrawer project={membersOf} onClose={() => setMembersOf(undefined)} />
    </Card>
  )
}
