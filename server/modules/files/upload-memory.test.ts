import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type AppProcess, signInOverHttp, startAppProcess } from '#server/test-support/app-process'
import { testDbKind } from '#server/test-support/test-app'
import { jpeg, multipart, type Part, padTo, pdf, png, sizes, xlsx } from './test-fixtures/corpus.ts'

const MB = 1024 * 1024
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The abuse corpus of issue 8 as request bodies, built once so the test's own buffers are not re-made. */
const corpus: Part[][] = [
  [{ filename: 'a.png', type: 'image/png', data: '<html><script>alert(1)</script></html>' }],
  [{ filename: 'p.jpg', type: 'image/jpeg', data: jpeg('<script>alert(1)</script>') }],
  [{ filename: 'b.xlsx', type: XLSX, data: xlsx([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(40 * MB) }]) }],
  [{ filename: 't.xlsx', type: XLSX, data: xlsx([{ name: '../../evil.sh', data: Buffer.from('rm -rf /') }]) }],
  [{ filename: 'f.png', type: 'image/png', data: png(100_000, 100_000) }],
  [{ filename: 'o.png', type: 'image/png', data: padTo(png(10, 10), sizes.image + 1) }],
  [{ filename: 'o.pdf', type: 'application/pdf', data: padTo(pdf(), sizes.pdf + 1) }],
  [{ filename: 'o.xlsx', type: XLSX, data: padTo(xlsx(), sizes.xlsx + 1) }],
  Array.from({ length: 1000 }, (_, i) => ({ field: `f${i}`, data: 'x' })),
]

/** Resident memory of another process, from the kernel (what an operator's monitoring sees). */
function rssOf(pid: number) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m)
  if (!line?.[1]) throw new Error(`no VmRSS for process ${pid}`)
  return Number(line[1]) * 1024
}

// One real server process, measured from outside: an in-process measure would count the test's own 50 MB
// payloads. SQLite only: the upload path does not touch the database until a file is accepted.
describe.skipIf(testDbKind === 'postgres' || process.platform !== 'linux')('upload abuse and memory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hic-upload-memory-'))
  let server: AppProcess | undefined
  afterAll(async () => {
    server?.child.kill('SIGKILL')
    if (server) await server.exited
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('refuses the whole corpus again and again without the server growing by 50 MB', async () => {
    server = await startAppProcess({ DATA_DIR: dataDir, OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' })
    const auth = await signInOverHttp(server.base, '13800000008')
    const bodies = corpus.map(multipart)
    const sendAll = async () => {
      for (const body of bodies) {
        const res = await fetch(`${server?.base}/api/v1/files`, {
          method: 'POST',
          headers: { ...body.headers, ...auth },
          body: body.payload,
        })
        await res.arrayBuffer()
        expect(res.status).toBeGreaterThanOrEqual(400)
        expect(res.status).toBeLessThan(500)
      }
    }
    const pid = server.child.pid ?? 0
    // The first pass loads the code the refusals use and sizes the runtime's buffers: not growth.
    await sendAll()
    const before = rssOf(pid)
    let peak = before
    for (let pass = 0; pass < 3; pass++) {
      await sendAll()
      peak = Math.max(peak, rssOf(pid))
    }
    expect(peak - before).toBeLessThan(50 * MB)
  }, 120_000)
})
