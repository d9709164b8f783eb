import { isDeepStrictEqual } from 'node:util'
import type { Compilable, CompiledQuery } from 'kysely'
import type { Db } from './database.ts'

/**
 * A query on the path of nearly every request, built and compiled once per database: later calls only pass
 * their values. Building a query with Kysely costs more than running a small indexed one on SQLite.
 *
 * The values must be exactly the query's parameters, in order; the first call checks that, so a query that
 * also binds a constant (or binds a value twice) fails at once instead of running with the wrong values.
 */
export function compiledOnce<A extends unknown[], R>(build: (db: Db, ...values: A) => Compilable<R>) {
  const compiledFor = new WeakMap<Db, CompiledQuery<R>>()
  return async (db: Db, ...values: A): Promise<R[]> => {
    let compiled = compiledFor.get(db)
    if (!compiled) {
      compiled = build(db, ...values).compile()
      if (!isDeepStrictEqual([...compiled.parameters], values))
        throw new Error(`compiledOnce: the query's parameters are not its values: ${compiled.sql}`)
      compiledFor.set(db, compiled)
    }
    return (await db.executeQuery<R>({ ...compiled, parameters: values })).rows
  }
}
