/**
 * The app process the bench drives: booted exactly as main.ts boots it (same config, plugins, load shedding),
 * plus a bare hello route to compare against and a loopback-only memory reading. Prints `listening <port>`.
 * Run by bench/run.ts; not meant for anything else.
 */
import { boot } from '#server/boot'
import { loadConfig } from '#server/config'

const config = loadConfig(process.env)
const { app, dbh } = await boot(config)
app.get('/bench/hello', { config: { access: 'public' } }, async () => ({ data: 'hello' }))
app.get('/bench/memory', { config: { access: 'loopback' } }, async (request) => {
  const gc = (globalThis as { gc?: () => void }).gc
  if ((request.query as { gc?: string }).gc === '1' && gc) gc()
  const { rss, heapUsed } = process.memoryUsage()
  return { data: { rss, heapUsed } }
})

let stopping = false
process.on('SIGTERM', async () => {
  if (stopping) return
  stopping = true
  await app.close()
  await dbh.close()
  process.exit(0)
})

await app.listen({ host: '127.0.0.1', port: 0 })
const address = app.server.address()
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`)
