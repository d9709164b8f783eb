import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Throwaway PostgreSQL and Redis servers that a fault test may stop and start: never the machine's shared
 * ones. Each lives in its own temp dir on a free loopback port and is removed by `destroy()`.
 * When the binaries are missing, `*Missing` says why and the test skips.
 */

const PG_ROOT = '/usr/lib/postgresql'

function findPgBin(): string | undefined {
  const fromEnv = process.env.PG_BIN
  if (fromEnv) return existsSync(join(fromEnv, 'initdb')) ? fromEnv : undefined
  if (!existsSync(PG_ROOT)) return undefined
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(PG_ROOT, versions[0], 'bin') : undefined
}

function findOnPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, name))) return join(dir, name)
  }
  return undefined
}

const pgBin = findPgBin()
const redisServer = findOnPath('redis-server')
const isRoot = process.getuid?.() === 0

function postgresUserExists() {
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'pipe' })
    return true
  } catch {
    return false
  }
}

export const privatePostgresMissing = !pgBin
  ? `no PostgreSQL server binaries (initdb, pg_ctl) under ${PG_ROOT} or PG_BIN: apt-get install -y postgresql`
  : isRoot && !postgresUserExists()
    ? 'running as root and there is no postgres user to run initdb as'
    : undefined
export const privateRedisMissing = redisServer ? undefined : 'no redis-server on PATH: apt-get install -y redis-server'

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** initdb refuses to run as root: run the PostgreSQL tools as the postgres user then. */
function pgTool(tool: string, args: string[]) {
  const bin = join(pgBin ?? '', tool)
  const [command, fullArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]
  execFileSync(command, fullArgs, { stdio: 'pipe', timeout: 30_000 })
}

export type PrivatePostgres = { url: string; port: number; start: () => void; stop: () => void; destroy: () => void }

/** A fresh cluster (trust auth, fsync off: it is thrown away) listening on 127.0.0.1 only. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  if (!pgBin) throw new Error(privatePostgresMissing)
  const dir = mkdtempSync(join(tmpdir(), 'hic-pg-'))
  if (isRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0)
  const port = await freePort()
  const data = join(dir, 'data')
  let running = false
  const start = () => {
    pgTool('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`,
      'start',
    ])
    running = true
  }
  const stop = () => {
    if (!running) return
    // fast: existing connections are terminated at once, as in a real restart.
    pgTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
    running = false
  }
  try {
    pgTool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
    start()
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy: () => {
      try {
        stop()
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

export type PrivateRedis = { url: string; port: number; start: () => Promise<void>; stop: () => Promise<void> }

/** redis-server without persistence on a free loopback port; the child process is ours to stop. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  if (!redisServer) throw new Error(privateRedisMissing)
  const port = await freePort()
  let child: ChildProcess | undefined
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const proc = spawn(
        redisServer,
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      child = proc
      let output = ''
      const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 10_000)
      proc.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer)
          resolve()
        }
      })
      proc.on('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`redis-server exited with ${code}: ${output}`))
      })
    })
  const stop = async () => {
    const proc = child
    child = undefined
    if (!proc || proc.exitCode !== null) return
    const exited = new Promise((resolve) => proc.once('exit', resolve))
    proc.kill('SIGKILL')
    await exited
  }
  await start()
  return { url: `redis://127.0.0.1:${port}/0`, port, start, stop }
}
