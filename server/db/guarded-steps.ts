import type { CompiledQuery } from 'kysely'
import type { Db } from './database.ts'
import { SqliteThreadConnection } from './sqlite-thread.ts'

/** A statement of a guarded transaction; `stopAbove`: stop after it when its first row's column is above max. */
export type GuardedStep = { query: CompiledQuery; stopAbove?: { column: string; max: number } }

/** Each step's rows, and the index of the step the transaction stopped after (null when every step ran). */
export type GuardedResult = { rows: Record<string, unknown>[][]; stoppedAt: number | null }

/**
 * Runs the steps in order in one transaction and commits, stopping after the first step whose guard trips: the
 * shape of counting rate limits before a write, where the hits up to the refusing one stay counted and nothing
 * after it runs. SQLite's worker runs the whole transaction from one message (ADR 012), so its single connection
 * is never held open while this thread gets round to sending the next statement. SQLite only: PostgreSQL counts
 * limits in one statement (hic_hit_limits, see hitLimitsThen). Call it on the database, not in a transaction.
 */
export async function runGuarded(db: Db, steps: GuardedStep[]): Promise<GuardedResult> {
  if (db.isTransaction) throw new Error('runGuarded runs its own transaction')
  const result = await db
    .getExecutor()
    .provideConnection(async (connection) =>
      connection instanceof SqliteThreadConnection
        ? connection.executeSteps(
            steps.map(({ query, stopAbove }) => ({ sql: query.sql, parameters: query.parameters, stopAbove })),
          )
        : undefined,
    )
  if (!result) throw new Error('runGuarded runs on SQLite only')
  return result as GuardedResult
}
