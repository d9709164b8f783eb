import { Button, Form, Input, List, Popconfirm, Typography } from 'antd'
import { QueryState } from '#web/components/query-state.tsx'
import { useFeedback } from '#web/lib/feedback.ts'
import { formatTime } from '#web/lib/format-time.ts'
import { useCommentActions, useComments } from '../api/work.ts'

/** The project's conversation, oldest first; everyone who may work writes, each deletes only their own. */
export function CommentThread({ projectId, canWork }: { projectId: string; canWork: boolean }) {
  const { message } = useFeedback()
  const comments = useComments(projectId)
  const actions = useCommentActions(projectId)
  const [form] = Form.useForm<{ body: string }>()
  const fail = (error: Error) => message.error(error.message)

  return (
    <>
      <QueryState query={comments} empty={comments.data?.length === 0} emptyText="还没有讨论，来发第一条吧">
        <List
          dataSource={comments.data}
          renderItem={(c) => (
            <List.Item
              actions={
                c.mine
                  ? [
                      <Popconfirm
                        key="delete"
                        title="删除这条评论？"
                        okText="删除"
                        cancelText="取消"
                        onConfirm={() => actions.remove.mutate(c.id, { onError: fail })}
                      >
                        <Button size="small" type="link" danger>
                          删除
                        </Button>
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                title={
                  <>
                    {c.author_name}{' '}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatTime(c.created_at)}
                    </Typography.Text>
                  </>
                }
                description={
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                    {c.body}
                  </Typography.Paragraph>
                }
              />
            </List.Item>
          )}
        />
      </QueryState>
      {canWork && (
        <Form
          form={form}
          name="comment"
          aria-label="发表评论"
          onFinish={(values) =>
            actions.add.mutate(values.body.trim(), { onSuccess: () => form.resetFields(), onError: fail })
          }
        >
          <Form.Item
            name="body"
            rules={[
              { required: true, whitespace: true, message: '请填写评论内容' },
              { max: 2000, message: '评论内容不能超过 2000 个字' },
            ]}
          >
            <Input.TextArea rows={3} placeholder="写下进展、问题或需要对方配合的事项" maxLength={2000} showCount />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={actions.add.isPending}>
            发表评论
          </Button>
        </Form>
      )}
    </>
  )
}
