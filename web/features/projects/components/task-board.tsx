import { Card, Col, Form, Modal, Row, Skeleton, Typography } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { type TaskStatus, taskStatuses, taskStatusLabels } from '#common/projects'
import type { Member, Task } from '#common/projects-schemas'
import { QueryState } from '#web/components/query-state.tsx'
import { useFeedback } from '#web/lib/feedback.ts'
import { toTaskInput, useTaskActions, useTasks } from '../api/work.ts'
import { TaskCard } from './task-card.tsx'

// The task forms (with the date picker) load after the board: read-only members never need them.
const NewTaskForm = lazy(() => import('./task-form.tsx').then((m) => ({ default: m.NewTaskForm })))
const TaskFields = lazy(() => import('./task-form.tsx').then((m) => ({ default: m.TaskFields })))

type Props = { projectId: string; members: Member[]; canWork: boolean }

/** Three columns (待办, 进行中, 已完成); cards move by drag and drop or by their buttons. */
export function TaskBoard({ projectId, members, canWork }: Props) {
  const { message } = useFeedback()
  const tasks = useTasks(projectId)
  const actions = useTaskActions(projectId)
  const [dragged, setDragged] = useState<string>()
  const [editing, setEditing] = useState<Task>()
  const [editForm] = Form.useForm()

  const columns = taskStatuses.map((status) => ({
    status,
    tasks: (tasks.data ?? []).filter((t) => t.status === status).sort((a, b) => a.sort - b.sort),
  }))

  const columnLength = (status: TaskStatus) => columns.find((c) => c.status === status)?.tasks.length ?? 0
  const fail = (error: Error) => message.error(error.message)
  const move = (id: string, status: TaskStatus, position: number) =>
    actions.move.mutate({ id, status, position }, { onError: fail })

  function drop(status: TaskStatus, position: number) {
    if (dragged) move(dragged, status, position)
    setDragged(undefined)
  }

  return (
    <QueryState query={tasks}>
      <Row gutter={[12, 12]}>
        {columns.map((column) => (
          <Col xs={24} md={8} key={column.status}>
            <Card
              size="small"
              title={`${taskStatusLabels[column.status]}（${column.tasks.length}）`}
              role="region"
              aria-label={taskStatusLabels[column.status]}
              onDragOver={(event) => canWork && event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault()
                drop(column.status, column.tasks.length)
              }}
              styles={{ body: { minHeight: 80 } }}
            >
              {column.tasks.length === 0 && <Typography.Text type="secondary">暂无任务</Typography.Text>}
              {column.tasks.map((task, index) => (
                <TaskCard
                  key={task.id}
                  task={task}
                  canWork={canWork}
                  onDragStart={() => setDragged(task.id)}
                  onDropHere={() => drop(column.status, index)}
                  onMove={(status) => move(task.id, status, columnLength(status))}
                  onEdit={() => {
                    setEditing(task)
                    editForm.setFieldsValue({
                      title: task.title,
                      assignee_user_id: task.assignee_user_id ?? undefined,
                      due_date: task.due_date ?? '',
                    })
                  }}
                  onDelete={() => actions.remove.mutate(task.id, { onError: fail })}
                />
              ))}
            </Card>
          </Col>
        ))}
        {canWork && (
          <Col xs={24}>
            <Card size="small" title="新建任务">
              <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
                <NewTaskForm
                  members={members}
                  pending={actions.create.isPending}
                  onSubmit={(input) =>
                    actions.create.mutateAsync(input).then(
                      () => {
                        message.success('任务已添加')
                        return true
                      },
                      (error: Error) => {
                        fail(error)
                        return false
                      },
                    )
                  }
                />
              </Suspense>
            </Card>
          </Col>
        )}
      </Row>
      <Modal
        title="编辑任务"
        open={Boolean(editing)}
        okText="保存"
        cancelText="取消"
        confirmLoading={actions.update.isPending}
        onCancel={() => setEditing(undefined)}
        onOk={async () => {
          const values = await editForm.validateFields()
          if (!editing) return
          actions.update.mutate(
            { id: editing.id, changes: toTaskInput(values) },
            { onSuccess: () => setEditing(undefined), onError: fail },
          )
        }}
        forceRender
      >
        <Form form={editForm} name="edit-task" layout="vertical">
          <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
            <TaskFields members={members} />
          </Suspense>
        </Form>
      </Modal>
    </QueryState>
  )
}
