import { UserOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import type { ComponentProps, Ref } from 'react'
import type { UserInfo } from '#web/lib/session.ts'

type Props = { user: UserInfo; showName: boolean; ref?: Ref<HTMLButtonElement> } & Pick<
  ComponentProps<'button'>,
  'onClick' | 'aria-expanded' | 'aria-controls'
>

/** The account button: the avatar, and the user's name where there is room. */
export function AccountButton({ user, showName, ...rest }: Props) {
  return (
    <Button
      {...rest}
      type="text"
      aria-label={`${user.username}的账户菜单`}
      style={{ display: 'flex', alignItems: 'center', gap: 8, paddingInline: 4 }}
    >
      <span className="account-avatar">{user.avatar ? <img src={user.avatar} alt="" /> : <UserOutlined />}</span>
      {showName && <span data-testid="header-username">{user.username}</span>}
    </Button>
  )
}
