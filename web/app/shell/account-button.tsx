import { UserOutlined } from '@ant-design/icons'
import { Button } from 'antd'
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
      <span className="account-avatar">{user.avatar ? <img src={user.avatar} alt="" /> : <UserOutlined />}</span>
      {showName && <span data-testid="header-username">{user.username}</span>}
    </Button>
  )
}
