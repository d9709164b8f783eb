import { vi } from 'vitest'

/** One request as the test saw it: `path` is what the client asked for (`/api/v1/...?query`), `url` the same parsed. */
export type FetchCall = { method: string; path: string; url: URL; body: unknown }
export type Reply = { status?: number; body: unknown }
export type RouteFn = (call: FetchCall) => Reply | undefined
/**
 * Replies by request: a key is `"METHOD /api/v1/path?query"` or just `"/api/v1/path"`. The exact key wins,
 * otherwise the longest key the request starts with. A list of replies is served in order, its last one for good.
 */
export type RouteTable = Record<string, Reply | Reply[]>

const notFound: Reply = { status: 404, body: { error: { code: 'not_found', message: '接口不存在' } } }

/** Mocks fetch at the network edge: each call is answered by `route` and recorded with its parsed JSON body. */
export function mockFetch(route: RouteFn | RouteTable) {
  const calls: FetchCall[] = []
  const answer = typeof route === 'function' ? route : fromTable(route)
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input instanceof Request ? input.url : input)
    const call = {
      method: init?.method ?? 'GET',
      path,
      url: new URL(path, 'http://localhost'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    calls.push(call)
    const reply = answer(call) ?? notFound
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return calls
}

function fromTable(table: RouteTable): RouteFn {
  const keys = Object.keys(table).map((key) => {
    const [first, ...rest] = key.split(' ')
    return rest.length > 0 ? { key, method: first, path: rest.join(' ') } : { key, method: undefined, path: key }
  })
  return ({ method, path }) => {
    const fits = keys.filter((k) => (k.method === undefined || k.method === method) && path.startsWith(k.path))
    const best = fits.find((k) => k.path === path) ?? fits.sort((a, b) => b.path.length - a.path.length)[0]
    const entry = best ? table[best.key] : undefined
    return Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry
  }
}
