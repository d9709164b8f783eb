import { LogoutOutlined, SwapOutlined } from '@ant-design/icons'
import { Dropdown, Menu, type MenuProps } from 'antd'
import { Link, useLocation, useNavigate } from 'react-router'
import { type MenuItem, menuSectionFor } from '../../../common/routes.ts'
import { homePathForOrgKind, normalizeOrgKind, orgKindLabels } from '../../../common/user-types.ts'
import { apiPost } from '../../lib/api-client.ts'
import { goToLogin } from '../../lib/login-redirect.ts'
import { session, type UserInfo } from '../../lib/session.ts'
import { AccountButton } from './account-button.tsx'

/**
 * The header's menus. They load right after the frame (own chunk): Menu and Dropdown bring popup, overflow and
 * motion code that would otherwise push the signed-in shell over its download budget (ADR 022).
 */
export function MainMenu({ items }: { items: MenuItem[] }) {
  const { pathname, search } = useLocation()
  const section = menuSectionFor(pathname, search)
  // The page's own entry (首页 on the home page itself) wins; else the section the page belongs to.
  const own = items.filter((i) => i.path === `${pathname}${search}` || i.path === pathname)
  const selected = (own.length > 0 ? own : items.filter((i) => i.path.split('?')[0] === section)).map((i) => i.path)
  return (
    <Menu
      mode="horizontal"
      theme="dark"
      aria-label="主菜单"
      selectedKeys={selected}
      items={items.map((i) => ({ key: i.path, label: <Link to={i.path}>{i.label}</Link> }))}
      style={{ flex: 1, minWidth: 0, background: 'transparent', borderBottom: 'none' }}
    />
  )
}

export function UserMenu({ user, showName }: { user: UserInfo; showName: boolean }) {
  const navigate = useNavigate()
  const logout = async () => {
    await apiPost('/auth/logout', undefined, { ignoreUnauthorized: true }).catch(() => undefined)
    session.clear()
    goToLogin()
  }
  // A user with several client kinds can switch between their home pages (DESIGN §1 "Landing").
  const homes = user.user_type_multi
    .map((kind) => ({ kind: normalizeOrgKind(kind), path: homePathForOrgKind(kind, user.organization) }))
    .filter((h) => h.kind && h.path && !['employee', 'management'].includes(h.kind))
  const userMenu: MenuProps['items'] = [
    ...homes.map((h) => ({
      key: `home:${h.path}`,
      icon: <SwapOutlined />,
      label: `${orgKindLabels[h.kind as keyof typeof orgKindLabels]}主页`,
    })),
    ...(homes.length > 0 ? [{ type: 'divider' as const }] : []),
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
  ]
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: userMenu,
        onClick: ({ key }) => {
          if (key === 'logout') void logout()
          else if (key.startsWith('home:')) navigate(key.slice(5))
        },
      }}
    >
      <AccountButton user={user} showName={showName} />
    </Dropdown>
  )
}
