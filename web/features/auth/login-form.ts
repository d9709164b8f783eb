import { takeLoginMessage } from '#web/lib/login-redirect.ts'
import { afterLogin } from './after-login.ts'
import { loginWithCode, sendLoginCode } from './login-api.ts'
import { type LoginField, placeLoginError } from './login-errors.ts'
import { isLoginCode, isMainlandMobile, normalizePhone } from './phone.ts'

export const RESEND_S = 60

/**
 * Shown when the countdown ends and no code was typed. The same words for every number, so the page never tells
 * whether an account exists.
 */
export const NO_CODE_HELP =
  '没有收到验证码？请确认手机号填写无误后重新获取；如仍收不到，请联系本机构的管理员确认账号和手机号。'

const SEND_TEXT = '获取验证码'
const LOGIN_TEXT = '登录'

function need<T extends Element>(root: ParentNode, selector: string) {
  const element = root.querySelector<T>(selector)
  if (!element) throw new Error(`login page is missing ${selector}`)
  return element
}

/**
 * Brings the prerendered antd login form (login-view.tsx) to life with plain DOM code: checks, the code
 * countdown, loading states and API errors shown in place, using antd's own class names for each state.
 */
export function enhanceLoginForm(root: ParentNode, onLoggedIn: (target: string) => void) {
  const form = need<HTMLFormElement>(root, 'form#login')
  const inputs: Record<LoginField, HTMLInputElement> = {
    phone: need(root, '#login_phone'),
    code: need(root, '#login_code'),
  }
  const send = need<HTMLButtonElement>(root, '#login-send')
  const submit = need<HTMLButtonElement>(root, '#login-submit')
  const notice = need<HTMLElement>(root, '#login-notice')
  const banner = need<HTMLElement>(root, '#login-message')
  let countdown = 0
  let timer: ReturnType<typeof setInterval> | undefined

  const showBanner = (text?: string) => {
    banner.textContent = text ?? ''
    banner.hidden = !text
  }

  const setFieldError = (field: LoginField, text?: string) => {
    const input = inputs[field]
    const item = input.closest('.ant-form-item')
    const control = item?.querySelector('.ant-form-item-control')
    item?.classList.toggle('ant-form-item-has-error', Boolean(text))
    input.closest('.ant-input-affix-wrapper')?.classList.toggle('ant-input-affix-wrapper-status-error', Boolean(text))
    const helpId = `login_${field}_help`
    control?.querySelector(`#${helpId}`)?.remove()
    if (text && control) {
      const help = document.createElement('div')
      help.id = helpId
      help.className = 'ant-form-item-explain ant-form-item-explain-connected'
      help.setAttribute('role', 'alert')
      const line = document.createElement('div')
      line.className = 'ant-form-item-explain-error'
      line.textContent = text
      help.append(line)
      control.append(help)
    }
    input.setAttribute('aria-invalid', String(Boolean(text)))
    if (text) input.setAttribute('aria-describedby', helpId)
    else input.removeAttribute('aria-describedby')
  }

  const checkPhone = () => {
    const value = inputs.phone.value.trim()
    const text = !value
      ? '请输入手机号'
      : isMainlandMobile(value)
        ? undefined
        : '请输入正确的手机号（11 位中国大陆手机号）'
    setFieldError('phone', text)
    return !text
  }

  const checkCode = () => {
    const value = inputs.code.value.trim()
    const text = !value ? '请输入验证码' : isLoginCode(value) ? undefined : '验证码为 6 位数字'
    setFieldError('code', text)
    return !text
  }

  const setBusy = (button: HTMLButtonElement, busy: boolean, text: string) => {
    button.disabled = busy
    button.classList.toggle('ant-btn-loading', busy)
    button.setAttribute('aria-busy', String(busy))
    setLabel(button, text)
  }

  const startCountdown = (seconds: number) => {
    countdown = Math.max(1, Math.round(seconds))
    clearInterval(timer)
    const tick = () => {
      if (countdown <= 0) {
        clearInterval(timer)
        send.disabled = false
        setLabel(send, SEND_TEXT)
        if (!inputs.code.value.trim()) notice.textContent = NO_CODE_HELP
        return
      }
      send.disabled = true
      setLabel(send, `${countdown} 秒后重发`)
      countdown--
    }
    tick()
    timer = setInterval(tick, 1000)
  }

  const showApiError = (error: unknown) => {
    const placed = placeLoginError(error)
    if (placed.field) setFieldError(placed.field, placed.text)
    else showBanner(placed.text)
    if (placed.waitS) startCountdown(placed.waitS)
  }

  const sendCode = async () => {
    showBanner()
    notice.textContent = ''
    if (countdown > 0 || !checkPhone()) return
    setBusy(send, true, '发送中...')
    try {
      const { cooldown_s } = await sendLoginCode(normalizePhone(inputs.phone.value))
      setBusy(send, false, SEND_TEXT)
      startCountdown(cooldown_s > 0 ? cooldown_s : RESEND_S)
      notice.textContent = '验证码已发送，请查收短信'
      inputs.code.focus()
    } catch (error) {
      setBusy(send, false, SEND_TEXT)
      showApiError(error)
    }
  }

  const login = async () => {
    showBanner()
    const ok = [checkPhone(), checkCode()].every(Boolean)
    if (!ok) {
      ;(inputs.phone.getAttribute('aria-invalid') === 'true' ? inputs.phone : inputs.code).focus()
      return
    }
    setBusy(submit, true, '登录中...')
    try {
      const { token, user } = await loginWithCode(normalizePhone(inputs.phone.value), inputs.code.value.trim())
      onLoggedIn(await afterLogin(token, user))
    } catch (error) {
      setBusy(submit, false, LOGIN_TEXT)
      showApiError(error)
    }
  }

  send.addEventListener('click', () => void sendCode())
  inputs.phone.addEventListener('blur', () => {
    if (inputs.phone.value.trim()) checkPhone()
  })
  inputs.phone.addEventListener('input', () => setFieldError('phone'))
  inputs.code.addEventListener('input', () => setFieldError('code'))
  // Enter in the phone field asks for a code; Enter in the code field (or the button) logs in.
  inputs.phone.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void sendCode()
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void login()
  })

  showBanner(takeLoginMessage())
  return () => clearInterval(timer)
}

function setLabel(button: HTMLButtonElement, text: string) {
  const label = button.querySelector('span:not([class*="icon"])') ?? button
  label.textContent = text
}
