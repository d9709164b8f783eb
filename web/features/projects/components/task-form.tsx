import { Button, DatePicker, Form, Input, Select } from 'antd'
import type { Member } from '#common/projects-schemas'
import { dateField } from '#web/components/date-field.ts'
import { type TaskFormValues, type TaskInput, toTaskInput } from '../api/work.ts'

/** Title, assignee (members only, as the server requires) and due date; used to add and to edit. */
export function TaskFields({ members }: { members: Member[] }) {
  return (
    <>
      <Form.Item
        name="title"
        label="任务"
        rules={[
          { required: true, whitespace: true, message: '请填写任务名称' },
          { max: 200, message: '任务名称不能超过 200 个字' },
        ]}
      >
        <Input placeholder="例如：提供地块规划条件" maxLength={200} />
      </Form.Item>
      <Form.Item name="assignee_user_id" label="负责人">
        <Select
          allowClear
          placeholder="选择项目成员"
          options={members.map((m) => ({ value: m.user_id, label: m.username }))}
        />
      </Form.Item>
      <Form.Item name="due_date" label="截止日期" {...dateField}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
    </>
  )
}

export function NewTaskForm({
  members,
  pending,
  onSubmit,
}: {
  members: Member[]
  pending: boolean
  onSubmit: (input: TaskInput) => Promise<boolean>
}) {
  const [form] = Form.useForm<TaskFormValues>()
  return (
    <Form
      form={form}
      name="new-task"
      layout="vertical"
      aria-label="新建任务"
      onFinish={async (values) => {
        if (await onSubmit(toTaskInput(values))) form.resetFields()
      }}
    >
      <TaskFields members={members} />
      <Button type="primary" htmlType="submit" loading={pending} block>
        添加任务
      </Button>
    </Form>
  )
}
