import type { Selectable } from 'kysely'
import { type BenchmarkTable, benchmarks as shippedBenchmarks, withBenchmarks } from '#common/benchmarks/benchmarks'
import type { BenchmarkSource, LiveBenchmarkRow } from '#common/benchmarks/schema'
import {
  type AmountValue,
  amountValueSchema,
  type FigureKind,
  type FigureValue,
  type RowValue,
  rowValueSchema,
  type SizeValue,
  sizeValueSchema,
} from '#common/data-desk'
import type { Db, DbHandle } from '#server/db/database'
import { jsonColumn } from '#server/db/json-column'
import { factViews } from '../intel/facts/citations.ts'
import { type Facts, shippedFacts, withFacts } from '../intel/facts/load.ts'
import type { SizeFact, ValueFact } from '../intel/facts/schema.ts'
import { benchmarkRowKey, type StoredSource, storedSourceSchema, targets } from './catalog.ts'
import type { DeskFigureTable } from './tables.ts'

const valueReaders = {
  size: jsonColumn(sizeValueSchema, { name: 'figure value (size)' }),
  amount: jsonColumn(amountValueSchema, { name: 'figure value (amount)' }),
  row: jsonColumn(rowValueSchema, { name: 'figure value (benchmark row)' }),
}

/** A stored figure value (desk_figures.value, desk_proposals.old_value/new_value), in the shape of its kind. */
export function readFigureValue(kind: string, text: string): FigureValue {
  if (kind === 'brand_size' || kind === 'group_size') return valueReaders.size(text)
  if (kind === 'benchmark') return valueReaders.row(text)
  return valueReaders.amount(text)
}

/** A stored source (desk_figures.source, desk_proposals.old_source/new_source). */
export const readStoredSource = jsonColumn(storedSourceSchema, { name: 'figure source' })

/** A figure as the database holds it now. */
export type LiveFigure = {
  key: string
  kind: FigureKind
  value: FigureValue
  as_of: string
  note: string | null
  source: StoredSource
  proposal_id: string | null
  updated_by: string | null
  updated_at: string
}

export type LiveDesk = {
  /** desk_state.version when read: every approval moves it. */
  version: number
  figures: Map<string, LiveFigure>
  /** The shipped facts with the live figures in place: what walls and profiles read. */
  facts: Facts
  /** The benchmark table with the live rows in place: what the tools' defaults read. */
  benchmarks: BenchmarkTable
  /** Fact views for a day (stale marks depend on it), built once per day and version. */
  views(today: string): ReturnType<typeof factViews>
}

type Store = { current?: LiveDesk; loading?: Promise<LiveDesk>; dirty: boolean; heard: boolean; seeded: boolean }
const stores = new WeakMap<Db, Store>()
const storeOf = (db: Db) => {
  let store = stores.get(db)
  if (!store) {
    store = { dirty: true, heard: false, seeded: false }
    stores.set(db, store)
  }
  return store
}
const handles = new WeakMap<Db, DbHandle>()

/**
 * Ties a database's figure cache to its change reports (server/db/row-changes.ts): any process's approval moves
 * desk_state, whose notice marks the cache stale here. Without reports (in-memory SQLite, or while the LISTEN
 * connection is down) every read compares the version row, one primary-key read.
 */
export function listenForDeskChanges(dbh: DbHandle) {
  const store = storeOf(dbh.db)
  if (handles.get(dbh.db) === dbh) return
  handles.set(dbh.db, dbh)
  if (!dbh.changes) return
  store.heard = true
  dbh.changes.subscribe(() => {
    store.dirty = true
  })
}

/** The live figures of this database (seeding them from the files the first time), through the one cache. */
export async function liveDesk(db: Db): Promise<LiveDesk> {
  const store = storeOf(db)
  const changes = handles.get(db)?.changes
  changes?.check?.()
  if (store.current && store.heard && changes?.live && !store.dirty) return store.current
  store.dirty = false
  const row = await db.selectFrom('desk_state').select('version').where('id', '=', 1).executeTakeFirst()
  const version = Number(row?.version ?? 0)
  if (store.current && store.current.version === version) return store.current
  if (store.loading) {
    const loading = await store.loading
    if (loading.version === version) return loading
  }
  const load = (async () => {
    if (!store.seeded) {
      await seedFigures(db)
      store.seeded = true
    }
    const rows = await db.selectFrom('desk_figures').selectAll().execute()
    return build(version, rows.map(parseFigure))
  })()
  store.loading = load
  try {
    const desk = await load
    if (!store.current || store.current.version <= desk.version) store.current = desk
    return desk
  } finally {
    if (store.loading === load) store.loading = undefined
  }
}

