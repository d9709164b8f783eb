import { Alert, Card, Col, Descriptions, Row, Skeleton, Space, Tabs, Typography } from 'antd'
import { lazy, type ReactNode, Suspense } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Result } from '#web/components/lazy-result.tsx'
import { QueryState } from '#web/components/query-state.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useProjectDetail } from './api/projects.ts'
import { RoleTag, ServiceTag, StageTag } from './components/labels.tsx'
import { MilestoneTimeline } from './components/milestone-timeline.tsx'
import { TaskBoard } from './components/task-board.tsx'

// The discussion and files tabs load when first opened: the task board is what the workspace opens on.
const CommentThread = lazy(() => import('./components/comment-thread.tsx').then((m) => ({ default: m.CommentThread })))
const ProjectFiles = lazy(() => import('./components/project-files.tsx').then((m) => ({ default: m.ProjectFiles })))
// The feasibility study (issue 34) is its own chunk: its screens, map and charts load only when it is opened.
const StudiesSection = lazy(() => import('#web/features/studies/lazy.ts').then((m) => ({ default: m.StudiesSection })))
const StudyPage = lazy(() => import('#web/features/studies/lazy.ts').then((m) => ({ default: m.StudyPage })))
const later = (tab: ReactNode) => <Suspense fallback={<Skeleton active />}>{tab}</Suspense>

/** /collabPage?project=: one project's workspace — milestones, the task board, the conversation and files. */
export function Component() {
  const [params, setParams] = useSearchParams()
  const projectId = params.get('project') ?? ''
  const studyId = params.get('study')
  const version = Number(params.get('version')) || null
  const tab = params.get('tab') ?? 'tasks'
  const setTab = (key: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (key === 'tasks') next.delete('tab')
        else next.set('tab', key)
        return next
      },
      { replace: true },
    )
  const detail = useProjectDetail(projectId)

  if (!projectId) {
    return <Result status="info" title="请先选择项目" extra={<Link to="/instancePicker">选择项目</Link>} />
  }
  if (detail.error instanceof ApiError && detail.error.status === 404) {
    return <Result status="404" title="项目不存在或您无权查看" extra={<Link to="/project-list">返回项目列表</Link>} />
  }

  return (
    <QueryState query={detail}>
      {detail.data && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Card title={detail.data.project.name} extra={<Link to={`/browser2?project=${projectId}`}>项目文档</Link>}>
            {detail.data.project.status === 'archived' && (
              <Alert type="info" title="项目已归档" showIcon style={{ marginBottom: 12 }} />
            )}
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
              <Descriptions.Item label="客户">{detail.data.project.organization_name}</Descriptions.Item>
              <Descriptions.Item label="酒店或城市">{detail.data.project.location || '—'}</Descriptions.Item>
              <Descriptions.Item label="服务">
                <ServiceTag type={detail.data.project.service_type} />
              </Descriptions.Item>
              <Descriptions.Item label="阶段">
                <StageTag stage={detail.data.project.stage} />
              </Descriptions.Item>
              <Descriptions.Item label="周期">
                {detail.data.project.start_date} ~ {detail.data.project.due_date}
              </Descriptions.Item>
              <Descriptions.Item label="成员">
                <Space size={4} wrap>
                  {detail.data.members.map((m) => (
                    <span key={m.user_id}>
                      {m.username} <RoleTag role={m.role} />
                    </span>
                  ))}
                </Space>
              </Descriptions.Item>
            </Descriptions>
            {detail.data.project.description && (
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {detail.data.project.description}
              </Typography.Paragraph>
            )}
          </Card>
          {studyId ? (
            later(<StudyPage projectId={projectId} studyId={studyId} version={version} />)
          ) : (
            <Row gutter={[16, 16]} style={{ marginInline: 0 }}>
              <Col xs={24} lg={8}>
                <Card title="里程碑" size="small">
                  <MilestoneTimeline
                    projectId={projectId}
                    milestones={detail.data.milestones}
                    canManage={detail.data.permissions.manage}
                  />
                </Card>
              </Col>
              <Col xs={24} lg={16}>
                <Tabs
                  activeKey={tab}
                  onChange={setTab}
                  items={[
                    {
                      key: 'tasks',
                      label: '任务看板',
                      children: (
                        <TaskBoard
                          projectId={projectId}
                          members={detail.data.members}
                          canWork={detail.data.permissions.work}
                        />
                      ),
                    },
                    {
                      key: 'comments',
                      label: '讨论',
                      children: later(<CommentThread projectId={projectId} canWork={detail.data.permissions.work} />),
                    },
                    {
                      key: 'files',
                      label: '文件',
                      children: later(<ProjectFiles projectId={projectId} canWork={detail.data.permissions.work} />),
                    },
                    {
                      key: 'studies',
                      label: '可行性研究',
                      children: later(<StudiesSection projectId={projectId} />),
                    },
                  ]}
                />
              </Col>
            </Row>
          )}
        </Space>
      )}
    </QueryState>
  )
}
