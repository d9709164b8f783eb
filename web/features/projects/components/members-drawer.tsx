import { Button, Drawer, Form, List, Popconfirm, Select, Space } from 'antd'
import { type MemberRole, memberRoleLabels, memberRoles } from '#common/projects'
import type { Project } from '#common/projects-schemas'
import { QueryState } from '#web/components/query-state.tsx'
import { useFeedback } from '#web/lib/feedback.ts'
import { useAddMember, useFormOptions, useProjectDetail, useRemoveMember } from '../api/projects.ts'
import { RoleTag } from './labels.tsx'

/** Members of one project: staff take consulting roles, people of the client organization client roles. */
export function MembersDrawer({ project, onClose }: { project?: Project; onClose: () => void }) {
  const { message } = useFeedback()
  const detail = useProjectDetail(project?.id ?? '')
  const options = useFormOptions()
  const add = useAddMember()
  const remove = useRemoveMember()
  const [form] = Form.useForm<{ user_id: string; role: MemberRole }>()
  const fail = (error: Error) => message.error(error.message)

  const present = new Set(detail.data?.members.map((m) => m.user_id))
  const choices = (options.data?.users ?? [])
    .filter((u) => !present.has(u.id) && (u.staff || u.organization_id === project?.organization_id))
    .map((u) => ({
      value: u.id,
      label: `${u.username}${u.staff ? '（员工）' : `（${u.organization_name ?? '客户'}）`}`,
    }))

  return (
    <Drawer
      title={project ? `成员 · ${project.name}` : '成员'}
      open={Boolean(project)}
      onClose={onClose}
      size={480}
      destroyOnHidden
    >
      <QueryState query={detail}>
        <List
          dataSource={detail.data?.members}
          locale={{ emptyText: '暂无成员' }}
          renderItem={(m) => (
            <List.Item
              actions={[
                <Popconfirm
                  key="remove"
                  title={`将 ${m.username} 移出项目？`}
                  okText="移出"
                  cancelText="取消"
                  onConfirm={() => project && remove.mutate({ id: project.id, user_id: m.user_id }, { onError: fail })}
                >
                  <Button type="link" danger>
                    移出
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta title={m.username} description={m.organization_name} />
              <RoleTag role={m.role} />
            </List.Item>
          )}
        />
      </QueryState>
      <Form
        form={form}
        name="member"
        layout="vertical"
        aria-label="添加成员"
        style={{ marginTop: 16 }}
        onFinish={(values) =>
          project &&
          add.mutate(
            { id: project.id, ...values },
            {
              onSuccess: () => {
                form.resetFields()
                message.success('成员已添加')
              },
              onError: fail,
            },
          )
        }
      >
        <Space wrap align="end">
          <Form.Item name="user_id" label="成员" rules={[{ required: true, message: '请选择成员' }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 220 }}
              options={choices}
              placeholder="选择员工或客户人员"
            />
          </Form.Item>
          <Form.Item name="role" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
            <Select
              style={{ width: 130 }}
              options={memberRoles.map((r) => ({ value: r, label: memberRoleLabels[r] }))}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={add.isPending}>
              添加
            </Button>
          </Form.Item>
        </Space>
      </Form>
    </Drawer>
  )
}
