import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDb } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { seedDemo } from '../db/seed/seed.ts'

/**
 * The PostgreSQL project's global setup: one database migrated, and one migrated and seeded, made once per run.
 * Each test file then gets its own copy (`create database … template …`, a file copy of well under a second)
 * instead of migrating and seeding a fresh schema, which took about ten seconds per file on CI's two cores.
 */
export type PostgresTemplates = {
  migrated: string
  seeded: string
  /** Start of the name of each file's copy: the teardown drops every copy a file left behind. */
  copies: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplates?: PostgresTemplates
  }
}

/** The same server and credentials as `url`, another database. */
export function databaseUrl(url: string, database: string) {
  const target = new URL(url)
  target.pathname = `/${database}`
  return target.toString()
}

export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

export default async function setup(project: TestProject) {
  const url = project.config.env?.TEST_DATABASE_URL
  if (!url) return
  const run = randomBytes(4).toString('hex')
  const templates = { migrated: `hic_tpl_${run}_migrated`, seeded: `hic_tpl_${run}_seeded`, copies: `hic_test_${run}_` }
  const made: string[] = []
  const drop = async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const copies = await client.query<{ name: string }>(
        'select datname as name from pg_database where starts_with(datname, $1)',
        [templates.copies],
      )
      for (const name of [...copies.rows.map((row) => row.name), ...made.reverse()])
        await client.query(`drop database if exists ${name} with (force)`)
    } finally {
      await client.end()
    }
  }
  try {
    await adminQuery(url, `create database ${templates.migrated}`)
    made.push(templates.migrated)
    const migrated = openDb({ url: databaseUrl(url, templates.migrated), poolMax: 2 })
    await migrateToLatest(migrated.db).finally(() => migrated.close())
    await adminQuery(url, `create database ${templates.seeded} template ${templates.migrated}`)
    made.push(templates.seeded)
    const seeded = openDb({ url: databaseUrl(url, templates.seeded), poolMax: 2 })
    await seedDemo(seeded.db).finally(() => seeded.close())
  } catch (error) {
    await drop()
    throw error
  }
  project.provide('postgresTemplates', templates)
  return drop
}
