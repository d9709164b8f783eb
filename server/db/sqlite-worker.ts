/**
 * The SQLite connection's own thread (ADR 012). It owns the better-sqlite3 handle and runs statements in the
 * order they arrive. While a transaction is open, statements of other callers wait here until it ends, so they
 * never run inside someone else's transaction; everything else is answered at once.
 */
import { parentPort, workerData } from 'node:worker_threads'
import SQLite from 'better-sqlite3'
import { setBounded } from '../lib/bounded-map.ts'
import { CLOSE, type SqliteBatch, type SqliteReply, type SqliteRequest } from './sqlite-protocol.ts'

const port = parentPort
if (!port) throw new Error('sqlite-worker runs only as a worker thread')

const STATEMENT_CACHE_SIZE = 500

const sqlite = new SQLite((workerData as { file: string }).file)
sqlite.pragma('journal_mode = WAL')
sqlite.pragma('foreign_keys = ON')
sqlite.pragma('busy_timeout = 5000')
// WAL with synchronous=NORMAL can lose the last commits on power loss; FULL keeps every acknowledged write.
sqlite.pragma('synchronous = FULL')

// Preparing costs more than running a small indexed query, and queries come from a fixed set of shapes.
const statements = new Map<string, SQLite.Statement>()
function prepare(sql: string) {
  let statement = statements.get(sql)
  if (!statement) {
    statement = sqlite.prepare(sql)
    setBounded(statements, sql, statement, STATEMENT_CACHE_SIZE)
  }
  return statement
}

function run(request: SqliteRequest): SqliteReply {
  try {
    const statement = prepare(request.sql)
    if (statement.reader) return { id: request.id, rows: statement.all(request.parameters) as object[] }
    const { changes, lastInsertRowid } = statement.run(request.parameters)
    return { id: request.id, rows: [], changes, lastInsertRowid }
  } catch (thrown) {
    const error = thrown as Error & { code?: string }
    return { id: request.id, error: { message: error.message, code: error.code, name: error.name } }
  }
}

let openTx: number | null = null
const waiting: SqliteRequest[] = []
let replies: SqliteReply[] = []

function handle(request: SqliteRequest) {
  if (request.sql === CLOSE) {
    sqlite.close()
    replies.push({ id: request.id, rows: [] })
    return
  }
  if (openTx !== null && request.tx !== openTx) {
    waiting.push(request)
    return
  }
  replies.push(run(request))
  if (request.tx !== null) openTx = sqlite.inTransaction ? request.tx : null
  while (openTx === null && waiting.length > 0) handle(waiting.shift() as SqliteRequest)
}

port.on('message', (batch: SqliteBatch<SqliteRequest>) => {
  for (const request of batch) handle(request)
  if (replies.length > 0) port.postMessage(replies satisfies SqliteBatch<SqliteReply>)
  replies = []
  if (!sqlite.open) port.close()
})
