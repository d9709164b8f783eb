import { Button, Drawer, Form, Input, Select, Space, Switch } from 'antd'
import { useEffect } from 'react'
import type { AdminUser, OrganizationOption, UserInput } from '#common/admin-schemas'
import { ApiError } from '#web/lib/api-client.ts'
import { useFeedback } from '#web/lib/feedback.ts'
import { useSaveUser } from '../api/users.ts'
import { orgKindOptions, userTypeOptions } from '../labels.ts'

/** Mainland mobile, with or without +86 / 0086, spaces or dashes: the server normalizes it. */
export const phonePattern = /^(\+86|0086)?1[3-9]\d{9}$/

type Props = { user: AdminUser | 'new' | undefined; organizations: OrganizationOption[]; onClose: () => void }

export function UserDrawer({ user, organizations, onClose }: Props) {
  const { message } = useFeedback()
  const [form] = Form.useForm<UserInput>()
  const save = useSaveUser()
  const editing = user && user !== 'new' ? user : undefined

  // The drawer is reused for every user: load the chosen user's values whenever it opens.
  useEffect(() => {
    if (!user) return
    form.resetFields()
    if (editing) {
      form.setFieldsValue({
        username: editing.username,
        phone: editing.phone,
        user_type: editing.user_type,
        user_type_multi: editing.user_type_multi,
        organization_id: editing.organization_id,
        admin: editing.admin,
        researcher: editing.researcher,
      })
    }
  }, [user, editing, form])

  const submit = async (values: UserInput) => {
    try {
      await save.mutateAsync({
        id: editing?.id,
        input: {
          ...values,
          phone: values.phone.replace(/[\s-]/g, ''),
          organization_id: values.organization_id ?? null,
        },
      })
      message.success(editing ? '已保存修改' : '已创建用户')
      onClose()
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        form.setFields(
          Object.entries(error.fields).map(([name, text]) => ({
            name: name as keyof UserInput,
            errors: [String(text)],
          })),
        )
      }
      message.error((error as Error).message)
    }
  }

  return (
    <Drawer
      open={Boolean(user)}
      title={editing ? `编辑用户：${editing.username}` : '新建用户'}
      size="min(520px, 100vw)"
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Form<UserInput>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ user_type_multi: [], admin: false, researcher: false, organization_id: null }}
      >
        <Form.Item
          name="username"
          label="用户名"
          rules={[
            { required: true, whitespace: true, message: '请输入用户名' },
            { max: 50, message: '用户名不能超过 50 个字符' },
          ]}
        >
          <Input placeholder="例如：张晓明" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="phone"
          label="手机号"
          rules={[
            { required: true, message: '请输入手机号' },
            {
              validator: (_, value: string | undefined) =>
                !value || phonePattern.test(value.replace(/[\s-]/g, ''))
                  ? Promise.resolve()
                  : Promise.reject(new Error('请输入正确的手机号（11 位中国大陆手机号）')),
            },
          ]}
        >
          <Input placeholder="11 位手机号" inputMode="tel" maxLength={20} />
        </Form.Item>
        <Form.Item name="user_type" label="用户类型" rules={[{ required: true, message: '请选择用户类型' }]}>
          <Select placeholder="请选择" options={userTypeOptions} />
        </Form.Item>
        <Form.Item name="user_type_multi" label="多重身份" extra="第一个身份决定登录后的首页">
          <Select mode="multiple" placeholder="可多选" options={orgKindOptions} />
        </Form.Item>
        <Form.Item name="organization_id" label="所属机构">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="不属于任何机构"
            options={organizations.map((o) => ({ value: o.id, label: o.name }))}
          />
        </Form.Item>
        <Form.Item name="admin" label="管理员" valuePropName="checked">
          <Switch checkedChildren="是" unCheckedChildren="否" />
        </Form.Item>
        <Form.Item
          name="researcher"
          label="研究员"
          valuePropName="checked"
          extra="可在数据维护中提出和审核数据修改（管理员本就可以）"
        >
          <Switch checkedChildren="是" unCheckedChildren="否" />
        </Form.Item>
      </Form>
    </Drawer>
  )
}
