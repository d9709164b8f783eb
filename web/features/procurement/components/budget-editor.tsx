import { Form, InputNumber, Modal } from 'antd'
import { type ProcurementCategory, procurementCategoryLabels } from '#common/procurement'
import type { BudgetLine } from '#common/procurement-schemas'
import { useFeedback } from '#web/lib/feedback.ts'
import { useSaveBudget } from '../api/budget.ts'

/** Staff set the budget of each category (yuan). */
export function BudgetEditor(props: { projectId: string; lines: BudgetLine[]; open: boolean; onClose: () => void }) {
  const { projectId, lines, open, onClose } = props
  const { message } = useFeedback()
  const [form] = Form.useForm<Record<ProcurementCategory, number>>()
  const save = useSaveBudget(projectId)

  return (
    <Modal
      open={open}
      title="调整项目预算"
      okText="保存"
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="budget"
        initialValues={Object.fromEntries(lines.map((l) => [l.category, l.budget]))}
        onFinish={(values) =>
          save.mutate(
            lines.map((l) => ({ category: l.category, amount: values[l.category] ?? 0 })),
            {
              onSuccess: () => {
                message.success('预算已保存')
                onClose()
              },
              onError: (error) => message.error(error.message),
            },
          )
        }
      >
        {lines.map((l) => (
          <Form.Item
            key={l.category}
            name={l.category}
            label={`${procurementCategoryLabels[l.category]}（元）`}
            rules={[{ required: true, message: '请填写预算，没有预算填 0' }]}
          >
            <InputNumber min={0} max={1_000_000_000} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  )
}
