/** The messages between the SQLite driver (sqlite-thread.ts) and its worker (sqlite-worker.ts). */

/** One statement; `tx` names the transaction it belongs to, null outside one. */
export type SqliteRequest = { id: number; tx: number | null; sql: string; parameters: readonly unknown[] }

export type SqliteReply =
  | { id: number; rows: object[]; changes?: number; lastInsertRowid?: number | bigint }
  | { id: number; error: { message: string; code?: string; name: string } }

/**
 * Both sides send arrays: statements asked for during one turn of the event loop go as one message, and the
 * worker answers everything it ran for one message at once. A message between threads has a fixed cost (a copy
 * and a wake-up of the other thread) that was a tenth of a small request's CPU when sent per statement.
 */
export type SqliteBatch<T> = T[]

/** Sent as the SQL of the last request: the worker closes the database, answers and stops. */
export const CLOSE = '\u0000close'
