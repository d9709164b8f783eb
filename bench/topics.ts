/**
 * node --import tsx bench/topics.ts: one topic's data (GET /api/v1/topics/:key) and one data page at 100
 * connections, SQLite with the demo seed, next to a bare hello route of the same server. Target: p99 ≤ 30 ms.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { buildApp } from '#server/app'
import { loadConfig } from '#server/config'
import { openDb, sqliteFileIn } from '#server/db/database'
import { migrateToLatest } from '#server/db/migrate'
import { seedDemo } from '#server/db/seed/seed'
import { loginAs } from '#server/test-support/auth'

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8)

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
  const headers = await loginAs(app, '13800000004')
  const paths = [
    '/bench/hello',
    '/api/v1/topics/homeConsult',
    '/api/v1/topics/feasibility',
    '/api/v1/pages?path=brandNegotiate%2Ffees',
    `/api/v1/content/search?q=${encodeURIComponent('品牌')}`,
  ]
  try {
    for (const path of paths) await drive(base + path, headers, 2)
    for (const path of paths) {
      const r = await drive(base + path, headers, DURATION_S)
      console.log(
        `${path.padEnd(42)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}`,
      )
    }
    console.log(
      `machine: ${cpus().length} cpus, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    )
  } finally {
    await app.close()
    await dbh.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

function drive(url: string, headers: Record<string, string>, seconds: number) {
  // The load generator runs in a worker thread so it does not share the event loop with the server.
  return autocannon({ url, connections: 100, duration: seconds, headers, workers: 1 })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
