import { CheckCircleOutlined, ClockCircleOutlined, DeleteOutlined, ExclamationCircleOutlined } from '@ant-design/icons'
import { Button, Checkbox, Empty, Popconfirm, Space, Timeline, Typography } from 'antd'
import { lazy, Suspense } from 'react'
import type { Milestone } from '#common/projects-schemas'
import { useFeedback } from '#web/lib/feedback.ts'
import { useMilestoneActions } from '../api/work.ts'

// The add form (with the date picker) is for staff who manage the project: it loads only for them.
const MilestoneForm = lazy(() => import('./milestone-form.tsx').then((m) => ({ default: m.MilestoneForm })))

type Props = { projectId: string; milestones: Milestone[]; canManage: boolean }

/** Milestones by date: done in green, overdue in red; staff add, tick off and remove them. */
export function MilestoneTimeline({ projectId, milestones, canManage }: Props) {
  const { message } = useFeedback()
  const actions = useMilestoneActions(projectId)
  const fail = (error: Error) => message.error(error.message)

  const items = milestones.map((m) => ({
    key: m.id,
    // Explicit colours: the theme's primary is red, which would make every open milestone look overdue.
    color: m.done ? '#52c41a' : m.overdue ? '#ff4d4f' : '#1677ff',
    icon: m.done ? <CheckCircleOutlined /> : m.overdue ? <ExclamationCircleOutlined /> : <ClockCircleOutlined />,
    content: (
      <Space wrap size={4}>
        <Typography.Text strong delete={m.done}>
          {m.title}
        </Typography.Text>
        <Typography.Text type={m.overdue ? 'danger' : 'secondary'}>
          {m.due_date}
          {m.overdue ? '（已逾期）' : ''}
        </Typography.Text>
        {canManage && (
          <>
            <Checkbox
              checked={m.done}
              onChange={(e) => actions.toggle.mutate({ id: m.id, done: e.target.checked }, { onError: fail })}
            >
              完成
            </Checkbox>
            <Popconfirm
              title="删除这个里程碑？"
              okText="删除"
              cancelText="取消"
              onConfirm={() => actions.remove.mutate(m.id, { onError: fail })}
            >
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`删除里程碑「${m.title}」`}
              />
            </Popconfirm>
          </>
        )}
      </Space>
    ),
  }))

  return (
    <>
      {milestones.length === 0 ? <Empty description="暂无里程碑" /> : <Timeline items={items} />}
      {canManage && (
        <Suspense fallback={null}>
          <MilestoneForm projectId={projectId} />
        </Suspense>
      )}
    </>
  )
}
