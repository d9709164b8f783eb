import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '#web/test-support/render.tsx'
import { AccountMenu } from './account-menu.tsx'
import { fittingCount, HeaderNav, selectedPaths } from './header-nav.tsx'

const apiPost = vi.hoisted(() => vi.fn())
const goToLogin = vi.hoisted(() => vi.fn())
vi.mock('#web/lib/api-client.ts', () => ({ apiPost }))
vi.mock('#web/lib/login-redirect.ts', () => ({ goToLogin }))

const items = [
  { label: '首页', path: '/startPage/homeHuamei' },
  { label: '品牌', path: '/startPage/brand' },
  { label: '城市', path: '/startPage/city' },
]

describe('fittingCount', () => {
  it('shows every entry when all fit, else as many as fit beside the 更多 button', () => {
    expect(fittingCount([60, 60, 60], 180)).toBe(3)
    // 更多 takes 56 px.
    expect(fittingCount([60, 60, 60], 179)).toBe(2)
    expect(fittingCount([60, 60, 60], 170)).toBe(1)
    expect(fittingCount([60, 60, 60], 50)).toBe(0)
  })
})

describe('selectedPaths', () => {
  it('marks the page itself, else the section it belongs to', () => {
    expect([...selectedPaths(items, '/startPage/homeHuamei', '')]).toEqual(['/startPage/homeHuamei'])
    expect([...selectedPaths(items, '/datapage/brand/overview', '')]).toEqual(['/startPage/brand'])
    expect([...selectedPaths(items, '/applet/budget', '')]).toEqual([])
  })
})

describe('HeaderNav', () => {
  it('is a navigation of links, the section of the page marked as current', () => {
    renderWithProviders(<HeaderNav items={items} />, '/datapage/brand/overview')
    const nav = screen.getByRole('navigation', { name: '主菜单' })
    expect(nav.querySelectorAll('a')).toHaveLength(3)
    expect(screen.getByRole('link', { name: '品牌' })).toHaveAttribute('aria-current', 'true')
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current')
    expect(screen.queryByRole('button', { name: '更多菜单' })).toBeNull()
  })

  it('puts what does not fit into 更多, which Escape closes', async () => {
    // jsdom lays nothing out: give each entry 60 px and the bar 150 px, room for one entry beside 更多, and a
    // ResizeObserver that reports at once, as the browser's does after its first layout.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 60 } as DOMRect)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(150)
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private report: () => void) {}
        observe() {
          this.report()
        }
        disconnect() {}
      },
    )
    renderWithProviders(<HeaderNav items={items} />, '/startPage/city')
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
    expect(screen.getByRole('navigation', { name: '主菜单' })).not.toHaveClass('is-unmeasured')
    const more = screen.getByRole('button', { name: '更多菜单' })
    expect(screen.queryByRole('link', { name: '城市' })).toBeNull()
    expect(more.closest('li')).toHaveClass('is-selected')
    await userEvent.click(more)
    expect(more).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: '城市' })).toHaveAttribute('aria-current', 'page')
    fireEvent.keyDown(document, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('link', { name: '城市' })).toBeNull())
    expect(more).toHaveFocus()
  })
})

describe('AccountMenu', () => {
  const user = {
    username: '何美玲',
    phone_number: '13800000011',
    user_type: 'owner',
    user_type_multi: ['owner'],
    organization: 'org-1',
    authorization: null,
    avatar: null,
  }
  beforeEach(() => {
    apiPost.mockReset().mockResolvedValue(undefined)
    goToLogin.mockReset()
  })

  it('opens on the button, offers the other homes and logs out', async () => {
    renderWithProviders(<AccountMenu user={user} showName />)
    const button = screen.getByRole('button', { name: '何美玲的账户菜单' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button)
    expect(screen.getByRole('button', { name: /业主主页/ })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /退出登录/ }))
    await waitFor(() => expect(goToLogin).toHaveBeenCalled())
    expect(apiPost).toHaveBeenCalledWith('/auth/logout', undefined, { ignoreUnauthorized: true })
  })

  it('closes on a click outside', async () => {
    renderWithProviders(
      <div>
        <AccountMenu user={user} showName={false} />
        <p>页面</p>
      </div>,
    )
    await userEvent.click(screen.getByRole('button', { name: '何美玲的账户菜单' }))
    expect(screen.getByRole('button', { name: /退出登录/ })).toBeInTheDocument()
    await userEvent.click(screen.getByText('页面'))
    expect(screen.queryByRole('button', { name: /退出登录/ })).toBeNull()
  })
})
