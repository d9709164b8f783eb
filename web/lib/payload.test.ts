import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadPayload, payloadUrl } from './payload.ts'

afterEach(() => vi.restoreAllMocks())

describe('payload loader', () => {
  it('asks {route}/_payload.json with the build id as the query', () => {
    expect(payloadUrl('/login', 'b1')).toBe('/login/_payload.json?b1')
    expect(payloadUrl('/login/', 'b1')).toBe('/login/_payload.json?b1')
    expect(payloadUrl('/wxp/content?id=3', 'b1')).toBe('/wxp/content/_payload.json?b1')
  })

  it.each(['https://evil.example/login', '//evil.example/login', 'HTTP://x/y', 'javascript:alert(1)'])(
    'refuses %s with Payload URL must not include hostname',
    (url) => {
      expect(() => payloadUrl(url)).toThrow('Payload URL must not include hostname')
    },
  )

  it('returns the payload of a good answer', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ route: '/login' }), { status: 200 }))
    await expect(loadPayload('/login', fetcher)).resolves.toEqual({ route: '/login' })
    expect(fetcher).toHaveBeenCalledWith(expect.stringMatching(/^\/login\/_payload\.json\?/), expect.anything())
  })

  it('only warns and yields nothing when the load fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(loadPayload('/login', async () => new Response('nope', { status: 404 }))).resolves.toBeUndefined()
    await expect(
      loadPayload('/login', async () => {
        throw new TypeError('Failed to fetch')
      }),
    ).resolves.toBeUndefined()
    await expect(loadPayload('/login', async () => new Response('{bad json', { status: 200 }))).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(3)
  })
})
