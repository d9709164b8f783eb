// @vitest-environment jsdom
// Uses the browser's storage, document or network objects, so it runs in jsdom, not in Node (vitest.config.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiGet, retryUnlessClientError, setSessionLostHandler } from './api-client.ts'
import { session } from './session.ts'
import { fetchUserInfo } from './user-info.ts'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const expiredAnswer = () => json(401, { error: { code: 'session_expired', message: '登录已过期，请重新登录' } })

describe('api client', () => {
  const lost = vi.fn()
  beforeEach(() => {
    session.clear()
    session.setToken('old.token.x')
    setSessionLostHandler(lost)
    lost.mockReset()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('sends the Bearer token to /api/v1 and returns data of the envelope', async () => {
    const fetcher = vi.fn(async () => json(200, { data: { ok: 1 } }))
    vi.stubGlobal('fetch', fetcher)
    await expect(apiGet('/things', { query: { q: '酒店', skip: undefined, group: '', page: 0 } })).resolves.toEqual({
      ok: 1,
    })
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit]
    // Undefined and empty filters stay out of the URL; 0 is a value.
    expect(url).toBe(`/api/v1/things?q=${encodeURIComponent('酒店')}&page=0`)
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer old.token.x')
  })

  it('refreshes the token once on session_expired and retries the call', async () => {
    const fetcher = vi
      .fn()
      .mockResolvedValueOnce(expiredAnswer())
      .mockResolvedValueOnce(json(200, { data: { token: 'new.token.y' } }))
      .mockResolvedValueOnce(json(200, { data: 'again' }))
    vi.stubGlobal('fetch', fetcher)
    await expect(apiGet('/things')).resolves.toBe('again')
    expect(fetcher.mock.calls[1]?.[0]).toBe('/api/v1/auth/refresh')
    expect((fetcher.mock.calls[2] as [string, RequestInit])[1].headers).toMatchObject({
      authorization: 'Bearer new.token.y',
    })
    expect(lost).not.toHaveBeenCalled()
  })

  it('gives up after one failed refresh and reports the lost session', async () => {
    const fetcher = vi
      .fn()
      .mockResolvedValueOnce(expiredAnswer())
      .mockResolvedValueOnce(json(401, { error: { code: 'unauthorized', message: '请先登录' } }))
    vi.stubGlobal('fetch', fetcher)
    await expect(apiGet('/things')).rejects.toMatchObject({ status: 401, code: 'session_expired' })
    expect(fetcher).toHaveBeenCalledTimes(2)
    expect(lost).toHaveBeenCalledOnce()
  })

  it('ignores a 401 on /user/info in the helper and yields nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { error: { code: 'unauthorized', message: '请先登录' } })),
    )
    await expect(fetchUserInfo()).resolves.toBeUndefined()
    expect(lost).not.toHaveBeenCalled()
  })

  it('surfaces envelope errors with their Chinese message, code and fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(429, { error: { code: 'send_too_often', message: '发送太频繁', fields: { retry_after_s: 42 } } }),
      ),
    )
    const error = await apiGet('/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'send_too_often', message: '发送太频繁', fields: { retry_after_s: 42 } })
  })

  it('retries a failed query once, but never an answer the server gave on purpose (4xx)', () => {
    expect(retryUnlessClientError(0, new ApiError(403, 'forbidden', '没有权限'))).toBe(false)
    expect(retryUnlessClientError(0, new ApiError(404, 'not_found', '不存在'))).toBe(false)
    expect(retryUnlessClientError(0, new ApiError(401, 'unauthorized', '请登录'))).toBe(false)
    expect(retryUnlessClientError(0, new ApiError(502, 'internal_error', '服务器出错了'))).toBe(true)
    expect(retryUnlessClientError(0, new TypeError('Failed to fetch'))).toBe(true)
    expect(retryUnlessClientError(1, new ApiError(500, 'internal_error', '服务器出错了'))).toBe(false)
  })

  it('says in Chinese when the network or the server fails without an envelope', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    )
    await expect(apiGet('/x')).rejects.toMatchObject({ code: 'internal_error', message: '服务器出错了，请稍后再试' })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    await expect(apiGet('/x')).rejects.toMatchObject({ message: '网络连接失败，请检查网络后重试' })
  })
})
