import { IdcardOutlined, LogoutOutlined, SwapOutlined } from '@ant-design/icons'
import { useId } from 'react'
import { useNavigate } from 'react-router'
import { homePathForOrgKind, normalizeOrgKind, orgKindLabels } from '#common/user-types'
import { apiPost } from '#web/lib/api-client.ts'
import { goToLogin } from '#web/lib/login-redirect.ts'
import { session, type UserInfo } from '#web/lib/session.ts'
import { AccountButton } from './account-button.tsx'
import { usePopup } from './use-popup.ts'

/** The account button and its list: the user's other home pages, then 退出登录. */
export function AccountMenu({ user, showName }: { user: UserInfo; showName: boolean }) {
  const navigate = useNavigate()
  const popup = usePopup<HTMLDivElement>()
  const listId = useId()
  const logout = async () => {
    await apiPost('/auth/logout', undefined, { ignoreUnauthorized: true }).catch(() => undefined)
    session.clear()
    goToLogin()
  }
  // A user with several client kinds can switch between their home pages (docs/shell.md § Landing).
  const homes = user.user_type_multi
    .map((kind) => ({ kind: normalizeOrgKind(kind), path: homePathForOrgKind(kind, user.organization) }))
    .filter((h) => h.kind && h.path && !['employee', 'management'].includes(h.kind))
  return (
    <div ref={popup.root} className="account-menu">
      <AccountButton
        ref={popup.button}
        user={user}
        showName={showName}
        aria-expanded={popup.open}
        aria-controls={listId}
        onClick={() => popup.setOpen(!popup.open)}
      />
      {popup.open && (
        <ul id={listId} className="header-popup">
          {homes.map((h) => (
            <li key={h.path}>
              <button type="button" onClick={() => navigate(h.path as string)}>
                <SwapOutlined /> {orgKindLabels[h.kind as keyof typeof orgKindLabels]}主页
              </button>
            </li>
          ))}
          {homes.length > 0 && <li className="header-popup-divider" aria-hidden="true" />}
          <li>
            <button type="button" onClick={() => navigate('/personal-data')}>
              <IdcardOutlined /> 个人信息
            </button>
          </li>
          <li>
            <button type="button" onClick={() => void logout()}>
              <LogoutOutlined /> 退出登录
            </button>
          </li>
        </ul>
      )}
    </div>
  )
}
