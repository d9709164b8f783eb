import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { session } from '#web/lib/session.ts'
import { enhanceLoginForm, NO_CODE_HELP } from './login-form.ts'
import { LoginView } from './login-view.tsx'

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })
const user = {
  username: '李娜',
  phone_number: '13800000011',
  user_type: 'open_hotel',
  user_type_multi: ['owner'],
  organization: 'org-owner',
  authorization: null,
  avatar: null,
}

/** The page as production serves it: build-time HTML, then the login script. */
function mountLogin() {
  document.body.innerHTML = `<div id="root">${renderToString(<LoginView />)}</div>`
  const onLoggedIn = vi.fn()
  const stop = enhanceLoginForm(document.body, onLoggedIn)
  return { onLoggedIn, stop }
}

describe('login form', () => {
  beforeEach(() => {
    localStorage.clear()
    session.clear()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('checks the phone format before asking for a code', async () => {
    const fetcher = vi.fn()
    vi.stubGlobal('fetch', fetcher)
    mountLogin()
    await userEvent.type(screen.getByLabelText('手机号'), '1234')
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(await screen.findByText('请输入正确的手机号（11 位中国大陆手机号）')).toBeVisible()
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('sends the code, counts down from cooldown_s, logs in and goes to the landing page', async () => {
    const fetcher = vi
      .fn()
      .mockResolvedValueOnce(json(200, { data: { cooldown_s: 60 } }))
      .mockResolvedValueOnce(json(200, { data: { token: 'h.eyJleHAiOjQxMDI0NDQ4MDB9.s', user } }))
      .mockResolvedValueOnce(json(200, { data: user }))
    vi.stubGlobal('fetch', fetcher)
    const { onLoggedIn, stop } = mountLogin()
    await userEvent.type(screen.getByLabelText('手机号'), '+86 138-0000-0011')
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(await screen.findByText('验证码已发送，请查收短信')).toBeVisible()
    expect(screen.getByRole('button', { name: '60 秒后重发' })).toBeDisabled()
    expect(JSON.parse((fetcher.mock.calls[0] as [string, RequestInit])[1].body as string)).toEqual({
      phone: '13800000011',
    })
    await userEvent.type(screen.getByLabelText('验证码'), '123456{Enter}')
    await waitFor(() =>
      expect(onLoggedIn).toHaveBeenCalledWith('/home-pages/ownership/industry?organization=org-owner'),
    )
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}').username).toBe('李娜')
    expect(Number(localStorage.getItem('login_timestamp'))).toBeGreaterThan(0)
    stop()
  })

  it('goes back to the path saved before login', async () => {
    session.saveLastPath('/hotel-viewer', '?id=9')
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(json(200, { data: { token: 't.e.s', user } }))
        .mockResolvedValueOnce(json(200, { data: user })),
    )
    const { onLoggedIn } = mountLogin()
    await userEvent.type(screen.getByLabelText('手机号'), '13800000011')
    await userEvent.type(screen.getByLabelText('验证码'), '123456')
    await userEvent.click(screen.getByRole('button', { name: '登录' }))
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith('/hotel-viewer?id=9'))
  })

  it('shows a wrong code in place with the tries left, and keeps the user on the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, { error: { code: 'code_invalid', message: '验证码不正确', fields: { attempts_left: 3 } } }),
      ),
    )
    const { onLoggedIn } = mountLogin()
    await userEvent.type(screen.getByLabelText('手机号'), '13800000011')
    await userEvent.type(screen.getByLabelText('验证码'), '000000')
    await userEvent.click(screen.getByRole('button', { name: '登录' }))
    expect(await screen.findByText('验证码不正确（还可尝试 3 次）')).toBeVisible()
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled()
    expect(onLoggedIn).not.toHaveBeenCalled()
  })

  it('waits the seconds the server asks for when codes are sent too often', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(429, {
          error: { code: 'send_too_often', message: '发送太频繁，请稍后再试', fields: { retry_after_s: 37 } },
        }),
      ),
    )
    const { stop } = mountLogin()
    await userEvent.type(screen.getByLabelText('手机号'), '13800000011')
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('发送太频繁，请稍后再试')
    expect(screen.getByRole('button', { name: '37 秒后重发' })).toBeDisabled()
    stop()
  })

  it('says what to do when the countdown ends without a code, in the same words for any number', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => json(200, { data: { cooldown_s: 3 } })),
      )
      const { stop } = mountLogin()
      await userEvent.type(screen.getByLabelText('手机号'), '13800000011')
      await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))
      expect(await screen.findByText('验证码已发送，请查收短信')).toBeVisible()
      await vi.advanceTimersByTimeAsync(4000)
      expect(screen.getByRole('status')).toHaveTextContent(NO_CODE_HELP)
      expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled()
      stop()
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows the message the app left for it, once', () => {
    sessionStorage.setItem('loginMessage', '登录已过期，请重新登录')
    mountLogin()
    expect(screen.getByRole('alert')).toHaveTextContent('登录已过期，请重新登录')
    expect(sessionStorage.getItem('loginMessage')).toBeNull()
  })
})
