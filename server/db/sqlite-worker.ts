/**
 * The SQLite connection's own thread (ADR 012). It owns the better-sqlite3 handle and runs statements in the
 * order they arrive. While a transaction is open, statements of other callers wait here until it ends, so they
 * never run inside someone else's transaction; everything else is answered at once.
 */
import { parentPort, workerData } from 'node:worker_threads'
import SQLite from 'better-sqlite3'
import { setBounded } from '../lib/bounded-map.ts'
import {
  CLOSE,
  guardTrips,
  type SqliteBatch,
  type SqliteReply,
  type SqliteRequest,
  type SqliteStep,
} from './sqlite-protocol.ts'

const port = parentPort
if (!port) throw new Error('sqlite-worker runs only as a worker thread')

const STATEMENT_CACHE_SIZE = 500

const { file, image } = workerData as { file: string; image?: Uint8Array }
// An image arrives as a plain Uint8Array (copied between threads); better-sqlite3 opens a Buffer of it in memory.
const sqlite = image ? new SQLite(Buffer.from(image.buffer, image.byteOffset, image.byteLength)) : new SQLite(file)
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

/** A guarded transaction (guarded-steps.ts) in one go: no other statement can run between its steps. */
const runSteps = sqlite.transaction((steps: SqliteStep[]) => {
  const rows: object[][] = []
  for (const [index, step] of steps.entries()) {
    const statement = prepare(step.sql)
    const answer = statement.reader ? (statement.all(step.parameters) as object[]) : []
    if (!statement.reader) statement.run(step.parameters)
    rows.push(answer)
    if (guardTrips(step.stopAbove, answer)) return { rows, stoppedAt: index }
  }
  return { rows, stoppedAt: null }
})

function run(request: SqliteRequest): SqliteReply {
  try {
    if (request.steps) return { id: request.id, rows: [], steps: runSteps(request.steps) }
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

/**
 * Group commit: the writes from outside a transaction that arrive together share one commit, one wait for the
 * disk, instead of one each. Each runs under its own savepoint, so a failing write is undone alone, as it would be
 * on its own; replies go out after the commit, so a write is acknowledged only once it is on disk. `groupFrom` is
 * where the group's replies start, null while no group is open.
 */
let groupFrom: number | null = null
const DML = /^\s*(insert|update|delete|replace)\b/i
const savepoint = sqlite.prepare('savepoint grouped')
const release = sqlite.prepare('release grouped')
const undo = sqlite.prepare('rollback to grouped')

function reads(sql: string) {
  try {
    return prepare(sql).reader
  } catch {
    return true // run() reports the error
  }
}

function runGrouped(request: SqliteRequest): SqliteReply {
  if (groupFrom === null) {
    sqlite.exec('begin')
    groupFrom = replies.length
  }
  savepoint.run()
  const reply = run(request)
  if ('error' in reply && sqlite.inTransaction) undo.run()
  if (sqlite.inTransaction) release.run()
  // Some errors (a full disk, an I/O error) end the whole transaction: the writes before it are gone too.
  else failGroup(reply)
  return reply
}

function commitGroup() {
  if (groupFrom === null) return
  try {
    sqlite.exec('commit')
    groupFrom = null
  } catch (thrown) {
    const error = thrown as Error & { code?: string }
    if (sqlite.inTransaction) sqlite.exec('rollback')
    failGroup({ id: 0, error: { message: error.message, code: error.code, name: error.name } })
  }
}

function failGroup(cause: SqliteReply) {
  if (groupFrom === null || !('error' in cause)) return
  for (let i = groupFrom; i < replies.length; i++) {
    const reply = replies[i] as SqliteReply
    if (!('error' in reply)) replies[i] = { id: reply.id, error: cause.error }
  }
  groupFrom = null
}

function handle(request: SqliteRequest) {
  if (request.sql === CLOSE) {
    commitGroup()
    sqlite.close()
    replies.push({ id: request.id, rows: [] })
    return
  }
  if (openTx !== null && request.tx !== openTx) {
    waiting.push(request)
    return
  }
  if (request.tx === null && (request.steps || DML.test(request.sql))) {
    replies.push(runGrouped(request))
    return
  }
  // A transaction of the caller's own begins only after the group has committed, and so does any other statement
  // that is not a read (schema changes, pragmas, vacuum): each runs as it would on its own.
  if (groupFrom !== null && ((request.tx !== null && openTx === null) || !reads(request.sql))) commitGroup()
  replies.push(run(request))
  if (request.tx !== null) openTx = sqlite.inTransaction ? request.tx : null
  while (openTx === null && waiting.length > 0) handle(waiting.shift() as SqliteRequest)
}

port.on('message', (batch: SqliteBatch<SqliteRequest>) => {
  for (const request of batch) handle(request)
  commitGroup()
  if (replies.length > 0) port.postMessage(replies satisfies SqliteBatch<SqliteReply>)
  replies = []
  if (!sqlite.open) port.close()
})
