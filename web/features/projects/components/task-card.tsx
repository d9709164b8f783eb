import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons'
import { Button, Card, Popconfirm, Space, Tag, Typography } from 'antd'
import { type TaskStatus, taskStatuses, taskStatusLabels } from '#common/projects'
import type { Task } from '#common/projects-schemas'

type Props = {
  task: Task
  canWork: boolean
  onMove: (status: TaskStatus) => void
  onEdit: () => void
  onDelete: () => void
  onDragStart: () => void
  /** Another card was dropped on this one: it takes this card's place. */
  onDropHere: () => void
}

/** One card of the board: who, when, overdue in red, and buttons that move it without a mouse. */
export function TaskCard({ task, canWork, onMove, onEdit, onDelete, onDragStart, onDropHere }: Props) {
  const index = taskStatuses.indexOf(task.status)
  const previous = taskStatuses[index - 1]
  const next = taskStatuses[index + 1]
  return (
    <Card
      size="small"
      data-testid={`task-${task.id}`}
      draggable={canWork}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', task.id)
        onDragStart()
      }}
      onDrop={(event) => {
        event.preventDefault()
        event.stopPropagation()
        onDropHere()
      }}
      style={{
        marginBottom: 8,
        cursor: canWork ? 'grab' : undefined,
        borderColor: task.overdue ? '#ff4d4f' : undefined,
      }}
    >
      <Typography.Text strong delete={task.status === 'done'}>
        {task.title}
      </Typography.Text>
      <div style={{ marginTop: 4, fontSize: 12 }}>
        <Space size={4} wrap>
          <Tag>{task.assignee_name ?? '未指派'}</Tag>
          {task.due_date && (
            <Typography.Text type={task.overdue ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
              截止 {task.due_date}
            </Typography.Text>
          )}
          {task.overdue && <Tag color="error">已逾期</Tag>}
        </Space>
      </div>
      {canWork && (
        <Space size={0} style={{ marginTop: 4 }} wrap>
          {previous && (
            <Button
              size="small"
              type="text"
              icon={<ArrowLeftOutlined />}
              aria-label={`将「${task.title}」移到${taskStatusLabels[previous]}`}
              onClick={() => onMove(previous)}
            >
              {taskStatusLabels[previous]}
            </Button>
          )}
          {next && (
            <Button
              size="small"
              type="text"
              icon={<ArrowRightOutlined />}
              iconPlacement="end"
              aria-label={`将「${task.title}」移到${taskStatusLabels[next]}`}
              onClick={() => onMove(next)}
            >
              {taskStatusLabels[next]}
            </Button>
          )}
          <Button
            size="small"
            type="text"
            icon={<EditOutlined />}
            aria-label={`编辑「${task.title}」`}
            onClick={onEdit}
          />
          <Popconfirm title="删除这个任务？" okText="删除" cancelText="取消" onConfirm={onDelete}>
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`删除「${task.title}」`} />
          </Popconfirm>
        </Space>
      )}
    </Card>
  )
}
