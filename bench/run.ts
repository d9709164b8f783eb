/**
 * npm run bench: GET /api/v1/user/info against a bare hello route of the same server, SQLite with the demo
 * seed, 100 connections. Prints requests/s, p50 and p99 of each and the ratio; targets ≥ 0.6× and p99 ≤ 30 ms.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { buildApp } from '../server/app.ts'
import { loadConfig } from '../server/config.ts'
import { openDb, sqliteFileIn } from '../server/db/database.ts'
import { migrateToLatest } from '../server/db/migrate.ts'
import { seedDemo } from '../server/db/seed/seed.ts'
import { loginAs } from '../server/test-support/auth.ts'

const CONNECTIONS = 100
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8)

type Result = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number }

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'hic-bench-'))
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
  })
  const dbh = openDb({ sqliteFile: sqliteFileIn(dataDir) })
  await migrateToLatest(dbh.db)
  await seedDemo(dbh.db)
  const app = await buildApp({ config, dbh, logger: false })
  app.get('/bench/hello', { config: { access: 'public' } }, async () => ({ data: 'hello' }))
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  const headers = await loginAs(app, '13800000008')

  try {
    // A short warm-up so the JIT and SQLite page cache are in the same state for both runs.
    await drive(base, '/bench/hello', {}, 2)
    await drive(base, '/api/v1/user/info', headers, 2)
    const hello = await drive(base, '/bench/hello', {}, DURATION_S)
    const info = await drive(base, '/api/v1/user/info', headers, DURATION_S)
    for (const r of [hello, info]) {
      console.log(
        `${r.name.padEnd(20)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}   non-2xx ${r.non2xx}`,
      )
    }
    const ratio = info.rps / hello.rps
    const ok = ratio >= 0.6 && info.p99 <= 30 && info.non2xx === 0 && info.errors === 0
    console.log(
      `ratio user/info : hello = ${ratio.toFixed(2)} (target ≥ 0.60); user/info p99 ${info.p99} ms (target ≤ 30)`,
    )
    console.log(ok ? 'bench: targets met' : 'bench: TARGETS NOT MET')
    process.exitCode = ok ? 0 : 1
  } finally {
    await app.close()
    await dbh.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function drive(base: string, path: string, headers: Record<string, string>, seconds: number): Promise<Result> {
  // The load generator runs in a worker thread so it does not share the event loop with the server.
  const result = await autocannon({
    url: base + path,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    workers: 1,
  })
  return {
    name: path,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
