/** A page chunk that fails to load reloads the page, at most once per 10 s per path (docs/shell.md § Errors). */
export const RELOAD_TTL_MS = 10_000
const STORAGE_KEY = 'chunkReloads'

type ReloadLog = Record<string, number>

/** Pure rule: reload unless this path was reloaded for the same reason less than 10 s ago. */
export function shouldReload(log: ReloadLog, path: string, nowMs: number) {
  const last = log[path]
  return last === undefined || nowMs - last >= RELOAD_TTL_MS
}

function readLog(): ReloadLog {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as ReloadLog
  } catch {
    return {}
  }
}

/** Reloads when allowed and returns true; returns false when the error should be shown instead. */
export function reloadForFailedChunk(path: string, nowMs = Date.now(), reload = () => location.reload()) {
  const log = readLog()
  if (!shouldReload(log, path, nowMs)) return false
  log[path] = nowMs
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(log))
  reload()
  return true
}

export function isChunkLoadError(error: unknown) {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return /dynamically imported module|Importing a module script failed|error loading dynamically|ChunkLoadError|Failed to fetch/i.test(
    text,
  )
}
