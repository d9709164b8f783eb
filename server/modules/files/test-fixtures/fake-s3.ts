import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * An in-memory stand-in for an S3-compatible service on loopback: path-style PUT, GET (with Range), HEAD and
 * DELETE of objects. It records the requests so tests can check what the client really sent.
 */
export async function startFakeS3() {
  const objects = new Map<string, Buffer>()
  const requests: { method: string; path: string; authorization?: string }[] = []
  const body = async (req: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  }
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent((req.url ?? '').split('?')[0] ?? '')
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization })
    const object = objects.get(path)
    if (req.method === 'PUT') {
      objects.set(path, await body(req))
      res.writeHead(200, { etag: '"x"' }).end()
    } else if (req.method === 'DELETE') {
      objects.delete(path)
      res.writeHead(204).end()
    } else if (!object) {
      res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>')
    } else if (req.method === 'HEAD') {
      res.writeHead(200, { 'content-length': object.length }).end()
    } else {
      const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '')
      if (range) {
        const part = object.subarray(Number(range[1]), Number(range[2]) + 1)
        res.writeHead(206, {
          'content-length': part.length,
          'content-range': `bytes ${range[1]}-${range[2]}/${object.length}`,
        })
        res.end(part)
      } else {
        res.writeHead(200, { 'content-length': object.length }).end(object)
      }
    }
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}
