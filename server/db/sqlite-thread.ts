import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely'
import { CLOSE, type SqliteBatch, type SqliteReply, type SqliteRequest, type SqliteStep } from './sqlite-protocol.ts'

/**
 * Kysely on a SQLite connection that lives in its own thread (ADR 012). better-sqlite3 is synchronous: on the
 * event loop every statement stops the process from reading sockets, accepting connections and shedding
 * load, so under overload requests queued where nothing could see them. Here the event loop only waits.
 */
export class SqliteThreadDialect implements Dialect {
  /** `image`: the bytes of a database to open in memory (database.ts), with `file` ':memory:'. */
  constructor(
    private readonly file: string,
    private readonly image?: Uint8Array,
  ) {}
  createAdapter() {
    return new SqliteAdapter()
  }
  createDriver() {
    return new SqliteThreadDriver(this.file, this.image)
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db)
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler()
  }
}

class SqliteThreadDriver implements Driver {
  #thread: SqliteThread | undefined
  #nextTx = 1
  constructor(
    private readonly file: string,
    private readonly image?: Uint8Array,
  ) {}

  async init() {
    this.#thread = new SqliteThread(this.file, this.image)
    await this.#thread.send(null, 'select 1', [])
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#thread) throw new Error('the SQLite thread is not running')
    return new SqliteThreadConnection(this.#thread)
  }
  async beginTransaction(connection: DatabaseConnection) {
    const own = connection as SqliteThreadConnection
    own.tx = this.#nextTx++
    await connection.executeQuery(CompiledQuery.raw('begin'))
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'))
  }
  async releaseConnection() {}
  async destroy() {
    await this.#thread?.close()
    this.#thread = undefined
  }
}

export class SqliteThreadConnection implements DatabaseConnection {
  tx: number | null = null
  constructor(private readonly thread: SqliteThread) {}

  /** A guarded transaction (guarded-steps.ts) as one message: the worker runs it without waiting on this thread. */
  async executeSteps(steps: SqliteStep[]) {
    if (this.tx !== null) throw new Error('a guarded transaction cannot run inside another transaction')
    const reply = await this.thread.send(null, '', [], steps)
    if (!reply.steps) throw new Error('the SQLite thread did not answer the guarded transaction')
    return reply.steps
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const reply = await this.thread.send(this.tx, query.sql, query.parameters)
    if (reply.changes === undefined) return { rows: reply.rows as R[] }
    return {
      rows: [],
      numAffectedRows: BigInt(reply.changes),
      insertId: reply.lastInsertRowid === undefined ? undefined : BigInt(reply.lastInsertRowid),
    }
  }
  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(query)
    for (const row of rows) yield { rows: [row] }
  }
}

type Pending = { resolve: (reply: Extract<SqliteReply, { rows: object[] }>) => void; reject: (error: Error) => void }

/** The worker and the statements waiting for its answers, matched by id. */
class SqliteThread {
  #worker: Worker
  #pending = new Map<number, Pending>()
  #outbox: SqliteRequest[] = []
  #nextId = 1
  #failure: Error | undefined

  constructor(file: string, image?: Uint8Array) {
    const source = new URL(`./sqlite-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url)
    // The build runs plain JavaScript; from the sources (tests, tsx) the worker first learns TypeScript.
    this.#worker = source.pathname.endsWith('.ts')
      ? new Worker(
          `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}) })`,
          { eval: true, workerData: { file, image } },
        )
      : new Worker(source, { workerData: { file, image } })
    this.#worker.on('message', (replies: SqliteBatch<SqliteReply>) => {
      for (const reply of replies) this.#settle(reply)
    })
    this.#worker.on('error', (error) => this.#fail(error))
    this.#worker.on('exit', (code) => this.#fail(new Error(`the SQLite thread stopped (exit code ${code})`)))
  }

  send(tx: number | null, sql: string, parameters: readonly unknown[], steps?: SqliteStep[]) {
    if (this.#failure) return Promise.reject(this.#failure)
    const id = this.#nextId++
    return new Promise<Extract<SqliteReply, { rows: object[] }>>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject })
      // The first statement of a turn schedules the message; the rest of that turn's statements join it. A
      // statement of an open transaction goes at the end of this task instead: every other statement waits for
      // that transaction to end, so waiting for the event loop's next turn would hold them all up.
      const length = this.#outbox.push({ id, tx, sql, parameters, steps })
      if (tx !== null && !this.#flushSoon) {
        this.#flushSoon = true
        queueMicrotask(this.#flush)
      } else if (length === 1) setImmediate(this.#flush)
    })
  }

  #flushSoon = false
  #flush = () => {
    this.#flushSoon = false
    if (this.#outbox.length === 0) return
    const batch = this.#outbox
    this.#outbox = []
    if (!this.#failure) this.#worker.postMessage(batch satisfies SqliteBatch<SqliteRequest>)
  }

  async close() {
    if (this.#failure) return
    await this.send(null, CLOSE, [])
    this.#failure = new Error('the SQLite database is closed')
    await this.#worker.terminate()
  }

  #settle(reply: SqliteReply) {
    const pending = this.#pending.get(reply.id)
    if (!pending) return
    this.#pending.delete(reply.id)
    if ('error' in reply) {
      // Same message and code as better-sqlite3's own error, so callers can tell a unique violation apart.
      pending.reject(Object.assign(new Error(reply.error.message), reply.error))
    } else {
      pending.resolve(reply)
    }
  }

  #fail(error: Error) {
    this.#failure ??= error
    for (const pending of this.#pending.values()) pending.reject(error)
    this.#pending.clear()
  }
}
