/** A message for the login page, left by the app before it sends the user there (e.g. '登录已过期，请重新登录'). */
export const LOGIN_MESSAGE_KEY = 'loginMessage'

/**
 * /login is its own prerendered page (ADR 021), so going there is a full page load; a message travels in
 * sessionStorage and the login page shows it.
 */
export function goToLogin(message?: string, navigate: (url: string) => void = (url) => location.replace(url)) {
  if (message) sessionStorage.setItem(LOGIN_MESSAGE_KEY, message)
  navigate('/login')
}

/** The login page takes the message once. */
export function takeLoginMessage() {
  const message = sessionStorage.getItem(LOGIN_MESSAGE_KEY)
  sessionStorage.removeItem(LOGIN_MESSAGE_KEY)
  return message ?? undefined
}
