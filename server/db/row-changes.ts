import { randomUUID } from 'node:crypto'
import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type TransactionSettings } from 'kysely'
import pg from 'pg'

/**
 * Committed changes to the tables whose rows processes keep between requests (server/db/kept-rows.ts): the
 * session guard's sessions, users and organizations (ADR 010), and topics and data pages, whose versions key the
 * cached topic and page answers (ADR 033). A process hears its own changes when they commit (the driver below
 * watches what it sends) and every other process's through PostgreSQL's NOTIFY, which the database sends on commit
 * (migrations 0103 and 0203).
 */
export type RowChanges = {
  /** True while the LISTEN connection is up, so that no other process's change can go unheard. */
  readonly live: boolean
  /** `onChange` runs after every committed change (ours at once, others' when their notice arrives). */
  subscribe(onChange: () => void): void
  /**
   * Where changes are looked for rather than announced (SQLite, sqlite-changes.ts): tells the subscribers of any
   * commit since the last look. A cache calls it before serving a kept row and before keeping a read one.
   */
  check?(): void
  close(): Promise<void>
}

export const changeChannel = 'hic_auth_rows'
/**
 * The tables whose changes are reported; migrations 0103 and 0105 (the first three), 0203 (topics, data pages) and
 * 0802 (projects and their members and tasks) and 1260 (the research desk's version row) put triggers on them.
 */
export const watchedTables = [
  'sessions',
  'users',
  'organizations',
  'topics',
  'data_pages',
  'projects',
  'project_members',
  'project_tasks',
  'desk_state',
] as const
/**
 * Watched tables whose new rows change a kept answer too: a project's task list holds all its tasks, and a new
 * member row gives a user a role. A new session or user, by contrast, is in no kept row until it is read.
 */
export const insertsChangeKeptRows: readonly string[] = ['project_members', 'project_tasks']
const writeOf = new RegExp(
  `\\b(update|delete\\s+from|merge\\s+into|truncate(?:\\s+table)?|insert\\s+into)\\s+(?:"[^"]+"\\.)?"?(${watchedTables.join('|')})\\b`,
  'i',
)

/** Whether a statement can change what a kept row says (a plain insert can only where insertsChangeKeptRows says). */
export function changesWatchedRows(sqlText: string) {
  const match = writeOf.exec(sqlText)
  if (!match) return false
  const [, verb = '', table = ''] = match
  if (!/^insert/i.test(verb) || insertsChangeKeptRows.includes(table.toLowerCase())) return true
  return /\bon\s+conflict\b[\s\S]*\bdo\s+update\b/i.test(sqlText)
}

type ConnectionState = { inTransaction: boolean; changed: boolean }

/**
 * What the driver does after a committed change: `changed` tells this process's subscribers at once; `confirm`
 * then holds the statement's caller until every listener has been sent the change (see listenForChanges).
 */
export type ChangeReport = { changed: () => void; confirm: (connection: DatabaseConnection) => Promise<void> }

/**
 * A dialect whose driver reports, right after commit, that this process changed a watched table: after each
 * statement outside a transaction, after the commit of a transaction that wrote one. Connections are wrapped in a
 * proxy, so the inner driver still finds its private members on them.
 */
export function watchingDialect(inner: Dialect, report: ChangeReport): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createDriver: () => watchingDriver(inner.createDriver(), report),
  }
}

