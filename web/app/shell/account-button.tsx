import { UserOutlined } from '@ant-design/icons'
import { Avatar, Button } from 'antd'
import type { UserInfo } from '../../lib/session.ts'

/** The account button; disabled while its menu is still loading. */
export function AccountButton(props: { user: UserInfo; showName: boolean; disabled?: boolean }) {
  const { user, showName, disabled, ...rest } = props
  return (
    <Button
      {...rest}
      type="text"
      disabled={disabled}
      aria-label={`${user.username}的账户菜单`}
      style={{ display: 'flex', alignItems: 'center', gap: 8, paddingInline: 4 }}
    >
      <Avatar size="small" src={user.avatar || undefined} icon={<UserOutlined />} />
      {showName && <span data-testid="header-username">{user.username}</span>}
    </Button>
  )
}
