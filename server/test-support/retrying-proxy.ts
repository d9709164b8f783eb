import http from 'node:http'

/** What nginx calls non-idempotent: never sent to a second upstream once the first may have received it. */
const NON_IDEMPOTENT = new Set(['POST', 'PATCH', 'LOCK'])

export type RetryingProxy = {
  base: string
  /** The upstream ports, in rotation order; change it to add or remove a process. */
  backends: number[]
  /** Requests that a backend refused or failed and another backend answered. */
  retried: () => number
  close: () => Promise<void>
}

/**
 * A load balancer in the way the deployment guide configures nginx: round robin over the backends, a fresh
 * upstream connection per request (nginx's default without `keepalive`), and `proxy_next_upstream error timeout
 * http_503`: a request whose connection was refused goes to the next backend whatever its method (nothing was
 * sent); one that failed after it was sent, or was answered 503, is retried only when it is idempotent.
 */
export async function startRetryingProxy(backends: number[]): Promise<RetryingProxy> {
  let next = 0
  let retried = 0
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', async () => {
      const body = Buffer.concat(chunks)
      const order = proxy.backends.map((_, i) => proxy.backends[(next + i) % proxy.backends.length] as number)
      next = (next + 1) % Math.max(1, proxy.backends.length)
      const idempotent = !NON_IDEMPOTENT.has(incoming.method ?? 'GET')
      let last: Upstream = { kind: 'error', sent: false, message: 'no backend' }
      for (const [i, port] of order.entries()) {
        last = await forward(port, incoming, body)
        if (i === order.length - 1 || !mayRetry(last, idempotent)) break
        if (last.kind === 'answer') last.response.resume()
        retried++
      }
      if (last.kind === 'error') {
        outgoing.writeHead(502, { 'content-type': 'text/plain' }).end(`bad gateway: ${last.message}`)
        return
      }
      outgoing.writeHead(last.response.statusCode ?? 502, last.response.headers)
      last.response.pipe(outgoing)
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const proxy: RetryingProxy = {
    base: `http://127.0.0.1:${port}`,
    backends,
    retried: () => retried,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
  return proxy
}

type Upstream = { kind: 'answer'; response: http.IncomingMessage } | { kind: 'error'; sent: boolean; message: string }

function mayRetry(upstream: Upstream, idempotent: boolean) {
  if (upstream.kind === 'error') return !upstream.sent || idempotent
  return upstream.response.statusCode === 503 && idempotent
}

function forward(port: number, incoming: http.IncomingMessage, body: Buffer): Promise<Upstream> {
  return new Promise((done) => {
    let sent = false
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, connection: 'close' },
        agent: false,
        timeout: 10_000,
      },
      (response) => done({ kind: 'answer', response }),
    )
    // Once the socket is connected the request is on its way: from then on a failure may follow a delivery.
    request.on('socket', (socket) => socket.once('connect', () => (sent = true)))
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', (error: NodeJS.ErrnoException) =>
      done({ kind: 'error', sent, message: error.code ?? error.message }),
    )
    request.end(body)
  })
}
