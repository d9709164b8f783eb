import { UploadOutlined } from '@ant-design/icons'
import { App, Button, Form, Input, Modal, Select, Space, Typography, Upload } from 'antd'
import { useEffect, useState } from 'react'
import { ApiError } from '../../../lib/api-client.ts'
import { apiUpload } from '../../../lib/api-files.ts'
import { useSaveOrganization } from '../api/organizations.ts'
import type { Organization, OrganizationInput } from '../api/types.ts'
import { organizationKindOptions } from '../labels.ts'

type Props = { organization: Organization | 'new' | undefined; onClose: () => void }

/** Create or edit an organization: name, kind and an optional logo (PNG or JPEG through the files API). */
export function OrganizationModal({ organization, onClose }: Props) {
  const { message } = App.useApp()
  const [form] = Form.useForm<OrganizationInput>()
  const save = useSaveOrganization()
  const [uploading, setUploading] = useState(false)
  const editing = organization && organization !== 'new' ? organization : undefined
  const logo = Form.useWatch('logo', form)

  useEffect(() => {
    if (!organization) return
    form.resetFields()
    if (editing) form.setFieldsValue({ name: editing.name, kind: editing.kind, logo: editing.logo })
  }, [organization, editing, form])

  const sendLogo = async (file: File) => {
    setUploading(true)
    try {
      const [saved] = await apiUpload<{ id: string }[]>('/files', file)
      form.setFieldValue('logo', saved?.id ?? null)
    } catch (error) {
      message.error((error as Error).message)
    } finally {
      setUploading(false)
    }
  }

  const submit = async (values: OrganizationInput) => {
    try {
      await save.mutateAsync({ id: editing?.id, input: { ...values, logo: values.logo ?? null } })
      message.success(editing ? '已保存修改' : '已创建机构')
      onClose()
    } catch (error) {
      if (error instanceof ApiError) {
        form.setFields(
          Object.entries(error.fields).map(([name, text]) => ({
            name: name as keyof OrganizationInput,
            errors: [String(text)],
          })),
        )
      }
      message.error((error as Error).message)
    }
  }

  return (
    <Modal
      open={Boolean(organization)}
      title={editing ? `编辑机构：${editing.name}` : '新建机构'}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<OrganizationInput> form={form} layout="vertical" onFinish={submit} initialValues={{ logo: null }}>
        <Form.Item
          name="name"
          label="机构名称"
          rules={[
            { required: true, whitespace: true, message: '请输入机构名称' },
            { max: 100, message: '机构名称不能超过 100 个字符' },
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="kind" label="机构类型" rules={[{ required: true, message: '请选择机构类型' }]}>
          <Select options={organizationKindOptions} placeholder="请选择" />
        </Form.Item>
        <Form.Item name="logo" hidden>
          <Input />
        </Form.Item>
        <Form.Item label="Logo（可选）">
          <Space wrap>
            <Upload
              accept="image/png,image/jpeg"
              showUploadList={false}
              beforeUpload={(file) => {
                void sendLogo(file)
                return false
              }}
            >
              <Button icon={<UploadOutlined />} loading={uploading}>
                {logo ? '更换图片' : '上传图片'}
              </Button>
            </Upload>
            {logo ? (
              <>
                <Typography.Text type="success">已设置</Typography.Text>
                <Button type="link" onClick={() => form.setFieldValue('logo', null)}>
                  移除
                </Button>
              </>
            ) : (
              <Typography.Text type="secondary">PNG 或 JPEG，不超过 10 MB</Typography.Text>
            )}
          </Space>
        </Form.Item>
      </Form>
    </Modal>
  )
}
