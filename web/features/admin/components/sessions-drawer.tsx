import { Button, Drawer, Empty, List, Popconfirm, Spin, Tag, Typography } from 'antd'
import type { AdminUser } from '#common/admin-schemas'
import { useFeedback } from '#web/lib/feedback.ts'
import { useEndSession, useUserSessions } from '../api/users.ts'
import { formatTime } from '../labels.ts'

/** A user's live logins; an administrator can end any one of them. */
export function SessionsDrawer({ user, onClose }: { user: AdminUser | undefined; onClose: () => void }) {
  const { message } = useFeedback()
  const sessions = useUserSessions(user?.id)
  const end = useEndSession(user?.id)

  const endSession = async (id: string) => {
    try {
      await end.mutateAsync(id)
      message.success('已结束该会话')
    } catch (error) {
      message.error((error as Error).message)
    }
  }

  return (
    <Drawer
      open={Boolean(user)}
      title={user ? `${user.username} 的登录会话` : ''}
      size="min(520px, 100vw)"
      onClose={onClose}
      destroyOnHidden
    >
      {sessions.isLoading ? (
        <Spin />
      ) : sessions.isError ? (
        <Typography.Text type="danger">{sessions.error.message}</Typography.Text>
      ) : sessions.data?.length ? (
        <List
          dataSource={sessions.data}
          renderItem={(s) => (
            <List.Item
              actions={[
                <Popconfirm
                  key="end"
                  title="结束这个会话？"
                  description="该设备需要重新登录"
                  okText="结束"
                  cancelText="取消"
                  onConfirm={() => endSession(s.id)}
                >
                  <Button danger size="small">
                    结束
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={
                  <>
                    {s.ip ?? '未知地址'} {s.current ? <Tag color="blue">当前会话</Tag> : null}
                  </>
                }
                description={
                  <>
                    <div>
                      登录于 {formatTime(s.created_at)}，最近活动 {formatTime(s.last_used_at)}
                    </div>
                    <Typography.Text type="secondary" ellipsis={{ tooltip: s.user_agent }} style={{ maxWidth: '100%' }}>
                      {s.user_agent ?? '未知设备'}
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty description="没有正在使用的登录会话" />
      )}
    </Drawer>
  )
}
