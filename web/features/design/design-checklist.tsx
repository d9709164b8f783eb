import { Card, Collapse, List, Space, Tag, Typography } from 'antd'
import { Link, useSearchParams } from 'react-router'
import { reviewStageLabels, reviewStages } from '#common/design'
import { isStaff } from '#common/user-types'
import { QueryState } from '#web/components/query-state.tsx'
import { useFeedback } from '#web/lib/feedback.ts'
import { session } from '#web/lib/session.ts'
import { type ItemChange, useChecklist, useDesignProjects, useUpdateItem } from './api/checklists.ts'
import { AttachChecklist } from './components/attach-checklist.tsx'
import { ChecklistItemRow } from './components/checklist-item-row.tsx'
import { DesignHeader, designPath } from './components/design-header.tsx'
import { ChecklistProgress } from './components/progress-label.tsx'
import { ProjectsState } from './components/projects-state.tsx'

const choosePath = designPath('design_checklist')

/** /navigate?page_type=design_checklist[&project=…]: pick a project, then tick its review checklist by stage. */
export function DesignChecklist() {
  const [params] = useSearchParams()
  const project = params.get('project')
  return project ? <ProjectChecklist projectId={project} /> : <ChooseProject />
}

function ChooseProject() {
  const projects = useDesignProjects()
  const user = session.user()
  return (
    <>
      <DesignHeader title="设计评审清单" extra={user && isStaff(user) ? <AttachChecklist /> : null} />
      <Card>
        <ProjectsState projects={projects}>
          <List
            dataSource={projects.data}
            renderItem={(p) => (
              <List.Item>
                <List.Item.Meta
                  title={<Link to={designPath('design_checklist', { project: p.id })}>{p.name}</Link>}
                  description={`${p.organization_name}${p.location ? ` · ${p.location}` : ''}`}
                />
                <div style={{ width: 160, maxWidth: '40%' }}>
                  <ChecklistProgress done={p.done} total={p.total} size="small" />
                </div>
              </List.Item>
            )}
          />
        </ProjectsState>
      </Card>
    </>
  )
}

function ProjectChecklist({ projectId }: { projectId: string }) {
  const { message } = useFeedback()
  const checklist = useChecklist(projectId)
  const update = useUpdateItem(projectId)
  const data = checklist.data
  const change = (c: ItemChange) =>
    update.mutateAsync(c).catch((error: Error) => {
      message.error(error.message)
    })
  const stages = reviewStages.filter((stage) => data?.items.some((i) => i.stage === stage))

  return (
    <>
      <DesignHeader title={data?.project.name ?? '设计评审清单'} parent={{ title: '设计评审清单', to: choosePath }} />
      <QueryState query={checklist}>
        {data && (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Card size="small">
              <Space wrap size={4} style={{ marginBottom: 8 }}>
                <Tag>{data.project.organization_name}</Tag>
                {data.project.location && <Tag>{data.project.location}</Tag>}
                {!data.can_tick && <Tag color="default">只读</Tag>}
              </Space>
              <Typography.Text type="secondary" style={{ display: 'block' }}>
                总进度
              </Typography.Text>
              <ChecklistProgress done={data.project.done} total={data.project.total} />
            </Card>
            <Collapse
              defaultActiveKey={[
                stages.find((s) => data.items.some((i) => i.stage === s && !i.checked)) ?? stages[0] ?? '',
              ]}
              items={stages.map((stage) => {
                const items = data.items.filter((i) => i.stage === stage)
                const done = items.filter((i) => i.checked).length
                return {
                  key: stage,
                  label: (
                    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
                      <span style={{ flex: '1 0 auto' }}>{reviewStageLabels[stage]}</span>
                      <span style={{ width: 140 }}>
                        <ChecklistProgress done={done} total={items.length} size="small" />
                      </span>
                    </div>
                  ),
                  children: items.map((item) => (
                    <ChecklistItemRow
                      key={item.id}
                      item={item}
                      canTick={data.can_tick}
                      saving={update.isPending && update.variables?.itemId === item.id}
                      onChange={change}
                    />
                  )),
                }
              })}
            />
          </Space>
        )}
      </QueryState>
    </>
  )
}
