import { CloseOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useMemo, useSyncExternalStore } from 'react'
import { Link, useNavigate } from 'react-router'
import { menuFor } from '#common/routes'
import { site } from '#common/site'
import { landingPathFor } from '#common/user-types'
import { session, type UserInfo } from '#web/lib/session.ts'
import { useScreens } from '#web/lib/use-screens.ts'
import { isEmployee } from '../guards.ts'
import { AccountMenu } from './account-menu.tsx'
import { HeaderNav } from './header-nav.tsx'
import { HeaderSearch } from './header-search.tsx'
import './shell.css'

/** Header: site name, the menu for the user's type, the organization an employee views, and the user menu. */
export function ShellHeader({ user }: { user: UserInfo }) {
  const navigate = useNavigate()
  const screens = useScreens()
  const currOrg = useSyncExternalStore(session.subscribe, session.currOrg)
  const employee = isEmployee(user)
  const home = landingPathFor(user)
  // Stable between renders: the navigation measures its entries again only when they change.
  const items = useMemo(() => menuFor(user, home), [user, home])
  const showName = Boolean(screens.sm)

  return (
    <header className="shell-header" style={{ paddingInline: screens.md ? 24 : 12 }}>
      <Link to={home} style={{ display: 'flex', alignItems: 'center', gap: 8, color: 'inherit', flexShrink: 0 }}>
        <img src={site.logo} alt={site.title} width={32} height={32} />
        {screens.md && <strong style={{ fontSize: 16, whiteSpace: 'nowrap' }}>{site.title}</strong>}
      </Link>
      <HeaderNav items={items} />
      <HeaderSearch wide={Boolean(screens.lg)} />
      {employee && (
        <span title="返回选择客户">
          {currOrg ? (
            <span className="viewing-tag">
              <span>正在查看：{currOrg.name ?? currOrg.id}</span>
              <button type="button" aria-label="返回选择客户" onClick={() => navigate('/choose-category')}>
                <CloseOutlined />
              </button>
            </span>
          ) : (
            <Button size="small" onClick={() => navigate('/choose-category')}>
              {screens.sm ? '选择客户' : '客户'}
            </Button>
          )}
        </span>
      )}
      <AccountMenu user={user} showName={showName} />
    </header>
  )
}
