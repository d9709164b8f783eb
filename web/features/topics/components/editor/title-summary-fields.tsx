import { Form, Input } from 'antd'

/** The title and the short text under it, as node and page forms ask for them. */
export function TitleSummaryFields({ summaryLabel }: { summaryLabel: string }) {
  return (
    <>
      <Form.Item label="标题" name="title">
        <Input maxLength={100} showCount />
      </Form.Item>
      <Form.Item label={summaryLabel} name="summary">
        <Input.TextArea maxLength={300} autoSize={{ minRows: 2 }} />
      </Form.Item>
    </>
  )
}
