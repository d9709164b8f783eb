import { Button, DatePicker, Form, Input } from 'antd'
import { dateField } from '#web/components/date-field.ts'
import { useFeedback } from '#web/lib/feedback.ts'
import { useMilestoneActions } from '../api/work.ts'

/** Adds a milestone (name and date) to the project; staff who manage the project see it. */
export function MilestoneForm({ projectId }: { projectId: string }) {
  const { message } = useFeedback()
  const actions = useMilestoneActions(projectId)
  const [form] = Form.useForm<{ title: string; due_date: string }>()
  return (
    <Form
      form={form}
      name="milestone"
      layout="inline"
      aria-label="新增里程碑"
      style={{ rowGap: 8 }}
      onFinish={(values) =>
        actions.add.mutate(
          { title: values.title.trim(), due_date: values.due_date },
          { onSuccess: () => form.resetFields(), onError: (error: Error) => message.error(error.message) },
        )
      }
    >
      <Form.Item name="title" rules={[{ required: true, whitespace: true, message: '请填写里程碑名称' }]}>
        <Input placeholder="里程碑名称" maxLength={100} />
      </Form.Item>
      <Form.Item name="due_date" rules={[{ required: true, message: '请选择日期' }]} {...dateField}>
        <DatePicker aria-label="里程碑日期" />
      </Form.Item>
      <Button htmlType="submit" loading={actions.add.isPending}>
        添加里程碑
      </Button>
    </Form>
  )
}
