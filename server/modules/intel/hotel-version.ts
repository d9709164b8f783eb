import { compiledOnce } from '#server/db/compiled-once'
import type { Db } from '#server/db/database'
import { nowIso } from '#server/lib/clock'
import { newId } from '#server/lib/ids'
import { forgetCounts } from './hotel-counts.ts'

const versionKey = 'hotel_data_version'
/**
 * How long a process trusts the version it read last. A change made on this process is seen at once; one made on
 * another process (an import there, `npm run seed:hotels`) within this time. Reading it on every request would
 * add a database round trip to the two busiest reads (ADR 034).
 */
export const VERSION_CHECK_MS = 1000

type VersionState = {
  /** Moves on every local change, so a read that began before it cannot store what it saw. */
  generation: number
  known?: { value: string; at: number }
  pending?: Promise<string>
}
const states = new WeakMap<Db, VersionState>()

/**
 * Marks the hotel data (hotels, their performance months, the names of their brands, groups and cities) as
 * changed. Call it in the transaction that changes them, then `forgetHotelAnswers` after the commit.
 */
export async function bumpHotelVersion(db: Db, at = nowIso()) {
  const value = newId()
  await db
    .insertInto('app_meta')
    .values({ key: versionKey, value, updated_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
    .execute()
}

/** Drops what this process remembers of the hotel data: the version, the counts and the walls' rows. */
export function forgetHotelAnswers(db: Db) {
  const state = stateOf(db)
  state.generation++
  state.known = undefined
  state.pending = undefined
  forgetCounts(db)
}

/** For writes outside a transaction of their own (the seeds): a new version, then this process forgets. */
export async function hotelDataChanged(db: Db) {
  await bumpHotelVersion(db)
  forgetHotelAnswers(db)
}

const readVersion = compiledOnce((db: Db, key: string) =>
  db.selectFrom('app_meta').select('value').where('key', '=', key),
)

/**
 * The current hotel data version: the key under which answers about hotels are cached. Read from the database at
 * most once per `VERSION_CHECK_MS` per process (concurrent requests share the read). When it moved because another
 * process changed the data, this process's counts and walls are dropped too.
 */
export function hotelVersion(db: Db, nowMs: number): Promise<string> {
  const state = stateOf(db)
  if (state.known && nowMs - state.known.at < VERSION_CHECK_MS) return Promise.resolve(state.known.value)
  state.pending ??= refresh(db, state, nowMs)
  return state.pending
}

async function refresh(db: Db, state: VersionState, nowMs: number) {
  const generation = state.generation
  try {
    const value = (await readVersion(db, versionKey))[0]?.value ?? 'none'
    if (state.generation === generation) {
      if (state.known && state.known.value !== value) forgetCounts(db)
      state.known = { value, at: nowMs }
    }
    return value
  } finally {
    if (state.generation === generation) state.pending = undefined
  }
}

function stateOf(db: Db) {
  let state = states.get(db)
  if (!state) {
    state = { generation: 0 }
    states.set(db, state)
  }
  return state
}
