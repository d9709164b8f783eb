import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'

/**
 * Each running app process keeps a marker file in DATA_DIR/run while it serves, so a restore can tell that the
 * product is running on its target. A marker whose process is gone (a crash) is ignored and cleared.
 */
export function markRunning(dataDir: string): () => void {
  const dir = join(dataDir, 'run')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `${process.pid}.json`)
  writeFileSync(file, JSON.stringify({ pid: process.pid, host: hostname(), startedAt: new Date().toISOString() }))
  const remove = () => rmSync(file, { force: true })
  process.once('exit', remove)
  return remove
}

/** Processes on this host that are serving from dataDir. */
export function runningProcesses(dataDir: string): number[] {
  const dir = join(dataDir, 'run')
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  const alive: number[] = []
  for (const name of names) {
    const file = join(dir, name)
    try {
      const marker = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; host: string }
      if (marker.host === hostname() && marker.pid !== process.pid && isAlive(marker.pid)) alive.push(marker.pid)
      else if (marker.host === hostname()) rmSync(file, { force: true })
    } catch {
      rmSync(file, { force: true })
    }
  }
  return alive
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
