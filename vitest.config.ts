import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const postgresUrl = process.env.TEST_DATABASE_URL

/**
 * The fault tests (server/faults, the shutdown test) start app processes of their own and measure how fast they
 * recover: they run after everything else, one file at a time, so nothing else competes with them for the CPU.
 */
const faultTests = ['server/faults/**/*.test.ts', 'server/shutdown.test.ts']

/** Test files run by two workers at once; the fault tests by one, in a group of their own after the rest. */
const workers = 2

const serverProject = (name: string, env: Record<string, string>, globalSetup: string[] = [], faults = false) => ({
  test: {
    name: faults ? `${name}-faults` : name,
    environment: 'node',
    include: faults ? faultTests : ['server/**/*.test.ts'],
    exclude: faults ? [] : faultTests,
    env,
    globalSetup,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Server test files share one module graph per worker: each builds its own app on its own database, and no
    // server test mocks modules or stubs globals. Importing the server afresh for each file took two thirds of
    // the server suites' time (SQLite: 296 s with isolation, 107 s without).
    isolate: false,
    ...(faults ? { maxWorkers: 1, sequence: { groupOrder: 1 } } : {}),
  },
})

/** Each server test file starts from a copy of one migrated and seeded database (test-support/test-app.ts). */
const postgresTemplates = 'server/test-support/postgres-templates.ts'

/** Server tests run on SQLite always, and again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    passWithNoTests: true,
    // Two workers on the two cores (ADR 009): once writes on PostgreSQL stopped waiting a second for other
    // databases' listeners, the suite ran green with two. The fault tests keep one, after the rest (faultTests).
    maxWorkers: workers,
    projects: [
      serverProject('server-sqlite', { TEST_DB: 'sqlite' }),
      serverProject('server-sqlite', { TEST_DB: 'sqlite' }, [], true),
      ...(postgresUrl
        ? [
            serverProject('server-postgres', { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl }, [
              postgresTemplates,
            ]),
            serverProject(
              'server-postgres',
              { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl },
              [postgresTemplates],
              true,
            ),
          ]
        : [{ test: { name: 'postgres-skipped', include: ['test/postgres-skipped.test.ts'], environment: 'node' } }]),
      // The shared pure code runs once, in Node: it touches no database, so running it again on PostgreSQL (as
      // part of the server projects, as before) proved nothing new. Its files share one module graph as the server's.
      { test: { name: 'common', environment: 'node', include: ['common/**/*.test.ts'], isolate: false } },
      // The build's own plugins (scripts/*.ts), in Node like the build.
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] } },
      // The web's logic (.test.ts) runs in Node: a jsdom window and the testing-library setup cost more per file
      // than most of these tests take. A .test.ts file that needs the browser's objects says
      // `// @vitest-environment jsdom` at its top.
      { test: { name: 'web-logic', environment: 'node', include: ['web/**/*.test.ts'] } },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.tsx'],
          setupFiles: ['web/test-setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
})
