import type pg from 'pg'

/** Distinct statement texts given a name; past this, further texts run unnamed, as before. */
const MAX_NAMED = 1000

type Client = Pick<pg.PoolClient, 'query' | 'release'>

/**
 * A pg pool for Kysely whose parameterized statements run as named prepared statements: PostgreSQL parses and
 * plans each text once per connection instead of at every query (ADR 013). The app's statements come
 * from a fixed set of shapes, so the set of names stays small; statements without parameters (migrations, raw
 * scripts that may hold several statements) run unnamed.
 */
export function preparingPool(pool: pg.Pool) {
  const names = new Map<string, string>()
  const nameOf = (text: string) => {
    let name = names.get(text)
    if (name === undefined && names.size < MAX_NAMED) {
      name = `hic_${names.size}`
      names.set(text, name)
    }
    return name
  }
  // Kysely keeps one connection object per client it is handed: hand it the same wrapper each time.
  const wrappers = new WeakMap<pg.PoolClient, Client>()
  const wrap = (client: pg.PoolClient): Client => {
    let wrapper = wrappers.get(client)
    if (!wrapper) {
      wrapper = {
        query: ((text: string, values?: unknown[]) => {
          const name = values && values.length > 0 && typeof text === 'string' ? nameOf(text) : undefined
          return name ? client.query({ name, text, values }) : client.query(text, values)
        }) as pg.PoolClient['query'],
        release: (error?: Error | boolean) => client.release(error),
      }
      wrappers.set(client, wrapper)
    }
    return wrapper
  }
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  }
}