/** The figures a computation reads: a live desk's facts and benchmark table. */
export type FiguresInForce = Pick<LiveDesk, 'facts' | 'benchmarks'>

/**
 * Runs a synchronous computation (a page rendering, a study's defaults or document) with `figures` in force for
 * every reader of the facts and the benchmark table (factsInForce, benchmarkRow, benchmarkValue…).
 */
export function withFigures<T>(figures: FiguresInForce, compute: () => T): T {
  return withFacts(figures.facts, () => withBenchmarks(figures.benchmarks, compute))
}

/**
 * The benchmark rows an approved proposal changed, as the web puts them in place of its shipped rows
 * (applyLiveBenchmarks), each with the source the live table cites. `keys` keeps the rows of those figures only.
 */
export function liveBenchmarkRows(desk: LiveDesk, keys?: ReadonlySet<string>): LiveBenchmarkRow[] {
  return [...desk.figures.values()].flatMap((f) => {
    if (f.kind !== 'benchmark' || !f.proposal_id) return []
    const [, key = '', segment = '*', tier = '*', variant = '*'] = f.key.split('/')
    if (keys && !keys.has(key)) return []
    const v = f.value as RowValue
    const row = desk.benchmarks.figures
      .get(key)
      ?.rows.find((r) => (r.segment ?? '*') === segment && (r.tier ?? '*') === tier && (r.variant ?? '*') === variant)
    const source = desk.benchmarks.sources.get(row?.source ?? '')
    return [
      {
        key,
        segment: segment === '*' ? null : segment,
        tier: tier === '*' ? null : tier,
        variant: variant === '*' ? null : variant,
        low: v.low,
        typical: v.typical,
        high: v.high,
        as_of: f.as_of,
        source: {
          id: source?.id ?? '',
          kind: source?.kind ?? f.source.kind,
          publisher: source?.publisher ?? f.source.publisher,
          title: source?.title ?? f.source.title,
          year: source?.year ?? Number(f.source.published.slice(0, 4)),
          url: source?.url ?? null,
          note: source?.note ?? null,
        },
      },
    ]
  })
}

/** Tells this process's cache at once (the other processes hear desk_state's notice). */
export function forgetDesk(db: Db) {
  storeOf(db).dirty = true
}

export function parseFigure(row: Selectable<DeskFigureTable>): LiveFigure {
  return {
    ...row,
    kind: row.kind as FigureKind,
    value: readFigureValue(row.kind, row.value),
    source: readStoredSource(row.source),
  }
}

/**
 * Inserts every figure of the repository's files that the database does not hold yet (a new brand's size, a new
 * benchmark row): after the first start the database is where figures change, the files follow by facts:export.
 */
export async function seedFigures(db: Db, at = new Date().toISOString()) {
  const held = new Set((await db.selectFrom('desk_figures').select('key').execute()).map((r) => r.key))
  const missing = [...targets().values()].filter((t) => t.seed && !held.has(t.key))
  for (let i = 0; i < missing.length; i += 100) {
    const chunk = missing.slice(i, i + 100).flatMap((t) =>
      t.seed
        ? [
            {
              key: t.key,
              kind: t.kind,
              value: JSON.stringify(t.seed.value),
              as_of: t.seed.as_of,
              note: t.seed.note,
              source: JSON.stringify(t.seed.source),
              proposal_id: null,
              updated_by: null,
              updated_at: at,
            },
          ]
        : [],
    )
    await db
      .insertInto('desk_figures')
      .values(chunk)
      .onConflict((oc) => oc.column('key').doNothing())
      .execute()
  }
  return missing.length
}

