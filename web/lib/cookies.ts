/** Cookie helper (docs/shell.md § Constants: default path '/'). SameSite=Strict always; Secure on https. */
export type CookieOptions = { path?: string; maxAgeS?: number }

export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`
  const part = document.cookie.split('; ').find((p) => p.startsWith(prefix))
  return part === undefined ? undefined : decodeURIComponent(part.slice(prefix.length))
}

export function setCookie(name: string, value: string, options: CookieOptions = {}) {
  const attrs = [`path=${options.path ?? '/'}`, 'SameSite=Strict']
  if (options.maxAgeS !== undefined) attrs.push(`max-age=${Math.round(options.maxAgeS)}`)
  if (location.protocol === 'https:') attrs.push('Secure')
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Safari/Firefox
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; ${attrs.join('; ')}`
}

export function removeCookie(name: string, options: Pick<CookieOptions, 'path'> = {}) {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie
  document.cookie = `${encodeURIComponent(name)}=; path=${options.path ?? '/'}; max-age=0; SameSite=Strict`
}
