/** The messages between the SQLite driver (sqlite-thread.ts) and its worker (sqlite-worker.ts). */

/**
 * One statement of a guarded transaction (guarded-steps.ts): the worker runs the steps in one transaction and
 * stops after the first whose first row has `stopAbove.column` above `stopAbove.max`.
 */
export type SqliteStep = { sql: string; parameters: readonly unknown[]; stopAbove?: { column: string; max: number } }

/** The guard of a step, the same on both sides: has the step's first row crossed the limit? */
export function guardTrips(stopAbove: SqliteStep['stopAbove'], rows: readonly object[]) {
  return (
    stopAbove !== undefined &&
    Number((rows[0] as Record<string, unknown> | undefined)?.[stopAbove.column]) > stopAbove.max
  )
}

/**
 * One statement; `tx` names the transaction it belongs to, null outside one. With `steps` the request is a whole
 * guarded transaction instead, and `sql` is empty.
 */
export type SqliteRequest = {
  id: number
  tx: number | null
  sql: string
  parameters: readonly unknown[]
  steps?: SqliteStep[]
}

export type SqliteReply =
  | {
      id: number
      rows: object[]
      changes?: number
      lastInsertRowid?: number | bigint
      /** The answer to a guarded transaction: each step's rows, and the step it stopped after (null: all ran). */
      steps?: { rows: object[][]; stoppedAt: number | null }
    }
  | { id: number; error: { message: string; code?: string; name: string } }

/**
 * Both sides send arrays: statements asked for during one turn of the event loop go as one message, and the
 * worker answers everything it ran for one message at once. A message between threads has a fixed cost (a copy
 * and a wake-up of the other thread) that was a tenth of a small request's CPU when sent per statement.
 */
export type SqliteBatch<T> = T[]

/** Sent as the SQL of the last request: the worker closes the database, answers and stops. */
export const CLOSE = '\u0000close'
