import SQLite from 'better-sqlite3'
import type { RowChanges } from './row-changes.ts'

/**
 * SQLite's committed changes to the watched tables (row-changes.ts), for the rows kept between requests
 * (kept-rows.ts, ADR 010 addendum), looked for on the main thread through a read-only connection of its own:
 * - `pragma data_version` moves whenever any other connection commits to the file (the app's own worker thread,
 *   another app process, the command-line tools); it only reads the WAL index in shared memory;
 * - only then is `auth_row_version` read (one row), which triggers move in the same transaction as any update or
 *   delete of those tables (migrations 0105 and 0203), so commits that touch nothing kept leave the cache alone.
 * A cache that calls `check` before serving a kept row and before keeping a read one never serves a row older than
 * the last such commit. No message to the worker thread either way: microseconds.
 *
 * Not for ':memory:' (another connection cannot see that database). Until the file exists (the worker creates it)
 * `live` is false and nothing is cached.
 */
export function sqliteChanges(file: string): RowChanges & { check(): void } {
  const subscribers: (() => void)[] = []
  type Reader = { dataVersion: () => unknown; rowVersion: () => unknown; close: () => void }
  let reader: Reader | undefined
  let lastData: unknown
  let lastRows: unknown
  let closed = false
  /** The table is missing before migration 0105 has run: every commit then counts. */
  const rowVersionOf = (read: () => unknown) => {
    try {
      return read()
    } catch {
      return Symbol('unknown')
    }
  }
  const open = () => {
    if (reader || closed) return reader
    try {
      const connection = new SQLite(file, { readonly: true, fileMustExist: true })
      const data = connection.prepare('pragma data_version').pluck()
      let rows: SQLite.Statement | undefined
      reader = {
        dataVersion: () => data.get(),
        rowVersion: () => {
          rows ??= connection.prepare('select version from auth_row_version where id = 1').pluck()
          return rows.get()
        },
        close: () => connection.close(),
      }
      lastData = reader.dataVersion()
      lastRows = rowVersionOf(reader.rowVersion)
    } catch {
      reader = undefined
    }
    return reader
  }
  const changed = () => {
    for (const fn of subscribers) fn()
  }
  return {
    get live() {
      return open() !== undefined
    },
    subscribe(onChange) {
      subscribers.push(onChange)
    },
    check() {
      const current = open()
      if (!current) return
      let data: unknown
      try {
        data = current.dataVersion()
      } catch {
        // Unreadable for a moment: count it as a change, so nothing kept is served on a guess.
        data = Symbol('unknown')
      }
      if (data === lastData) return
      lastData = data
      const rows = rowVersionOf(current.rowVersion)
      if (rows === lastRows) return
      lastRows = rows
      changed()
    },
    async close() {
      closed = true
      reader?.close()
      reader = undefined
    },
  }
}
