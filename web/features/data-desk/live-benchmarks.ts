import { useEffect, useSyncExternalStore } from 'react'
import { applyLiveBenchmarks } from '#common/benchmarks/benchmarks'
import type { LiveBenchmarkRow } from '#common/benchmarks/schema'
import { apiGet } from '#web/lib/api-client.ts'
import { session } from '#web/lib/session.ts'

/**
 * The research desk's approved benchmark rows (ADR 045), put in place of the shipped ones in the page's benchmark
 * table: the tools' defaults and field help and the topic pages' benchmark tables read the live figure. Fetched once
 * per page load (again after an approval on the desk); without an answer the shipped table stays. Only a signed-in
 * user may ask: a public article brings its own rows, and a refusal here would end a session nobody has.
 */
let loading: Promise<void> | undefined
let version: number | null = null
const listeners = new Set<() => void>()

export function loadLiveBenchmarks(again = false) {
  if (!session.token()) return Promise.resolve()
  if (loading && !again) return loading
  loading = apiGet<{ version: number; rows: LiveBenchmarkRow[] }>('/data-desk/live-benchmarks')
    .then((answer) => {
      // No approved row: nothing differs from the shipped table, and nobody needs to draw again.
      if (applyLiveBenchmarks(answer.rows) === 0 || answer.version === version) return
      version = answer.version
      for (const listener of listeners) listener()
    })
    .catch(() => {})
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The version of the live rows in the table (null: the shipped table); a change draws the caller again. */
export function useLiveBenchmarks() {
  const current = useSyncExternalStore(subscribe, () => version)
  useEffect(() => {
    void loadLiveBenchmarks()
  }, [])
  return current
}
