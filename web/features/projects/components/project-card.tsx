import { Card, Progress, Space, Typography } from 'antd'
import { Link } from 'react-router'
import type { Project } from '#common/projects-schemas'
import { ServiceTag, StageTag } from './labels.tsx'

/** One project in /project-list: what, for whom, where it stands, and the ways into it. */
export function ProjectCard({ project }: { project: Project }) {
  const percent = project.task_total ? Math.round((project.task_done / project.task_total) * 100) : 0
  return (
    <Card
      size="small"
      title={project.name}
      actions={[
        <Link key="collab" to={`/collabPage?project=${project.id}`}>
          进入协作
        </Link>,
        <Link key="docs" to={`/browser2?project=${project.id}`}>
          项目文档
        </Link>,
      ]}
    >
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {project.organization_name}
          {project.location ? ` · ${project.location}` : ''}
        </Typography.Text>
        <Space size={4} wrap>
          <ServiceTag type={project.service_type} />
          <StageTag stage={project.stage} />
          {project.status === 'archived' && <Typography.Text type="secondary">已归档</Typography.Text>}
        </Space>
        <Progress percent={percent} size="small" format={() => `任务 ${project.task_done}/${project.task_total}`} />
        <Typography.Text style={{ fontSize: 12 }}>
          {project.next_milestone
            ? `下一里程碑：${project.next_milestone.title}（${project.next_milestone.due_date}）`
            : '暂无待完成的里程碑'}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          周期 {project.start_date} ~ {project.due_date}
        </Typography.Text>
      </Space>
    </Card>
  )
}
