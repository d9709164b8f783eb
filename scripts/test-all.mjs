// `npm test`: the whole suite. Unit and server tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set),
// then the browser tests when Chromium is installed. Says plainly what it skipped and ends with the totals.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const results = resolve(root, 'test-results')
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const skipped = []
let passed = 0
let failed = 0
let ok = true
/** Names of the failed tests, repeated at the end: CI shows only the tail of a long log. */
const failures = []

/** Runs one part of the suite and says how long it took, as .ci/run does for its own steps. */
const run = (name, command, args, env = {}) => {
  const started = performance.now()
  const ok = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0
  console.log(`::: ${name} took ${Math.round((performance.now() - started) / 1000)} s`)
  return ok
}

/**
 * What the browser tests' server logged that a failed test may be about: warnings and errors, answers of 500 and
 * above, answers slower than 5 s, and requests never answered. Only the last ones: CI shows the tail of the log.
 */
function printServerProblems(file) {
  if (!existsSync(file)) return
  const asked = new Map()
  const problems = []
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue
    let entry
    try {
      entry = JSON.parse(line)
    } catch {
      problems.push(line)
      continue
    }
    const request = asked.get(entry.reqId)
    if (entry.req) asked.set(entry.reqId, `${entry.req.method} ${entry.req.url}`)
    if (entry.res) asked.delete(entry.reqId)
    const status = entry.res?.statusCode ?? 0
    if (entry.level >= 40 || status >= 500 || entry.responseTime > 5_000)
      problems.push(
        `${entry.time ? new Date(entry.time).toISOString() : ''} ${request ?? ''} ${status || ''} ${entry.responseTime ? `${Math.round(entry.responseTime)} ms ` : ''}${entry.msg ?? ''} ${entry.err?.message ?? ''}`,
      )
  }
  for (const request of asked.values()) problems.push(`never answered: ${request}`)
  if (problems.length === 0) return
  console.log(`::: the browser tests' server logged (last ${Math.min(problems.length, 40)} of ${problems.length}):`)
  for (const problem of problems.slice(-40)) console.log(`  ${problem.slice(0, 400)}`)
}

const vitestOk = run('unit and server tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/unit.json`,
])
ok &&= vitestOk
if (existsSync(`${results}/unit.json`)) {
  const report = JSON.parse(readFileSync(`${results}/unit.json`, 'utf8'))
  passed += report.numPassedTests
  // A failed test counts once; a file counts only when it failed without a failed test (it did not load, or a
  // hook failed). numFailedTestSuites counted each failing test's file and describe block again.
  failed += report.numFailedTests
  for (const file of report.testResults ?? []) {
    const where = file.name.replace(`${root}/`, '')
    if (file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed')) {
      failed += 1
      failures.push(`unit ${where}: ${(file.message ?? '').split('\n')[0]}`)
    }
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        failures.push(`unit ${where} › ${test.fullName}: ${(test.failureMessages?.[0] ?? '').split('\n')[0]}`)
  }
} else {
  failed += 1
}
if (!process.env.TEST_DATABASE_URL)
  skipped.push('PostgreSQL server suite (set TEST_DATABASE_URL=postgres://… to run it)')

// The fault tests bring their own throwaway PostgreSQL and Redis servers when the binaries are installed.
const onPath = (name) => (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(resolve(dir, name)))
if (!existsSync('/usr/lib/postgresql') && !process.env.PG_BIN)
  skipped.push('PostgreSQL restart fault test (no initdb/pg_ctl: apt-get install -y postgresql)')
if (!onPath('redis-server')) skipped.push('Redis outage fault test (no redis-server: apt-get install -y redis-server)')

if (existsSync(chromium)) {
  const e2eOk = run('browser tests', 'npx', ['playwright', 'test'], { CI: 'true' })
  ok &&= e2eOk
  if (existsSync(`${results}/e2e.json`)) {
    const { stats, suites } = JSON.parse(readFileSync(`${results}/e2e.json`, 'utf8'))
    passed += stats.expected
    failed += stats.unexpected
    const walk = (suite, path) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          if (test.status === 'unexpected') failures.push(`browser ${spec.file} › ${[...path, spec.title].join(' › ')}`)
      for (const child of suite.suites ?? []) walk(child, [...path, child.title])
    }
    for (const suite of suites ?? []) walk(suite, [])
  } else {
    failed += 1
  }
  if (!e2eOk) printServerProblems(`${results}/e2e-server.log`)
} else {
  skipped.push(`browser tests (no Chromium at ${chromium}: apt-get install -y chromium)`)
}

if (!ok && failed === 0) failed = 1
for (const part of skipped) console.log(`SKIPPED: ${part}`)
for (const failure of failures) console.log(`FAILED: ${failure.slice(0, 300)}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(ok ? 0 : 1)
