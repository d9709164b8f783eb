import { PlusOutlined } from '@ant-design/icons'
import { Button, Checkbox, Form, Modal, Select } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { type ReviewStage, reviewStageLabels, reviewStages } from '#common/design'
import { useFeedback } from '#web/lib/feedback.ts'
import { useAllProjects, useAttachChecklist } from '../api/checklists.ts'
import { designPath } from './design-header.tsx'

type Values = { projectId: string; stages: ReviewStage[] }

/** Staff: give a project a review checklist (or add stages it lacks), then open it. */
export function AttachChecklist() {
  const { message } = useFeedback()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [form] = Form.useForm<Values>()
  const projects = useAllProjects(open)
  const attach = useAttachChecklist()

  const submit = async (values: Values) => {
    try {
      await attach.mutateAsync(values)
      message.success('评审清单已建立')
      setOpen(false)
      navigate(designPath('design_checklist', { project: values.projectId }))
    } catch (error) {
      message.error((error as Error).message)
    }
  }

  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        建立评审清单
      </Button>
      <Modal
        title="为项目建立设计评审清单"
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText="建立"
        confirmLoading={attach.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ stages: [...reviewStages] }}>
          <Form.Item name="projectId" label="项目" rules={[{ required: true, message: '请选择项目' }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={projects.isPending}
              placeholder="选择项目"
              options={projects.data?.map((p) => ({ value: p.id, label: `${p.name}（${p.organization_name}）` }))}
            />
          </Form.Item>
          <Form.Item name="stages" label="评审阶段" rules={[{ required: true, message: '请至少选择一个评审阶段' }]}>
            <Checkbox.Group options={reviewStages.map((s) => ({ value: s, label: reviewStageLabels[s] }))} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