/** The id a live figure's source has in the fact files: its file id when seeded, else one per proposal. */
export function sourceIdOf(figure: LiveFigure) {
  return figure.source.id ?? `desk-${figure.proposal_id ?? figure.key.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`
}

export function asBenchmarkSource(figure: LiveFigure): BenchmarkSource {
  const s = figure.source
  return {
    id: sourceIdOf(figure),
    kind: s.kind,
    publisher: s.publisher,
    title: s.title,
    year: Number(s.published.slice(0, 4)),
    ...(s.url ? { url: s.url } : {}),
    ...(s.quote ? { note: s.quote } : {}),
  }
}

/** A live size figure as a fact file writes it, citing `source`. */
export function sizeFactOf(f: LiveFigure, source: string): SizeFact {
  const v = f.value as SizeValue
  return { hotels: v.hotels, rooms: v.rooms, source, asOf: f.as_of, ...(f.note ? { note: f.note } : {}) }
}

/** A live amount figure as a fact file writes it, citing `source`. */
export function valueFactOf(f: LiveFigure, source: string): ValueFact {
  return { value: (f.value as AmountValue).value, source, asOf: f.as_of, ...(f.note ? { note: f.note } : {}) }
}

function build(version: number, figures: LiveFigure[]): LiveDesk {
  const byKey = new Map(figures.map((f) => [f.key, f]))
  const shipped = shippedFacts()
  const sources = new Map(shipped.sources)
  const usage = new Map(shipped.usage)
  const cite = (f: LiveFigure, area: 'groups' | 'brands' | 'cities') => {
    const id = sourceIdOf(f)
    if (!sources.has(id)) {
      sources.set(id, asBenchmarkSource(f))
      const counts = { ...(usage.get(id) ?? { groups: 0, brands: 0, cities: 0 }) }
      counts[area] += 1
      usage.set(id, counts)
    }
    return id
  }
  const size = (key: string, area: 'groups' | 'brands'): SizeFact | null => {
    const f = byKey.get(key)
    return f ? sizeFactOf(f, cite(f, area)) : null
  }
  const amount = (key: string): ValueFact | null => {
    const f = byKey.get(key)
    return f ? valueFactOf(f, cite(f, 'cities')) : null
  }
  const facts: Facts = {
    ...shipped,
    sources,
    usage,
    groups: shipped.groups.map((g) => ({
      ...g,
      china: size(`group/${g.slug}/china`, 'groups'),
      world: size(`group/${g.slug}/world`, 'groups'),
      pipeline: size(`group/${g.slug}/pipeline`, 'groups'),
    })),
    brands: shipped.brands.map((b) => ({ ...b, size: size(`brand/${b.slug}/size`, 'brands') })),
    cities: new Map(
      [...shipped.cities].map(([code, c]) => [
        code,
        { ...c, population: amount(`city/${code}/population`), gdp: amount(`city/${code}/gdp`) },
      ]),
    ),
  }
  const benchmarkSources = new Map(shippedBenchmarks.sources)
  const benchmarkFigures = new Map(
    [...shippedBenchmarks.figures].map(([key, figure]) => [
      key,
      {
        ...figure,
        rows: figure.rows.map((row) => {
          const f = byKey.get(benchmarkRowKey(key, row))
          if (!f?.proposal_id) return row
          const source = asBenchmarkSource(f)
          benchmarkSources.set(source.id, source)
          const v = f.value as RowValue
          return {
            ...row,
            low: v.low,
            typical: v.typical,
            high: v.high,
            source: source.id,
            asOf: f.as_of,
            note: f.note ?? undefined,
          }
        }),
      },
    ]),
  )
  const viewsByDay = new Map<string, ReturnType<typeof factViews>>()
  return {
    version,
    figures: byKey,
    facts,
    benchmarks: { figures: benchmarkFigures, sources: benchmarkSources },
    views(today: string) {
      let views = viewsByDay.get(today)
      if (!views) {
        views = factViews(facts, today)
        viewsByDay.clear()
        viewsByDay.set(today, views)
      }
      return views
    },
  }
}

/** Whether the target exists: only figures the catalog knows can be proposed. */
export function targetOf(key: string) {
  return targets().get(key)
}
