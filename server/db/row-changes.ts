import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely'
import pg from 'pg'

/**
 * Committed changes to the tables the session guard reads (ADR 010): sessions, users, organizations. A process
 * hears its own changes when they commit (the driver below watches what it sends) and every other process's
 * through PostgreSQL's NOTIFY, which the database sends on commit (migration 0103's triggers).
 */
export type RowChanges = {
  /** True while the LISTEN connection is up, so that no other process's change can go unheard. */
  readonly live: boolean
  /** `onChange` runs after every committed change (ours at once, others' when their notice arrives). */
  subscribe(onChange: () => void): void
  close(): Promise<void>
}

export const changeChannel = 'hic_auth_rows'
const watched = 'sessions|users|organizations'
const writeOf = new RegExp(
  `\\b(?:update|delete\\s+from|merge\\s+into|truncate(?:\\s+table)?|insert\\s+into)\\s+(?:"[^"]+"\\.)?"?(?:${watched})\\b`,
  'i',
)

/** Whether a statement can change a row that already exists in a watched table (a plain insert cannot). */
export function changesWatchedRows(sqlText: string) {
  const match = writeOf.exec(sqlText)
  if (!match) return false
  return !/^insert/i.test(match[0]) || /\bon\s+conflict\b[\s\S]*\bdo\s+update\b/i.test(sqlText)
}

type ConnectionState = { inTransaction: boolean; changed: boolean }

/**
 * A dialect whose driver reports, right after commit, that this process changed a watched table: after each
 * statement outside a transaction, after the commit of a transaction that wrote one. Connections are wrapped in a
 * proxy, so the inner driver still finds its private members on them.
 */
export function watchingDialect(inner: Dialect, onCommittedChange: () => void): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createDriver: () => watchingDriver(inner.createDriver(), onCommittedChange),
  }
}

function watchingDriver(driver: Driver, onCommittedChange: () => void): Driver {
  const states = new WeakMap<DatabaseConnection, ConnectionState>()
  const proxies = new WeakMap<DatabaseConnection, DatabaseConnection>()
  const stateOf = (connection: DatabaseConnection) => {
    const state = states.get(connection)
    if (!state) throw new Error('connection not acquired through this driver')
    return state
  }
  const wrap = (connection: DatabaseConnection) => {
    const known = proxies.get(connection)
    if (known) return known
    const state: ConnectionState = { inTransaction: false, changed: false }
    const proxy = new Proxy(connection, {
      get(target, property) {
        if (property === 'executeQuery') {
          return async (query: Parameters<DatabaseConnection['executeQuery']>[0]) => {
            const result = await target.executeQuery(query)
            if (changesWatchedRows(query.sql)) {
              if (state.inTransaction) state.changed = true
              else onCommittedChange()
            }
            return result
          }
        }
        const value = Reflect.get(target, property, target)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    proxies.set(connection, proxy)
    states.set(proxy, state)
    return proxy
  }
  const end = (state: ConnectionState) => {
    const changed = state.changed
    state.inTransaction = false
    state.changed = false
    return changed
  }
  return {
    init: () => driver.init(),
    acquireConnection: async () => wrap(await driver.acquireConnection()),
    async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
      await driver.beginTransaction(connection, settings)
      stateOf(connection).inTransaction = true
    },
    async commitTransaction(connection: DatabaseConnection) {
      try {
        await driver.commitTransaction(connection)
      } finally {
        // A failed commit may still have committed (the answer lost on the way): telling the cache costs nothing.
        if (end(stateOf(connection))) onCommittedChange()
      }
    },
    async rollbackTransaction(connection: DatabaseConnection) {
      await driver.rollbackTransaction(connection)
      end(stateOf(connection))
    },
    releaseConnection: (connection: DatabaseConnection) => driver.releaseConnection(connection),
    destroy: () => driver.destroy(),
  }
}

/**
 * The PostgreSQL side: one extra connection that LISTENs on the change channel, reconnecting after a second when
 * it drops. While it is down `live` is false, and subscribers are told once it is back (changes may have been
 * missed meanwhile).
 */
export function listenForChanges(
  config: pg.ClientConfig,
  onError: (error: Error) => void = () => {},
): RowChanges & { notify: () => void } {
  const subscribers: (() => void)[] = []
  let live = false
  let closed = false
  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  const notify = () => {
    for (const fn of subscribers) fn()
  }
  const down = (error?: Error) => {
    if (error) onError(error)
    live = false
    notify()
    const old = client
    client = undefined
    old?.removeAllListeners()
    old?.on('error', () => {})
    void old?.end().catch(() => {})
    if (!closed && !retry) {
      retry = setTimeout(() => {
        retry = undefined
        void connect()
      }, 1000)
      retry.unref()
    }
  }
  const connect = async () => {
    const next = new pg.Client(config)
    client = next
    next.on('notification', notify)
    next.on('error', down)
    next.on('end', () => {
      if (client === next) down()
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${changeChannel}`)
      if (closed || client !== next) return void next.end().catch(() => {})
      live = true
      notify()
    } catch (error) {
      if (client === next) down(error instanceof Error ? error : new Error(String(error)))
    }
  }
  void connect()
  return {
    get live() {
      return live
    },
    subscribe(onChange) {
      subscribers.push(onChange)
    },
    notify,
    async close() {
      closed = true
      live = false
      if (retry) clearTimeout(retry)
      const old = client
      client = undefined
      old?.removeAllListeners()
      old?.on('error', () => {})
      await old?.end().catch(() => {})
    },
  }
}
