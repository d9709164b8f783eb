import { LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons'
import { Avatar, Button, Dropdown, Grid, Layout, Menu, type MenuProps, Tag } from 'antd'
import { useSyncExternalStore } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { menuFor } from '../../../common/routes.ts'
import { site } from '../../../common/site.ts'
import {
  homePathForOrgKind,
  landingPathFor,
  normalizeOrgKind,
  orgKindLabels,
  startPathFor,
} from '../../../common/user-types.ts'
import { apiPost } from '../../lib/api-client.ts'
import { goToLogin } from '../../lib/login-redirect.ts'
import { session, type UserInfo } from '../../lib/session.ts'
import { isEmployee } from '../guards.ts'

/** Header: site name, the menu for the user's type, the organization an employee views, and the user menu. */
export function ShellHeader({ user }: { user: UserInfo }) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const screens = Grid.useBreakpoint()
  const currOrg = useSyncExternalStore(session.subscribe, session.currOrg)
  const employee = isEmployee(user)
  const home = employee ? startPathFor(user.user_type) : landingPathFor(user)
  const items = menuFor(user, home)
  const selected = items.filter((i) => i.path.split('?')[0] === pathname).map((i) => i.path)

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
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        paddingInline: screens.md ? 24 : 12,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Link to={home} style={{ display: 'flex', alignItems: 'center', gap: 8, color: 'inherit', flexShrink: 0 }}>
        <img src={site.logo} alt={site.name} width={32} height={32} />
        {screens.md && <strong style={{ fontSize: 16, whiteSpace: 'nowrap' }}>{site.name}</strong>}
      </Link>
      <Menu
        mode="horizontal"
        theme="dark"
        aria-label="主菜单"
        selectedKeys={selected}
        items={items.map((i) => ({ key: i.path, label: <Link to={i.path}>{i.label}</Link> }))}
        style={{ flex: 1, minWidth: 0, background: 'transparent', borderBottom: 'none' }}
      />
      {employee && (
        <span title="返回选择客户">
          {currOrg ? (
            <Tag closable color="red" onClose={() => navigate('/choose-category')} style={{ marginInlineEnd: 0 }}>
              正在查看：{currOrg.name ?? currOrg.id}
            </Tag>
          ) : (
            <Button size="small" onClick={() => navigate('/choose-category')}>
              {screens.sm ? '选择客户' : '客户'}
            </Button>
          )}
        </span>
      )}
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
        <Button
          type="text"
          aria-label={`${user.username}的账户菜单`}
          style={{ display: 'flex', alignItems: 'center', gap: 8, paddingInline: 4 }}
        >
          <Avatar size="small" src={user.avatar || undefined} icon={<UserOutlined />} />
          {screens.sm && <span data-testid="header-username">{user.username}</span>}
        </Button>
      </Dropdown>
    </Layout.Header>
  )
}
