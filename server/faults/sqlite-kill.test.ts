import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { sqliteFileIn } from '../db/database.ts'
import { type AppProcess, request, signInOverHttp, startAppProcess } from '../test-support/app-process.ts'
import { testDbKind } from '../test-support/test-app.ts'

const CLIENTS = 8
const ACKNOWLEDGED = 200

/**
 * End to end: the real process answers 201 for comments posted by several clients at once, is killed with
 * SIGKILL in the middle, and the database file must pass its integrity check and hold every comment that was
 * answered 201. (server/db/durability.test.ts proves the same one layer down, without HTTP.)
 */
describe.skipIf(testDbKind === 'postgres')('kill -9 of the app process during writes on SQLite', () => {
  let app: AppProcess | undefined
  let dataDir: string | undefined
  afterAll(() => {
    if (app && app.child.exitCode === null) app.child.kill('SIGKILL')
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('keeps every acknowledged comment and passes the integrity check', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hic-kill-'))
    app = await startAppProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    })
    const { base } = app
    const headers = { ...(await signInOverHttp(base, '13800000001')), 'content-type': 'application/json' }
    const agent = new http.Agent({ keepAlive: true })
    const list = await request(agent, `${base}/api/v1/projects`, { headers })
    const projects = (JSON.parse(list.body) as { data: { id: string }[] }).data.map((p) => p.id)
    let projectId: string | undefined
    for (const id of projects) {
      const probe = await request(agent, `${base}/api/v1/projects/${id}/comments`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ body: 'probe' }),
      })
      if (probe.status === 201) {
        projectId = id
        break
      }
    }
    expect(projectId).toBeDefined()

    const acknowledged: string[] = []
    let sent = 0
    let killed = false
    const client = async () => {
      const own = new http.Agent({ keepAlive: true, maxSockets: 1 })
      while (!killed) {
        const body = `ack-${sent++}`
        const res = await request(own, `${base}/api/v1/projects/${projectId}/comments`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ body }),
        })
        if (res.status === 201) acknowledged.push(body)
        else if (!killed) throw new Error(`write answered ${res.status} before the kill: ${res.body.slice(0, 200)}`)
      }
      own.destroy()
    }
    const clients = Array.from({ length: CLIENTS }, client)
    for (let waited = 0; acknowledged.length < ACKNOWLEDGED && waited < 30_000; waited += 10) {
      await new Promise((r) => setTimeout(r, 10))
    }
    killed = true
    app.child.kill('SIGKILL')
    await Promise.all(clients)
    await app.exited
    agent.destroy()

    const db = new SQLite(sqliteFileIn(dataDir))
    const integrity = db.pragma('integrity_check', { simple: true })
    const stored = new Set(
      (
        db.prepare("select body from project_comments where body like 'ack-%'").all() as {
          body: string
        }[]
      ).map((r) => r.body),
    )
    db.close()
    console.log(
      `kill -9 on SQLite: ${acknowledged.length} writes acknowledged of ${sent} sent, ${stored.size} stored, integrity ${integrity}`,
    )
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED)
    expect(integrity).toBe('ok')
    expect(acknowledged.filter((body) => !stored.has(body))).toEqual([])
  }, 90_000)
})