function watchingDriver(driver: Driver, report: ChangeReport): Driver {
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
              else {
                report.changed()
                await report.confirm(target)
              }
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
      let changed = false
      try {
        await driver.commitTransaction(connection)
      } finally {
        // A failed commit may still have committed (the answer lost on the way): telling the cache costs nothing.
        changed = end(stateOf(connection))
        if (changed) report.changed()
      }
      if (changed) await report.confirm(connection)
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
 * The wait before the LISTEN connection's next attempt after `failures` failed ones: 250 ms, doubling up to 5 s,
 * so a database that is back is heard again soon and one that stays away is not knocked on four times a second.
 */
export function retryDelayMs(failures: number) {
  return Math.min(250 * 2 ** failures, 5000)
}

/**
 * The token waiters of each live listener in this process, by database (see listenForChanges' confirm). A NOTIFY
 * reaches only the listeners of the database it was sent on, so a write waits only for those: waiting for a
 * listener of another database (tests run apps on several in one process) would only ever end by the timeout.
 */
const processListeners = new Map<string, Set<Map<string, () => void>>>()

/** Which database a listener's connection is on: server, port and database name (not the user or schema). */
export function databaseKey(config: pg.ClientConfig) {
  if (config.connectionString) {
    const url = new URL(config.connectionString)
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`
  }
  return `${config.host ?? ''}:${config.port ?? 5432}/${config.database ?? ''}`
}

/**
 * The PostgreSQL side: one extra connection that LISTENs on the change channel, reconnecting with backoff
 * (retryDelayMs) when it drops. While it is down `live` is false, and subscribers are told once it is back
 * (changes may have been missed meanwhile).
 *
 * `confirm` makes a change visible everywhere before the request that made it answers: on the connection that
 * committed it, it sends a NOTIFY with a token of its own and waits until every live listener of this process on
 * the same database (one in a deployment; one per app when tests run two apps on one database) has heard the token.
 * PostgreSQL delivers notices to every listener in commit order, so by then every listening process has been sent
 * the change's notice too. A second at most: past that the caller goes on (the cache is emptied meanwhile).
 */
export function listenForChanges(
  config: pg.ClientConfig,
  onError: (error: Error) => void = () => {},
): RowChanges & ChangeReport {
  const subscribers: (() => void)[] = []
  const tokens = new Map<string, () => void>()
  const database = databaseKey(config)
  const sameDatabase = () => {
    let listeners = processListeners.get(database)
    if (!listeners) {
      listeners = new Set()
      processListeners.set(database, listeners)
    }
    return listeners
  }
  const leave = () => {
    const listeners = processListeners.get(database)
    listeners?.delete(tokens)
    if (listeners?.size === 0) processListeners.delete(database)
  }
  let live = false
  let closed = false
  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  /** Failed attempts since the connection was last up: the wait before the next one grows with them. */
  let failures = 0
  const changed = () => {
    for (const fn of subscribers) fn()
  }
  const heard = (message: pg.Notification) => {
    changed()
    const waiter = message.payload ? tokens.get(message.payload) : undefined
    waiter?.()
  }
  const release = (old: pg.Client | undefined) => {
    old?.removeAllListeners()
    old?.on('error', () => {})
    return old?.end().catch(() => {})
  }
  const down = (error?: Error) => {
    if (error) onError(error)
    live = false
    leave()
    changed()
    for (const waiter of tokens.values()) waiter()
    const old = client
    client = undefined
    void release(old)
    if (!closed && !retry) {
      retry = setTimeout(() => {
        retry = undefined
        void connect()
      }, retryDelayMs(failures++))
      retry.unref()
    }
  }
  const connect = async () => {
    const next = new pg.Client(config)
    client = next
    next.on('notification', heard)
    next.on('error', down)
    next.on('end', () => {
      if (client === next) down()
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${changeChannel}`)
      if (closed || client !== next) return void release(next)
      live = true
      failures = 0
      sameDatabase().add(tokens)
      changed()
    } catch (error) {
      if (client === next) down(error instanceof Error ? error : new Error(String(error)))
    }
  }
  const confirm = async (connection: DatabaseConnection) => {
    if (!live) return
    const token = randomUUID()
    const listeners = [...(processListeners.get(database) ?? [])]
    const heardByAll = Promise.all(listeners.map((waiters) => new Promise<void>((heard) => waiters.set(token, heard))))
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, 1000)
    })
    try {
      await connection.executeQuery(CompiledQuery.raw('select pg_notify($1, $2)', [changeChannel, token]))
      await Promise.race([heardByAll, timeout])
    } catch (error) {
      // The change is committed and this process's cache told already; the commit's own notice went to the other
      // listeners, and a listener that lost its connection meanwhile tells its cache when it is back. So a
      // connection lost here must not turn a saved write into an error: it is reported, and the caller goes on.
      onError(error instanceof Error ? error : new Error(String(error)))
    } finally {
      clearTimeout(timer)
      for (const waiters of listeners) waiters.delete(token)
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
    changed,
    confirm,
    async close() {
      closed = true
      live = false
      leave()
      if (retry) clearTimeout(retry)
      for (const waiter of tokens.values()) waiter()
      const old = client
      client = undefined
      await release(old)
    },
  }
}
