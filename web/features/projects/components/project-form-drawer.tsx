import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, DatePicker, Drawer, Form, Input, Select, Space } from 'antd'
import { useEffect } from 'react'
import {
  memberRoleLabels,
  memberRoles,
  projectStageLabels,
  projectStages,
  serviceTypeLabels,
  serviceTypes,
} from '#common/projects'
import type { Project, ProjectInput } from '#common/projects-schemas'
import { dateField } from '#web/components/date-field.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { useFeedback } from '#web/lib/feedback.ts'
import { useCreateProject, useFormOptions, useUpdateProject } from '../api/projects.ts'

type Props = { open: boolean; project?: Project; onClose: () => void }

/** Create or edit a project. Rules mirror the server's; the server's field messages land on the same fields. */
export function ProjectFormDrawer({ open, project, onClose }: Props) {
  const { message } = useFeedback()
  const [form] = Form.useForm<ProjectInput>()
  const options = useFormOptions()
  const create = useCreateProject()
  const update = useUpdateProject()
  const organizationId = Form.useWatch('organization_id', form)

  useEffect(() => {
    if (!open) return
    form.resetFields()
    if (project) form.setFieldsValue(project)
  }, [open, project, form])

  const memberChoices = (options.data?.users ?? [])
    .filter((u) => u.staff || u.organization_id === organizationId)
    .map((u) => ({
      value: u.id,
      label: `${u.username}${u.staff ? '（员工）' : `（${u.organization_name ?? '客户'}）`}`,
    }))

  async function submit(values: ProjectInput) {
    try {
      if (project) {
        const { members: _ignored, ...changes } = values
        await update.mutateAsync({ id: project.id, changes })
        message.success('项目已保存')
      } else {
        await create.mutateAsync({ ...values, members: values.members ?? [] })
        message.success('项目已创建')
      }
      onClose()
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        form.setFields(
          Object.entries(error.fields).map(([name, errors]) => ({
            name: name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
            errors: [String(errors)],
          })) as Parameters<typeof form.setFields>[0],
        )
      }
      message.error((error as Error).message)
    }
  }

  return (
    <Drawer
      title={project ? '编辑项目' : '新建项目'}
      open={open}
      onClose={onClose}
      size={520}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={create.isPending || update.isPending} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        name="project"
        layout="vertical"
        onFinish={submit}
        initialValues={{ stage: 'kickoff', location: '', description: '' }}
      >
        <Form.Item name="organization_id" label="客户机构" rules={[{ required: true, message: '请选择客户机构' }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={options.isPending}
            placeholder="搜索并选择客户机构"
            options={(options.data?.organizations ?? []).map((o) => ({ value: o.id, label: o.name }))}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label="项目名称"
          rules={[
            { required: true, whitespace: true, message: '请填写项目名称' },
            { max: 100, message: '项目名称不能超过 100 个字' },
          ]}
        >
          <Input maxLength={100} placeholder="例如：云栖湖畔度假酒店可行性研究" />
        </Form.Item>
        <Form.Item name="location" label="酒店或城市" rules={[{ max: 100, message: '酒店或城市不能超过 100 个字' }]}>
          <Input maxLength={100} placeholder="例如：杭州·千岛湖" />
        </Form.Item>
        <Form.Item name="service_type" label="服务类型" rules={[{ required: true, message: '请选择服务类型' }]}>
          <Select
            options={serviceTypes.map((s) => ({ value: s, label: serviceTypeLabels[s] }))}
            placeholder="选择服务类型"
          />
        </Form.Item>
        <Form.Item name="stage" label="项目阶段" rules={[{ required: true, message: '请选择项目阶段' }]}>
          <Select options={projectStages.map((s) => ({ value: s, label: projectStageLabels[s] }))} />
        </Form.Item>
        <Space.Compact block style={{ gap: 12, flexWrap: 'wrap' }}>
          <Form.Item
            name="start_date"
            {...dateField}
            label="开始日期"
            rules={[{ required: true, message: '请填写开始日期' }]}
            style={{ flex: 1, minWidth: 150 }}
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="due_date"
            {...dateField}
            label="截止日期"
            dependencies={['start_date']}
            style={{ flex: 1, minWidth: 150 }}
            rules={[
              { required: true, message: '请填写截止日期' },
              ({ getFieldValue }) => ({
                validator: (_rule, value: string) =>
                  !value || !getFieldValue('start_date') || value >= getFieldValue('start_date')
                    ? Promise.resolve()
                    : Promise.reject(new Error('截止日期不能早于开始日期')),
              }),
            ]}
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="description" label="项目说明" rules={[{ max: 2000, message: '项目说明不能超过 2000 个字' }]}>
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
        {!project && (
          <Form.List name="members">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline" wrap>
                    <Form.Item name={[field.name, 'user_id']} rules={[{ required: true, message: '请选择成员' }]}>
                      <Select
                        showSearch={{ optionFilterProp: 'label' }}
                        style={{ width: 200 }}
                        placeholder="成员"
                        options={memberChoices}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'role']} rules={[{ required: true, message: '请选择角色' }]}>
                      <Select
                        style={{ width: 120 }}
                        placeholder="角色"
                        options={memberRoles.map((r) => ({ value: r, label: memberRoleLabels[r] }))}
                      />
                    </Form.Item>
                    <MinusCircleOutlined aria-label="移除成员" onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add()} block>
                  添加成员（创建者自动成为项目负责人）
                </Button>
              </>
            )}
          </Form.List>
        )}
      </Form>
    </Drawer>
  )
}
