import { markRunning } from './backup/live-marker.ts'
import { boot } from './boot.ts'
import { ConfigError, loadConfig } from './config.ts'
import { guardProcess } from './lib/process-guard.ts'
import { startRetentionSchedule } from './modules/privacy/retention.ts'

const guard = guardProcess()

async function main() {
  const config = loadConfig()
  const started = Date.now()
  const { app, dbh } = await boot(config)
  guard.logTo(app.log)
  // Tells `npm run restore` that the product serves from this DATA_DIR.
  const unmark = markRunning(config.dataDir)

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now')
      process.exit(1)
    }
    stopping = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out, exiting')
      process.exit(1)
    }, config.SHUTDOWN_TIMEOUT_MS)
    timer.unref()
    try {
      await app.drain(config.SHUTDOWN_TIMEOUT_MS - 500)
      await app.close()
      await dbh.close()
      unmark()
      app.log.info('shut down cleanly')
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))

  startRetentionSchedule(app)
  await app.listen({ host: config.HOST, port: config.PORT })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.PORT
  app.log.info(
    { database: dbh.kind, ms: Date.now() - started, port },
    `Hotel Industry Cloud is running at http://${config.HOST}:${port}`,
  )
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message)
  } else {
    console.error('Failed to start:', error instanceof Error ? error.message : error)
  }
  process.exit(1)
})
