import { buildId } from './build-info.ts'

/** Build check interval: one hour (docs/shell.md § Constants). */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000

/** Asks builds/latest.json for the newest build id; true when it differs from the running one. */
export async function isUpdateAvailable(current = buildId, fetcher: typeof fetch = fetch) {
  try {
    const response = await fetcher(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' })
    if (!response.ok) return false
    const latest = (await response.json()) as { id?: unknown }
    return typeof latest.id === 'string' && latest.id !== '' && latest.id !== current
  } catch {
    return false
  }
}

/** Checks hourly and whenever the tab becomes visible again; calls `onUpdate` once. Returns a stop function. */
export function watchForUpdates(onUpdate: () => void) {
  let told = false
  const check = async () => {
    if (told || !(await isUpdateAvailable())) return
    told = true
    onUpdate()
  }
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check()
  }
  const timer = setInterval(check, BUILD_CHECK_INTERVAL_MS)
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    clearInterval(timer)
    document.removeEventListener('visibilitychange', onVisible)
  }
}
