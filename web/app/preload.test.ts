// @vitest-environment jsdom
// Uses the browser's storage, document or network objects, so it runs in jsdom, not in Node (vitest.config.ts).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '../lib/query-client.ts'
import { session, type UserInfo } from '../lib/session.ts'
import { FIRST_ANSWER_WAIT_MS, landingAnswer, landingPath, preloadLanding } from './preload.ts'

const now = Date.now()
const token = (claims: Record<string, unknown>) =>
  `h.${btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(claims)))).replace(/=+$/, '')}.s`

const user = (over: Partial<UserInfo>): UserInfo => ({
  username: '测试',
  phone_number: '13800000099',
  user_type: 'consulting',
  user_type_multi: [],
  organization: '',
  authorization: null,
  avatar: null,
  ...over,
})

function signIn(info: UserInfo) {
  session.setToken(token({ exp: now / 1000 + 600 }))
  session.setUser(info, true)
}

afterEach(() => {
  session.clear()
  queryClient.clear()
})

describe('landingPath: where the guards will take the first address', () => {
  it('follows / to the home of the stored user type', () => {
    signIn(user({ user_type: 'consulting' }))
    expect(landingPath('/', '', now)?.pathname).toBe('/startPage/homeConsult')
  })

  it('takes staff from / to the category chooser', () => {
    signIn(user({ user_type: 'hm_employee', user_type_multi: ['employee'], organization: 'firm' }))
    expect(landingPath('/', '', now)?.pathname).toBe('/choose-category')
  })

  it('keeps an address the guards allow as it is', () => {
    signIn(user({ user_type: 'consulting' }))
    expect(landingPath('/startPage/budget', '', now)?.pathname).toBe('/startPage/budget')
  })

  it('preloads nothing for a visitor the guards send to /login', () => {
    expect(landingPath('/startPage/budget', '', now)).toBeUndefined()
  })
})

describe('preloadLanding', () => {
  it('asks for the landing page its first answer while the session check is still out', async () => {
    const asked: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        asked.push(String(input))
        return new Response(JSON.stringify({ data: { key: 'homeConsult', nodes: [] } }), {
          headers: { 'content-type': 'application/json' },
        })
      }),
    )
    signIn(user({ user_type: 'consulting' }))
    expect(preloadLanding('/', '')).toBe('/startPage/:section')
    await vi.waitFor(() => expect(asked.some((url) => url.includes('/api/v1/topics/homeConsult'))).toBe(true))
    vi.unstubAllGlobals()
  })

  it('asks nothing for a visitor without a session', () => {
    expect(preloadLanding('/', '')).toBeUndefined()
  })
})

describe('landingAnswer', () => {
  /** A topic API whose answer arrives when the test says so. */
  function slowTopics() {
    let answer = () => {}
    const arrived = new Promise<void>((done) => {
      answer = done
    })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await arrived
        return new Response(JSON.stringify({ data: { key: 'homeConsult', nodes: [] } }), {
          headers: { 'content-type': 'application/json' },
        })
      }),
    )
    return answer
  }
  const landing = new URL('http://local/startPage/homeConsult')
  const settled = async (promise: Promise<void>) => {
    let done = false
    void promise.then(() => {
      done = true
    })
    await new Promise((next) => setTimeout(next, 20))
    return done
  }
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it("holds the landing page's first load until its answer is in, once", async () => {
    const answer = slowTopics()
    signIn(user({ user_type: 'consulting' }))
    preloadLanding('/', '')
    expect(await settled(landingAnswer(new URL('http://local/choose-category')))).toBe(true)
    const first = landingAnswer(landing)
    expect(await settled(first)).toBe(false)
    answer()
    expect(await settled(first)).toBe(true)
    expect(await settled(landingAnswer(landing))).toBe(true)
  })

  it('gives up waiting after FIRST_ANSWER_WAIT_MS: the page shows its own loading state', async () => {
    slowTopics()
    signIn(user({ user_type: 'consulting' }))
    preloadLanding('/', '')
    vi.useFakeTimers()
    let done = false
    void landingAnswer(landing).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(FIRST_ANSWER_WAIT_MS - 1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })
})
