import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import { ensureDeploymentId } from './backup/deployment.ts'
import type { Config } from './config.ts'
import { type DbHandle, openDb, sqliteFileIn } from './db/database.ts'
import { migrateToLatest } from './db/migrate.ts'
import { storageFromConfig } from './modules/files/storage-from-config.ts'

/** Opens the database, migrates, seeds when asked, and builds the app: what main.ts and the scripts share. */
export async function boot(
  config: Config,
  logger?: BuildOptionsLogger,
): Promise<{ app: FastifyInstance; dbh: DbHandle }> {
  let app: FastifyInstance | undefined
  const dbh = openDb({
    url: config.DATABASE_URL,
    sqliteFile: sqliteFileIn(config.dataDir),
    poolMax: config.DATABASE_POOL_MAX,
    onPoolError: (error) => app?.log.warn({ err: error }, 'database connection lost'),
  })
  try {
    let newer: string[] = []
    const applied = await migrateToLatest(dbh.db, undefined, (names) => {
      newer = names
    })
    await ensureDeploymentId(dbh.db)
    const storage = storageFromConfig(config)
    // The seed and its demo data files load only when a seed is asked for, never on a production start.
    if (config.seedDemo) await (await import('./db/seed/seed.ts')).seedDemo(dbh.db, storage)
    app = await buildApp({ config, dbh, logger, storage })
    if (applied.length > 0) app.log.info({ migrations: applied }, 'migrations applied')
    if (newer.length > 0) {
      app.log.warn(
        { migrations: newer },
        'the database has migrations this version does not know (a newer release applied them): serving on it',
      )
    }
    return { app, dbh }
  } catch (error) {
    await dbh.close()
    throw error
  }
}

type BuildOptionsLogger = boolean | object | undefined
